//===- WarpSizeAssumption.cpp - hipify-warp-size-assumption ---------------===//
//
// Code written for 32-lane warps: thread-index arithmetic with 32, 31 or 5,
// the full mask 0xffffffff, vote masks kept in 32 bits, shared arrays with
// one slot per 32 threads, warpSize as the width of a block's rows
// (`threadIdx.y * warpSize`). AMD wavefronts have 64 lanes.
//
// Where the warp fixes make the port exact (WarpFixPlan: 32-lane groups, or
// a rewrite for any width), the site is not reported: the port computes
// what CUDA computes there, and the fix rules report what they change (check
// shows their notes and fixes). With --no-warp-fixes, and in code the fixes
// leave as written (hipify-warp-width-ambiguous says why), it is.
//
//===----------------------------------------------------------------------===//
#include "Check/CheckRule.h"
#include "Mapping/WarpFunctions.h"
#include "WarpFix/ThreadIndexArithmetic.h"
#include "WarpFix/WarpFixPlan.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

class WarpSizeAssumptionCheck : public CheckRule {
public:
  WarpSizeAssumptionCheck(TranslationContext &Context, const RuleInfo &Rule)
      : CheckRule(Context, Rule), Plan(Context) {}
  void registerMatchers(MatchFinder &Finder) override;
  void run(const MatchFinder::MatchResult &Result) override;

private:
  /// Whether the port's warp fixes make Function exact at 64 lanes.
  bool fixedByThePort(const FunctionDecl *Function);

  void checkWarpArithmetic(const BinaryOperator *Op);
  void checkRowWidth(const BinaryOperator *Op, const FunctionDecl *Function);
  void checkFullMask(const CallExpr *Call);
  void checkBallotWidth(QualType Target, SourceLocation Where);
  void checkSharedArraySize(const VarDecl *Var);

  const ASTContext *AST = nullptr;
  WarpFixPlan Plan;
};

bool WarpSizeAssumptionCheck::fixedByThePort(const FunctionDecl *Function) {
  return Function && Context.options().WarpFixes &&
         Plan.planOf(*Function).portIsExact();
}

void WarpSizeAssumptionCheck::registerMatchers(MatchFinder &Finder) {
  auto Function = optionally(hasAncestor(deviceFunction().bind("function")));
  Finder.addMatcher(
      binaryOperator(hasAnyOperatorName("%", "/", "&", ">>", "<", "<=", ">",
                                        ">=", "==", "!=", "%=", "/=", "&=",
                                        ">>=", "*", "*="),
                     inDeviceCode(), Function)
          .bind("arith"),
      this);
  Finder.addMatcher(
      callExpr(callee(functionDecl(
                   hasAnyName(warpFunctionNames(
                       [](const WarpFunctionFact &F) { return F.TakesMask; })))),
               Function)
          .bind("masked"),
      this);
  auto Ballot = callExpr(
      callee(functionDecl(hasAnyName(warpFunctionNames(
          [](const WarpFunctionFact &F) {
            return F.Function == WarpFunction::Ballot ||
                   F.Function == WarpFunction::ActiveMask;
          })))));
  Finder.addMatcher(
      varDecl(hasInitializer(ignoringParenImpCasts(Ballot)), Function)
          .bind("ballotVar"),
      this);
  Finder.addMatcher(
      binaryOperator(isAssignmentOperator(),
                     hasRHS(ignoringParenImpCasts(Ballot)), Function)
          .bind("ballotAssign"),
      this);
  Finder.addMatcher(varDecl(hasAttr(attr::CUDAShared), Function).bind("shared"),
                    this);
}

void WarpSizeAssumptionCheck::run(const MatchFinder::MatchResult &Result) {
  AST = Result.Context;
  const auto &Nodes = Result.Nodes;
  if (fixedByThePort(Nodes.getNodeAs<FunctionDecl>("function")))
    return;
  if (const auto *Op = Nodes.getNodeAs<BinaryOperator>("arith")) {
    checkRowWidth(Op, Nodes.getNodeAs<FunctionDecl>("function"));
    return checkWarpArithmetic(Op);
  }
  if (const auto *Call = Nodes.getNodeAs<CallExpr>("masked"))
    return checkFullMask(Call);
  if (const auto *Var = Nodes.getNodeAs<VarDecl>("ballotVar"))
    return checkBallotWidth(Var->getType(), Var->getLocation());
  if (const auto *Assign = Nodes.getNodeAs<BinaryOperator>("ballotAssign"))
    return checkBallotWidth(Assign->getLHS()->getType(),
                            Assign->getOperatorLoc());
  if (const auto *Var = Nodes.getNodeAs<VarDecl>("shared"))
    return checkSharedArraySize(Var);
}

