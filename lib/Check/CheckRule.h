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

#include "Translate/RuleMatcher.h"
#include <memory>

namespace hipify {

/// A portability rule: a RuleMatcher (Translate/RuleMatcher.h), the base it
/// shares with the warp-width fixes of lib/WarpFix.
using CheckRule = RuleMatcher;

#define HIPIFY_CHECK_CLASS(Enumerator)                                         \
  std::unique_ptr<CheckRule> make##Enumerator##Check(                          \
      TranslationContext &Context, const RuleInfo &Rule);
#include "Core/Rules.def"

} // namespace hipify

#endif
