//===- SyncAnalysis.h - can a kernel reach a barrier? ---------------------===//
//
// The CPU runner runs the threads of a block as a plain loop when the kernel
// can never wait for other threads, and as fibers otherwise. This walks the
// call graph from a kernel: a call to a barrier, a warp collective or
// cooperative-groups synchronisation makes it synchronising; so does any call
// it cannot see into (a function without a body in the program, a call
// through a pointer), and warp-synchronous code (volatile memory, or
// __shared__ memory in a kernel without barriers), which runs in lock step
// (see lockstep()).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPURUNNER_SYNCANALYSIS_H
#define HIPIFY_CPURUNNER_SYNCANALYSIS_H

#include "llvm/ADT/DenseMap.h"
#include <vector>

namespace clang {
class Expr;
class FunctionDecl;
class Stmt;
class SourceManager;
} // namespace clang

namespace hipify {

struct CallTargets;

class SyncAnalysis {
public:
  /// RuntimeInclude: the CPU runner's header directory; functions declared
  /// there are the runtime's (sync primitives are recognised by name),
  /// functions from other system headers never synchronise.
  explicit SyncAnalysis(const clang::SourceManager &SM) : SM(SM) {}

  bool maySynchronise(const clang::FunctionDecl *Kernel);
  /// Whether running S may synchronise (a call in it may).
  bool statementMaySynchronise(const clang::Stmt *S) { return walk(S); }
  /// The calls in S (lambda bodies included) that may synchronise, in
  /// source order: calls of runtime barriers and collectives, and of
  /// functions that may reach one. A call that is opaque (through a
  /// pointer) counts, as do constructions whose constructor may. Inline PTX
  /// that synchronises is a null entry: it has no call to split at.
  std::vector<const clang::Expr *> synchronisingCalls(const clang::Stmt *S);

  /// Whether a function reads volatile memory other threads may write
  /// (loads or updates in place; stores alone, and a thread's own volatile
  /// locals, do not count): warp-synchronous code, whose lanes read what
  /// other lanes stored without a barrier, as they run in lock step.
  static bool readsVolatileMemory(const clang::FunctionDecl *F);

  /// Whether a function's statements run in lock step across the warp
  /// (lockstep()): it reads volatile memory, or it is a kernel that shares
  /// __shared__ memory between its threads (uses it other than through
  /// each thread's own slot) and never synchronises. Threads of such a
  /// kernel can share what they store there only with the lanes of their
  /// own warp, running in lock step (warp-synchronous code without
  /// `volatile`, HeCBench dct8x8's transpose through a shared tile).
  bool runsInLockStep(const clang::FunctionDecl *F);

  /// Whether E names a thread's own variable (a local that is neither
  /// __shared__ nor a reference): no other lane reads or writes it.
  static bool isThreadOwnVariable(const clang::Expr *E);

private:
  bool walk(const clang::Stmt *Body);
  bool callMaySynchronise(const clang::FunctionDecl *Callee);
  bool callMaySynchronise(const CallTargets &Call);

  const clang::SourceManager &SM;
  enum class State { Visiting, No, Yes };
  llvm::DenseMap<const clang::FunctionDecl *, State> Memo;
};

/// Whether a runtime function or member of that name waits for other GPU
/// threads: __syncthreads*, __syncwarp, shuffles, votes, ballots, matches,
/// warp reductions, cooperative groups' sync/shfl*/any/all/ballot/match*.
bool isSynchronisingName(llvm::StringRef Name);

} // namespace hipify

#endif
