//===- LaunchInfo.h - one launch as the workers see it --------------------===//
#ifndef HIPIFY_CPU_LAUNCH_INFO_H
#define HIPIFY_CPU_LAUNCH_INFO_H

#include "hipify_cpu/exec.h"
#include <cstdint>
#include <mutex>

namespace hipify_cpu::exec {

/// Everything a worker needs to run the blocks of one (valid) launch.
struct LaunchInfo {
  const char *Kernel;
  uint64_t Index; ///< The launch's number in the program, from 0.
  dim3 Grid;
  dim3 Block;
  size_t SharedBytes;
  void (*Body)(void *Closure);
  /// Runs a whole block as a plain loop (see run_launch_looped), or null.
  void (*PlainBlock)(void *Closure, ThreadState &State);
  void *Closure;
  bool NeedsFibers;
  bool PerBlock; ///< A phased kernel: once per block (LaunchSite::PerBlock).
  int WarpSize; ///< Fixed for the whole launch.
};

/// Held while a launch (or a library call, which the trace numbers among
/// the launches) runs: launches from several host threads run one after
/// the other.
std::mutex &launchSequence();
/// The next launch's number in the program (with launchSequence() held).
uint64_t nextLaunchIndex();
/// The calling host thread's number in the trace: 0 for the first thread
/// that launches a kernel, then in the order of their first launches
/// (with launchSequence() held).
unsigned hostThreadNumber();

} // namespace hipify_cpu::exec

#endif
