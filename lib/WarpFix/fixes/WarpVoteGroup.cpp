//===- WarpVoteGroup.cpp - hipify-warp-vote-group -------------------------===//
//
// A vote in code written for 32-lane warps is taken over the lane's 32-lane
// group of the wavefront: ballots, active masks and matches keep the group's
// 32 bits, __any/__all test them. That is what the vote covered on a CUDA
// warp, so masks stored in 32 bits, __popc and __ffs on them stay right.
// A CUDA vote counts only the lanes of its mask; where the target's vote has
// no mask (HIP before 6.2, and __any/__all on every HIP), a mask that may
// leave out active lanes (one built by hand: (1u << lane) - 1, a variable)
// is applied to the group's bits.
//
//===----------------------------------------------------------------------===//
#include "WarpFix/ThreadIndexArithmetic.h"
#include "WarpFix/WarpFix.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"

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
  /// The text of a vote's mask that must be applied to the group's bits:
  /// none for the full mask and __activemask() (every active lane), its
  /// source otherwise (a variable, (1u << lane) - 1, ...). Unknown says that
  /// the mask cannot be copied (it calls a function, or has side effects).
  std::string maskToApply(const CallExpr &Call, ASTContext &AST,
                          bool &Unknown) const;
};

std::string WarpVoteGroupFix::maskToApply(const CallExpr &Call,
                                          ASTContext &AST,
                                          bool &Unknown) const {
  Unknown = false;
  const Expr *Mask = Call.getArg(0);
  if (isa<CXXDefaultArgExpr>(Mask))
    return "";
  std::optional<uint64_t> Constant = integerConstant(Mask, AST);
  if (Constant && *Constant == 0xffffffffu)
    return "";
  if (const auto *Inner = dyn_cast<CallExpr>(Mask->IgnoreParenImpCasts()))
    if (classifyWarpCall(*Inner, Context).Function ==
        WarpFunction::ActiveMask)
      return "";
  // The mask is evaluated a second time: no calls (which may be renamed,
  // or count), no side effects.
  class CallFinder : public RecursiveASTVisitor<CallFinder> {
  public:
    bool Found = false;
    bool VisitCallExpr(CallExpr *) {
      Found = true;
      return false;
    }
  } Calls;
  Calls.TraverseStmt(const_cast<Expr *>(Mask));
  if (Calls.Found || Mask->HasSideEffects(AST)) {
    Unknown = true;
    return "";
  }
  const SourceManager &SM = Context.sourceManager();
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Mask->getSourceRange()), SM,
      Context.langOptions());
  bool Invalid = Range.isInvalid();
  llvm::StringRef Text =
      Invalid ? "" : Lexer::getSourceText(Range, SM, Context.langOptions(),
                                          &Invalid);
  if (Invalid || Text.empty()) {
    Unknown = true;
    return "";
  }
  return "(unsigned)(" + Text.str() + ")";
}

void WarpVoteGroupFix::run(const MatchFinder::MatchResult &Result) {
  WarpCall Kind;
  const CallExpr *Call = thirtyTwoLaneCall(Result, Kind);
  if (!Call)
    return;
  std::string Name = Call->getDirectCallee()->getName().str();
  SourceRange Whole(Call->getBeginLoc(), Call->getRParenLoc());
  bool Placed = true;
  bool Unknown = false;
  std::string Mask;
  switch (Kind.Function) {
  case WarpFunction::Ballot: {
    if (syncCallMaskedBy(*Call, *Result.Context, Context))
      return;
    // HIP 6.2's __ballot_sync applies its mask itself.
    if (Kind.TakesMask && Call->getNumArgs() > 1 && !targetKeepsMasks())
      Mask = maskToApply(*Call, *Result.Context, Unknown);
    std::string Template = groupBits("$1");
    if (!Mask.empty())
      Template = "(" + Template + " & " + Mask + ")";
    Placed = rewrite(Whole, {Whole}, Template,
                     "'" + Name + "' keeps the 32 bits of the lane's 32-lane "
                                  "group of the wavefront, as on a CUDA warp" +
                         (Mask.empty() ? "" : ", and the lanes of its mask") +
                         (Unknown ? "; the mask is dropped (exact when it "
                                    "names every active lane)"
                                  : ""));
    break;
  }
  case WarpFunction::ActiveMask:
  case WarpFunction::MatchAny:
  case WarpFunction::MatchAll:
    // The mask of a *_sync call: hipify-warp-mask-group restricts it.
    if (syncCallMaskedBy(*Call, *Result.Context, Context))
      return;
    Placed = rewrite(Whole, {Whole}, groupBits("$1"),
                     "'" + Name + "' keeps the 32 bits of the lane's 32-lane "
                                  "group of the wavefront, as on a CUDA warp");
    break;
  case WarpFunction::Any:
  case WarpFunction::All: {
    if (Call->getNumArgs() == 0)
      return;
    if (Kind.TakesMask && Call->getNumArgs() > 1)
      Mask = maskToApply(*Call, *Result.Context, Unknown);
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
    std::string Active = groupBits("__ballot(1)");
    if (!Mask.empty()) {
      Votes = "(" + Votes + " & " + Mask + ")";
      Active = "(" + Active + " & " + Mask + ")";
    }
    std::string Template = Kind.Function == WarpFunction::Any
                               ? "(" + Votes + " != 0)"
                               : "(" + Votes + " == " + Active + ")";
    Placed = rewrite(
        Whole, Pieces, Template,
        "'" + Name +
            "' votes over the lane's 32-lane group of the wavefront, as on "
            "a CUDA warp" +
            (!Kind.TakesMask ? ""
             : !Mask.empty() ? ", over the lanes of its mask"
             : Unknown ? "; the mask is dropped (exact when it names every "
                         "active lane)"
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
                                              const RuleInfo &Rule,
                                              WarpFixPlan &Plan) {
  return std::make_unique<WarpVoteGroupFix>(Context, Rule, Plan);
}

} // namespace hipify
