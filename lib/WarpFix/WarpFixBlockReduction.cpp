//===- WarpFixBlockReduction.cpp ------------------------------------------===//
#include "WarpFix/WarpFixBlockReduction.h"
#include "WarpFix/KernelLaunches.h"
#include "WarpFix/ThreadIndexArithmetic.h"
#include "WarpFix/WarpFix.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Lex/Lexer.h"
#include <set>

using namespace clang;

namespace hipify {

namespace {

/// The operation a fold combines with.
enum class FoldOp { Add, Mul, And, Or, Xor, Max, Min };

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

/// Every use of every local variable and the writes to them.
class UseCollector : public RecursiveASTVisitor<UseCollector> {
public:
  std::map<const VarDecl *, std::vector<const DeclRefExpr *>> Uses;
  std::set<const VarDecl *> Written;
  std::vector<const IntegerLiteral *> Literals; ///< 31 and 32.
  std::vector<const BinaryOperator *> ShiftsBy5;
  std::vector<SourceRange> ArrayBounds;
  std::vector<const CallExpr *> Calls;
  const ASTContext *AST = nullptr;

  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
      Uses[Var].push_back(Ref);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *Op) {
    if (Op->isAssignmentOp())
      if (const VarDecl *Var = localVariable(Op->getLHS()))
        Written.insert(Var);
    if ((Op->getOpcode() == BO_Shr || Op->getOpcode() == BO_ShrAssign ||
         Op->getOpcode() == BO_Shl || Op->getOpcode() == BO_ShlAssign) &&
        integerConstant(Op->getRHS(), *AST) == 5u)
      ShiftsBy5.push_back(Op);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *Op) {
    if (Op->isIncrementDecrementOp() || Op->getOpcode() == UO_AddrOf)
      if (const VarDecl *Var = localVariable(Op->getSubExpr()))
        Written.insert(Var);
    return true;
  }
  bool VisitIntegerLiteral(IntegerLiteral *Literal) {
    uint64_t Value = Literal->getValue().getZExtValue();
    if (Value == 31 || Value == 32)
      Literals.push_back(Literal);
    return true;
  }
  bool VisitVarDecl(VarDecl *Var) {
    if (const TypeSourceInfo *TSI = Var->getTypeSourceInfo())
      for (TypeLoc TL = TSI->getTypeLoc(); !TL.isNull();
           TL = TL.getNextTypeLoc())
        if (auto Array = TL.getAs<ArrayTypeLoc>())
          if (Array.getSizeExpr())
            ArrayBounds.push_back(Array.getSizeExpr()->getSourceRange());
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    Calls.push_back(Call);
    return true;
  }
};

/// The recogniser's state for one kernel.
class KernelReduction {
public:
  KernelReduction(const FunctionDecl &Kernel, ASTContext &AST,
                  const TranslationContext &Context, bool KeepsMasks,
                  const std::map<const FunctionDecl *, FoldOp> &Helpers)
      : Kernel(Kernel), AST(AST), Context(Context), SM(AST.getSourceManager()),
        KeepsMasks(KeepsMasks), Helpers(Helpers) {}

  /// Why the kernel is not the pattern ("" when it is).
  std::string Failure;
  std::vector<WarpEdit> Edits;
  FoldOp Op = FoldOp::Add;
  QualType ValueType;
  unsigned Stages = 0; ///< 2: warps, then the partials; 1: warps, atomics.

