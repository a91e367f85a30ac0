//===- PortabilityChecks.cpp ----------------------------------------------===//
#include "Check/PortabilityChecks.h"

namespace hipify {

PortabilityChecks::PortabilityChecks(TranslationContext &Context) {
#define HIPIFY_CHECK_CLASS(Enumerator)                                         \
  Checks.push_back(                                                            \
      make##Enumerator##Check(Context, ruleInfo(rules::Enumerator)));
#include "Core/Rules.def"
}

void PortabilityChecks::registerMatchers(
    clang::ast_matchers::MatchFinder &Finder) {
  // In the order of Core/Rules.def: findings at one position keep it.
  for (const std::unique_ptr<CheckRule> &Check : Checks)
    Check->registerMatchers(Finder);
}

void PortabilityChecks::finishTranslationUnit() {
  for (const std::unique_ptr<CheckRule> &Check : Checks)
    Check->finishTranslationUnit();
}

} // namespace hipify
