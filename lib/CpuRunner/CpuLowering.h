//===- CpuLowering.h - CUDA/HIP source to plain C++ for the CPU runner ----===//
//
// The preparation step of the CPU runner (docs/cpu-runner.md), run by the
// translation engine on the AST of a source parsed against the runner's
// headers in prepare mode. It rewrites only what a host compiler cannot
// take as it is, through the engine's edit machinery:
//  - launches `k<<<g, b, s, st>>>(args)` become ::hipify_cpu::launch calls
//    that say whether the kernel can reach a barrier (SyncAnalysis), or
//    that it runs once per block;
//  - other uses of a kernel (`auto f = k<T>;`, `(void *)&k`, for
//    cudaLaunchKernel and graph kernel nodes) become
//    ::hipify_cpu::kernel_address calls that register the kernel, with the
//    same facts, for launches by its address;
//  - kernels whose barriers sit in block-uniform control flow are split
//    into regions run as loops over the threads (PhasedKernels);
//  - `extern __shared__ T name[]` becomes the block's dynamic shared buffer;
//  - warp-synchronous code (device functions on volatile memory, kernels
//    that share __shared__ memory without a barrier) gets a
//    ::hipify_cpu::lockstep() after each statement, and its assignments
//    read their right side before any lane stores (lockstep_value()).
// It refuses what no GPU would run: more static __shared__ memory in a kernel
// than a block holds.
// Qualifiers and built-in variables are the headers' business.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPURUNNER_CPULOWERING_H
#define HIPIFY_CPURUNNER_CPULOWERING_H

#include "Translate/TranslationPass.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"
#include <memory>
#include <vector>

namespace hipify {

class PhasedKernels;
class SyncAnalysis;

class CpuLowering : public TranslationPass,
                    public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  explicit CpuLowering(TranslationContext &Context);
  ~CpuLowering() override;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  llvm::StringRef getID() const override { return passName(); }
  /// The runner's headers are small, and the program's own headers must be
  /// seen: what they hold that cannot be lowered is reported.
  bool matchesOutsideTranslatedFiles() const override { return true; }

private:
  /// Whether code at Loc is lowered: the source's own code and the headers
  /// of the program's directory are (TranslateOptions::TranslatedRoots);
  /// other headers cannot be (the runner compiles them as they are), so
  /// What there is reported as an error, once per header.
  bool isLowered(clang::SourceLocation Loc, llvm::StringRef What);

  void lowerLaunch(const clang::CUDAKernelCallExpr *Launch,
                   clang::ASTContext &AST);
  /// The text E is spelled with (a kernel's name as written).
  std::string spelling(const clang::Expr *E) const;
  /// Ref names a kernel (a DeclRefExpr or an unresolved lookup of one).
  void lowerKernelAddress(const clang::Expr *Ref, clang::ASTContext &AST);
  /// The facts of a launch site (`"k", "params", fibers[, per block]`) of
  /// Kernel (null when unknown); OneKernel: the site names no other.
  std::string siteFacts(const clang::FunctionDecl *Kernel, bool OneKernel,
                        clang::ASTContext &AST, bool &NeedsFibers,
                        bool &PerBlock);
  void lowerDynamicSharedUse(const clang::DeclRefExpr *Use,
                             const clang::VarDecl *Var);
  void removeDynamicSharedDeclaration(const clang::VarDecl *Var,
                                      const clang::DeclStmt *Statement);
  void insertLockstepSteps(const clang::FunctionDecl *F);
  /// A call of device code's clock() becomes ::hipify_cpu::device_clock():
  /// in run mode, clock() is the C library's CPU time.
  void lowerDeviceClock(const clang::CallExpr *Call);
  /// Adds a static __shared__ variable to its function's total, which must
  /// fit in a GPU block.
  void countStaticShared(const clang::VarDecl *Var, clang::ASTContext &AST);

  TranslationContext &Context;
  llvm::StringSet<> HeadersReported;
  llvm::DenseMap<const clang::FunctionDecl *, uint64_t> StaticSharedBytes;
  std::unique_ptr<SyncAnalysis> Sync;
  std::unique_ptr<PhasedKernels> Phased;
};

/// What the engine runs in prepare mode (TranslateOptions::PrepareForCpu):
/// the lowering alone; the source keeps its dialect, no names change.
std::vector<PassFactory> cpuLoweringPasses();

} // namespace hipify

#endif
