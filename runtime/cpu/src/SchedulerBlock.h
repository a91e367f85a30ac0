//===- SchedulerBlock.h - running the threads of one block ----------------===//
//
// A worker runs one block at a time, all of its GPU threads on the worker's
// own OS thread (so that `static thread_local` __shared__ storage is the
// block's). Kernels that never synchronise run as a plain loop over the
// threads; phased kernels (split at their barriers by the preparation step)
// run once per block and loop over the threads themselves, region by region
// (for_each_thread). The others run one fiber per GPU thread:
//
//  - a round runs every runnable fiber in linear-thread order until it waits
//    (at a block barrier or a warp collective) or ends; a fiber that waits
//    jumps straight to the next runnable one, so a barrier costs one switch
//    per thread;
//  - when the round leaves a warp whose lanes all wait (or have exited),
//    the collectives of that warp that can complete do so at once (see
//    resolveWarp), and the round goes back to the warp's first lane: a warp
//    that shuffles in a loop stays in the cache. Nothing a later thread
//    does can change such a warp's groups, so this order is one a GPU
//    could have taken;
//  - at the end of a round the last fiber resolves, on its own stack: first
//    the warp collectives that can complete; only when none can, the block
//    barrier, once every live thread waits at it (exited threads count as
//    arrived);
//  - when nothing can complete and threads still wait, the block deadlocked.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_SCHEDULER_BLOCK_H
#define HIPIFY_CPU_SCHEDULER_BLOCK_H

#include "FiberStack.h"
#include "LaunchInfo.h"
#include "SchedulerCollective.h"
#include <boost/context/detail/fcontext.hpp>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace hipify_cpu::exec {

enum class BarrierKind : uint8_t { Sync, Count, And, Or };

class BlockRunner {
public:
  BlockRunner();
  ~BlockRunner();
  BlockRunner(const BlockRunner &) = delete;
  BlockRunner &operator=(const BlockRunner &) = delete;

  /// The runner of the calling OS thread while it runs a block, else null.
  static BlockRunner *current() { return Running; }

  /// Runs every thread of block BlockIndex of L to its end.
  void run(const LaunchInfo &L, uint3 BlockIndex);

  const LaunchInfo &launch() const { return *Launch; }
  void *dynamicShared() const { return SharedBuffer; }

  // Called by the running GPU thread (fiber mode only). Inline, with the
  // switch to the next fiber: every call between the kernel and the switch
  // costs a mispredicted return on resumption (fcontext resumes by a jump,
  // which leaves the CPU's return predictor one entry off).
  inline int barrier(BarrierKind Kind, int Predicate);
  //
  // A collective is two steps: the thread fills in its request in place
  // (building it elsewhere and copying it costs store-forwarding stalls),
  // then waits for its group.
  CollectiveRequest &request() { return Requests[Current].Request; }
  inline CollectiveResult awaitCollective();

  /// Completes the collective the threads of a phased block recorded
  /// (SchedulerPhased.cpp).
  void phasedResolve(PhasedAbsent Absent, const bool *Exited);

private:
  enum class Wait : uint8_t { Runnable, Barrier, Warp, Exited };
  struct FiberSlot {
    boost::context::detail::fcontext_t Context;
    ThreadState State;
    Wait Waiting;
    BarrierKind Barrier;
  };

  void runPlainLoop();
  void runPerBlock();
  void resolvePhasedBlock();
  bool resolvePhasedWarpQuickly(unsigned First, unsigned Present,
                                uint64_t Request);
  bool shuffleQuickly(ShuffleKind Kind, int64_t Operand, int64_t Width,
                      unsigned Present, const uint64_t *Value,
                      uint64_t *Result);
  void resolvePhasedWarp(unsigned First, unsigned Present, uint64_t Waiting,
                         PhasedAbsent Absent, const bool *Exited);
  [[noreturn]] void phasedMismatch(const char *What) const;
  [[noreturn]] void reportPhasedDeadlock(unsigned Warp, uint64_t Waiting,
                                         uint64_t Done) const;
  void runFibers();
  void prepareFibers(unsigned Threads);
  static void fiberMain(boost::context::detail::transfer_t From);
  [[noreturn]] void finishFiber();
  inline void switchFrom(unsigned Me);
  inline unsigned nextRunnable(unsigned From) const;
  void switchFromSlow(unsigned Me, unsigned Next);
  void resolve();
  bool resolveWarps();
  bool resolveWarp(unsigned Warp);
  void completeBarrier();
  [[noreturn]] void reportDeadlock() const;
  std::string describeWait(unsigned Thread) const;

