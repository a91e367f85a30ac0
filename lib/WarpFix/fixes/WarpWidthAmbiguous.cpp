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
#include "WarpFix/WarpFix.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

class WarpWidthAmbiguousFix : public WarpFunctionFix {
public:
  using WarpFunctionFix::WarpFunctionFix;

protected:
  void runOnFunction(const FunctionDecl &Function,
                     const WarpFunctionPlan &FunctionPlan) override;
};

void WarpWidthAmbiguousFix::runOnFunction(const FunctionDecl &Function,
                                          const WarpFunctionPlan &FunctionPlan) {
  for (const WarpReason &Reason : FunctionPlan.Reasons)
    report(Reason.Where, Reason.Message);
}

} // namespace

std::unique_ptr<WarpFix>
makeWarpWidthAmbiguousFix(TranslationContext &Context, const RuleInfo &Rule,
                          WarpFixPlan &Plan) {
  return std::make_unique<WarpWidthAmbiguousFix>(Context, Rule, Plan);
}

} // namespace hipify
