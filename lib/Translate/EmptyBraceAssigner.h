//===- EmptyBraceAssigner.h - `x = {}` on CUDA's half types ---------------===//
//
// `acc = {};` resets a half2 under nvcc. CUDA's and HIP's __half/__half2
// have several assignment operators (from the raw struct, from float), so
// clang, and hipcc with it, reports the empty braces as ambiguous. Naming
// the type, `acc = __half2{};`, is the same value-initialised value and
// picks the copy assignment.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_EMPTYBRACEASSIGNER_H
#define HIPIFY_TRANSLATE_EMPTYBRACEASSIGNER_H

#include "Translate/MatcherPass.h"

namespace hipify {

class EmptyBraceAssigner : public MatcherPass {
public:
  using MatcherPass::MatcherPass;
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;
};

} // namespace hipify

#endif
