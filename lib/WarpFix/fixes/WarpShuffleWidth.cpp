//===- WarpShuffleWidth.cpp - hipify-warp-shuffle-width -------------------===//
//
// A shuffle in code written for 32-lane warps gets the width 32, CUDA's
// default: on a 64-lane wavefront it then reads lanes of its own 32-lane
// group. Left as written: shuffles with a width, xor butterflies whose masks
// stay below 32, and shuffle-down tree reductions folded into the shuffled
// variable, whose lane 0 result is the same at 32 and at 64 lanes.
//
//===----------------------------------------------------------------------===//
#include "WarpFix/WarpFix.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

class WarpShuffleWidthFix : public WarpFix {
public:
  using WarpFix::WarpFix;
  void run(const MatchFinder::MatchResult &Result) override;
};

void WarpShuffleWidthFix::run(const MatchFinder::MatchResult &Result) {
  WarpCall Kind;
  const CallExpr *Call = thirtyTwoLaneCall(Result, Kind);
  if (!Call || !Kind.isShuffle())
    return;
  if (!shuffleNeedsWidth(*Call, Kind, *Result.Context))
    return;
  unsigned Written = writtenArguments(*Call);
  std::string Name = Call->getDirectCallee()->getName().str();
  const Expr *Last = Call->getArg(Written - 1);
  if (!rewrite(SourceRange(Call->getBeginLoc(), Call->getRParenLoc()),
               {SourceRange(Call->getBeginLoc(), Last->getEndLoc())},
               "$1, 32)",
               "'" + Name +
                   "' gets the width 32: on a 64-lane wavefront it reads "
                   "lanes of its own 32-lane group, as on a CUDA warp"))
    reportUnplaced(Call->getExprLoc(),
                   "'" + Name +
                       "' needs the width 32 on a 64-lane wavefront, but the "
                       "call is split between a macro and its use; add the "
                       "width argument 32 by hand");
}

} // namespace

std::unique_ptr<WarpFix> makeWarpShuffleWidthFix(TranslationContext &Context,
                                                 const RuleInfo &Rule,
                                                 WarpFixPlan &Plan) {
  return std::make_unique<WarpShuffleWidthFix>(Context, Rule, Plan);
}

} // namespace hipify
