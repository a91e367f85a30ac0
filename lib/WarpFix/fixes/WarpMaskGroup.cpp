//===- WarpMaskGroup.cpp - hipify-warp-mask-group -------------------------===//
//
// HIP 6.2 and later have CUDA's *_sync warp functions, with 64-bit masks
// (a 32-bit one does not compile). A CUDA mask names lanes of a 32-lane
// warp; in code written for 32 lanes it is widened and shifted onto the
// lane's group of the wavefront. An older HIP has the mask-less forms, so
// the masks are dropped and this rule has nothing to do.
//
//===----------------------------------------------------------------------===//
#include "WarpFix/WarpFix.h"
#include "clang/AST/ASTContext.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

class WarpMaskGroupFix : public WarpFix {
public:
  using WarpFix::WarpFix;
  void run(const MatchFinder::MatchResult &Result) override;
};

void WarpMaskGroupFix::run(const MatchFinder::MatchResult &Result) {
  WarpCall Kind;
  const CallExpr *Call = thirtyTwoLaneCall(Result, Kind);
  if (!Call || !maskMovedOntoGroup(*Call, Kind, *Result.Context, Context))
    return;
  std::string Name = Call->getDirectCallee()->getName().str();
  const Expr *Mask = Call->getArg(0);
  // A lane mask of the wavefront (__activemask(), a ballot) is 64 bits in
  // HIP already: it keeps the lanes of the group.
  const auto *Inner = dyn_cast<CallExpr>(Mask->IgnoreParenImpCasts());
  bool WavefrontMask =
      Inner && classifyWarpCall(*Inner, Context).returnsLaneMask();
  std::string Template =
      WavefrontMask
          ? std::string("(($1) & (0xffffffffull << ") + GroupShift + "))"
          : std::string("((unsigned long long)($1) << ") + GroupShift + ")";
  if (!rewrite(Mask->getSourceRange(), {Mask->getSourceRange()}, Template,
               WavefrontMask
                   ? "the mask of '" + Name +
                         "' keeps the lanes of the lane's 32-lane group of "
                         "the wavefront"
                   : "the 32-bit mask of '" + Name +
                         "' is widened to 64 bits and moved onto the lane's "
                         "32-lane group of the wavefront"))
    reportUnplaced(Mask->getBeginLoc(),
                   "the mask of '" + Name +
                       "' must become 64 bits on the lane's 32-lane group, "
                       "but it is split between a macro and its use; "
                       "rewrite it by hand");
}

} // namespace

std::unique_ptr<WarpFix> makeWarpMaskGroupFix(TranslationContext &Context,
                                              const RuleInfo &Rule,
                                              WarpFixPlan &Plan) {
  return std::make_unique<WarpMaskGroupFix>(Context, Rule, Plan);
}

} // namespace hipify
