//===- WarpFixBlockReduction.cpp ------------------------------------------===//
//
// The recogniser of WarpFixBlockReduction.h: the walk over a whole kernel
// that checks every 32, lane, warp and fold against the pattern, and the
// entry point that checks the launches and puts the edits together. The
// tests of single pieces are in WarpFixBlockReductionParts.cpp.
//
//===----------------------------------------------------------------------===//
#include "WarpFix/WarpFixBlockReduction.h"
#include "WarpFix/KernelLaunches.h"
#include "WarpFix/ThreadIndexArithmetic.h"
#include "WarpFix/WarpFix.h"
#include "WarpFix/WarpFixBlockReductionParts.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Lex/Lexer.h"
#include <set>

using namespace clang;

namespace hipify {
namespace block_reduction {
namespace {

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

} // namespace

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

namespace {

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
} // namespace block_reduction

using namespace block_reduction;


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
