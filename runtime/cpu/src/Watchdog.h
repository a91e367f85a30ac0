//===- Watchdog.h - hung and crashed kernels ------------------------------===//
//
// A kernel that never ends, or that faults, must not leave `hipify validate`
// waiting or guessing: a monitor thread ends the program with status 124
// when a launch runs past HIPIFY_CPU_TIMEOUT, and a handler for SIGSEGV,
// SIGBUS, SIGFPE, SIGILL and SIGABRT names the kernel before the signal kills
// the program as it would have without the handler.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_WATCHDOG_H
#define HIPIFY_CPU_WATCHDOG_H

#include <cstdint>

namespace hipify_cpu::exec {

/// Watches one launch for as long as it lives: the timeout and the name a
/// crash report gives.
class LaunchWatch {
public:
  LaunchWatch(const char *Kernel, uint64_t Index);
  ~LaunchWatch();
  LaunchWatch(const LaunchWatch &) = delete;
  LaunchWatch &operator=(const LaunchWatch &) = delete;
};

/// Installs the crash handlers (once per program).
void installCrashHandlers();
/// Gives the calling thread an alternate signal stack, so that a fiber that
/// overflowed its own stack can still be reported.
void installCrashStackForThisThread();

/// Names the launch a crash report blames (null: none is running).
void setCrashContext(const char *Kernel, uint64_t Index);

} // namespace hipify_cpu::exec

#endif
