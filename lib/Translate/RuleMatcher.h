//===- RuleMatcher.h - one rule of the engine as one AST match callback ---===//
//
// A rule that looks at the AST adds its matchers and reports its own rule ID,
// at the rule's default severity from Core/Rules.def, only in code being
// translated. The portability checks (lib/Check/rules, as CheckRule) and the
// warp-width fixes (lib/WarpFix) are both such rules; the base lives here,
// below both, so that neither has to reach into the other's folder.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_RULEMATCHER_H
#define HIPIFY_TRANSLATE_RULEMATCHER_H

#include "Core/RuleCatalog.h"
#include "Translate/TranslationContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include <string>

namespace hipify {

class RuleMatcher : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  RuleMatcher(TranslationContext &Context, const RuleInfo &Rule)
      : Context(Context), Rule(Rule) {}

  virtual void registerMatchers(clang::ast_matchers::MatchFinder &Finder) = 0;
  /// After the parse: token-level work on what the parser did not see.
  virtual void finishTranslationUnit() {}

  llvm::StringRef getID() const override { return Rule.Id; }

protected:
  /// Reports the rule at Where, unless Where is outside the translated files.
  void report(clang::SourceLocation Where, std::string Message);
  const RuleInfo &rule() const { return Rule; }

  TranslationContext &Context;

private:
  const RuleInfo &Rule;
};

/// A kernel or a __device__ function (also __host__ __device__).
clang::ast_matchers::internal::BindableMatcher<clang::Decl> deviceFunction();
/// Inside a kernel or a __device__ function (also __host__ __device__).
clang::ast_matchers::StatementMatcher inDeviceCode();

} // namespace hipify

#endif
