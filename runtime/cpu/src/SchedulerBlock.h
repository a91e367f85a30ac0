//===- SchedulerBlock.h - running the threads of one block ----------------===//
//
// A worker runs one block at a time, all of its GPU threads on the worker's
// own OS thread (so that `static thread_local` __shared__ storage is the
// block's). Kernels that never synchronise run as a plain loop over the
// threads. The others run one fiber per GPU thread:
//
//  - a round runs every runnable fiber in linear-thread order until it waits
//    (at a block barrier or a warp collective) or ends; a fiber that waits
//    jumps straight to the next runnable one, so a barrier costs one switch
//    per thread;
//  - at the end of a round the last fiber resolves, on its own stack: first
//    the warp collectives whose lanes have all arrived (see resolveWarp);
//    only when none can complete, the block barrier, once every live thread
//    waits at it (exited threads count as arrived);
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
  static BlockRunner *current();

  /// Runs every thread of block BlockIndex of L to its end.
  void run(const LaunchInfo &L, uint3 BlockIndex);

  const LaunchInfo &launch() const { return *Launch; }
  void *dynamicShared() const { return SharedBuffer; }

  // Called by the running GPU thread (fiber mode only).
  int barrier(BarrierKind Kind, int Predicate);
  CollectiveResult collective(const CollectiveRequest &Request);

private:
  enum class Wait : uint8_t { Runnable, Barrier, Warp, Exited };
  struct FiberSlot {
    boost::context::detail::fcontext_t Context;
    ThreadState State;
    Wait Waiting;
    BarrierKind Barrier;
  };

  void runPlainLoop();
  void runFibers();
  void prepareFibers(unsigned Threads);
  static void fiberMain(boost::context::detail::transfer_t From);
  [[noreturn]] void finishFiber();
  void switchFrom(unsigned Me);
  unsigned nextRunnable(unsigned From) const;
  void resolve();
  bool resolveWarps();
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
  unsigned Current = 0;
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
};

} // namespace hipify_cpu::exec

#endif
