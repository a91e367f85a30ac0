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

#include "Translate/TranslationPass.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace hipify {

class EmptyBraceAssigner
    : public TranslationPass,
      public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  explicit EmptyBraceAssigner(TranslationContext &Context)
      : Context(Context) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  TranslationContext &Context;
};

} // namespace hipify

#endif