void WarpSizeAssumptionCheck::checkWarpArithmetic(const BinaryOperator *Op) {
  std::optional<uint64_t> Literal = warpLiteralOnThreadIndex(*Op, *AST);
  if (!Literal)
    return;
  report(Op->getOperatorLoc(),
         "'" + Op->getOpcodeStr().str() + " " + std::to_string(*Literal) +
             "' on a thread index assumes 32-lane warps; AMD wavefronts have "
             "64 lanes (use warpSize)");
}

void WarpSizeAssumptionCheck::checkRowWidth(const BinaryOperator *Op,
                                            const FunctionDecl *Function) {
  const DeclRefExpr *WarpSize = warpSizeAsRowWidth(*Op);
  if (!WarpSize || !Context.isDeclaredByCuda(WarpSize->getDecl()))
    return;
  // The port writes 32 where the launches say the rows are 32 wide.
  if (Function && Context.options().WarpFixes &&
      Plan.planOf(*Function).WarpSizeTo32)
    return;
  report(Op->getOperatorLoc(),
         "warpSize as the width of a block's rows assumes blocks warpSize "
         "threads wide: 64 on AMD CDNA GPUs, where rows of blocks launched "
         "32 wide (CUDA's warp) overlap (launch blocks of the device's warp "
         "size, hipDeviceAttributeWarpSize, or use blockDim.x)");
}

void WarpSizeAssumptionCheck::checkFullMask(const CallExpr *Call) {
  if (Call->getNumArgs() == 0)
    return;
  std::optional<uint64_t> Mask = integerConstant(Call->getArg(0), *AST);
  if (!Mask || *Mask != 0xffffffffu)
    return;
  report(Call->getArg(0)->getBeginLoc(),
         "the full mask 0xffffffff names 32 lanes; on a 64-lane wavefront it "
         "leaves out half of them");
}

void WarpSizeAssumptionCheck::checkBallotWidth(QualType Target,
                                               SourceLocation Where) {
  if (Target.isNull() || !Target->isIntegerType() ||
      AST->getTypeSize(Target) >= 64)
    return;
  report(Where, "a warp vote mask is stored in " +
                    std::to_string(AST->getTypeSize(Target)) +
                    " bits; on 64-lane wavefronts the mask has 64 (use a "
                    "64-bit integer)");
}

void WarpSizeAssumptionCheck::checkSharedArraySize(const VarDecl *Var) {
  // __shared__ float partial[BLOCK / 32]: one slot per 32-lane warp.
  const TypeSourceInfo *TSI = Var->getTypeSourceInfo();
  if (!TSI)
    return;
  auto Array = TSI->getTypeLoc().getAs<ConstantArrayTypeLoc>();
  if (!Array || !Array.getSizeExpr())
    return;
  const auto *Size =
      dyn_cast<BinaryOperator>(Array.getSizeExpr()->IgnoreParenImpCasts());
  if (!Size)
    return;
  std::optional<uint64_t> Divisor = integerConstant(Size->getRHS(), *AST);
  if (!Divisor || !((Size->getOpcode() == BO_Div && *Divisor == 32) ||
                    (Size->getOpcode() == BO_Shr && *Divisor == 5)))
    return;
  report(Size->getOperatorLoc(),
         "shared array '" + Var->getName().str() +
             "' has one slot per 32 threads; with 64-lane wavefronts size it "
             "by warpSize");
}

} // namespace

std::unique_ptr<CheckRule>
makeWarpSizeAssumptionCheck(TranslationContext &Context, const RuleInfo &Rule) {
  return std::make_unique<WarpSizeAssumptionCheck>(Context, Rule);
}

} // namespace hipify
