//===- IsolatedRun.h - one piece of work in a process of its own ----------===//
//
// A crash that corrupts the heap, or a parse that never ends (clang's time
// is exponential in some malformed inputs), must not take a long-lived
// process down: the language server, or `check` over a tree. runIsolated
// forks, runs the work in the child, and hands its answer back through a
// pipe; the parent kills a child that takes too long, and learns how one
// that crashed ended. The work's memory, whatever it did to it, ends with
// the child.
//
// fork() copies only the calling thread: call this while the process has
// no other thread that could hold a lock the work needs.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_SUPPORT_ISOLATEDRUN_H
#define HIPIFY_SUPPORT_ISOLATEDRUN_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>

namespace hipify {

struct IsolatedResult {
  enum Outcome {
    Completed, ///< The work returned; Answer is what it returned.
    Crashed,   ///< The child died of a signal or exited early (Why says).
    TimedOut,  ///< Killed after the time limit.
    NotStarted ///< fork() or pipe() failed (Why says).
  };
  Outcome Status = NotStarted;
  std::string Answer;
  std::string Why;
};

/// Runs Work in a child process and returns its answer. TimeoutSeconds: 0
/// for none. The child's standard output goes to /dev/null (the caller's
/// may be a protocol channel); its standard error is the caller's.
IsolatedResult runIsolated(llvm::function_ref<std::string()> Work,
                           unsigned TimeoutSeconds);

} // namespace hipify

#endif
