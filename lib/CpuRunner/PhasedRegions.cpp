//===- PhasedRegions.cpp - a kernel's body split into regions -------------===//
//
// The first step of the phased analysis (PhasedAnalysis.h): the kernel's
// body is split at its barriers and at the statements that hold one
// collective, through loops and branches whose headers are the same for
// every thread of the block, into the regions that each run as a loop over
// the block's threads. A branch whose condition depends on the thread
// becomes guards on its regions, when the threads that skip it next meet a
// barrier or the kernel's end; anything else is refused, with the reason
// that cpu-run --verbose gives.
//
//===----------------------------------------------------------------------===//
#include "CpuRunner/PhasedAnalysis.h"
#include "CpuRunner/SyncAnalysis.h"
#include "clang/AST/ParentMapContext.h"

using namespace clang;

namespace hipify::phased {

namespace {

/// Whether a statement of a region holds a break or continue that would
/// leave the region (for the uniform loop around it).
class EscapingJumpFinder : public RecursiveASTVisitor<EscapingJumpFinder> {
public:
  bool Found = false;
  bool TraverseForStmt(ForStmt *S) { return inLoop([&] { return Base::TraverseForStmt(S); }); }
  bool TraverseWhileStmt(WhileStmt *S) { return inLoop([&] { return Base::TraverseWhileStmt(S); }); }
  bool TraverseDoStmt(DoStmt *S) { return inLoop([&] { return Base::TraverseDoStmt(S); }); }
  bool TraverseCXXForRangeStmt(CXXForRangeStmt *S) {
    return inLoop([&] { return Base::TraverseCXXForRangeStmt(S); });
  }
  bool TraverseSwitchStmt(SwitchStmt *S) {
    ++Switches;
    bool Result = Base::TraverseSwitchStmt(S);
    --Switches;
    return Result;
  }
  bool VisitBreakStmt(BreakStmt *) {
    Found |= Loops == 0 && Switches == 0;
    return !Found;
  }
  bool VisitContinueStmt(ContinueStmt *) {
    Found |= Loops == 0;
    return !Found;
  }
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }

private:
  using Base = RecursiveASTVisitor<EscapingJumpFinder>;
  template <typename F> bool inLoop(F Traverse) {
    ++Loops;
    bool Result = Traverse();
    --Loops;
    return Result;
  }
  unsigned Loops = 0, Switches = 0;
};

} // namespace

/// Declarations that every thread shares and that later regions may name:
/// __shared__ and other static locals, constants, types.
bool PhasedAnalysis::isBlockLevelDeclaration(const Stmt *S) const {
  const auto *Declaration = dyn_cast<DeclStmt>(S);
  if (!Declaration)
    return false;
  for (const Decl *D : Declaration->decls())
    if (const auto *V = dyn_cast<VarDecl>(D))
      if (!V->hasGlobalStorage() && !isConstant(V))
        return false;
  return true;
}

/// A whole-statement block barrier: `__syncthreads();`, `block.sync();`,
/// `cg::sync(block);`, whose operands have no side effects (the statement
/// is removed).
bool PhasedAnalysis::isBarrierStatement(const Stmt *S) {
  const auto *E = dyn_cast<Expr>(S);
  if (!E)
    return false;
  const auto *Call = dyn_cast<CallExpr>(E->IgnoreImplicit());
  return Call && kindOfCall(Call, From) == CallKind::Barrier &&
         !Effects.of(Call);
}

void PhasedAnalysis::declareIn(const Stmt *S) {
  if (const auto *Declaration = dyn_cast<DeclStmt>(S))
    for (const Decl *D : Declaration->decls())
      if (const auto *V = dyn_cast<VarDecl>(D)) {
        DeclaringRegion[V] = unsigned(Regions.size());
        Declarations[V] = Declaration;
      }
}

