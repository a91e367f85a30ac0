//===- CollectiveInlining.h - helpers that synchronise, inlined into kernels ===//
//
// Real CUDA puts its barriers and warp collectives in device helpers
// (`val = blockReduceSum<float>(val);`, with blockReduceSum calling
// warpReduceSum). The phased lowering (PhasedKernels) splits a kernel only at
// the runtime's own barriers and collectives, so such a kernel ran on fibers.
// Before the CPU runner prepares such a source, this pass copies the body of
// each helper that synchronises into the kernel that calls it, so that the
// phased lowering then sees the collectives in the kernel. CPU preparation
// only: ports never see it.
//
// A call is inlined when it is a whole statement (`f(a);`), the whole right
// side of an assignment statement (`x = f(a);`, `x += f(a);`) or the whole
// initialiser of a local (`T v = f(a);`), written directly in a block, and
// its callee is a non-recursive, non-member __device__ function of the
// program, defined before the kernel in the same namespace, whose only
// `return` is its last statement, without goto, lambdas, local types,
// `static` locals other than __shared__ ones, or default arguments.
// The statement becomes: the arguments, each declared as its parameter
// under a fresh name (`float hipify_cpu_inl1_val = x;`, evaluated once and
// in order, before the body); the body, with every local renamed the same
// way and the template parameters as aliases (`using hipify_cpu_inl1_T =
// float;`); `R hipify_cpu_inl1_result = <returned expression>;`; then the
// statement with the call replaced by that result. Calls of helpers that
// synchronise inside the copied body are inlined the same way. __shared__
// variables of a helper are declared once per kernel at the kernel's start,
// however often it is inlined: one array per function, as in CUDA. A
// `#line` after each inlined call keeps the kernel's line numbers.
//
// A kernel is inlined all or nothing: if one of its calls of a helper that
// synchronises cannot be, it keeps them all (and the fiber path), with a
// note saying why. A template kernel is inlined when all its instances
// inline to the same text.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPURUNNER_COLLECTIVEINLINING_H
#define HIPIFY_CPURUNNER_COLLECTIVEINLINING_H

#include "Core/Finding.h"
#include "Translate/TranslationPass.h"
#include "Translate/Translator.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include <memory>
#include <vector>

namespace hipify {

class SyncAnalysis;

class CollectiveInlining : public TranslationPass,
                           public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  explicit CollectiveInlining(TranslationContext &Context);
  ~CollectiveInlining() override;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
  llvm::StringRef getID() const override { return passName(); }
  bool matchesOutsideTranslatedFiles() const override { return true; }
  /// Records the code that #if leaves out: names there need no renaming.
  std::unique_ptr<clang::PPCallbacks>
  preprocessorCallbacks(clang::Preprocessor &PP,
                        const PassEvents &Events) override;

private:
  TranslationContext &Context;
  std::unique_ptr<SyncAnalysis> Sync;
  std::vector<clang::SourceRange> Skipped;
};

/// The pre-pass's engine passes: this one alone.
std::vector<PassFactory> collectiveInliningPasses();

/// A source with the helpers of its kernels inlined (nothing Changed when
/// no kernel could be, or the source does not parse).
struct InlinedSource {
  bool Changed = false;
  std::string Main;
  /// The program's headers that changed: (absolute path, text).
  std::vector<std::pair<std::string, std::string>> Headers;
  /// Which kernels were inlined, and why others were not (no edits).
  std::vector<Finding> Notes;
};

/// Runs Inlining (a Translator of collectiveInliningPasses()) on Source,
/// whose text is Text.
llvm::Expected<InlinedSource>
inlineSynchronisingHelpers(const Translator &Inlining, llvm::StringRef Source,
                           llvm::StringRef Text);

/// Findings of a preparation of an InlinedSource in the files it changed
/// point at the source's lines again (after the `#line` of each inlined
/// call; a line of inlined text counts as the kernel's line before it).
void restoreSourceLines(std::vector<Finding> &Findings,
                        const InlinedSource &Inlined,
                        llvm::StringRef MainFile);

/// Removes from Notes those that say a kernel's helpers are inlined (when
/// the inlined text is not used after all).
void dropInliningSuccesses(std::vector<Finding> &Notes);

/// How many kernels a preparation's Findings say run phased.
unsigned phasedKernelCount(const std::vector<Finding> &Findings);

/// A note about the inlining as a whole, placed where the first of Notes
/// is (the first kernel it concerns).
Finding inliningNote(const std::vector<Finding> &Notes, std::string Message);

/// Whether a preparation's Findings say that some kernel keeps the fiber
/// path because it calls a function of the program that synchronises: only
/// then is the source parsed again to inline.
bool kernelCallsSynchronisingHelper(const std::vector<Finding> &Findings);

} // namespace hipify

#endif
