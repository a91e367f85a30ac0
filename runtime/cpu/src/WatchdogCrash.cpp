//===- WatchdogCrash.cpp - naming the kernel that crashed -----------------===//
//
// The handler runs in a signal context: it uses only write() and formats
// numbers itself.
//
//===----------------------------------------------------------------------===//
#include "Watchdog.h"
#include <atomic>
#include <csignal>
#include <cstring>
#include <mutex>
#include <sys/mman.h>
#include <unistd.h>

namespace hipify_cpu::exec {

namespace {
std::atomic<const char *> CrashKernel{nullptr};
std::atomic<uint64_t> CrashLaunch{0};

// SIGABRT: assert() and abort() in a kernel.
constexpr int kCrashSignals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
struct sigaction Previous[sizeof kCrashSignals / sizeof kCrashSignals[0]];

const char *signalName(int Signal) {
  switch (Signal) {
  case SIGSEGV:
    return "SIGSEGV";
  case SIGBUS:
    return "SIGBUS";
  case SIGFPE:
    return "SIGFPE";
  case SIGILL:
    return "SIGILL";
  case SIGABRT:
    return "SIGABRT";
  }
  return "a signal";
}

/// Appends Text to Buffer (bounded); async-signal-safe.
size_t append(char *Buffer, size_t Used, size_t Capacity, const char *Text) {
  while (*Text && Used + 1 < Capacity)
    Buffer[Used++] = *Text++;
  return Used;
}

size_t appendNumber(char *Buffer, size_t Used, size_t Capacity,
                    uint64_t Value) {
  char Digits[24];
  int Count = 0;
  do {
    Digits[Count++] = char('0' + Value % 10);
    Value /= 10;
  } while (Value);
  while (Count && Used + 1 < Capacity)
    Buffer[Used++] = Digits[--Count];
  return Used;
}

void onCrash(int Signal, siginfo_t *Info, void *) {
  size_t Slot = 0;
  while (kCrashSignals[Slot] != Signal)
    ++Slot;
  const char *Kernel = CrashKernel.load();
  if (Kernel) {
    char Message[512];
    size_t N = append(Message, 0, sizeof Message, "hipify-cpu: kernel '");
    N = append(Message, N, sizeof Message, Kernel);
    N = append(Message, N, sizeof Message, "' (launch ");
    N = appendNumber(Message, N, sizeof Message, CrashLaunch.load());
    N = append(Message, N, sizeof Message, ") crashed: ");
    N = append(Message, N, sizeof Message, signalName(Signal));
    N = append(Message, N, sizeof Message, "\n");
    (void)!write(STDERR_FILENO, Message, N);
    struct sigaction Default;
    std::memset(&Default, 0, sizeof Default);
    Default.sa_handler = SIG_DFL;
    sigaction(Signal, &Default, nullptr);
  } else {
    // Not ours: whatever handled it before us does.
    sigaction(Signal, &Previous[Slot], nullptr);
  }
  // A fault re-executes the faulting instruction on return and dies by the
  // signal; a sent signal has to be sent again.
  if (Info->si_code <= 0)
    raise(Signal);
}
} // namespace

void setCrashContext(const char *Kernel, uint64_t Index) {
  CrashLaunch.store(Index);
  CrashKernel.store(Kernel);
}

void installCrashHandlers() {
  static std::once_flag Once;
  std::call_once(Once, [] {
    for (size_t I = 0; I < sizeof kCrashSignals / sizeof kCrashSignals[0];
         ++I) {
      struct sigaction Action;
      std::memset(&Action, 0, sizeof Action);
      Action.sa_sigaction = onCrash;
      Action.sa_flags = SA_SIGINFO | SA_ONSTACK;
      sigemptyset(&Action.sa_mask);
      sigaction(kCrashSignals[I], &Action, &Previous[I]);
    }
  });
}

void installCrashStackForThisThread() {
  stack_t Current;
  if (sigaltstack(nullptr, &Current) == 0 && !(Current.ss_flags & SS_DISABLE))
    return; // The program (or a sanitizer) gave this thread one already.
  // Never unmapped: the thread may take a signal until it ends.
  constexpr size_t Bytes = 64 * 1024;
  void *Memory = mmap(nullptr, Bytes, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (Memory == MAP_FAILED)
    return; // Crashes are still reported, except stack overflows.
  stack_t Stack;
  Stack.ss_sp = Memory;
  Stack.ss_size = Bytes;
  Stack.ss_flags = 0;
  sigaltstack(&Stack, nullptr);
}

} // namespace hipify_cpu::exec
