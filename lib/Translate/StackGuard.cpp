//===- StackGuard.cpp -----------------------------------------------------===//
#include "Translate/StackGuard.h"
#include "llvm/Support/thread.h"
#include <algorithm>
#include <csetjmp>
#include <csignal>
#include <mutex>
#include <pthread.h>
#include <vector>

namespace hipify {

namespace {

/// The guarded thread's stack and where to resume when it overflows.
struct GuardedStack {
  uintptr_t Low = 0, High = 0;
  sigjmp_buf Resume;
};

thread_local GuardedStack *Current = nullptr;
struct sigaction Previous;

/// How far below the stack's end a fault still counts as running off it
/// (the guard page, and a large frame that skipped over it).
constexpr uintptr_t OverflowSlack = 1u << 20;

void onSegv(int Signal, siginfo_t *Info, void *Context) {
  GuardedStack *Guard = Current;
  uintptr_t Address = reinterpret_cast<uintptr_t>(Info->si_addr);
  if (Guard && Address + OverflowSlack >= Guard->Low && Address < Guard->High)
    siglongjmp(Guard->Resume, 1);
  // Not ours: put the earlier handler back; the fault happens again on
  // return and reaches it (LLVM's handler prints the stack dump).
  ::sigaction(SIGSEGV, &Previous, nullptr);
}

void installHandler() {
  static std::once_flag Once;
  std::call_once(Once, [] {
    struct sigaction Action = {};
    Action.sa_sigaction = onSegv;
    Action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
    sigemptyset(&Action.sa_mask);
    ::sigaction(SIGSEGV, &Action, &Previous);
  });
}

} // namespace

bool runOnGuardedStack(unsigned StackBytes, llvm::function_ref<void()> Fn) {
  installHandler();
  bool Completed = true;
  llvm::thread Worker(std::optional<unsigned>(StackBytes), [&] {
    GuardedStack Guard;
    pthread_attr_t Attributes;
    if (pthread_getattr_np(pthread_self(), &Attributes) == 0) {
      void *Base = nullptr;
      size_t Size = 0;
      pthread_attr_getstack(&Attributes, &Base, &Size);
      pthread_attr_destroy(&Attributes);
      Guard.Low = reinterpret_cast<uintptr_t>(Base);
      Guard.High = Guard.Low + Size;
    }
    // The handler cannot run on the stack that overflowed: it gets one of
    // its own.
    std::vector<char> AlternateStack(std::max<size_t>(SIGSTKSZ, 64 << 10));
    stack_t Alternate = {};
    Alternate.ss_sp = AlternateStack.data();
    Alternate.ss_size = AlternateStack.size();
    stack_t Old = {};
    bool HaveAlternate = ::sigaltstack(&Alternate, &Old) == 0;
    if (sigsetjmp(Guard.Resume, /*savesigs=*/1) == 0) {
      Current = HaveAlternate && Guard.Low ? &Guard : nullptr;
      Fn();
    } else {
      Completed = false;
    }
    Current = nullptr;
    if (HaveAlternate)
      ::sigaltstack(&Old, nullptr);
  });
  Worker.join();
  return Completed;
}

} // namespace hipify
