//===- ExecCollectives.cpp - barriers and warp collectives ----------------===//
//
// The entry points kernels call. On fibers, each hands the calling GPU
// thread to the block's scheduler. In a phased kernel (a per-block launch),
// a collective is recorded or replayed, as phased_record() and
// phased_replay() asked (see exec.h); anything else there, and any
// synchronisation in a kernel prepared as barrier-free, stops the program.
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
using PhasedStep = BlockRunner::PhasedStep;

BlockRunner &currentRunner() {
  BlockRunner *Runner = BlockRunner::current();
  if (!Runner)
    exec::fail(125, "a barrier or warp collective was called outside a kernel");
  return *Runner;
}

[[noreturn]] void outsidePhases(const BlockRunner &Runner) {
  exec::fail(125,
             "kernel '%s' reached a barrier or warp collective inside a "
             "region of a phased kernel",
             Runner.launch().Kernel);
}

BlockRunner &fiberRunner() {
  BlockRunner &Runner = currentRunner();
  if (Runner.launch().PerBlock)
    outsidePhases(Runner);
  if (!Runner.launch().NeedsFibers)
    exec::fail(125,
               "kernel '%s' reached a barrier or warp collective but was "
               "prepared as barrier-free",
               Runner.launch().Kernel);
  return Runner;
}

/// Runs a collective: Fill writes the request in place.
template <typename Fill>
exec::CollectiveResult collective(CollectiveKind Kind, Fill &&Write) {
  BlockRunner &Runner = currentRunner();
  if (Runner.launch().PerBlock) {
    PhasedStep Step = Runner.takePhasedStep();
    if (Step == PhasedStep::None)
      outsidePhases(Runner);
    CollectiveRequest Request;
    Request.Kind = Kind;
    Write(Request);
    return Runner.phasedCollective(Step, linear_thread_id(), Request);
  }
  fiberRunner();
  CollectiveRequest &Request = Runner.request();
  Request.Kind = Kind;
  Write(Request);
  return Runner.awaitCollective();
}

exec::CollectiveResult collective(CollectiveKind Kind, uint64_t Mask,
                                  uint64_t Value) {
  return collective(Kind, [&](CollectiveRequest &Request) {
    Request.Mask = Mask;
    Request.Value = Value;
  });
}

int barrier(BarrierKind Kind, int Predicate) {
  BlockRunner &Runner = currentRunner();
  if (Runner.launch().PerBlock) {
    // Only the barriers with a result are collectives of phased kernels;
    // a plain __syncthreads() is a region boundary.
    PhasedStep Step = Runner.takePhasedStep();
    if (Step == PhasedStep::None || Kind == BarrierKind::Sync)
      outsidePhases(Runner);
    return Runner.phasedBarrier(Step, linear_thread_id(), Kind, Predicate);
  }
  return fiberRunner().barrier(Kind, Predicate);
}
} // namespace

void sync_block() { barrier(BarrierKind::Sync, 0); }
int sync_block_count(int Predicate) {
  return barrier(BarrierKind::Count, Predicate);
}
int sync_block_and(int Predicate) {
  return barrier(BarrierKind::And, Predicate);
}
int sync_block_or(int Predicate) {
  return barrier(BarrierKind::Or, Predicate);
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
  return collective(CollectiveKind::Shuffle, [&](CollectiveRequest &Request) {
           Request.Mask = Mask;
           Request.Value = Bits;
           Request.Shuffle = Kind;
           Request.Operand = Operand;
           Request.Width = Width;
         }).Value;
}

uint64_t reduce(uint64_t Mask, uint64_t Value, ReduceOp Op, bool Signed) {
  return collective(CollectiveKind::Reduce, [&](CollectiveRequest &Request) {
           Request.Mask = Mask;
           Request.Value = Value;
           Request.Op = Op;
           Request.Signed = Signed;
         }).Value;
}

void lockstep() { collective(CollectiveKind::Lockstep, kActiveLanes, 0); }

void phased_record() {
  currentRunner().setPhasedStep(PhasedStep::Record);
}
void phased_replay() {
  currentRunner().setPhasedStep(PhasedStep::Replay);
}
void phased_resolve(PhasedAbsent Absent, const bool *Exited) {
  BlockRunner &Runner = currentRunner();
  if (!Runner.launch().PerBlock)
    exec::fail(125, "kernel '%s': a phased region ran outside a per-block "
                    "launch",
               Runner.launch().Kernel);
  Runner.phasedResolve(Absent, Exited);
}

void thread_fence() { std::atomic_thread_fence(std::memory_order_seq_cst); }

void *dynamic_shared() {
  BlockRunner *Runner = BlockRunner::current();
  return Runner ? Runner->dynamicShared() : nullptr;
}

} // namespace hipify_cpu
