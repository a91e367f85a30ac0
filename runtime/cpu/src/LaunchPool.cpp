//===- LaunchPool.cpp - the persistent workers that run blocks ------------===//
#include "LaunchPool.h"
#include "ExecSettings.h"
#include "SchedulerBlock.h"
#include <algorithm>
#include <thread>

namespace hipify_cpu::exec {

namespace {
uint3 blockIndexOf(uint64_t Linear, dim3 Grid) {
  return {unsigned(Linear % Grid.x), unsigned(Linear / Grid.x % Grid.y),
          unsigned(Linear / (uint64_t(Grid.x) * Grid.y))};
}

/// The calling OS thread's runner; its fiber stacks live as long as it.
BlockRunner &runnerOfThisThread() {
  thread_local BlockRunner Runner;
  return Runner;
}
} // namespace

WorkerPool &WorkerPool::instance() {
  static WorkerPool *Pool = new WorkerPool(workerCount());
  return *Pool;
}

WorkerPool::WorkerPool(unsigned Workers) : Helpers(Workers - 1) {
  for (unsigned I = 0; I < Helpers; ++I)
    std::thread([this] { serve(); }).detach();
}

void WorkerPool::serve() {
  uint64_t Seen = 0;
  for (;;) {
    const LaunchInfo *L;
    {
      std::unique_lock<std::mutex> Guard(Lock);
      Wake.wait(Guard, [&] { return Generation != Seen; });
      Seen = Generation;
      L = Current;
    }
    runBlocks(*L);
    std::lock_guard<std::mutex> Guard(Lock);
    if (--Busy == 0)
      Finished.notify_one();
  }
}

void WorkerPool::runBlocks(const LaunchInfo &L) {
  BlockRunner &Runner = runnerOfThisThread();
  for (;;) {
    uint64_t First = NextBlock.fetch_add(Chunk, std::memory_order_relaxed);
    if (First >= BlockCount)
      return;
    uint64_t End = std::min(First + Chunk, BlockCount);
    // The n-th block handed out is block n, or block BlockCount - 1 - n.
    bool Descending = Order == BlockOrder::Descending;
    for (uint64_t B = First; B < End; ++B)
      Runner.run(L, blockIndexOf(Descending ? BlockCount - 1 - B : B, L.Grid));
  }
}

void WorkerPool::run(const LaunchInfo &L) {
  uint64_t Blocks = uint64_t(L.Grid.x) * L.Grid.y * L.Grid.z;
  // Small chunks balance uneven blocks; large ones keep the shared counter
  // out of the way of tiny blocks.
  uint64_t Workers = uint64_t(Helpers) + 1;
  uint64_t Share = std::max<uint64_t>(1, Blocks / (Workers * 16));
  bool UseHelpers = Helpers > 0 && Blocks > 1;
  BlockOrder Schedule = blockOrder();
  {
    std::lock_guard<std::mutex> Guard(Lock);
    Current = &L;
    BlockCount = Blocks;
    Chunk = Share;
    Order = Schedule;
    NextBlock.store(0, std::memory_order_relaxed);
    if (UseHelpers) {
      Busy = Helpers;
      ++Generation;
    }
  }
  if (UseHelpers)
    Wake.notify_all();
  runBlocks(L);
  std::unique_lock<std::mutex> Guard(Lock);
  Finished.wait(Guard, [&] { return Busy == 0; });
  Current = nullptr;
}

} // namespace hipify_cpu::exec