  bool recognise(llvm::ArrayRef<const CallExpr *> WarpCalls);
  /// A fold loop of a value: shuffle, its loop, and the loop's edits.
  bool foldLoop(const CallExpr &Call, const VarDecl *&Value, FoldOp &Op,
                const Stmt *&Loop, std::vector<WarpEdit> &LoopEdits);

private:
  bool fail(std::string Why) {
    if (Failure.empty())
      Failure = std::move(Why);
    return false;
  }
  const Stmt *parentStmt(const Stmt &S) const;
  const Expr *parentExpr(const Expr &E) const;
  /// The range an edit of E takes: E where it is written, or the name of
  /// an object-like macro that is all of E.
  std::optional<SourceRange> editable(const Expr &E) const;
  bool replace(const Expr &E, std::string Text);
  bool isTid(const Expr *E) const {
    return isBuiltin(E, "threadIdx", "x") ||
           (localVariable(E) && TidVariables.count(localVariable(E)));
  }
  bool isLane(const Expr *E) const {
    return LaneExprs.count(bare(E)) ||
           (localVariable(E) && LaneVariables.count(localVariable(E)));
  }
  bool isWarp(const Expr *E) const {
    return WarpExprs.count(bare(E)) ||
           (localVariable(E) && WarpVariables.count(localVariable(E)));
  }
  bool isWarpCount(const Expr *E) const {
    return CountExprs.count(bare(E)) ||
           (localVariable(E) && CountVariables.count(localVariable(E)));
  }
  bool isZero(const Expr *E) const { return integerConstant(E, AST) == 0u; }
  /// `x == 0` for x accepted by Is (either side).
  template <typename Pred>
  bool isZeroTest(const Expr *Cond, Pred Is) const {
    const auto *Op = dyn_cast_or_null<BinaryOperator>(bare(Cond));
    if (!Op || Op->getOpcode() != BO_EQ)
      return false;
    return (Is(Op->getLHS()) && isZero(Op->getRHS())) ||
           (Is(Op->getRHS()) && isZero(Op->getLHS()));
  }
  /// `lane < count`, `tid < count`: the lanes of the second stage that hold
  /// a partial.
  bool isInCountTest(const Expr *Cond, const Expr *&Index) const;
  /// `warp == 0`, `tid < 32`: a test that keeps whole warps.
  bool isFirstWarpTest(const Expr *Cond) const;
  bool isIdentity(const Expr *E) const;
  /// Whether S runs where every lane of a warp does.
  bool converged(const Stmt &S) const;
  /// The `if` conditions around S, innermost first, up to the kernel body.
  std::vector<const Expr *> guards(const Stmt &S) const;
  bool before(const Stmt *A, const Stmt *B) const {
    return SM.isBeforeInTranslationUnit(A->getBeginLoc(), B->getBeginLoc());
  }
  const Stmt *statementOf(const Expr &E) const;

