//===- WarpFixBlockReductionParts.cpp -------------------------------------===//
//
// The tests that recognise one piece of a block reduction
// (WarpFixBlockReductionParts.h says why they are a file of their own).
//
//===----------------------------------------------------------------------===//
#include "WarpFix/WarpFixBlockReductionParts.h"
#include "WarpFix/KernelLaunches.h"
#include "WarpFix/WarpFix.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace hipify {
namespace block_reduction {

const char *spelling(FoldOp Op) {
  switch (Op) {
  case FoldOp::Add:
    return "+";
  case FoldOp::Mul:
    return "*";
  case FoldOp::And:
    return "&";
  case FoldOp::Or:
    return "|";
  case FoldOp::Xor:
    return "^";
  case FoldOp::Max:
    return "max";
  case FoldOp::Min:
    return "min";
  }
  return "?";
}

/// Whether combining values of type T with Op gives the same result in any
/// order: integer arithmetic wraps exactly; floating point only for min and
/// max.
bool isExact(FoldOp Op, QualType T) {
  if (T->isBooleanType())
    return false;
  if (T->isIntegerType())
    return true;
  return T->isRealFloatingType() && (Op == FoldOp::Max || Op == FoldOp::Min);
}

std::optional<FoldOp> compoundOp(BinaryOperatorKind Kind) {
  switch (Kind) {
  case BO_AddAssign:
  case BO_Add:
    return FoldOp::Add;
  case BO_MulAssign:
  case BO_Mul:
    return FoldOp::Mul;
  case BO_AndAssign:
  case BO_And:
    return FoldOp::And;
  case BO_OrAssign:
  case BO_Or:
    return FoldOp::Or;
  case BO_XorAssign:
  case BO_Xor:
    return FoldOp::Xor;
  default:
    return std::nullopt;
  }
}

std::optional<FoldOp> callOp(const CallExpr &Call) {
  const FunctionDecl *Callee = Call.getDirectCallee();
  if (!Callee || !Callee->getIdentifier() || Call.getNumArgs() != 2)
    return std::nullopt;
  llvm::StringRef Name = Callee->getName();
  if (Name == "max" || Name == "fmaxf" || Name == "fmax" || Name == "umax" ||
      Name == "llmax" || Name == "ullmax")
    return FoldOp::Max;
  if (Name == "min" || Name == "fminf" || Name == "fmin" || Name == "umin" ||
      Name == "llmin" || Name == "ullmin")
    return FoldOp::Min;
  return std::nullopt;
}

const Expr *bare(const Expr *E) {
  return E ? E->IgnoreParenImpCasts() : nullptr;
}

const VarDecl *localVariable(const Expr *E) {
  if (const auto *Ref = dyn_cast_or_null<DeclRefExpr>(bare(E)))
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
      if (Var->hasLocalStorage())
        return Var;
  return nullptr;
}

/// A statement inside a `for` or `if` may be the body itself or the only
/// statement of a compound body.
const Stmt *onlyStatement(const Stmt *S) {
  while (const auto *Compound = dyn_cast_or_null<CompoundStmt>(S)) {
    if (Compound->size() != 1)
      return S;
    S = Compound->body_front();
  }
  if (const auto *Attributed = dyn_cast_or_null<AttributedStmt>(S))
    return onlyStatement(Attributed->getSubStmt());
  return S;
}

const Stmt *KernelReduction::parentStmt(const Stmt &S) const {
  DynTypedNodeList Parents = AST.getParents(S);
  return Parents.empty() ? nullptr : Parents[0].get<Stmt>();
}

const Expr *KernelReduction::parentExpr(const Expr &E) const {
  const Stmt *S = &E;
  while (true) {
    S = parentStmt(*S);
    const auto *P = dyn_cast_or_null<Expr>(S);
    if (!P)
      return nullptr;
    if (!isa<ParenExpr, ImplicitCastExpr>(P))
      return P;
  }
}

const Stmt *KernelReduction::statementOf(const Expr &E) const {
  const Stmt *S = &E;
  while (const Stmt *P = parentStmt(*S)) {
    if (!isa<Expr>(P))
      return S;
    S = P;
  }
  return S;
}

std::optional<SourceRange> KernelReduction::editable(const Expr &E) const {
  SourceLocation Begin = E.getBeginLoc(), End = E.getEndLoc();
  if (Begin.isFileID() && End.isFileID())
    return SourceRange(Begin, End);
  if (Begin.isMacroID() && End.isMacroID() &&
      !SM.isMacroArgExpansion(Begin)) {
    // An object-like macro written in the function: `WARP_SIZE`.
    CharSourceRange Expansion = SM.getImmediateExpansionRange(Begin);
    CharSourceRange EndExpansion = SM.getImmediateExpansionRange(End);
    if (Expansion.getBegin().isFileID() &&
        Expansion.getBegin() == Expansion.getEnd() &&
        EndExpansion.getBegin() == Expansion.getBegin())
      return SourceRange(Expansion.getBegin(), Expansion.getBegin());
  }
  return std::nullopt;
}

bool KernelReduction::replace(const Expr &E, std::string Text) {
  std::optional<SourceRange> Range = editable(E);
  if (!Range)
    return fail("a 32-lane constant comes from a macro with other tokens");
  Edits.push_back({*Range, std::move(Text), {}});
  return true;
}

bool KernelReduction::isInCountTest(const Expr *Cond,
                                    const Expr *&Index) const {
  const auto *Op = dyn_cast_or_null<BinaryOperator>(bare(Cond));
  if (!Op)
    return false;
  if (Op->getOpcode() == BO_LT && isWarpCount(Op->getRHS()) &&
      (isLane(Op->getLHS()) || isTid(Op->getLHS()))) {
    Index = Op->getLHS();
    return true;
  }
  if (Op->getOpcode() == BO_GT && isWarpCount(Op->getLHS()) &&
      (isLane(Op->getRHS()) || isTid(Op->getRHS()))) {
    Index = Op->getRHS();
    return true;
  }
  return false;
}

bool KernelReduction::isFirstWarpTest(const Expr *Cond) const {
  return FirstWarpTests.count(bare(Cond)) ||
         isZeroTest(Cond, [&](const Expr *E) { return isWarp(E); });
}

bool KernelReduction::isIdentity(const Expr *E) const {
  Expr::EvalResult Result;
  if (!E || !bare(E)->EvaluateAsRValue(Result, AST))
    return false;
  const APValue &V = Result.Val;
  if (ValueType->isIntegerType()) {
    if (!V.isInt())
      return false;
    unsigned Bits = AST.getTypeSize(ValueType);
    bool Unsigned = ValueType->isUnsignedIntegerType();
    llvm::APSInt Value = V.getInt().extOrTrunc(Bits);
    Value.setIsUnsigned(Unsigned);
    switch (Op) {
    case FoldOp::Add:
    case FoldOp::Or:
    case FoldOp::Xor:
      return Value.isZero();
    case FoldOp::Mul:
      return Value.isOne();
    case FoldOp::And:
      return Value.isAllOnes();
    case FoldOp::Max:
      return Value == llvm::APSInt::getMinValue(Bits, Unsigned);
    case FoldOp::Min:
      return Value == llvm::APSInt::getMaxValue(Bits, Unsigned);
    }
    return false;
  }
  if (!V.isFloat())
    return false;
  const llvm::APFloat &F = V.getFloat();
  return F.isInfinity() &&
         (Op == FoldOp::Max ? F.isNegative()
                            : Op == FoldOp::Min && !F.isNegative());
}

std::vector<const Expr *> KernelReduction::guards(const Stmt &S) const {
  std::vector<const Expr *> Out;
  const Stmt *Child = &S;
  for (const Stmt *P = parentStmt(S); P && P != Kernel.getBody();
       Child = P, P = parentStmt(*P))
    if (const auto *If = dyn_cast<IfStmt>(P))
      if (If->getThen() == Child)
        Out.push_back(If->getCond());
  return Out;
}

bool KernelReduction::converged(const Stmt &S) const {
  const Stmt *Child = &S;
  for (const Stmt *P = parentStmt(S); P && P != Kernel.getBody();
       Child = P, P = parentStmt(*P)) {
    if (isa<CompoundStmt, AttributedStmt>(P))
      continue;
    const auto *If = dyn_cast<IfStmt>(P);
    if (!If || If->getThen() != Child || If->getConditionVariable() ||
        !isFirstWarpTest(If->getCond()))
      return false;
  }
  return true;
}

bool KernelReduction::foldLoop(const CallExpr &Call, const VarDecl *&Value,
                               FoldOp &FoundOp, const Stmt *&Loop,
                               std::vector<WarpEdit> &LoopEdits) {
  WarpCall Kind = classifyWarpCall(Call, Context);
  if (Kind.Function != WarpFunction::ShuffleDown &&
      Kind.Function != WarpFunction::ShuffleXor)
    return fail("a warp function other than a shuffle-down or xor fold");
  unsigned Written = 0;
  for (const Expr *Arg : Call.arguments())
    if (!isa<CXXDefaultArgExpr>(Arg))
      ++Written;
  if (Written != Kind.widthArgument())
    return fail("a shuffle with a width");
  if (Kind.TakesMask) {
    const Expr *Mask = Call.getArg(0);
    const auto *Inner = dyn_cast<CallExpr>(bare(Mask));
    bool Active = Inner && classifyWarpCall(*Inner, Context).Function ==
                               WarpFunction::ActiveMask;
    if (!Active && integerConstant(Mask, AST) != 0xffffffffu)
      return fail("a shuffle mask other than 0xffffffff or __activemask()");
    if (!Active && KeepsMasks) {
      std::optional<SourceRange> Range = editable(*Mask);
      if (!Range)
        return fail("a shuffle mask from a macro with other tokens");
      LoopEdits.push_back({*Range, "0xffffffffffffffffull", {}});
    }
  }
  const Expr *Shuffled = Call.getArg(Kind.valueArgument());
  Value = localVariable(Shuffled);
  if (!Value)
    if (const auto *Ref = dyn_cast<DeclRefExpr>(bare(Shuffled)))
      Value = dyn_cast<ParmVarDecl>(Ref->getDecl());
  if (!Value)
    return fail("a shuffle of something other than a variable");
  std::optional<ShuffleLoop> Offsets =
      shuffleLoopOf(*Call.getArg(Kind.valueArgument() + 1), AST);
  if (!Offsets)
    return fail("a shuffle offset that is not a halving or doubling loop");
  const ForStmt *For = Offsets->Loop;
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(For->getCond());
  if (!Cond || localVariable(Cond->getLHS()) != Offsets->Var)
    return fail("a shuffle loop with another condition");
  std::optional<uint64_t> Bound = integerConstant(Cond->getRHS(), AST);
  if (Offsets->Halving) {
    // for (o = 16; o > 0; o /= 2): all 32 lanes.
    bool Down = (Cond->getOpcode() == BO_GT && Bound == 0u) ||
                (Cond->getOpcode() == BO_GE && Bound == 1u) ||
                (Cond->getOpcode() == BO_NE && Bound == 0u);
    if (Offsets->Start != 16 || !Down)
      return fail("a shuffle loop that does not start at 16 and end at 1");
    std::optional<SourceRange> Start = editable(*Offsets->Var->getInit());
    if (!Start)
      return fail("a shuffle loop start from a macro with other tokens");
    LoopEdits.push_back({*Start, "warpSize / 2", {}});
  } else {
    // for (m = 1; m < 32; m *= 2): xor only.
    if (Kind.Function != WarpFunction::ShuffleXor || Offsets->Start != 1)
      return fail("a doubling shuffle-down loop");
    bool Lt = Cond->getOpcode() == BO_LT && Bound == 32u;
    bool Le = Cond->getOpcode() == BO_LE && Bound == 16u;
    if (!Lt && !Le)
      return fail("a doubling shuffle loop that does not cover 32 lanes");
    std::optional<SourceRange> Range = editable(*Cond->getRHS());
    if (!Range)
      return fail("a shuffle loop bound from a macro with other tokens");
    LoopEdits.push_back({*Range, Lt ? "warpSize" : "warpSize / 2", {}});
    if (const auto *Literal =
            dyn_cast<IntegerLiteral>(bare(Cond->getRHS())))
      Explained.insert(Literal);
  }
  // The loop's only statement folds the shuffle into the shuffled value.
  const Stmt *Body = onlyStatement(For->getBody());
  // Against the CUDA facade the call's default arguments leave cleanups.
  if (const auto *Cleanups = dyn_cast_or_null<ExprWithCleanups>(Body))
    Body = Cleanups->getSubExpr();
  const auto *Assign = dyn_cast_or_null<BinaryOperator>(Body);
  if (!Assign || localVariable(Assign->getLHS()) != Value) {
    const auto *Ref =
        Assign ? dyn_cast<DeclRefExpr>(bare(Assign->getLHS())) : nullptr;
    if (!Ref || Ref->getDecl() != Value)
      return fail("a shuffle loop whose body is not one fold");
  }
  const Expr *Rhs = bare(Assign->getRHS());
  std::optional<FoldOp> Found;
  auto isValue = [&](const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(bare(E));
    return Ref && Ref->getDecl() == Value;
  };
  if (Assign->isCompoundAssignmentOp() && Rhs == &Call) {
    Found = compoundOp(Assign->getOpcode());
  } else if (Assign->getOpcode() == BO_Assign) {
    if (const auto *Combine = dyn_cast<BinaryOperator>(Rhs)) {
      if ((bare(Combine->getRHS()) == &Call && isValue(Combine->getLHS())) ||
          (bare(Combine->getLHS()) == &Call && isValue(Combine->getRHS())))
        Found = compoundOp(Combine->getOpcode());
    } else if (const auto *Combine = dyn_cast<CallExpr>(Rhs)) {
      if ((bare(Combine->getArg(1)) == &Call && isValue(Combine->getArg(0))) ||
          (bare(Combine->getArg(0)) == &Call && isValue(Combine->getArg(1))))
        Found = callOp(*Combine);
    }
  }
  if (!Found)
    return fail("a shuffle loop whose body is not one fold");
  if (!isExact(*Found, Value->getType()))
    return fail(std::string("the fold ('") + spelling(*Found) + "' on '" +
                Value->getType().getAsString() +
                "') gives other roundings in another order");
  FoundOp = *Found;
  Loop = For;
  if (const auto *Parent = dyn_cast_or_null<AttributedStmt>(parentStmt(*For)))
    Loop = Parent;
  return true;
}


} // namespace block_reduction
} // namespace hipify
