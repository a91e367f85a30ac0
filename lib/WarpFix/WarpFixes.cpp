//===- WarpFixes.cpp ------------------------------------------------------===//
#include "WarpFix/WarpFixes.h"
#include "clang/Lex/PPCallbacks.h"

namespace hipify {

namespace {
class SkippedRanges : public clang::PPCallbacks {
public:
  explicit SkippedRanges(WarpFixPlan &Plan) : Plan(Plan) {}
  void SourceRangeSkipped(clang::SourceRange Range,
                          clang::SourceLocation) override {
    Plan.noteSkippedRange(Range);
  }

private:
  WarpFixPlan &Plan;
};
} // namespace

WarpFixes::WarpFixes(TranslationContext &Context) : Plan(Context) {
#define HIPIFY_FIX_CLASS(Enumerator)                                           \
  Fixes.push_back(                                                             \
      make##Enumerator##Fix(Context, ruleInfo(rules::Enumerator), Plan));
#include "Core/Rules.def"
}

void WarpFixes::registerMatchers(clang::ast_matchers::MatchFinder &Finder) {
  for (const std::unique_ptr<WarpFix> &Fix : Fixes)
    Fix->registerMatchers(Finder);
}

std::unique_ptr<clang::PPCallbacks>
WarpFixes::preprocessorCallbacks(clang::Preprocessor &, const PassEvents &) {
  return std::make_unique<SkippedRanges>(Plan);
}

} // namespace hipify