  const FunctionDecl &Kernel;
  ASTContext &AST;
  const TranslationContext &Context;
  const SourceManager &SM;
  bool KeepsMasks;
  const std::map<const FunctionDecl *, FoldOp> &Helpers;
  std::set<const VarDecl *> TidVariables, LaneVariables, WarpVariables,
      CountVariables;
  std::set<const Expr *> LaneExprs, WarpExprs, CountExprs, FirstWarpTests;
  std::set<const IntegerLiteral *> Explained;
  std::set<const BinaryOperator *> ExplainedShifts;
};

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

bool KernelReduction::recognise(llvm::ArrayRef<const CallExpr *> WarpCalls) {
  UseCollector Collected;
  Collected.AST = &AST;
  Collected.TraverseStmt(const_cast<Stmt *>(Kernel.getBody()));

  // Every lane runs to the end: a lane that returns early would leave its
  // warp's folds with a hole, which depends on the width.
  {
    class ReturnFinder : public RecursiveASTVisitor<ReturnFinder> {
    public:
      bool Found = false;
      bool VisitReturnStmt(ReturnStmt *) {
        Found = true;
        return false;
      }
    } Returns;
    Returns.TraverseStmt(const_cast<Stmt *>(Kernel.getBody()));
    if (Returns.Found)
      return fail("a return in the kernel");
  }
  // Thread index aliases: `int tid = threadIdx.x;`, never written.
  for (const auto &[Var, Uses] : Collected.Uses)
    if (Var->hasLocalStorage() && Var->getInit() &&
        isBuiltin(Var->getInit(), "threadIdx", "x") &&
        !Collected.Written.count(Var))
      TidVariables.insert(Var);

  // The 32-lane arithmetic of the pattern, each with its edit.
  auto literal = [&](const Expr *E) {
    return dyn_cast<IntegerLiteral>(bare(E));
  };
  std::vector<const BinaryOperator *> Operators;
  {
    class OperatorCollector : public RecursiveASTVisitor<OperatorCollector> {
    public:
      std::vector<const BinaryOperator *> &Out;
      explicit OperatorCollector(std::vector<const BinaryOperator *> &Out)
          : Out(Out) {}
      bool VisitBinaryOperator(BinaryOperator *Op) {
        Out.push_back(Op);
        return true;
      }
    } Finder(Operators);
    Finder.TraverseStmt(const_cast<Stmt *>(Kernel.getBody()));
  }
  for (const BinaryOperator *Op : Operators) {
    std::optional<uint64_t> Rhs = integerConstant(Op->getRHS(), AST);
    const IntegerLiteral *RhsLiteral = literal(Op->getRHS());
    BinaryOperatorKind Kind = Op->getOpcode();
    const Expr *Lhs = Op->getLHS();
    if (!Rhs)
      continue;
    if (isTid(Lhs) && ((Kind == BO_Rem && *Rhs == 32) ||
                       (Kind == BO_And && *Rhs == 31))) {
      LaneExprs.insert(Op);
    } else if (isTid(Lhs) && ((Kind == BO_Div && *Rhs == 32) ||
                              (Kind == BO_Shr && *Rhs == 5))) {
      WarpExprs.insert(Op);
    } else if ((Kind == BO_Div && *Rhs == 32) || (Kind == BO_Shr && *Rhs == 5)) {
      // The warp count: blockDim.x / 32, (blockDim.x + 31) / 32.
      const Expr *Count = bare(Lhs);
      const auto *Rounded = dyn_cast<BinaryOperator>(Count);
      if (Rounded && Rounded->getOpcode() == BO_Add &&
          isBuiltin(Rounded->getLHS(), "blockDim", "x") &&
          integerConstant(Rounded->getRHS(), AST) == 31u) {
        if (!replace(*Rounded->getRHS(), "(warpSize - 1)"))
          return false;
        if (const IntegerLiteral *L31 = literal(Rounded->getRHS()))
          Explained.insert(L31);
      } else if (!isBuiltin(Count, "blockDim", "x")) {
        continue;
      }
      CountExprs.insert(Op);
    } else if ((Kind == BO_LT || Kind == BO_GE) && *Rhs == 32 &&
               isTid(Lhs)) {
      FirstWarpTests.insert(Op);
      if (!replace(*Op->getRHS(), "warpSize"))
        return false;
      if (RhsLiteral)
        Explained.insert(RhsLiteral);
      continue;
    } else {
      continue;
    }
    if (Kind == BO_Shr) {
      std::optional<SourceRange> Whole = editable(*Op);
      std::optional<SourceRange> Left = editable(*Lhs);
      if (!Whole || !Left)
        return fail("'>> 5' in a macro");
      Edits.push_back({*Whole, "($1) / warpSize", {*Left}});
      ExplainedShifts.insert(Op);
    } else {
      if (!replace(*Op->getRHS(), Kind == BO_And ? "(warpSize - 1)"
                                                  : "warpSize"))
        return false;
      if (RhsLiteral)
        Explained.insert(RhsLiteral);
    }
  }
  // Variables that hold them.
  for (const auto &[Var, Uses] : Collected.Uses) {
    if (!Var->hasLocalStorage() || !Var->getInit())
      continue;
    const Expr *Init = bare(Var->getInit());
    std::set<const VarDecl *> *Kind =
        LaneExprs.count(Init)    ? &LaneVariables
        : WarpExprs.count(Init)  ? &WarpVariables
        : CountExprs.count(Init) ? &CountVariables
                                 : nullptr;
    if (!Kind)
      continue;
    if (Collected.Written.count(Var))
      return fail("a lane or warp variable that is written");
    Kind->insert(Var);
  }

  // The folds: one value, one operation, one or two loops.
  std::vector<const Stmt *> Folds;
  const VarDecl *Value = nullptr;
  bool HaveOp = false;
  std::set<const Stmt *> FoldStatements;
  auto addFold = [&](const VarDecl *V, FoldOp O, const Stmt *S) {
    if ((Value && V != Value) || (HaveOp && O != Op))
      return fail("folds of several values or operations");
    Value = V;
    Op = O;
    HaveOp = true;
    if (!converged(*S))
      return fail("a fold where not every lane of a warp runs");
    Folds.push_back(S);
    FoldStatements.insert(S);
    return true;
  };
  for (const CallExpr *Call : WarpCalls) {
    const VarDecl *V = nullptr;
    FoldOp O;
    const Stmt *Loop = nullptr;
    std::vector<WarpEdit> LoopEdits;
    if (!foldLoop(*Call, V, O, Loop, LoopEdits))
      return false;
    if (!V->hasLocalStorage() || isa<ParmVarDecl>(V))
      return fail("a fold of a parameter");
    if (!addFold(V, O, Loop))
      return false;
    Edits.insert(Edits.end(), LoopEdits.begin(), LoopEdits.end());
  }
  // `v = helper(v);`: a device function that is one fold loop.
  for (const CallExpr *Call : Collected.Calls) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    const FunctionDecl *Definition = Callee ? Callee->getDefinition() : nullptr;
    auto Helper = Definition ? Helpers.find(planKey(*Definition))
                             : Helpers.end();
    if (Helper == Helpers.end())
      continue;
    // `v = helper(x);` or `T v = helper(x);`: v holds the warp's fold.
    const Stmt *S = statementOf(*Call);
    const VarDecl *V = nullptr;
    if (const auto *Assign = dyn_cast_or_null<BinaryOperator>(S)) {
      if (Assign->getOpcode() == BO_Assign && bare(Assign->getRHS()) == Call)
        V = localVariable(Assign->getLHS());
    } else if (S == Call || bare(cast<Expr>(S)) == Call) {
      DynTypedNodeList Parents = AST.getParents(*S);
      const auto *Declared =
          Parents.empty() ? nullptr : Parents[0].get<VarDecl>();
      const DeclStmt *Decl = nullptr;
      if (Declared) {
        DynTypedNodeList Grand = AST.getParents(*Declared);
        Decl = Grand.empty() ? nullptr : Grand[0].get<DeclStmt>();
      }
      if (Decl && Decl->isSingleDecl() && Declared->hasLocalStorage()) {
        V = Declared;
        S = Decl;
      }
    }
    if (!V)
      return fail("a call of a fold helper other than 'v = helper(x)'");
    if (!isExact(Helper->second, V->getType()))
      return fail("a fold that gives other roundings in another order");
    if (!addFold(V, Helper->second, S))
      return false;
  }
  if (Folds.empty() || Folds.size() > 2)
    return fail("not one or two folds");
  std::sort(Folds.begin(), Folds.end(),
            [&](const Stmt *A, const Stmt *B) { return before(A, B); });
  ValueType = Value->getType();
  Stages = Folds.size();

