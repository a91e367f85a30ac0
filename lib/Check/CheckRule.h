//===- CheckRule.h - one portability rule as one AST check ------*- C++ -*-===//
//
// A portability rule that looks at the AST is one class in
// lib/Check/rules/<Rule>.cpp: it adds its matchers and reports its own rule,
// at the rule's default severity from Core/Rules.def, only in code being
// translated. Core/Rules.def lists these classes (HIPIFY_CHECK_CLASS);
// PortabilityChecks creates them through the make<Rule>Check() factories
// declared here, so a rule's file needs no header of its own.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CHECK_CHECKRULE_H
#define HIPIFY_CHECK_CHECKRULE_H

#include "Core/RuleCatalog.h"
#include "Translate/TranslationContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include <memory>
#include <string>

namespace hipify {

class CheckRule : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  CheckRule(TranslationContext &Context, const RuleInfo &Rule)
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

#define HIPIFY_CHECK_CLASS(Enumerator)                                         \
  std::unique_ptr<CheckRule> make##Enumerator##Check(                          \
      TranslationContext &Context, const RuleInfo &Rule);
#include "Core/Rules.def"

} // namespace hipify

#endif
