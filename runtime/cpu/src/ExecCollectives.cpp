//===- ExecCollectives.cpp - barriers and warp collectives ----------------===//
//
// The entry points kernels call on fibers. Each one checks that the block
// runs as fibers (a kernel prepared as barrier-free cannot wait, nor can a
// phased kernel but through the phased forms of exec.h), then hands the
// calling GPU thread to the block's scheduler.
//
//===----------------------------------------------------------------------===//
#include "ExecSettings.h"
#include "SchedulerBlock.h"
#include <atomic>

namespace hipify_cpu {

namespace {
using exec::BarrierKind;
using exec::BlockRunner;
using exec::CollectiveKind;
using exec::CollectiveRequest;

BlockRunner &fiberRunner() {
  BlockRunner *Runner = BlockRunner::current();
  if (!Runner)
    exec::fail(125, "a barrier or warp collective was called outside a kernel");
  if (Runner->launch().PerBlock)
    exec::fail(125,
               "kernel '%s' reached a barrier or warp collective inside a "
               "region of a phased kernel",
               Runner->launch().Kernel);
  if (!Runner->launch().NeedsFibers)
    exec::fail(125,
               "kernel '%s' reached a barrier or warp collective but was "
               "prepared as barrier-free",
               Runner->launch().Kernel);
  return *Runner;
}

exec::CollectiveResult collective(CollectiveKind Kind, uint64_t Mask,
                                  uint64_t Value) {
  BlockRunner &Runner = fiberRunner();
  CollectiveRequest &Request = Runner.request();
  Request.Kind = Kind;
  Request.Mask = Mask;
  Request.Value = Value;
  return Runner.awaitCollective();
}
} // namespace

void sync_block() { fiberRunner().barrier(BarrierKind::Sync, 0); }
int sync_block_count(int Predicate) {
  return fiberRunner().barrier(BarrierKind::Count, Predicate);
}
int sync_block_and(int Predicate) {
  return fiberRunner().barrier(BarrierKind::And, Predicate);
}
int sync_block_or(int Predicate) {
  return fiberRunner().barrier(BarrierKind::Or, Predicate);
}

void sync_warp(uint64_t Mask) { collective(CollectiveKind::SyncWarp, Mask, 0); }

uint64_t active_mask() {
  return collective(CollectiveKind::ActiveMask, kActiveLanes, 0).Value;
}

uint64_t ballot(uint64_t Mask, bool Predicate) {
  return collective(CollectiveKind::Ballot, Mask, Predicate).Value;
}

bool vote_any(uint64_t Mask, bool Predicate) {
  return collective(CollectiveKind::Any, Mask, Predicate).Value != 0;
}

bool vote_all(uint64_t Mask, bool Predicate) {
  return collective(CollectiveKind::All, Mask, Predicate).Value != 0;
}

uint64_t match_any(uint64_t Mask, uint64_t Value) {
  return collective(CollectiveKind::MatchAny, Mask, Value).Value;
}

uint64_t match_all(uint64_t Mask, uint64_t Value, int *AllEqual) {
  exec::CollectiveResult Result =
      collective(CollectiveKind::MatchAll, Mask, Value);
  if (AllEqual)
    *AllEqual = Result.AllEqual;
  return Result.Value;
}

uint64_t shuffle_bits(uint64_t Mask, uint64_t Bits, ShuffleKind Kind,
                      int Operand, int Width) {
  BlockRunner &Runner = fiberRunner();
  CollectiveRequest &Request = Runner.request();
  Request.Kind = CollectiveKind::Shuffle;
  Request.Mask = Mask;
  Request.Value = Bits;
  Request.Shuffle = Kind;
  Request.Operand = Operand;
  Request.Width = Width;
  return Runner.awaitCollective().Value;
}

uint64_t reduce(uint64_t Mask, uint64_t Value, ReduceOp Op, bool Signed) {
  BlockRunner &Runner = fiberRunner();
  CollectiveRequest &Request = Runner.request();
  Request.Kind = CollectiveKind::Reduce;
  Request.Mask = Mask;
  Request.Value = Value;
  Request.Op = Op;
  Request.Signed = Signed;
  return Runner.awaitCollective().Value;
}

void lockstep() { collective(CollectiveKind::Lockstep, kActiveLanes, 0); }

void thread_fence() { std::atomic_thread_fence(std::memory_order_seq_cst); }

void *dynamic_shared() {
  BlockRunner *Runner = BlockRunner::current();
  return Runner ? Runner->dynamicShared() : nullptr;
}

} // namespace hipify_cpu