  // Every 32, 31 and >> 5 is one of the pattern's.
  for (const IntegerLiteral *L : Collected.Literals) {
    if (Explained.count(L))
      continue;
    bool InBound = false;
    for (SourceRange Bound : Collected.ArrayBounds)
      InBound = InBound || (!SM.isBeforeInTranslationUnit(L->getBeginLoc(),
                                                           Bound.getBegin()) &&
                            !SM.isBeforeInTranslationUnit(Bound.getEnd(),
                                                          L->getBeginLoc()));
    if (!InBound)
      return fail("a 32 or 31 that is not lane, warp or warp-count "
                  "arithmetic");
  }
  for (const BinaryOperator *Shift : Collected.ShiftsBy5)
    if (!ExplainedShifts.count(Shift))
      return fail("a shift by 5 that is not warp arithmetic");

  // The per-warp arrays: written `S[warp] = v` under `lane == 0`, read
  // `S[lane]` where lane < warp count, with the identity elsewhere.
  const Stmt *Store = nullptr, *Reload = nullptr;
  std::set<const VarDecl *> Partials;
  auto underLaneZero = [&](const Stmt &S) {
    for (const Expr *Guard : guards(S))
      if (isZeroTest(Guard, [&](const Expr *E) { return isLane(E); }) ||
          isZeroTest(Guard, [&](const Expr *E) { return isTid(E); }))
        return true;
    return false;
  };
  auto sharedArray = [&](const Expr *Base) -> const VarDecl * {
    const auto *Ref = dyn_cast<DeclRefExpr>(bare(Base));
    const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    return Var && Var->hasAttr<CUDASharedAttr>() ? Var : nullptr;
  };
  // The per-warp arrays: shared arrays indexed by the warp.
  for (const auto &[Var, Uses] : Collected.Uses)
    if (Var->hasAttr<CUDASharedAttr>())
      for (const DeclRefExpr *Use : Uses) {
        const auto *Subscript =
            dyn_cast_or_null<ArraySubscriptExpr>(parentExpr(*Use));
        if (Subscript && isWarp(Subscript->getIdx()))
          Partials.insert(Var);
      }
  if (Partials.size() > 1)
    return fail("several per-warp arrays");
  // Uses of lane, warp, the warp count and the thread-index aliases.
  auto checkUse = [&](const Expr &Use, bool Lane) -> bool {
    const Expr *Parent = parentExpr(Use);
    if (const auto *Compare = dyn_cast_or_null<BinaryOperator>(Parent)) {
      if (Compare->getOpcode() == BO_EQ || Compare->getOpcode() == BO_NE)
        return isZero(Compare->getLHS()) || isZero(Compare->getRHS());
      const Expr *Index = nullptr;
      return Lane && isInCountTest(Compare, Index);
    }
    if (const auto *Subscript = dyn_cast_or_null<ArraySubscriptExpr>(Parent))
      return bare(Subscript->getIdx()) == bare(&Use) &&
             Partials.count(sharedArray(Subscript->getBase()));
    return false;
  };
  for (const auto &[Var, Uses] : Collected.Uses) {
    bool Lane = LaneVariables.count(Var), Warp = WarpVariables.count(Var);
    if (!Lane && !Warp)
      continue;
    for (const DeclRefExpr *Use : Uses)
      if (!checkUse(*Use, Lane))
        return fail("'" + Var->getNameAsString() +
                    "' is used other than in a test against 0 or the warp "
                    "count, or as an index of a per-warp shared array");
  }
  // The warp count only bounds the second stage's lanes.
  auto countUse = [&](const Expr &Use) {
    const Expr *Index = nullptr;
    return isInCountTest(parentExpr(Use), Index);
  };
  for (const auto &[Var, Uses] : Collected.Uses)
    if (CountVariables.count(Var))
      for (const DeclRefExpr *Use : Uses)
        if (!countUse(*Use))
          return fail("the warp count used other than to bound the lanes "
                      "that read the partials");
  for (const Expr *E : CountExprs)
    if (!llvm::any_of(CountVariables, [&](const VarDecl *V) {
          return bare(V->getInit()) == E;
        }) &&
        !countUse(*E))
      return fail("the warp count used other than to bound the lanes that "
                  "read the partials");
  for (const Expr *E : LaneExprs)
    if (!llvm::any_of(LaneVariables, [&](const VarDecl *V) {
          return bare(V->getInit()) == E;
        }) &&
        !checkUse(*E, true))
      return fail("a lane expression used other than in a test or an index");
  for (const Expr *E : WarpExprs)
    if (!llvm::any_of(WarpVariables, [&](const VarDecl *V) {
          return bare(V->getInit()) == E;
        }) &&
        !checkUse(*E, false))
      return fail("a warp expression used other than in a test or an index");

