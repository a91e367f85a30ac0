//===- WarpSizeConstant.cpp - hipify-warp-size-constant -------------------===//
//
// warpSize is 32 on every CUDA GPU. Code that uses it together with code
// written for 32-lane warps (in one function, or in functions that call
// each other) computes with one width on CUDA; on a 64-lane wavefront the
// port keeps the 32-lane code as 32-lane groups, so warpSize must stay 32
// there too, or the two halves disagree (a warpSize-based lane 0 to 63
// reading a group's 32-bit ballot; a helper that reduces 32 lanes whose
// caller keeps one result per 64). The same holds where code takes
// warpSize to be the width of its blocks' rows (`threadIdx.y * warpSize +
// threadIdx.x`) and the host launches it with blocks 32 wide, a number: at
// 64 its rows would overlap. WarpFixPlan decides where; this rule writes 32
// for each warpSize of those functions, one note per function.
//
//===----------------------------------------------------------------------===//
#include "WarpFix/WarpFix.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

class WarpSizeConstantFix : public WarpFunctionFix {
public:
  using WarpFunctionFix::WarpFunctionFix;

protected:
  void runOnFunction(const FunctionDecl &Function,
                     const WarpFunctionPlan &FunctionPlan) override;
};

void WarpSizeConstantFix::runOnFunction(const FunctionDecl &Function,
                                        const WarpFunctionPlan &FunctionPlan) {
  if (!FunctionPlan.WarpSizeTo32)
    return;
  const WarpWidthIntent &Intent = Plan.intentOf(Function);
  std::vector<FileRange> Ranges;
  for (SourceLocation Token : Intent.WarpSizeTokens) {
    FileRange Range;
    if (Context.placeToken(Token, "warpSize", Range) !=
        TranslationContext::Placement::Editable)
      continue;
    Ranges.push_back(Range);
  }
  if (Ranges.empty())
    return;
  size_t Owner = Context.report(
      rule().Id, rule().DefaultSeverity, FindingCategory::Other,
      "'warpSize' becomes 32, its value on CUDA: " +
          FunctionPlan.WhyWarpSize32 +
          (FunctionPlan.HasWarpCode
               ? ", and the port keeps CUDA's 32-lane warps as 32-lane "
                 "groups of the wavefront, so this code must count 32 lanes "
                 "too"
               : ""),
      Ranges.front());
  for (const FileRange &Range : Ranges)
    Context.edits().replace(Owner, Range, "32");
}

} // namespace

std::unique_ptr<WarpFix> makeWarpSizeConstantFix(TranslationContext &Context,
                                                 const RuleInfo &Rule,
                                                 WarpFixPlan &Plan) {
  return std::make_unique<WarpSizeConstantFix>(Context, Rule, Plan);
}

} // namespace hipify
