//===- WarpFixes.h - keep CUDA's 32-lane warps on 64-lane wavefronts ------===//
//
// The pass of the warp-width rules (lib/WarpFix/fixes, HIPIFY_FIX_CLASS in
// Core/Rules.def): one WarpFixPlan decides, per call graph, what each device
// function's warp code gets (32-lane groups, a rewrite for any width, or a
// report), and each rule makes its own edits (WarpFix/WarpFix.h says why).
// On in `hipify port` and `check`; off with --no-warp-fixes
// (TranslateOptions::WarpFixes).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_WARPFIX_WARPFIXES_H
#define HIPIFY_WARPFIX_WARPFIXES_H

#include "WarpFix/WarpFix.h"
#include "WarpFix/WarpFixPlan.h"
#include "Translate/TranslationPass.h"
#include <memory>
#include <vector>

namespace hipify {

class WarpFixes : public TranslationPass {
public:
  explicit WarpFixes(TranslationContext &Context);
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  /// Records the inactive #if branches, whose warp calls the plan reports.
  std::unique_ptr<clang::PPCallbacks>
  preprocessorCallbacks(clang::Preprocessor &PP,
                        const PassEvents &Events) override;

private:
  WarpFixPlan Plan;
  std::vector<std::unique_ptr<WarpFix>> Fixes;
};

} // namespace hipify

#endif
