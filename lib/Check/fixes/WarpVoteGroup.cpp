//===- WarpVoteGroup.cpp - hipify-warp-vote-group -------------------------===//
//
// A vote in code written for 32-lane warps is taken over the lane's 32-lane
// group of the wavefront: ballots and active masks keep the group's 32 bits,
// __any/__all test them. That is what the vote covered on a CUDA warp, so
// masks stored in 32 bits, __popc and __ffs on them stay right.
//
//===----------------------------------------------------------------------===//
#include "Check/WarpFix.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

class WarpVoteGroupFix : public WarpFix {
public:
  using WarpFix::WarpFix;
  void run(const MatchFinder::MatchResult &Result) override;

private:
  /// The group's 32 bits of a 64-bit lane mask Mask.
  static std::string groupBits(llvm::StringRef Mask) {
    return ("((unsigned)(" + Mask + " >> " + GroupShift + "))").str();
  }
};

void WarpVoteGroupFix::run(const MatchFinder::MatchResult &Result) {
  WarpCall Kind;
  const CallExpr *Call = thirtyTwoLaneCall(Result, Kind);
  if (!Call)
    return;
  std::string Name = Call->getDirectCallee()->getName().str();
  SourceRange Whole(Call->getBeginLoc(), Call->getRParenLoc());
  bool Placed = true;
  switch (Kind.Function) {
  case WarpFunction::Ballot:
  case WarpFunction::ActiveMask:
    Placed = rewrite(Whole, {Whole}, groupBits("$1"),
                     "'" + Name + "' keeps the 32 bits of the lane's 32-lane "
                                  "group of the wavefront, as on a CUDA warp");
    break;
  case WarpFunction::Any:
  case WarpFunction::All: {
    if (Call->getNumArgs() == 0)
      return;
    // The callee is a piece, so that its rename lands inside this rewrite;
    // the predicate is the last argument. A target without *_sync drops the
    // mask in an argument rewrite of all the arguments, whose result is the
    // predicate alone.
    SourceRange Callee = Call->getCallee()->getSourceRange();
    const Expr *Predicate = Call->getArg(Call->getNumArgs() - 1);
    std::vector<SourceRange> Pieces = {Callee};
    if (Kind.TakesMask && !targetKeepsMasks())
      Pieces.push_back(
          SourceRange(Call->getArg(0)->getBeginLoc(), Predicate->getEndLoc()));
    else
      Pieces.push_back(Predicate->getSourceRange());
    std::string Votes = groupBits("__ballot($2)");
    std::string Template =
        Kind.Function == WarpFunction::Any
            ? "(" + Votes + " != 0)"
            : "(" + Votes + " == " + groupBits("__ballot(1)") + ")";
    Placed = rewrite(Whole, Pieces, Template,
                     "'" + Name +
                         "' votes over the lane's 32-lane group of the "
                         "wavefront, as on a CUDA warp" +
                         (Kind.TakesMask ? "; the mask is dropped (exact "
                                           "when it names every active lane)"
                                         : ""));
    break;
  }
  default:
    return;
  }
  if (!Placed)
    reportUnplaced(Call->getExprLoc(),
                   "'" + Name +
                       "' must vote over the lane's 32-lane group on a "
                       "64-lane wavefront, but the call is split between a "
                       "macro and its use; rewrite it by hand");
}

} // namespace

std::unique_ptr<WarpFix> makeWarpVoteGroupFix(TranslationContext &Context,
                                              const RuleInfo &Rule) {
  return std::make_unique<WarpVoteGroupFix>(Context, Rule);
}

} // namespace hipify
