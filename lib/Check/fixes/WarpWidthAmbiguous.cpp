//===- WarpWidthAmbiguous.cpp - hipify-warp-width-ambiguous ---------------===//
//
// Warp code the port does not rewrite because a rewrite would not be safe
// (WarpFixPlan decides: a lane mask handed to a function the port cannot
// see, a macro shared with code of another decision, a warp call split
// between a macro and its use, warpSize through a macro in code that must
// become 32-lane): the call graph's warp code is left as written, never half
// rewritten, and the site is reported with the reason and the safe
// alternative. Warp calls in inactive #if branches, which the parser did not
// see, are reported too.
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
  void registerMatchers(MatchFinder &Finder) override;
  void run(const MatchFinder::MatchResult &Result) override;

private:
  llvm::DenseSet<const FunctionDecl *> Reported;
};

void WarpWidthAmbiguousFix::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(functionDecl(deviceFunction(), isDefinition())
                        .bind("function"),
                    this);
}

void WarpWidthAmbiguousFix::run(const MatchFinder::MatchResult &Result) {
  const auto *Function = Result.Nodes.getNodeAs<FunctionDecl>("function");
  if (!Function || !Reported.insert(planKey(*Function)).second)
    return;
  for (const WarpReason &Reason : Plan.planOf(*Function).Reasons)
    report(Reason.Where, Reason.Message);
}

} // namespace

std::unique_ptr<WarpFix>
makeWarpWidthAmbiguousFix(TranslationContext &Context, const RuleInfo &Rule,
                          WarpFixPlan &Plan) {
  return std::make_unique<WarpWidthAmbiguousFix>(Context, Rule, Plan);
}

} // namespace hipify
