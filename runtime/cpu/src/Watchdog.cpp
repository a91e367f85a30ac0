//===- Watchdog.cpp - the launch timeout -----------------------------------===//
#include "Watchdog.h"
#include "ExecSettings.h"
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <thread>
#include <unistd.h>

namespace hipify_cpu::exec {

namespace {
using Clock = std::chrono::steady_clock;

/// The monitor thread and the launch it watches.
class Monitor {
public:
  static Monitor &instance() {
    static Monitor *M = new Monitor(); // Its thread outlives main.
    return *M;
  }

  void arm(const char *Kernel, uint64_t Index, double Seconds) {
    std::lock_guard<std::mutex> Guard(Lock);
    Watched = Kernel;
    WatchedIndex = Index;
    Timeout = Seconds;
    Deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                  std::chrono::duration<double>(Seconds));
    Changed.notify_one();
  }

  void disarm() {
    std::lock_guard<std::mutex> Guard(Lock);
    Watched = nullptr;
    Changed.notify_one();
  }

private:
  Monitor() { std::thread([this] { watch(); }).detach(); }

  void watch() {
    std::unique_lock<std::mutex> Guard(Lock);
    for (;;) {
      if (!Watched) {
        Changed.wait(Guard);
        continue;
      }
      if (Clock::now() < Deadline) {
        Changed.wait_until(Guard, Deadline);
        continue;
      }
      expire();
    }
  }

  [[noreturn]] void expire() {
    // The hung kernel may hold stdout's lock (a printf in an endless loop):
    // flush only when that does not wait.
    if (ftrylockfile(stdout) == 0) {
      fflush_unlocked(stdout);
      funlockfile(stdout);
    }
    char Message[512];
    int Length = std::snprintf(
        Message, sizeof Message,
        "hipify-cpu: kernel '%s' (launch %llu) still running after %g s: an "
        "endless loop or a deadlock\n",
        Watched, static_cast<unsigned long long>(WatchedIndex), Timeout);
    if (Length > 0)
      (void)!write(STDERR_FILENO, Message,
                   std::min<size_t>(size_t(Length), sizeof Message - 1));
    _exit(124);
  }

  std::mutex Lock;
  std::condition_variable Changed;
  const char *Watched = nullptr;
  uint64_t WatchedIndex = 0;
  double Timeout = 0;
  Clock::time_point Deadline;
};
} // namespace

LaunchWatch::LaunchWatch(const char *Kernel, uint64_t Index) {
  Monitor::instance().arm(Kernel, Index, launchTimeoutSeconds());
  setCrashContext(Kernel, Index);
}

LaunchWatch::~LaunchWatch() {
  setCrashContext(nullptr, 0);
  Monitor::instance().disarm();
}

} // namespace hipify_cpu::exec