  // Each use of the per-warp array.
  for (const VarDecl *Var : Partials) {
    for (const DeclRefExpr *Use : Collected.Uses[Var]) {
      const auto *Subscript =
          dyn_cast_or_null<ArraySubscriptExpr>(parentExpr(*Use));
      if (!Subscript)
        return fail("a per-warp array used other than by index");
      const auto *Assign =
          dyn_cast_or_null<BinaryOperator>(parentExpr(*Subscript));
      if (Assign && Assign->getOpcode() == BO_Assign &&
          bare(Assign->getLHS()) == Subscript) {
        // The store.
        if (!isWarp(Subscript->getIdx()) ||
            localVariable(Assign->getRHS()) != Value ||
            !underLaneZero(*Assign) || Store)
          return fail("a per-warp array written other than "
                      "'partial[warp] = v' under 'lane == 0'");
        Store = Assign;
        continue;
      }
      // A read: `C ? S[i] : identity` or `if (C) v = S[i]; else v = id;`.
      const Expr *Index = nullptr;
      const Expr *Read = Subscript;
      const Expr *Around = parentExpr(*Subscript);
      const Stmt *Statement = nullptr;
      if (const auto *Choice = dyn_cast_or_null<ConditionalOperator>(Around)) {
        if (bare(Choice->getTrueExpr()) != Read ||
            !isInCountTest(Choice->getCond(), Index) ||
            !isIdentity(Choice->getFalseExpr()))
          return fail("a per-warp array read without the warp-count test "
                      "and the operation's identity");
        Statement = statementOf(*Choice);
        const auto *Assign = dyn_cast_or_null<BinaryOperator>(Statement);
        if (!Assign || Assign->getOpcode() != BO_Assign ||
            localVariable(Assign->getLHS()) != Value ||
            bare(Assign->getRHS()) != Choice)
          return fail("a per-warp array read into another variable");
      } else {
        const auto *Assign = dyn_cast_or_null<BinaryOperator>(Around);
        Statement = Assign;
        const auto *If =
            Assign ? dyn_cast_or_null<IfStmt>(parentStmt(*Assign)) : nullptr;
        if (!If && Assign)
          if (const auto *Compound =
                  dyn_cast_or_null<CompoundStmt>(parentStmt(*Assign));
              Compound && Compound->size() == 1)
            If = dyn_cast_or_null<IfStmt>(parentStmt(*Compound));
        const auto *Else =
            If ? dyn_cast_or_null<BinaryOperator>(onlyStatement(If->getElse()))
               : nullptr;
        if (!Assign || Assign->getOpcode() != BO_Assign ||
            localVariable(Assign->getLHS()) != Value || !If ||
            !isInCountTest(If->getCond(), Index) || !Else ||
            Else->getOpcode() != BO_Assign ||
            localVariable(Else->getLHS()) != Value ||
            !isIdentity(Else->getRHS()))
          return fail("a per-warp array read without the warp-count test "
                      "and the operation's identity");
        Statement = If;
      }
      // lane and threadIdx.x agree below the warp count (at most 32).
      auto laneOrTid = [&](const Expr *E) { return isLane(E) || isTid(E); };
      if (!laneOrTid(Subscript->getIdx()) || !laneOrTid(Index))
        return fail("a per-warp array read at another index than its lane");
      if (Reload)
        return fail("two reads of the per-warp array");
      Reload = Statement;
    }
  }