bool PhasedAnalysis::addPlainStatement(const Stmt *S) {
  EscapingJumpFinder Jumps;
  Jumps.TraverseStmt(const_cast<Stmt *>(S));
  if (Jumps.Found)
    return refuse(S, "a break or continue leaves a region between barriers");
  declareIn(S);
  Current.Statements.push_back(S);
  return true;
}

const Block *PhasedAnalysis::blockOf(const Stmt *Body, SourceLocation Open) {
  auto Made = std::make_unique<Block>();
  Made->Key = Body;
  if (const auto *Compound = dyn_cast<CompoundStmt>(Body)) {
    Made->Items.assign(Compound->body_begin(), Compound->body_end());
    Made->Open = Compound->getLBracLoc().getLocWithOffset(1);
    Made->AddBraces = false;
  } else {
    Made->Items = {Body};
    Made->Open = Open;
    Made->AddBraces = true;
  }
  Blocks.push_back(std::move(Made));
  return Blocks.back().get();
}

bool PhasedAnalysis::split(const Block *Items, Frame::Kind Kind,
                           const Stmt *Owner) {
  Frame Outer = Frames.empty() ? Frame{} : Frames.back();
  Frames.push_back({Kind, Items, Owner,
                    Kind == Frame::Branch ? Outer.BranchFate : Fate::Exit});
  if (Kind == Frame::Branch)
    Frames.back().BranchFate = *fateAfter(Frames.size() - 2, Owner);
  openRegion(Items, nullptr);
  const Stmt *Previous = nullptr;
  for (const Stmt *S : Items->Items) {
    if (isBarrierStatement(S)) {
      if (!Guards.empty())
        return refuse(S, "a barrier under a branch that depends on the thread");
      closeRegion();
      Barriers.push_back(S);
    } else if (isBlockLevelDeclaration(S) || isUniformDeclarationStatement(S)) {
      if (Sync.statementMaySynchronise(S))
        return refuse(S, "a declaration that synchronises");
      closeRegion();
      if (isUniformDeclarationStatement(S))
        for (const Decl *D : cast<DeclStmt>(S)->decls())
          UniformVariables.push_back(cast<VarDecl>(D));
    } else if (!Sync.statementMaySynchronise(S)) {
      if (!addPlainStatement(S))
        return false;
      Previous = S;
      continue;
    } else if (const Stmt *Loop = loopOf(S)) {
      closeRegion();
      if (!splitLoop(Loop))
        return false;
    } else if (const auto *If = dyn_cast<IfStmt>(S);
               If && (Sync.statementMaySynchronise(If->getThen()) ||
                      Sync.statementMaySynchronise(If->getElse()))) {
      if (!splitIf(If))
        return false;
    } else {
      if (!splitCollectiveStatement(S, Previous))
        return false;
      Previous = S;
      continue;
    }
    Previous = S;
    openRegion(Items, Previous);
  }
  closeRegion();
  Frames.pop_back();
  return true;
}

/// Checks a loop that synchronises: its header must be block-uniform and
/// its body a block to split in turn.
bool PhasedAnalysis::splitLoop(const Stmt *Loop) {
  std::vector<const VarDecl *> Own;
  const Expr *Condition = nullptr, *Increment = nullptr;
  const Stmt *LoopBody = nullptr;
  SourceLocation RParen;
  auto NotUniform = [&] {
    return refuse(Loop, "a loop whose header depends on the thread holds a "
                        "barrier or collective");
  };
  if (const auto *For = dyn_cast<ForStmt>(Loop)) {
    if (For->getConditionVariable())
      return NotUniform();
    if (const Stmt *Init = For->getInit()) {
      const auto *Declaration = dyn_cast<DeclStmt>(Init);
      if (!Declaration)
        return NotUniform();
      for (const Decl *D : Declaration->decls()) {
        const auto *V = dyn_cast<VarDecl>(D);
        if (!V || !V->hasLocalStorage() || V->getType()->isReferenceType() ||
            (V->getInit() && !isUniform(V->getInit())))
          return NotUniform();
        Own.push_back(V);
      }
    }
    Condition = For->getCond();
    Increment = For->getInc();
    LoopBody = For->getBody();
    RParen = For->getRParenLoc();
  } else {
    const auto *While = cast<WhileStmt>(Loop);
    if (While->getConditionVariable())
      return NotUniform();
    Condition = While->getCond();
    LoopBody = While->getBody();
    RParen = While->getRParenLoc();
  }
  const Block *Items = blockOf(LoopBody, RParen.getLocWithOffset(1));
  size_t Depth = UniformVariables.size();
  UniformVariables.insert(UniformVariables.end(), Own.begin(), Own.end());
  bool Uniform = (!Condition || isUniform(Condition)) &&
                 (!Increment || isUniform(Increment));
  // The loop's variables change only in its increment.
  if (Uniform) {
    ExprMutationAnalyzer InBody(*LoopBody, AST);
    for (const VarDecl *V : Own) {
      if (InBody.isMutated(V))
        Uniform = false;
      if (Condition && ExprMutationAnalyzer(*Condition, AST).isMutated(V))
        Uniform = false;
    }
  }
  bool Result = Uniform ? split(Items, Frame::Loop, Loop) : NotUniform();
  UniformVariables.resize(Depth);
  return Result;
}

