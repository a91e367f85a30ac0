//===- PhasedKernels.h - kernels split at their barriers and collectives --===//
//
// A kernel whose barriers and warp collectives all sit where the preparation
// step can prove what every thread does at them runs on the CPU runner
// without fibers: its body is split there into regions, and each region runs
// as a loop over the block's threads (::hipify_cpu::for_each_thread), all of
// region k before any of region k+1. A barrier is the boundary itself. A
// statement holding one collective (`v += __shfl_down_sync(m, v, o);`,
// `unsigned b = __ballot_sync(m, p);`, `int n = __syncthreads_count(p);`)
// starts a region: the region before it ends by recording the collective
// for each thread that reaches it, the runtime completes every warp's
// collective (or the block's) as a GPU would (phased_resolve), and the
// statement's region replays each thread's result. The launch then calls the
// kernel once per block (LaunchSite::PerBlock).
//
// What is accepted (docs/cpu-runner.md, "Phased kernels"):
//  - barriers (`__syncthreads();`, `block.sync();`, `cg::sync(block);`) as
//    whole statements in block-uniform control flow: the kernel body, and
//    the bodies of `for`/`while` loops and `if`s whose header reads only
//    literals, unmodified parameters, blockDim/blockIdx/gridDim, warpSize,
//    sizeof, template parameters, constants and the variables of such
//    loops;
//  - statements holding exactly one collective of the runner's headers,
//    evaluated once and first when the statement runs, with arguments that
//    have no side effects (they are evaluated again to replay), in such
//    control flow or under an `if` whose condition depends on the thread
//    (its threads run the branch, the others skip it) when the threads
//    that skip the branch next meet a block barrier or the kernel's end
//    (on a GPU they would then be at that barrier, or gone);
//  - `return` anywhere in a region: the thread skips every later region and
//    takes no part in later collectives, as a returned thread.
// Locals that live across regions are replicated per thread (an array of
// 1024 on the worker's stack, bound by reference in each region): plain,
// trivially copyable values or arrays of them, whose address never escapes
// into a replicated pointer. Any other kernel keeps the fiber path, and
// `cpu-run --verbose` says why.
//
// A kernel that a launch may call thread by thread (a launch written in a
// macro body, or one that cannot be tied to one kernel) is split at its
// barriers only, as each region then runs for the calling thread and ends
// at a block barrier.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPURUNNER_PHASEDKERNELS_H
#define HIPIFY_CPURUNNER_PHASEDKERNELS_H

#include "Translate/TranslationContext.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <memory>
#include <optional>

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace hipify {

class SyncAnalysis;
struct PhasedPlan;

class PhasedKernels {
public:
  PhasedKernels(TranslationContext &Context, SyncAnalysis &Sync);
  ~PhasedKernels();

  /// Whether the kernel a launch calls (a declaration, a template instance
  /// or a template) runs phased. The same answer for every launch of it.
  bool isPhased(const clang::FunctionDecl *Kernel, clang::ASTContext &AST);

  /// Rewrites the body of a phased kernel definition (a template pattern
  /// or a plain kernel; instances are left alone), or notes why a kernel
  /// that synchronises keeps the fiber path.
  void lower(const clang::FunctionDecl *Kernel, clang::ASTContext &AST);

private:
  const PhasedPlan *plan(const clang::FunctionDecl *Definition,
                         clang::ASTContext &AST);
  /// The kernels some launch may call thread by thread.
  void findKernelsRunThreadByThread(clang::ASTContext &AST);

  TranslationContext &Context;
  SyncAnalysis &Sync;
  /// Null: not phased (the plan's refusal says why).
  llvm::DenseMap<const clang::FunctionDecl *, std::unique_ptr<PhasedPlan>>
      Plans;
  std::optional<llvm::SmallPtrSet<const clang::FunctionDecl *, 8>>
      ThreadByThread;
};

} // namespace hipify

#endif