  // The stages in order, and where the folded value goes.
  const Stmt *First = Folds.front();
  const Stmt *Last = Folds.back();
  if (Folds.size() == 2) {
    if (!Store || !Reload || !before(First, Store) || !before(Store, Reload) ||
        !before(Reload, Last))
      return fail("a second fold without 'partial[warp] = v', a barrier "
                  "and the read of the partials between the folds");
    bool Barrier = false;
    // A function-try-block's body is a try statement, not a block.
    const auto *Statements = dyn_cast_or_null<CompoundStmt>(Kernel.getBody());
    if (!Statements)
      return fail("the kernel's body is not a plain block");
    for (const Stmt *S : Statements->body())
      if (const auto *Call = dyn_cast<CallExpr>(S))
        if (const FunctionDecl *Callee = Call->getDirectCallee())
          if (Callee->getIdentifier() && Callee->getName() == "__syncthreads" &&
              before(Store, S) && before(S, Reload))
            Barrier = true;
    if (!Barrier)
      return fail("no __syncthreads() between the store and the read of the "
                  "partials");
  } else if (Store || Reload) {
    return fail("per-warp partials without a second fold");
  }
  auto inside = [&](const Stmt &Inner, const Stmt &Outer) {
    SourceRange R = Outer.getSourceRange();
    return !SM.isBeforeInTranslationUnit(Inner.getBeginLoc(), R.getBegin()) &&
           !SM.isBeforeInTranslationUnit(R.getEnd(), Inner.getEndLoc());
  };
  bool Output = false;
  for (const DeclRefExpr *Use : Collected.Uses[Value]) {
    const Stmt *S = statementOf(*Use);
    bool InFold = llvm::any_of(Folds, [&](const Stmt *F) {
      return inside(*Use, *F);
    });
    if (InFold || SM.isBeforeInTranslationUnit(Use->getBeginLoc(),
                                               First->getBeginLoc()))
      continue; // The folds, and the value before them.
    if ((Store && inside(*Use, *Store)) || (Reload && inside(*Use, *Reload)))
      continue;
    // After the last fold: the block's (or, with one stage, the warp's)
    // result, used by the first lane.
    if (!before(Last, S) && S != Last)
      return fail("the folded value used between the stages");
    const Expr *Parent = parentExpr(*Use);
    bool Atomic = false, Written = false;
    FoldOp AtomicOp = FoldOp::Add;
    if (const auto *Call = dyn_cast_or_null<CallExpr>(Parent)) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      llvm::StringRef Name = Callee && Callee->getIdentifier()
                                 ? Callee->getName()
                                 : llvm::StringRef();
      static const std::pair<llvm::StringRef, FoldOp> Atomics[] = {
          {"atomicAdd", FoldOp::Add}, {"atomicMax", FoldOp::Max},
          {"atomicMin", FoldOp::Min}, {"atomicAnd", FoldOp::And},
          {"atomicOr", FoldOp::Or},   {"atomicXor", FoldOp::Xor}};
      for (const auto &[AtomicName, AtomicKind] : Atomics)
        if (Name == AtomicName && Call->getNumArgs() == 2 &&
            bare(Call->getArg(1)) == Use) {
          Atomic = true;
          AtomicOp = AtomicKind;
        }
    } else if (const auto *Assign = dyn_cast_or_null<BinaryOperator>(Parent)) {
      // Memory that outlives the kernel: not a local, not shared.
      const Expr *Target = bare(Assign->getLHS());
      Written = Assign->getOpcode() == BO_Assign &&
                bare(Assign->getRHS()) == Use && !localVariable(Target);
      if (const auto *Element = dyn_cast<ArraySubscriptExpr>(Target))
        if (sharedArray(Element->getBase()))
          Written = false;
    }
    if (!Atomic && !Written)
      return fail("the result used other than written to memory or "
                  "combined atomically");
    std::vector<const Expr *> Guards = guards(*S);
    bool FirstThread = llvm::any_of(Guards, [&](const Expr *G) {
      return isZeroTest(G, [&](const Expr *E) { return isTid(E); });
    });
    bool LaneZero = llvm::any_of(Guards, [&](const Expr *G) {
      return isZeroTest(G, [&](const Expr *E) { return isLane(E); });
    });
    bool FirstWarp = llvm::any_of(
        Guards, [&](const Expr *G) { return isFirstWarpTest(G); });
    if (Folds.size() == 2) {
      if (!FirstThread && !(LaneZero && FirstWarp))
        return fail("the block's result used by other lanes than the first");
    } else if (!(Atomic && AtomicOp == Op && (LaneZero || FirstThread))) {
      return fail("a warp's result used other than combined atomically with "
                  "the fold's operation by its first lane");
    }
    Output = true;
  }
  if (!Output)
    return fail("no result");
  return true;
}

