//===- WarpFixes.cpp ------------------------------------------------------===//
#include "Check/WarpFixes.h"

namespace hipify {

WarpFixes::WarpFixes(TranslationContext &Context) {
#define HIPIFY_FIX_CLASS(Enumerator)                                           \
  Fixes.push_back(make##Enumerator##Fix(Context, ruleInfo(rules::Enumerator)));
#include "Core/Rules.def"
}

void WarpFixes::registerMatchers(clang::ast_matchers::MatchFinder &Finder) {
  for (const std::unique_ptr<WarpFix> &Fix : Fixes)
    Fix->registerMatchers(Finder);
}

} // namespace hipify
