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

#include "Translate/TranslationPass.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace hipify {

class RegisterKeywordRewriter
    : public TranslationPass,
      public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  explicit RegisterKeywordRewriter(TranslationContext &Context)
      : Context(Context) {}
  void registerMatchers(clang::ast_matchers::MatchFinder &Finder) override;
  void run(const clang::ast_matchers::MatchFinder::MatchResult &Result) override;

private:
  TranslationContext &Context;
};

} // namespace hipify

#endif