/// `T helper(T v) { for (o = 16; ...) v op= shuffle(v, o); return v; }`.
std::optional<FoldOp> foldHelper(const BlockReductionFunction &F,
                                 ASTContext &AST,
                                 const TranslationContext &Context,
                                 bool KeepsMasks,
                                 std::vector<WarpEdit> &Edits) {
  const auto *Body = dyn_cast_or_null<CompoundStmt>(F.Function->getBody());
  if (!Body || Body->size() != 2 || F.WarpCalls.size() != 1 ||
      F.Function->getNumParams() != 1 ||
      F.Function->hasAttr<CUDAGlobalAttr>())
    return std::nullopt;
  const auto *Return = dyn_cast<ReturnStmt>(Body->body_back());
  const ParmVarDecl *Param = F.Function->getParamDecl(0);
  const auto *Returned =
      Return && Return->getRetValue()
          ? dyn_cast<DeclRefExpr>(bare(Return->getRetValue()))
          : nullptr;
  if (!Returned || Returned->getDecl() != Param)
    return std::nullopt;
  std::map<const FunctionDecl *, FoldOp> None;
  KernelReduction Probe(*F.Function, AST, Context, KeepsMasks, None);
  const VarDecl *Value = nullptr;
  FoldOp Op;
  const Stmt *Loop = nullptr;
  if (!Probe.foldLoop(*F.WarpCalls.front(), Value, Op, Loop, Edits) ||
      Value != Param || Loop != Body->body_front())
    return std::nullopt;
  return Op;
}

} // namespace

