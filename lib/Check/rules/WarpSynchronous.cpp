//===- WarpSynchronous.cpp - hipify-warp-synchronous ----------------------===//
//
// Two or more stores through volatile memory in a row, with no barrier
// between them (the classic `sdata[tid] += sdata[tid + 16];` reduction): the
// lanes of a warp are assumed to run in lock step.
//
//===----------------------------------------------------------------------===//
#include "Check/CheckRule.h"
#include "Mapping/CudaSourceFacts.h"
#include "Mapping/WarpFunctions.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

/// Whether a statement writes through a volatile lvalue.
const BinaryOperator *volatileStore(const Stmt *S) {
  const auto *E = dyn_cast<Expr>(S);
  if (!E)
    return nullptr;
  const auto *Assign = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
  if (!Assign || !Assign->isAssignmentOp())
    return nullptr;
  const Expr *Target = Assign->getLHS()->IgnoreParenImpCasts();
  if (!isa<ArraySubscriptExpr>(Target) && !isa<UnaryOperator>(Target))
    return nullptr;
  return Target->getType().isVolatileQualified() ? Assign : nullptr;
}

bool isWarpSync(const Stmt *S) {
  const auto *Call = dyn_cast<CallExpr>(S);
  if (const auto *E = dyn_cast<Expr>(S))
    Call = dyn_cast<CallExpr>(E->IgnoreParenImpCasts());
  const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
  if (!Callee || !Callee->getIdentifier())
    return false;
  const WarpFunctionFact *Warp = findWarpFunction(Callee->getName());
  return (Warp && Warp->Function == WarpFunction::SyncWarp) ||
         cudaSourceFacts().isBlockBarrier(Callee->getName());
}

class WarpSynchronousCheck : public CheckRule {
public:
  using CheckRule::CheckRule;

  void registerMatchers(MatchFinder &Finder) override {
    Finder.addMatcher(compoundStmt(inDeviceCode()).bind("block"), this);
  }

  void run(const MatchFinder::MatchResult &Result) override {
    const auto *Block = Result.Nodes.getNodeAs<CompoundStmt>("block");
    const BinaryOperator *First = nullptr;
    unsigned Run = 0;
    for (const Stmt *S : Block->body()) {
      if (isWarpSync(S)) {
        First = nullptr;
        Run = 0;
        continue;
      }
      const BinaryOperator *Store = volatileStore(S);
      if (!Store) {
        if (Run >= 2)
          break;
        First = nullptr;
        Run = 0;
        continue;
      }
      if (!First)
        First = Store;
      ++Run;
    }
    if (Run < 2 || !First)
      return;
    report(First->getOperatorLoc(),
           "warp-synchronous code: " + std::to_string(Run) +
               " stores through volatile memory rely on the lanes of a warp "
               "running in lock step; put __syncwarp() (CUDA) or a barrier "
               "between them, and check the lane count (64 on AMD)");
  }
};

} // namespace

std::unique_ptr<CheckRule>
makeWarpSynchronousCheck(TranslationContext &Context, const RuleInfo &Rule) {
  return std::make_unique<WarpSynchronousCheck>(Context, Rule);
}

} // namespace hipify
