//===- InlinePtx.cpp - hipify-inline-ptx ----------------------------------===//
//
// asm statements in device code are PTX, which AMD GPUs do not run. Assembly
// in host code is for the CPU and ports as it is.
//
//===----------------------------------------------------------------------===//
#include "Check/CheckRule.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

class InlinePtxCheck : public CheckRule {
public:
  using CheckRule::CheckRule;

  void registerMatchers(MatchFinder &Finder) override {
    Finder.addMatcher(asmStmt(inDeviceCode()).bind("asm"), this);
  }

  void run(const MatchFinder::MatchResult &Result) override {
    const auto *Asm = Result.Nodes.getNodeAs<AsmStmt>("asm");
    report(Asm->getAsmLoc(),
           "inline assembly in device code is PTX, which AMD GPUs do not run; "
           "replace it with HIP built-ins or C++");
  }
};

} // namespace

std::unique_ptr<CheckRule> makeInlinePtxCheck(TranslationContext &Context,
                                              const RuleInfo &Rule) {
  return std::make_unique<InlinePtxCheck>(Context, Rule);
}

} // namespace hipify
