//===- Launch.cpp - run_launch: check, run, watch and trace a launch ------===//
#include "ExecSettings.h"
#include "LaunchInfo.h"
#include "LaunchPool.h"
#include "SchedulerBlock.h"
#include "Trace.h"
#include "Watchdog.h"
#include "hipify_cpu/errors.h"
#include "hipify_cpu/memory.h"
#include <mutex>

namespace hipify_cpu {

namespace {
/// The limits of CUDA devices of compute capability 3.0 and later (and of
/// HIP's): a configuration beyond them fails to launch there too.
bool validConfiguration(dim3 Grid, dim3 Block, size_t SharedBytes) {
  if (!Grid.x || !Grid.y || !Grid.z || !Block.x || !Block.y || !Block.z)
    return false;
  uint64_t Threads = uint64_t(Block.x) * Block.y * Block.z;
  return Threads <= 1024 && Block.z <= 64 && SharedBytes <= 64 * 1024;
}

} // namespace

namespace exec {
std::mutex &launchSequence() {
  static std::mutex OneAtATime;
  return OneAtATime;
}

uint64_t nextLaunchIndex() {
  static uint64_t NextIndex = 0;
  return NextIndex++;
}

unsigned hostThreadNumber() {
  static unsigned Next = 0;
  thread_local unsigned Mine = Next++;
  return Mine;
}
} // namespace exec

bool run_launch(const LaunchSite &Site, dim3 Grid, dim3 Block,
                size_t SharedBytes, const void *Stream,
                void (*Body)(void *Closure), void *Closure,
                const TracedArgument *Arguments, size_t ArgumentCount) {
  return run_launch_looped(Site, Grid, Block, SharedBytes, Stream, Body,
                           nullptr, Closure, Arguments, ArgumentCount);
}

bool run_launch_looped(const LaunchSite &Site, dim3 Grid, dim3 Block,
                       size_t SharedBytes, const void *Stream,
                       void (*Body)(void *Closure),
                       void (*PlainBlock)(void *Closure, ThreadState &State),
                       void *Closure, const TracedArgument *Arguments,
                       size_t ArgumentCount) {
  (void)Stream; // Launches are synchronous: every stream is in order.
  if (exec::BlockRunner::current())
    exec::fail(125,
               "kernel '%s' was launched from inside a kernel (dynamic "
               "parallelism), which the CPU runner does not support",
               Site.Kernel);
  // Launches from several host threads run one after the other, each with
  // the whole pool; the trace numbers them in that order.
  std::lock_guard<std::mutex> Guard(exec::launchSequence());
  uint64_t Index = exec::nextLaunchIndex();
  exec::TracedLaunch Record{Index,      Site.Kernel, Site.Params,
                            Grid,       Block,       SharedBytes,
                            "ok",       Arguments,   ArgumentCount};
  Record.HostThread = exec::hostThreadNumber();
  if (!validConfiguration(Grid, Block, SharedBytes)) {
    set_last_error(Error::InvalidConfiguration);
    Record.Status = "invalid-configuration";
    exec::traceLaunch(Record);
    return false;
  }
  exec::installCrashHandlers();
  if (Overrun Found; find_overrun(Found))
    exec::fail(125,
               "the host code wrote past the end of a %zu-byte %s allocation "
               "(byte %zu of it) before launch %llu of kernel '%s'",
               Found.Size, memory_kind_name(Found.Kind), Found.Offset,
               static_cast<unsigned long long>(Index), Site.Kernel);
  exec::LaunchInfo Launch{Site.Kernel, Index,      Grid,
                          Block,       SharedBytes, Body,
                          PlainBlock,  Closure,     Site.NeedsFibers,
                          Site.PerBlock, warp_size()};
  {
    exec::LaunchWatch Watch(Site.Kernel, Index);
    exec::WorkerPool::instance().run(Launch);
  }
  if (Overrun Found; find_overrun(Found))
    exec::fail(125,
               "kernel '%s' (launch %llu) wrote past the end of a %zu-byte %s "
               "allocation (byte %zu of it)",
               Site.Kernel, static_cast<unsigned long long>(Index),
               Found.Size, memory_kind_name(Found.Kind), Found.Offset);
  exec::traceLaunch(Record);
  return true;
}

} // namespace hipify_cpu