/// An if that synchronises: with a uniform condition, both branches are
/// split in turn; with one that depends on the thread, each thread records
/// the condition and the branches' regions run for their threads only.
bool PhasedAnalysis::splitIf(const IfStmt *If) {
  if (If->getInit() || If->getConditionVariable() || If->isConsteval())
    return refuse(If, "an if that synchronises declares a variable in its "
                      "condition");
  const Block *Then = blockOf(If->getThen(), If->getRParenLoc().getLocWithOffset(1));
  const Block *Else =
      If->getElse() ? blockOf(If->getElse(), If->getElseLoc().getLocWithOffset(4))
                    : nullptr;
  const Expr *Condition = If->getCond();
  if (isUniform(Condition)) {
    closeRegion();
    if (!split(Then, Frame::UniformIf, If))
      return false;
    return !Else || split(Else, Frame::UniformIf, If);
  }
  if (ThreadByThread)
    return refuse(If, "a branch that depends on the thread holds a "
                      "collective, and a launch in a macro body (or one that "
                      "may call several kernels) runs the kernel thread by "
                      "thread");
  if (!fateAfter(Frames.size() - 1, If))
    return false;
  if (Sync.statementMaySynchronise(Condition))
    return refuse(If, "the condition of a branch synchronises");
  if (!copyable(Condition, "the condition of a branch that synchronises"))
    return false;
  // The region before the if evaluates the condition for each thread.
  unsigned Flag = ++Flags;
  if (Current.Parent == nullptr)
    return refuse(If, "internal: no region before a branch");
  Current.Condition = Condition;
  Current.ConditionFlag = Flag;
  closeRegion();
  Branches.push_back({If, Flag});
  Guards.push_back({Flag, false});
  bool Result = split(Then, Frame::Branch, If);
  if (Result && Else) {
    Guards.back().Negated = true;
    Result = split(Else, Frame::Branch, If);
  }
  Guards.pop_back();
  return Result;
}

