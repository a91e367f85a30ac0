//===- RegisterKeywordRewriter.h - `register` variables --------------------===//
//
// nvcc accepts the `register` storage class; C++17 removed it and hip-clang,
// which compiles HIP as C++17 or later, rejects it (-Wregister is an error
// there). Compilers ignored the keyword long before, so deleting it changes
// nothing the code computes.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_REGISTERKEYWORDREWRITER_H
#define HIPIFY_TRANSLATE_REGISTERKEYWORDREWRITER_H

#include "Translate/MatcherPass.h"

namespace hipify {

class RegisterKeywordRewriter : public MatcherPass {
public:
  using MatcherPass::MatcherPass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

} // namespace hipify

#endif
