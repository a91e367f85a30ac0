//===- LaunchInfo.h - one launch as the workers see it --------------------===//
#ifndef HIPIFY_CPU_LAUNCH_INFO_H
#define HIPIFY_CPU_LAUNCH_INFO_H

#include "hipify_cpu/exec.h"
#include <cstdint>

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

} // namespace hipify_cpu::exec

#endif