std::optional<BlockReductionRewrite>
recogniseBlockReduction(llvm::ArrayRef<BlockReductionFunction> Functions,
                        ASTContext &AST, const TranslationContext &Context) {
  const MappingRow *Row = Context.table().lookup("__shfl_down_sync");
  bool KeepsMasks = Row && Row->isTranslatable() &&
                    llvm::StringRef(Row->Hip).ends_with("_sync");
  BlockReductionRewrite Rewrite;
  std::map<const FunctionDecl *, FoldOp> Helpers;
  std::vector<const BlockReductionFunction *> Kernels;
  for (const BlockReductionFunction &F : Functions) {
    std::vector<WarpEdit> Edits;
    if (std::optional<FoldOp> Op =
            foldHelper(F, AST, Context, KeepsMasks, Edits)) {
      Helpers[F.Function] = *Op;
      Rewrite.Edits[F.Function] = std::move(Edits);
    } else if (F.Function->hasAttr<CUDAGlobalAttr>() &&
               !F.Function->isTemplated() &&
               !F.Function->isTemplateInstantiation()) {
      Kernels.push_back(&F);
    } else {
      return std::nullopt;
    }
  }
  if (Kernels.empty())
    return std::nullopt;

  std::map<const FunctionDecl *, KernelLaunches> Launches =
      findKernelLaunches(AST);
  std::string Summary;
  for (const BlockReductionFunction *K : Kernels) {
    const FunctionDecl *Key = K->Function;
    const KernelLaunches &Found = Launches[Key];
    if (Found.Blocks.empty() || Found.NamedOtherwise)
      return std::nullopt;
    std::set<uint64_t> Sizes;
    for (const LaunchedBlock &Launched : Found.Blocks) {
      std::optional<uint64_t> Block = Launched.oneDimensional();
      if (!Block || *Block == 0 || *Block % 64 != 0 || *Block > 1024)
        return std::nullopt;
      Sizes.insert(*Block);
    }
    KernelReduction Reduction(*Key, AST, Context, KeepsMasks, Helpers);
    if (!Reduction.recognise(K->WarpCalls))
      return std::nullopt;
    Rewrite.Edits[Key] = std::move(Reduction.Edits);
    std::string List;
    for (uint64_t Size : Sizes)
      List += (List.empty() ? "" : ", ") + std::to_string(Size);
    if (!Summary.empty())
      Summary += "; ";
    Summary += "'" + Key->getNameAsString() + "' reduces " +
               (Reduction.Stages == 2 ? "its block" : "its warps atomically") +
               " with '" + spelling(Reduction.Op) + "' on '" +
               Reduction.ValueType.getAsString() +
               "', the same in any order, and is launched with " + List +
               " threads, a multiple of 64";
  }
  Rewrite.Summary = Summary;
  return Rewrite;
}

} // namespace hipify
