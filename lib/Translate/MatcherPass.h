//===- MatcherPass.h - a pass made of AST matchers ------------------------===//
//
// Most passes only match AST nodes and edit what they find: they keep the
// unit's context and are their own match callback. Deriving from MatcherPass
// says so once; such a pass declares its constructor with
// `using MatcherPass::MatcherPass;` and defines registerMatchers and run.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_MATCHERPASS_H
#define HIPIFY_TRANSLATE_MATCHERPASS_H

#include "Translate/TranslationPass.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"

namespace hipify {

class MatcherPass : public TranslationPass,
                    public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  explicit MatcherPass(TranslationContext &Context) : Context(Context) {}
  /// The matcher's name in LLVM's stack dump and in crash reports.
  llvm::StringRef getID() const override { return passName(); }

protected:
  TranslationContext &Context;
};

} // namespace hipify

#endif