  const LaunchInfo *Launch = nullptr;
  uint3 BlockIndex{0, 0, 0};
  ThreadState PlainState{};

  // Fiber mode. Stacks, slots and requests are kept across blocks.
  std::vector<FiberStack> Stacks;
  std::vector<FiberSlot> Slots;
  std::vector<LaneRequest> Requests;
  std::vector<uint64_t> WarpLive;    ///< Per warp: lanes not exited.
  std::vector<uint64_t> WarpWaiting; ///< Per warp: lanes at a collective.
  unsigned ThreadCount = 0;
  unsigned WarpShift = 5; ///< log2 of the launch's warp size.
  unsigned Current = 0;
  /// Collectives in a row the current warp went on with (switchFromSlow).
  unsigned WarpStreak = 0;
  static constexpr unsigned kWarpStreak = 64;
  unsigned LiveCount = 0;
  unsigned WarpWaiters = 0;
  unsigned BarrierWaiters = 0;
  unsigned BarrierTrue = 0;
  // The last completed barrier, read by its threads as they resume (the
  // counters above may already be counting the next one).
  unsigned CompletedWaiters = 0;
  unsigned CompletedTrue = 0;
  boost::context::detail::fcontext_t Native = nullptr;
  boost::context::detail::fcontext_t Discarded = nullptr;

  void *SharedBuffer = nullptr;
  size_t SharedCapacity = 0;

  static __thread BlockRunner *Running;
};

// --- The fast paths: one barrier or collective, one switch ---------------

unsigned BlockRunner::nextRunnable(unsigned From) const {
  for (unsigned T = From; T < ThreadCount; ++T)
    if (Slots[T].Waiting == Wait::Runnable)
      return T;
  return ThreadCount;
}

/// Suspends Me (already marked waiting or exited) and runs the next
/// runnable fiber of the round; the last one of a round resolves.
__attribute__((always_inline)) inline void BlockRunner::switchFrom(unsigned Me) {
  unsigned Next = nextRunnable(Me + 1);
  bool LeavesWarp = (Next >> WarpShift) != (Me >> WarpShift);
  if (__builtin_expect(Next == ThreadCount || (LeavesWarp && WarpWaiters), 0)) {
    switchFromSlow(Me, Next);
    return;
  }
  Current = Next;
  detail::CurrentThreadState = &Slots[Next].State;
  boost::context::detail::transfer_t Back =
      boost::context::detail::jump_fcontext(Slots[Next].Context,
                                            &Slots[Me].Context);
  // Whoever resumed us left a place for its own context in Back.data.
  *static_cast<boost::context::detail::fcontext_t *>(Back.data) = Back.fctx;
}

__attribute__((always_inline)) inline int
BlockRunner::barrier(BarrierKind Kind, int Predicate) {
  unsigned Me = Current;
  Slots[Me].Waiting = Wait::Barrier;
  Slots[Me].Barrier = Kind;
  ++BarrierWaiters;
  BarrierTrue += Predicate != 0;
  switchFrom(Me);
  switch (Kind) {
  case BarrierKind::Sync:
    return 0;
  case BarrierKind::Count:
    return int(CompletedTrue);
  case BarrierKind::And:
    return CompletedTrue == CompletedWaiters;
  case BarrierKind::Or:
    return CompletedTrue != 0;
  }
  return 0;
}

__attribute__((always_inline)) inline CollectiveResult
BlockRunner::awaitCollective() {
  unsigned Me = Current;
  unsigned Lanes = unsigned(Launch->WarpSize);
  Slots[Me].Waiting = Wait::Warp;
  WarpWaiting[Me / Lanes] |= uint64_t(1) << (Me % Lanes);
  ++WarpWaiters;
  switchFrom(Me);
  return Requests[Me].Result;
}

} // namespace hipify_cpu::exec

#endif