/// A statement holding one collective: the region before it records the
/// collective, the statement starts the region that replays it.
bool PhasedAnalysis::splitCollectiveStatement(const Stmt *S,
                                               const Stmt *Previous) {
  std::vector<const Expr *> Calls = Sync.synchronisingCalls(S);
  if (llvm::is_contained(Calls, nullptr))
    return refuse(S, "inline PTX that synchronises");
  if (Calls.size() != 1)
    return refuse(S, Calls.empty() ? "a statement that may synchronise"
                                   : "a statement holds " +
                                         std::to_string(Calls.size()) +
                                         " calls that synchronise");
  const Expr *Call = Calls.front();
  if (ThreadByThread)
    return refuse(S, std::string("it has a collective") + kRunThreadByThread);
  switch (kindOfCall(Call, From)) {
  case CallKind::Collective:
    break;
  case CallKind::BlockCollective:
    if (!Guards.empty())
      return refuse(S, "a barrier under a branch that depends on the thread");
    break;
  case CallKind::Barrier:
    return refuse(S, "a barrier inside a statement");
  default:
    return refuse(S, "it calls " + calleeName(Call) +
                         ", which synchronises (only the runtime's "
                         "collectives are split, not functions that call "
                         "them)");
  }
  if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt, SwitchStmt,
          AttributedStmt>(S))
    return refuse(S, "a collective inside a loop or switch whose header "
                     "depends on the thread");
  if (!collectiveIsEvaluatedFirst(S, Call))
    return false;
  if (Effects.of(Call))
    return refuse(Call, "the arguments of a collective have side effects "
                        "(they are evaluated again when it is replayed)");
  if (!copyable(Call, "a collective"))
    return false;
  if (!openParenOf(Call) && !respelled(Call, ""))
    return refuse(Call, "a collective is written by a macro that the "
                        "lowering cannot spell again");
  Current.Record = Call;
  Current.RecordFate = currentFate();
  Current.RecordAlike = recordedAlike(Call);
  const Block *Items = Current.Parent;
  closeRegion();
  openRegion(Items, Previous);
  Current.Replays = Call;
  ++Plan->CollectiveCount;
  return addPlainStatement(S);
}

/// Whether Call is evaluated exactly once, whenever S runs, before anything
/// else in S that has side effects; so that S may run after the collective
/// completed, with the call's result replayed.
bool PhasedAnalysis::collectiveIsEvaluatedFirst(const Stmt *S,
                                                const Expr *Call) {
  auto NotFirst = [&](const char *Why) {
    return refuse(Call, std::string("a collective ") + Why);
  };
  if (Call == S)
    return true;
  DynTypedNode Child = DynTypedNode::create(*Call);
  for (;;) {
    DynTypedNodeList Parents = AST.getParents(Child);
    if (Parents.size() != 1)
      return NotFirst("sits where its statement cannot be split");
    DynTypedNode Parent = Parents[0];
    if (const auto *Var = Parent.get<VarDecl>()) {
      const auto *Declaration =
          AST.getParents(Parent).size() == 1
              ? AST.getParents(Parent)[0].get<DeclStmt>()
              : nullptr;
      if (Declaration != S || !Declaration->isSingleDecl() ||
          Var->getInit() != Child.get<Expr>())
        return NotFirst("initialises one of several variables");
      return true;
    }
    const auto *ChildExpr = Child.get<Expr>();
    if (const auto *If = Parent.get<IfStmt>())
      return If == S && If->getCond() == ChildExpr
                 ? true
                 : NotFirst("sits in a branch of its statement");
    const auto *P = Parent.get<Stmt>();
    if (!P)
      return NotFirst("sits where its statement cannot be split");
    // Siblings evaluated with the collective (before it, in C++'s order,
    // or in no particular order) must have no side effects; what is
    // evaluated after it may.
    auto SiblingsAreReads = [&](std::initializer_list<const Expr *> Exempt) {
      for (const Stmt *Sibling : P->children())
        if (Sibling && Sibling != ChildExpr &&
            std::find(Exempt.begin(), Exempt.end(), Sibling) == Exempt.end() &&
            Effects.of(Sibling))
          return false;
      return true;
    };
    if (isa<ParenExpr, ImplicitCastExpr, ExplicitCastExpr, FullExpr,
            MaterializeTemporaryExpr, CXXBindTemporaryExpr, MemberExpr,
            UnaryOperator>(P)) {
      // One operand.
    } else if (const auto *B = dyn_cast<BinaryOperator>(P)) {
      if (B->isLogicalOp() || B->isCommaOp()) {
        if (B->getLHS() != ChildExpr)
          return NotFirst("is evaluated only when another operand allows");
      } else if (B->isAssignmentOp()) {
        // C++17: the right operand is evaluated before the left.
        if (B->getRHS() != ChildExpr)
          return NotFirst("sits on the left of an assignment");
      } else if (!SiblingsAreReads({})) {
        return NotFirst("shares an expression with side effects");
      }
    } else if (const auto *C = dyn_cast<ConditionalOperator>(P)) {
      if (C->getCond() != ChildExpr)
        return NotFirst("is evaluated only when a condition allows");
    } else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(P)) {
      bool Assigns = Op->isAssignmentOp() && Op->getNumArgs() == 2 &&
                     Op->getArg(1) == ChildExpr;
      if (!SiblingsAreReads(Assigns ? std::initializer_list<const Expr *>{Op->getArg(0)}
                                    : std::initializer_list<const Expr *>{}))
        return NotFirst("shares an expression with side effects");
    } else if (isa<CallExpr, CXXConstructExpr, InitListExpr,
                   ArraySubscriptExpr, CXXFunctionalCastExpr,
                   ParenListExpr>(P)) {
      if (!SiblingsAreReads({}))
        return NotFirst("shares an expression with side effects");
    } else {
      return NotFirst("sits where its statement cannot be split");
    }
    if (P == S)
      return true;
    Child = Parent;
  }
}

