//===- SideEffects.h - may evaluating an expression change anything? -----===//
//
// The phased lowering evaluates some expressions of a kernel more than once
// (a collective's arguments, when it replays the collective) or earlier than
// the kernel would (a barrier's operands are dropped with it); it may only
// when evaluating them changes nothing. Assignments, increments, and calls
// of functions that may write (atomics, stores, printf, functions of the
// program that write through pointers or to variables not their own) are
// side effects; reads are not, whatever they read.
//
// Internal to lib/CpuRunner.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPURUNNER_SIDEEFFECTS_H
#define HIPIFY_CPURUNNER_SIDEEFFECTS_H

#include "CpuRunner/PhasedCallKinds.h"
#include "llvm/ADT/DenseMap.h"
#include <functional>

namespace hipify::phased {

class SideEffects {
public:
  explicit SideEffects(const Origin &From);
  SideEffects(const SideEffects &) = delete;
  SideEffects &operator=(const SideEffects &) = delete;

  /// Whether evaluating S may change anything.
  bool of(const clang::Stmt *S);

private:
  /// Whether calling F may write anything but its own locals (memoised;
  /// a function of the program is looked into, recursion assumed to write).
  bool functionWrites(const clang::FunctionDecl *F);
  bool libraryFunctionWrites(const clang::FunctionDecl *F);
  Origin From;
  /// functionWrites, as the finder of side effects asks it.
  std::function<bool(const clang::FunctionDecl *)> Writes;
  llvm::DenseMap<const clang::FunctionDecl *, bool> Memo;
};

} // namespace hipify::phased

#endif
