//===- SchedulerBlock.cpp - running the threads of one block --------------===//
#include "SchedulerBlock.h"
#include "ExecSettings.h"
#include "ExecThread.h"
#include "Watchdog.h"
#include "hipify_cpu/memory.h"
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace ctx = boost::context::detail;

namespace hipify_cpu::exec {

__thread BlockRunner *BlockRunner::Running = nullptr;

namespace {

uint64_t lowLanes(unsigned Count) {
  return Count >= 64 ? ~uint64_t(0) : (uint64_t(1) << Count) - 1;
}
} // namespace

BlockRunner::BlockRunner() {
  // Every worker that runs kernels needs its own stack for crash reports:
  // a fiber that overflows its stack cannot run the handler on it.
  installCrashStackForThisThread();
}

BlockRunner::~BlockRunner() { std::free(SharedBuffer); }

void BlockRunner::run(const LaunchInfo &L, uint3 Index) {
  Launch = &L;
  BlockIndex = Index;
  if (L.SharedBytes) {
    if (L.SharedBytes > SharedCapacity) {
      std::free(SharedBuffer);
      SharedCapacity = (L.SharedBytes + 15) / 16 * 16;
      SharedBuffer = std::aligned_alloc(16, SharedCapacity);
    }
    // Leftovers of the previous block would make reads of never-written
    // shared memory depend on scheduling; fresh memory reads the same.
    std::memset(SharedBuffer, kUninitialisedByte, L.SharedBytes);
  }
  Running = this;
  detail::LaunchWarpSize = L.WarpSize;
  if (L.PerBlock)
    runPerBlock();
  else if (L.NeedsFibers)
    runFibers();
  else
    runPlainLoop();
  Running = nullptr;
  detail::LaunchWarpSize = 0;
  leaveKernel();
}

void BlockRunner::runPlainLoop() {
  const LaunchInfo &L = *Launch;
  // ThreadState's members share their names with the built-in variable
  // macros: the state is written whole.
  enterThread(PlainState);
  if (L.PlainBlock) {
    PlainState = {{0, 0, 0}, BlockIndex, L.Block, L.Grid};
    L.PlainBlock(L.Closure, PlainState);
    return;
  }
  for (unsigned Z = 0; Z < L.Block.z; ++Z)
    for (unsigned Y = 0; Y < L.Block.y; ++Y)
      for (unsigned X = 0; X < L.Block.x; ++X) {
        PlainState = {{X, Y, Z}, BlockIndex, L.Block, L.Grid};
        L.Body(L.Closure);
      }
}

void BlockRunner::runPerBlock() {
  const LaunchInfo &L = *Launch;
  WarpShift = unsigned(__builtin_ctz(unsigned(L.WarpSize)));
  ThreadCount = L.Block.x * L.Block.y * L.Block.z;
  PlainState = {{0, 0, 0}, BlockIndex, L.Block, L.Grid};
  enterThread(PlainState);
  detail::InPerBlockLaunch = true;
  if (L.PlainBlock)
    L.PlainBlock(L.Closure, PlainState);
  else
    L.Body(L.Closure);
  detail::InPerBlockLaunch = false;
}

void BlockRunner::prepareFibers(unsigned Threads) {
  const LaunchInfo &L = *Launch;
  while (Stacks.size() < Threads)
    Stacks.emplace_back(fiberStackBytes());
  if (Slots.size() < Threads) {
    Slots.resize(Threads);
    Requests.resize(Threads);
  }
  unsigned Lanes = unsigned(L.WarpSize);
  WarpShift = unsigned(__builtin_ctz(Lanes));
  unsigned Warps = (Threads + Lanes - 1) / Lanes;
  WarpLive.assign(Warps, 0);
  WarpWaiting.assign(Warps, 0);
  for (unsigned W = 0; W < Warps; ++W)
    WarpLive[W] = lowLanes(std::min(Lanes, Threads - W * Lanes));
  unsigned T = 0;
  for (unsigned Z = 0; Z < L.Block.z; ++Z)
    for (unsigned Y = 0; Y < L.Block.y; ++Y)
      for (unsigned X = 0; X < L.Block.x; ++X, ++T) {
        FiberSlot &S = Slots[T];
        S.State = {{X, Y, Z}, BlockIndex, L.Block, L.Grid};
        S.Waiting = Wait::Runnable;
        // Stacks are equally spaced, so their tops would all fall in the
        // same cache sets; the fibers' hot frames would then evict each
        // other at every switch. Staggering the tops by cache lines spreads
        // them over the sets.
        size_t Colour = (T % 64) * 64;
        S.Context = ctx::make_fcontext(
            static_cast<char *>(Stacks[T].top()) - Colour,
            Stacks[T].size() - Colour, &BlockRunner::fiberMain);
      }
  ThreadCount = Threads;
  LiveCount = Threads;
  WarpWaiters = BarrierWaiters = BarrierTrue = 0;
}

void BlockRunner::runFibers() {
  const LaunchInfo &L = *Launch;
  prepareFibers(L.Block.x * L.Block.y * L.Block.z);
  Current = 0;
  enterThread(Slots[0].State);
  // Returns when the last thread of the block has ended.
  ctx::transfer_t Back = ctx::jump_fcontext(Slots[0].Context, &Native);
  *static_cast<ctx::fcontext_t *>(Back.data) = Back.fctx;
}

void BlockRunner::fiberMain(ctx::transfer_t From) {
  // Whoever jumped here left a place for its own context in From.data.
  *static_cast<ctx::fcontext_t *>(From.data) = From.fctx;
  BlockRunner &Runner = *Running;
  Runner.Launch->Body(Runner.Launch->Closure);
  Runner.finishFiber();
}

void BlockRunner::finishFiber() {
  unsigned Me = Current;
  unsigned Lanes = unsigned(Launch->WarpSize);
  Slots[Me].Waiting = Wait::Exited;
  WarpLive[Me / Lanes] &= ~(uint64_t(1) << (Me % Lanes));
  --LiveCount;
  switchFrom(Me);
  __builtin_unreachable(); // An exited fiber is never resumed.
}

void BlockRunner::switchFromSlow(unsigned Me, unsigned Next) {
  unsigned Warp = Me >> WarpShift;
  // Me may be the last lane of its warp to arrive: the warp completes. It
  // goes on at once, while its lanes' stacks are in cache, but only for
  // kWarpStreak collectives in a row: warps of a GPU block progress
  // independently, and a warp that spins on a lock (a loop of shuffles
  // around an atomic) must let the warp that will release it run.
  if (WarpWaiting[Warp] && resolveWarp(Warp)) {
    if (++WarpStreak < kWarpStreak) {
      Next = nextRunnable(Warp << WarpShift);
    } else {
      WarpStreak = 0;
    }
  }
  // Threads before Me may be runnable: a warp that gave way above.
  if (Next == ThreadCount)
    Next = nextRunnable(0);
  if (Next == ThreadCount) {
    // The round is over: resolve, which ends the block or makes some
    // thread runnable, and start the next round.
    resolve();
    Next = nextRunnable(0);
  }
  if (Next == Me)
    return;
  Current = Next;
  enterThread(Slots[Next].State);
  ctx::transfer_t Back =
      ctx::jump_fcontext(Slots[Next].Context, &Slots[Me].Context);
  *static_cast<ctx::fcontext_t *>(Back.data) = Back.fctx;
}

void BlockRunner::resolve() {
  if (LiveCount == 0) {
    // The last fiber is done: back to the worker's own stack for good.
    ctx::jump_fcontext(Native, &Discarded);
    __builtin_unreachable();
  }
  if (WarpWaiters && resolveWarps())
    return;
  if (BarrierWaiters == LiveCount) {
    completeBarrier();
    return;
  }
  reportDeadlock();
}

bool BlockRunner::resolveWarps() {
  bool Progress = false;
  for (unsigned W = 0; W < WarpWaiting.size(); ++W)
    if (WarpWaiting[W] && resolveWarp(W))
      Progress = true;
  return Progress;
}

bool BlockRunner::resolveWarp(unsigned Warp) {
  unsigned First = Warp << WarpShift;
  uint64_t Done = exec::resolveWarp(&Requests[First], WarpWaiting[Warp],
                                    WarpLive[Warp], Launch->WarpSize);
  if (!Done)
    return false;
  WarpWaiting[Warp] &= ~Done;
  WarpWaiters -= unsigned(__builtin_popcountll(Done));
  for (uint64_t Bits = Done; Bits; Bits &= Bits - 1)
    Slots[First + unsigned(__builtin_ctzll(Bits))].Waiting = Wait::Runnable;
  return true;
}

void BlockRunner::completeBarrier() {
  CompletedWaiters = BarrierWaiters;
  CompletedTrue = BarrierTrue;
  BarrierWaiters = BarrierTrue = 0;
  for (unsigned T = 0; T < ThreadCount; ++T)
    if (Slots[T].Waiting == Wait::Barrier)
      Slots[T].Waiting = Wait::Runnable;
}

std::string BlockRunner::describeWait(unsigned Thread) const {
  const FiberSlot &S = Slots[Thread];
  switch (S.Waiting) {
  case Wait::Runnable:
    return "runnable";
  case Wait::Exited:
    return "exited";
  case Wait::Barrier:
    switch (S.Barrier) {
    case BarrierKind::Sync:
      return "waiting at __syncthreads";
    case BarrierKind::Count:
      return "waiting at __syncthreads_count";
    case BarrierKind::And:
      return "waiting at __syncthreads_and";
    case BarrierKind::Or:
      return "waiting at __syncthreads_or";
    }
    break;
  case Wait::Warp: {
    const CollectiveRequest &R = Requests[Thread].Request;
    std::string Text = std::string("waiting at ") + collectiveName(R.Kind);
    if (R.Mask == kActiveLanes)
      return Text + " (active lanes)";
    char Mask[40];
    std::snprintf(Mask, sizeof Mask, " (mask 0x%llx)",
                  static_cast<unsigned long long>(R.Mask));
    return Text + Mask;
  }
  }
  return "?";
}

void BlockRunner::reportDeadlock() const {
  // Runs of consecutive threads that wait on the same thing, in order.
  std::string Threads;
  for (unsigned First = 0; First < ThreadCount;) {
    std::string What = describeWait(First);
    unsigned Last = First;
    while (Last + 1 < ThreadCount && describeWait(Last + 1) == What)
      ++Last;
    if (!Threads.empty())
      Threads += "; ";
    Threads += First == Last ? "thread " + std::to_string(First)
                             : "threads " + std::to_string(First) + "-" +
                                   std::to_string(Last);
    Threads += " " + What;
    First = Last + 1;
  }
  // A lane whose mask leaves itself out waits for lanes that never wait
  // for it (bscan's __ballot_sync(lanemask_lt, p)): name the cause.
  for (unsigned T = 0; T < ThreadCount; ++T) {
    const CollectiveRequest &R = Requests[T].Request;
    unsigned Lane = T % unsigned(Launch->WarpSize);
    if (Slots[T].Waiting == Wait::Warp && R.Mask != kActiveLanes &&
        !(R.Mask >> Lane & 1)) {
      Threads += "; thread " + std::to_string(T) + "'s mask leaves out its " +
                 "own lane (" + std::to_string(Lane) +
                 "): CUDA leaves a collective whose caller is not in its " +
                 "mask undefined";
      break;
    }
  }
  fail(125, "kernel '%s' (launch %llu) deadlocked in block (%u,%u,%u): %s",
       Launch->Kernel, static_cast<unsigned long long>(Launch->Index),
       BlockIndex.x, BlockIndex.y, BlockIndex.z, Threads.c_str());
}

} // namespace hipify_cpu::exec
