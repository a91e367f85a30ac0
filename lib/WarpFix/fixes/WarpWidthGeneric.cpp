//===- WarpWidthGeneric.cpp - hipify-warp-width-generic -------------------===//
//
// A block reduction whose result does not depend on the warp width (exact
// operation, block sizes that 64 divides, WarpFixBlockReduction.h has the
// whole pattern) is rewritten for any width instead of being kept as
// 32-lane groups: lane and warp from warpSize, the shuffle loops from
// warpSize / 2, the warp count from blockDim.x / warpSize, full masks of 64
// bits (HIP 6.2). On a 64-lane wavefront it then reduces 64 lanes per step,
// with half the partials. One note per function owns all of its edits.
//
//===----------------------------------------------------------------------===//
#include "WarpFix/WarpFix.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

class WarpWidthGenericFix : public WarpFunctionFix {
public:
  using WarpFunctionFix::WarpFunctionFix;

protected:
  void runOnFunction(const FunctionDecl &Function,
                     const WarpFunctionPlan &FunctionPlan) override;
};

void WarpWidthGenericFix::runOnFunction(const FunctionDecl &Function,
                                        const WarpFunctionPlan &FunctionPlan) {
  if (FunctionPlan.Decision != WarpDecision::WidthGeneric ||
      FunctionPlan.GenericEdits.empty())
    return;
  // Every edit is placed before any is made: all or none.
  std::vector<std::pair<TranslationContext::PlacedConstruct,
                        std::vector<TemplatePart>>>
      Placed;
  for (const WarpEdit &Edit : FunctionPlan.GenericEdits) {
    std::optional<TranslationContext::PlacedConstruct> Construct =
        Context.placeConstruct(Edit.Range, Edit.Pieces, Edit.Range.getEnd());
    if (!Construct) {
      reportUnplaced(Edit.Range.getBegin(),
                     "'" + Function.getNameAsString() +
                         "' is a block reduction for any warp width, but "
                         "this part of it cannot be edited; left as written");
      return;
    }
    unsigned MaxPiece = 0;
    Placed.push_back(
        {std::move(*Construct), parseTemplate(Edit.Template, MaxPiece)});
  }
  size_t Owner = Context.report(
      rule().Id, rule().DefaultSeverity, FindingCategory::Other,
      "'" + Function.getNameAsString() +
          "' is rewritten for any warp width (lane, warp and warp count "
          "from warpSize, shuffle loops from warpSize / 2): " +
          FunctionPlan.GenericSummary +
          ", so its result is the same with 32 or 64 lanes a warp",
      Function.getLocation());
  for (auto &[Construct, Parts] : Placed)
    Context.edits().rewrite(Owner, Construct.Whole, std::move(Construct.Parts),
                            std::move(Parts));
}

} // namespace

std::unique_ptr<WarpFix> makeWarpWidthGenericFix(TranslationContext &Context,
                                                 const RuleInfo &Rule,
                                                 WarpFixPlan &Plan) {
  return std::make_unique<WarpWidthGenericFix>(Context, Rule, Plan);
}

} // namespace hipify
