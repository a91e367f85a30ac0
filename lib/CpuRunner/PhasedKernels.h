//===- PhasedKernels.h - kernels split at their barriers ------------------===//
//
// A kernel whose __syncthreads() statements all sit in block-uniform control
// flow runs on the CPU runner without fibers: its body is split at the
// barriers into regions, and each region runs as a loop over the block's
// threads (::hipify_cpu::for_each_thread), all of region k before any of
// region k+1, which is what the barrier guarantees. The launch then calls
// the kernel once per block (LaunchSite::PerBlock).
//
// Eligibility is conservative: a barrier is a whole `__syncthreads();`
// statement at the top level of the kernel body or of the body of a `for` or
// `while` loop in such a position whose header reads only literals,
// unmodified parameters, blockDim/blockIdx/gridDim, warpSize, sizeof,
// template parameters, constants and the variables of such loops. Nothing
// else in the kernel may synchronise, return, jump or capture locals in a
// lambda. Locals that live across regions are replicated per thread (an
// array of 1024 on the worker's stack, bound by reference in each region);
// they must be plain, trivially copyable values whose address is never
// taken. Any other kernel keeps the fiber path.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPURUNNER_PHASEDKERNELS_H
#define HIPIFY_CPURUNNER_PHASEDKERNELS_H

#include "Translate/TranslationContext.h"
#include "llvm/ADT/DenseMap.h"
#include <memory>

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
  /// or a plain kernel; instances are left alone).
  void lower(const clang::FunctionDecl *Kernel, clang::ASTContext &AST);

private:
  const PhasedPlan *plan(const clang::FunctionDecl *Definition,
                         clang::ASTContext &AST);

  TranslationContext &Context;
  SyncAnalysis &Sync;
  llvm::DenseMap<const clang::FunctionDecl *, std::unique_ptr<PhasedPlan>>
      Plans; ///< Null: not phased.
};

} // namespace hipify

#endif
