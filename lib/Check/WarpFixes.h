//===- WarpFixes.h - keep CUDA's 32-lane warps on 64-lane wavefronts ------===//
//
// The pass of the warp-width rules (lib/Check/fixes, HIPIFY_FIX_CLASS in
// Core/Rules.def): in device code written for 32-lane warps, each warp
// function is rewritten to act on the lane's 32-lane group of the wavefront
// (Check/WarpFix.h says why). On in `hipify port` and `check`; off with
// --no-warp-fixes (TranslateOptions::WarpFixes).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CHECK_WARPFIXES_H
#define HIPIFY_CHECK_WARPFIXES_H

#include "Check/WarpFix.h"
#include "Translate/TranslationPass.h"
#include <memory>
#include <vector>

namespace hipify {

class WarpFixes : public TranslationPass {
public:
  explicit WarpFixes(TranslationContext &Context);
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;

private:
  std::vector<std::unique_ptr<WarpFix>> Fixes;
};

} // namespace hipify

#endif
