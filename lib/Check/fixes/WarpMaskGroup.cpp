//===- WarpMaskGroup.cpp - hipify-warp-mask-group -------------------------===//
//
// HIP 6.2 and later have CUDA's *_sync warp functions, with 64-bit masks
// (a 32-bit one does not compile). A CUDA mask names lanes of a 32-lane
// warp; in code written for 32 lanes it is widened and shifted onto the
// lane's group of the wavefront. An older HIP has the mask-less forms, so
// the masks are dropped and this rule has nothing to do.
//
//===----------------------------------------------------------------------===//
#include "Check/WarpFix.h"
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
  // __any_sync and __all_sync become ballots of the group, without the mask.
  if (!Call || !Kind.TakesMask || Call->getNumArgs() == 0 ||
      Kind.Function == WarpFunction::Any ||
      Kind.Function == WarpFunction::All)
    return;
  std::string Name = Call->getDirectCallee()->getName().str();
  const MappingRow *Row = Context.table().lookup(Name);
  if (!Row || !Row->isTranslatable() || Row->Args ||
      !(llvm::StringRef(Row->Hip).ends_with("_sync") ||
        Row->Hip == "__syncwarp"))
    return; // The target drops the mask.
  const Expr *Mask = Call->getArg(0);
  if (isa<CXXDefaultArgExpr>(Mask))
    return;
  QualType Type = Mask->IgnoreParenImpCasts()->getType();
  if (!Type->isIntegerType() || Result.Context->getTypeSize(Type) > 32)
    return;
  if (!rewrite(Mask->getSourceRange(), {Mask->getSourceRange()},
               std::string("((unsigned long long)($1) << ") + GroupShift + ")",
               "the 32-bit mask of '" + Name +
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
                                              const RuleInfo &Rule) {
  return std::make_unique<WarpMaskGroupFix>(Context, Rule);
}

} // namespace hipify
