//===- WarpWidthAmbiguous.cpp - hipify-warp-width-ambiguous ---------------===//
//
// A device function that uses warpSize and also 32-lane literals (& 31,
// % 32, 0xffffffff) could mean either width: keeping 32-lane groups breaks
// its warpSize arithmetic on 64 lanes, and leaving the warp functions as
// written breaks its literals. Its warp functions are left as written and
// the first one is reported once, with both places.
//
//===----------------------------------------------------------------------===//
#include "Check/WarpFix.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

class WarpWidthAmbiguousFix : public WarpFix {
public:
  using WarpFix::WarpFix;
  void run(const MatchFinder::MatchResult &Result) override;

private:
  llvm::DenseSet<const FunctionDecl *> Reported;
};

void WarpWidthAmbiguousFix::run(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  const auto *Function = Result.Nodes.getNodeAs<FunctionDecl>("function");
  if (!Call || !Function ||
      classifyWarpCall(*Call, Context).Function == WarpFunction::None)
    return;
  const WarpWidthIntent &Intent = intentOf(*Function);
  const FunctionDecl *Key = Function->getTemplateInstantiationPattern()
                                ? Function->getTemplateInstantiationPattern()
                                : Function;
  if (Intent.Width != WarpWidthIntent::Mixed || !Reported.insert(Key).second)
    return;
  const SourceManager &SM = Context.sourceManager();
  auto LineOf = [&](SourceLocation Loc) {
    return std::to_string(SM.getPresumedLineNumber(Loc));
  };
  report(Call->getExprLoc(),
         "'" + Function->getNameAsString() + "' uses warpSize (line " +
             LineOf(Intent.WarpSizeUse) + ") and also assumes 32-lane warps ('" +
             Intent.AssumptionText + "' at line " +
             LineOf(Intent.Assumption) +
             "): its warp functions are left as written. Write 32 "
             "throughout to keep CUDA's 32-lane warps (the port then runs "
             "them as 32-lane groups), or warpSize throughout for code that "
             "works at any width");
}

} // namespace

std::unique_ptr<WarpFix>
makeWarpWidthAmbiguousFix(TranslationContext &Context, const RuleInfo &Rule) {
  return std::make_unique<WarpWidthAmbiguousFix>(Context, Rule);
}

} // namespace hipify
