//===- LaunchPool.h - the persistent workers that run blocks --------------===//
//
// HIPIFY_CPU_THREADS workers run the blocks of a launch: the launching
// thread itself and (count - 1) threads started at the first launch and
// kept for the rest of the program. Blocks are handed out in chunks from a
// shared counter, in ascending linear order or, with HIPIFY_CPU_SCHEDULE=
// reverse, descending; a launch returns when every block has ended.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_LAUNCH_POOL_H
#define HIPIFY_CPU_LAUNCH_POOL_H

#include "ExecSettings.h"
#include "LaunchInfo.h"
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>

namespace hipify_cpu::exec {

class WorkerPool {
public:
  /// The program's pool (never destroyed: its threads outlive main).
  static WorkerPool &instance();

  /// Runs every block of L; returns when all have ended. One launch at a
  /// time (the caller serialises launches).
  void run(const LaunchInfo &L);

private:
  explicit WorkerPool(unsigned Workers);
  void serve();
  void runBlocks(const LaunchInfo &L);

  unsigned Helpers; ///< Threads besides the launching one.
  std::mutex Lock;
  std::condition_variable Wake;
  std::condition_variable Finished;
  uint64_t Generation = 0;
  unsigned Busy = 0;
  const LaunchInfo *Current = nullptr;
  uint64_t BlockCount = 0;
  uint64_t Chunk = 1;
  BlockOrder Order = BlockOrder::Ascending;
  std::atomic<uint64_t> NextBlock{0};
};

} // namespace hipify_cpu::exec

#endif
