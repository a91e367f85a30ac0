//===- WarpSizeAssumption.cpp - hipify-warp-size-assumption ---------------===//
//
// Code written for 32-lane warps: thread-index arithmetic with 32, 31 or 5,
// the full mask 0xffffffff, vote masks kept in 32 bits, shared arrays with
// one slot per 32 threads. AMD wavefronts have 64 lanes.
//
//===----------------------------------------------------------------------===//
#include "Check/CheckRule.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {

/// The warp intrinsics whose first argument is a lane mask.
const std::vector<llvm::StringRef> MaskedWarpFunctions = {
    "__shfl_sync",       "__shfl_up_sync",     "__shfl_down_sync",
    "__shfl_xor_sync",   "__ballot_sync",      "__any_sync",
    "__all_sync",        "__uni_sync",         "__syncwarp",
    "__match_any_sync",  "__match_all_sync",   "__reduce_add_sync",
    "__reduce_min_sync", "__reduce_max_sync",  "__reduce_and_sync",
    "__reduce_or_sync",  "__reduce_xor_sync"};

/// Whether E reads threadIdx, directly or through a local variable that was
/// initialised from it (lane = threadIdx.x % 32; lane & 31).
class ThreadIndexFinder : public RecursiveASTVisitor<ThreadIndexFinder> {
public:
  explicit ThreadIndexFinder(unsigned Depth = 0) : Depth(Depth) {}
  bool Found = false;

  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    if (!Var || !Var->getIdentifier())
      return true;
    if (Var->getName() == "threadIdx") {
      Found = true;
      return false;
    }
    if (Depth < 2 && Var->hasLocalStorage() && Var->getInit()) {
      ThreadIndexFinder Inner(Depth + 1);
      Inner.TraverseStmt(const_cast<Expr *>(Var->getInit()));
      if (Inner.Found) {
        Found = true;
        return false;
      }
    }
    return true;
  }

private:
  unsigned Depth;
};

bool readsThreadIndex(const Expr *E) {
  ThreadIndexFinder Finder;
  Finder.TraverseStmt(const_cast<Expr *>(E));
  return Finder.Found;
}

std::optional<uint64_t> integerValue(const Expr *E, const ASTContext &AST) {
  E = E->IgnoreParenImpCasts();
  if (E->isValueDependent() || !E->getType()->isIntegerType())
    return std::nullopt;
  Expr::EvalResult Result;
  if (!E->EvaluateAsInt(Result, AST))
    return std::nullopt;
  return Result.Val.getInt().getZExtValue();
}

class WarpSizeAssumptionCheck : public CheckRule {
public:
  using CheckRule::CheckRule;
  void registerMatchers(MatchFinder &Finder) override;
  void run(const MatchFinder::MatchResult &Result) override;

private:
  void checkWarpArithmetic(const BinaryOperator *Op);
  void checkFullMask(const CallExpr *Call);
  void checkBallotWidth(QualType Target, SourceLocation Where);
  void checkSharedArraySize(const VarDecl *Var);

  const ASTContext *AST = nullptr;
};

void WarpSizeAssumptionCheck::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(
      binaryOperator(hasAnyOperatorName("%", "/", "&", ">>", "<", "<=", ">",
                                        ">=", "==", "!=", "%=", "/=", "&=",
                                        ">>="),
                     inDeviceCode())
          .bind("arith"),
      this);
  Finder.addMatcher(
      callExpr(callee(functionDecl(
                   hasAnyName(llvm::ArrayRef<llvm::StringRef>(
                       MaskedWarpFunctions)))))
          .bind("masked"),
      this);
  auto Ballot = callExpr(
      callee(functionDecl(hasAnyName("__ballot_sync", "__activemask"))));
  Finder.addMatcher(
      varDecl(hasInitializer(ignoringParenImpCasts(Ballot)))
          .bind("ballotVar"),
      this);
  Finder.addMatcher(
      binaryOperator(isAssignmentOperator(),
                     hasRHS(ignoringParenImpCasts(Ballot)))
          .bind("ballotAssign"),
      this);
  Finder.addMatcher(varDecl(hasAttr(attr::CUDAShared)).bind("shared"), this);
}

void WarpSizeAssumptionCheck::run(const MatchFinder::MatchResult &Result) {
  AST = Result.Context;
  const auto &Nodes = Result.Nodes;
  if (const auto *Op = Nodes.getNodeAs<BinaryOperator>("arith"))
    return checkWarpArithmetic(Op);
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
  // tid % 32, tid / 32, tid & 31, tid >> 5, tid < 32 ...: the thread index
  // arithmetic of a 32-lane warp.
  // Only a literal as written (possibly through a macro) counts: `warpSize`
  // is a constant too, and exactly what portable code uses.
  auto WrittenLiteral = [&](const Expr *E) -> std::optional<uint64_t> {
    if (!isa<IntegerLiteral>(E->IgnoreParenImpCasts()))
      return std::nullopt;
    return integerValue(E, *AST);
  };
  const Expr *Index = Op->getLHS();
  std::optional<uint64_t> Literal = WrittenLiteral(Op->getRHS());
  if (!Literal) {
    Index = Op->getRHS();
    Literal = WrittenLiteral(Op->getLHS());
  }
  if (!Literal || integerValue(Index, *AST))
    return;
  BinaryOperatorKind Kind = Op->getOpcode();
  if (Kind == BO_AndAssign)
    Kind = BO_And;
  else if (Kind == BO_ShrAssign)
    Kind = BO_Shr;
  else if (Kind == BO_RemAssign)
    Kind = BO_Rem;
  else if (Kind == BO_DivAssign)
    Kind = BO_Div;
  bool WarpConstant = (Kind == BO_And && *Literal == 31) ||
                      (Kind == BO_Shr && *Literal == 5) ||
                      (Kind != BO_And && Kind != BO_Shr && *Literal == 32);
  if (!WarpConstant || !readsThreadIndex(Index))
    return;
  report(Op->getOperatorLoc(),
         "'" + Op->getOpcodeStr().str() + " " + std::to_string(*Literal) +
             "' on a thread index assumes 32-lane warps; AMD wavefronts have "
             "64 lanes (use warpSize)");
}

void WarpSizeAssumptionCheck::checkFullMask(const CallExpr *Call) {
  if (Call->getNumArgs() == 0)
    return;
  std::optional<uint64_t> Mask = integerValue(Call->getArg(0), *AST);
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
  std::optional<uint64_t> Divisor = integerValue(Size->getRHS(), *AST);
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