/// What the threads that skip a branch at the innermost branch frame do.
Fate PhasedAnalysis::currentFate() const {
  for (auto It = Frames.rbegin(); It != Frames.rend(); ++It)
    if (It->FrameKind == Frame::Branch)
      return It->BranchFate;
  return Fate::Exit;
}

/// The first synchronisation in Block's statements after From (null: from
/// the start) and before Until (null: to the end): a barrier, or nothing
/// (nullopt with Found false), or another kind (a refusal).
std::optional<Fate> PhasedAnalysis::scanForFate(const Block *Items,
                                                const Stmt *From,
                                                const Stmt *Until) {
  bool Started = From == nullptr;
  for (const Stmt *S : Items->Items) {
    if (!Started) {
      Started = S == From;
      continue;
    }
    if (S == Until)
      break;
    if (isBarrierStatement(S))
      return Fate::Barrier;
    if (Sync.statementMaySynchronise(S)) {
      refuse(S, "threads that skip a branch holding a collective would meet "
                "another collective here");
      return std::nullopt;
    }
  }
  return Fate::Exit; // Means: none found.
}

/// What the threads that skip Item (an item of Frames[FrameIndex]'s block)
/// do next: they meet a barrier, or end the kernel.
std::optional<Fate> PhasedAnalysis::fateAfter(size_t FrameIndex,
                                              const Stmt *Item) {
  const Frame &F = Frames[FrameIndex];
  std::optional<Fate> Found = scanForFate(F.Items, Item, nullptr);
  if (!Found)
    return std::nullopt;
  bool Barrier = *Found == Fate::Barrier;
  // scanForFate says Exit when it found nothing: look further out.
  if (!Barrier) {
    // Reaching the end of the block without a barrier.
    switch (F.FrameKind) {
    case Frame::Kernel:
      return Fate::Exit;
    case Frame::Branch:
      return F.BranchFate;
    case Frame::UniformIf:
      return fateAfter(FrameIndex - 1, F.Owner);
    case Frame::Loop: {
      // The next iteration starts at the top of the body; the loop may end.
      std::optional<Fate> Again = scanForFate(F.Items, nullptr, Item);
      if (!Again)
        return std::nullopt;
      if (*Again != Fate::Barrier) {
        refuse(Item, "threads that skip a branch holding a collective would "
                     "meet it again in the loop's next iteration");
        return std::nullopt;
      }
      std::optional<Fate> Out = fateAfter(FrameIndex - 1, F.Owner);
      if (!Out)
        return std::nullopt;
      if (*Out != Fate::Barrier) {
        refuse(Item, "threads that skip a branch holding a collective may "
                     "meet a barrier or end the kernel");
        return std::nullopt;
      }
      return Fate::Barrier;
    }
    }
  }
  return Fate::Barrier;
}

} // namespace hipify::phased
