//===- SyncAnalysis.cpp ---------------------------------------------------===//
#include "CpuRunner/SyncAnalysis.h"
#include "CpuRunner/InlinePtxLowering.h"
#include "Mapping/CudaSourceFacts.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace hipify {

bool isSynchronisingName(llvm::StringRef Name) {
  // CUDA's own (mappings/facts/cuda-source.yaml), then the CPU runtime's
  // entry points, which are this runner's names, not CUDA's.
  if (cudaSourceFacts().isSynchronisingName(Name) ||
      Name.starts_with("__lockstep"))
    return true;
  return llvm::StringSwitch<bool>(Name)
      .Cases({"sync_block", "sync_block_count", "sync_block_and",
              "sync_block_or", "sync_warp", "active_mask"},
             true)
      .Cases({"vote_any", "vote_all", "shuffle", "shuffle_bits", "lockstep"},
             true)
      .Default(false);
}

/// What one call may run: the functions it names, the names of dependent
/// calls, or nothing it can see (a call through a pointer).
struct CallTargets {
  const Expr *Call;
  std::vector<const FunctionDecl *> Callees;
  std::vector<std::string> DependentNames;
  bool Opaque = false;
};

/// What a dependent call of a function template may run: its pattern, or
/// where the primary template is only declared (`template <typename T> T
/// make(float);` with a definition for each type), its explicit
/// specializations.
static void addTemplateCallees(const FunctionTemplateDecl *T,
                               std::vector<const FunctionDecl *> &Callees) {
  const FunctionDecl *Primary = T->getTemplatedDecl();
  if (Primary->isDefined()) {
    Callees.push_back(Primary);
    return;
  }
  bool Any = false;
  for (const FunctionDecl *Specialization : T->specializations())
    if (Specialization->getTemplateSpecializationKind() ==
        TSK_ExplicitSpecialization) {
      Callees.push_back(Specialization);
      Any = true;
    }
  if (!Any)
    Callees.push_back(Primary);
}

static CallTargets targetsOf(const CallExpr *Call) {
  CallTargets Targets{Call, {}, {}};
  if (const FunctionDecl *F = Call->getDirectCallee()) {
    Targets.Callees.push_back(F);
    return Targets;
  }
  const Expr *Callee = Call->getCallee()->IgnoreParenImpCasts();
  if (const auto *Lookup = dyn_cast<OverloadExpr>(Callee)) {
    Targets.DependentNames.push_back(Lookup->getName().getAsString());
    for (const NamedDecl *D : Lookup->decls())
      if (const auto *F = dyn_cast<FunctionDecl>(D->getUnderlyingDecl()))
        Targets.Callees.push_back(F);
      else if (const auto *T =
                   dyn_cast<FunctionTemplateDecl>(D->getUnderlyingDecl()))
        addTemplateCallees(T, Targets.Callees);
    return Targets;
  }
  if (const auto *Member = dyn_cast<CXXDependentScopeMemberExpr>(Callee)) {
    Targets.DependentNames.push_back(Member->getMember().getAsString());
    return Targets;
  }
  if (const auto *Member = dyn_cast<MemberExpr>(Callee))
    if (const auto *F = dyn_cast<FunctionDecl>(Member->getMemberDecl())) {
      Targets.Callees.push_back(F);
      return Targets;
    }
  // A dependent call whose callee is a type-dependent expression, or a call
  // through a pointer: nothing to look into.
  const auto *Ref = dyn_cast<DeclRefExpr>(Callee);
  if (Callee->isTypeDependent() && Ref)
    Targets.DependentNames.push_back(Ref->getNameInfo().getAsString());
  else
    Targets.Opaque = true;
  return Targets;
}

namespace {
/// Finds the calls in a body.
class CallCollector : public RecursiveASTVisitor<CallCollector> {
public:
  std::vector<CallTargets> Calls;

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitLambdaBodies() const { return true; }

  bool VisitCallExpr(CallExpr *Call) {
    Calls.push_back(targetsOf(Call));
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *Construct) {
    Calls.push_back({Construct, {Construct->getConstructor()}, {}});
    return true;
  }

  // Inline PTX that shuffles, votes or waits at a barrier: a synchronising
  // "call" with no call expression (synchronisingCalls gives it as null).
  bool VisitGCCAsmStmt(GCCAsmStmt *Asm) {
    if (inlinePtxMaySynchronise(*Asm))
      Calls.push_back({nullptr, {}, {}, /*Opaque=*/true});
    return true;
  }
};
} // namespace

bool SyncAnalysis::maySynchronise(const FunctionDecl *Kernel) {
  return callMaySynchronise(Kernel);
}

bool SyncAnalysis::callMaySynchronise(const FunctionDecl *Callee) {
  if (!Callee)
    return true;
  if (isSynchronisingName(Callee->getNameAsString()) &&
      (Callee->getBuiltinID() != 0 ||
       SM.isInSystemHeader(Callee->getLocation()) ||
       !SM.isWrittenInMainFile(SM.getExpansionLoc(Callee->getLocation()))))
    return true;
  // The pattern of a template instance holds the body as written.
  const FunctionDecl *Definition = nullptr;
  if (!Callee->hasBody(Definition)) {
    if (const FunctionDecl *Pattern =
            Callee->getTemplateInstantiationPattern())
      Pattern->hasBody(Definition);
  }
  if (!Definition) {
    // Library functions (the C and C++ libraries, the runtime's own helpers)
    // do not wait for other GPU threads; a device function of the program
    // defined elsewhere might.
    if (Callee->getBuiltinID() != 0 ||
        SM.isInSystemHeader(Callee->getLocation()))
      return false;
    // So might a kernel of another unit (declared here, launched here).
    return (Callee->hasAttr<CUDADeviceAttr>() ||
            Callee->hasAttr<CUDAGlobalAttr>()) &&
           !Callee->hasAttr<CUDAHostAttr>();
  }
  // Host code of the system's libraries (std::operator+ on strings, which
  // a dependent `a + b` may name) has no GPU threads to wait for; walking it
  // would only find calls through pointers.
  if (SM.isInSystemHeader(Definition->getLocation()) &&
      !Definition->hasAttr<CUDADeviceAttr>())
    return false;
  auto [It, Inserted] = Memo.try_emplace(Definition, State::Visiting);
  if (!Inserted)
    return It->second == State::Yes; // Recursion counts as "not yet".
  bool Result = walk(Definition->getBody());
  if (!Result)
    Result = !SM.isInSystemHeader(Definition->getLocation()) &&
             runsInLockStep(Definition);
  Memo[Definition] = Result ? State::Yes : State::No;
  return Result;
}

bool SyncAnalysis::walk(const Stmt *Body) {
  if (!Body)
    return false;
  CallCollector Collector;
  Collector.TraverseStmt(const_cast<Stmt *>(Body));
  // Opaque calls first: they need no look into other functions.
  for (const CallTargets &Call : Collector.Calls)
    if (Call.Opaque)
      return true;
  for (const CallTargets &Call : Collector.Calls)
    if (callMaySynchronise(Call))
      return true;
  return false;
}

bool SyncAnalysis::callMaySynchronise(const CallTargets &Call) {
  if (Call.Opaque)
    return true;
  for (const std::string &Name : Call.DependentNames)
    if (isSynchronisingName(Name))
      return true;
  for (const FunctionDecl *F : Call.Callees)
    if (callMaySynchronise(F))
      return true;
  return false;
}

std::vector<const Expr *> SyncAnalysis::synchronisingCalls(const Stmt *S) {
  std::vector<const Expr *> Found;
  if (!S)
    return Found;
  CallCollector Collector;
  Collector.TraverseStmt(const_cast<Stmt *>(S));
  for (const CallTargets &Call : Collector.Calls)
    if (callMaySynchronise(Call))
      Found.push_back(Call.Call);
  return Found;
}

namespace {
/// Finds reads of shared volatile memory: a volatile value loaded, or
/// updated in place (`+=`, `++`). Stores alone do not count: no lane reads
/// what another wrote, so the order of lanes does not matter. Neither do
/// reads of a thread's own volatile locals.
///
/// A template's pattern has no loads marked where types depend on its
/// parameters: there, every volatile lvalue that is not the target of a
/// plain `=` counts as read.
class VolatileReadFinder : public RecursiveASTVisitor<VolatileReadFinder> {
public:
  explicit VolatileReadFinder(bool Dependent) : Dependent(Dependent) {}
  bool Found = false;

  bool VisitBinaryOperator(BinaryOperator *E) {
    if (E->getOpcode() == BO_Assign)
      StoreTargets.insert(E->getLHS()->IgnoreParens());
    return true;
  }
  bool VisitExpr(Expr *E) {
    if (Dependent && E->isGLValue() && !StoreTargets.count(E) &&
        isa<DeclRefExpr, ArraySubscriptExpr, MemberExpr, UnaryOperator,
            CXXDependentScopeMemberExpr>(E))
      note(E);
    return !Found;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *E) {
    if (E->getCastKind() == CK_LValueToRValue)
      note(E->getSubExpr());
    return !Found;
  }
  bool VisitCompoundAssignOperator(CompoundAssignOperator *E) {
    note(E->getLHS());
    return !Found;
  }
  bool VisitUnaryOperator(UnaryOperator *E) {
    if (E->isIncrementDecrementOp())
      note(E->getSubExpr());
    return !Found;
  }

private:
  bool Dependent;
  llvm::SmallPtrSet<const Expr *, 8> StoreTargets;

  void note(const Expr *Read) {
    if (!Read || !Read->getType().isVolatileQualified())
      return;
    if (!SyncAnalysis::isThreadOwnVariable(Read))
      Found = true;
  }
};

/// Whether E tells the threads of a block apart, as a slot index: a sum
/// one of whose terms is threadIdx.x itself (`threadIdx.x`, `threadIdx.y *
/// 8 + threadIdx.x`), directly or through a local initialised so that the
/// kernel never modifies. `threadIdx.x / 8` is not: eight threads share it.
bool isThreadSlot(const Expr *E, const Stmt &Body, ASTContext &AST,
                  unsigned Depth = 0) {
  if (!E || Depth > 8) // A chain of locals that long is not an index.
    return false;
  E = E->IgnoreParenCasts();
  if (const auto *Sum = dyn_cast<BinaryOperator>(E))
    return Sum->getOpcode() == BO_Add &&
           (isThreadSlot(Sum->getLHS(), Body, AST, Depth + 1) ||
            isThreadSlot(Sum->getRHS(), Body, AST, Depth + 1));
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    return Var && Var->hasLocalStorage() && Var->getInit() &&
           !Var->getType()->isReferenceType() &&
           (Var->getType().isConstQualified() ||
            !ExprMutationAnalyzer(Body, AST).isMutated(Var)) &&
           isThreadSlot(Var->getInit(), Body, AST, Depth + 1);
  }
  // threadIdx.x: the field x of the runtime's threadIdx (this_thread()'s).
  const auto *X = dyn_cast<MemberExpr>(E);
  const auto *Builtin =
      X ? dyn_cast<MemberExpr>(X->getBase()->IgnoreParenImpCasts()) : nullptr;
  return Builtin && X->getMemberDecl()->getName() == "x" &&
         Builtin->getMemberDecl()->getName() == "threadIdx";
}

/// Whether a kernel shares __shared__ memory between its threads: some
/// __shared__ variable is used other than through the thread's own slot.
/// A variable's uses are the thread's own slot when each is subscripted,
/// in one dimension, by one expression (the same for every use) that tells
/// the threads apart: `counts[k][idx]` with `const int idx = threadIdx.y *
/// 8 + threadIdx.x` (HeCBench entropy). Such a kernel needs
/// no lock step; any other use (a pointer into the variable, a subscript
/// that differs) may be a lane reading what another lane wrote.
class SharedUseFinder : public RecursiveASTVisitor<SharedUseFinder> {
public:
  explicit SharedUseFinder(ASTContext &AST) : AST(AST) {}

  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
      if (Var->hasAttr<CUDASharedAttr>())
        Uses[Var].push_back(Ref);
    return true;
  }
  /// The index of each dimension of a subscript chain on a variable.
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *Subscript) {
    unsigned Depth = 0;
    const Expr *Base = Subscript->getBase()->IgnoreParenImpCasts();
    while (const auto *Inner = dyn_cast<ArraySubscriptExpr>(Base)) {
      ++Depth;
      Base = Inner->getBase()->IgnoreParenImpCasts();
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Base)) {
      auto &Indices = Subscripts[Ref];
      if (Indices.size() <= Depth)
        Indices.resize(Depth + 1);
      Indices[Depth] = Subscript->getIdx();
    }
    return true;
  }

  bool sharesMemory(const Stmt &Body) const {
    for (const auto &[Var, Refs] : Uses)
      if (!ownSlotsOnly(Refs, Body))
        return true;
    return false;
  }

private:
  ASTContext &AST;
  llvm::MapVector<const VarDecl *, std::vector<const DeclRefExpr *>> Uses;
  llvm::DenseMap<const DeclRefExpr *, std::vector<const Expr *>> Subscripts;

  bool ownSlotsOnly(const std::vector<const DeclRefExpr *> &Refs,
                    const Stmt &Body) const {
    std::vector<const std::vector<const Expr *> *> Chains;
    size_t Dimensions = SIZE_MAX;
    for (const DeclRefExpr *Ref : Refs) {
      auto It = Subscripts.find(Ref);
      if (It == Subscripts.end())
        return false; // Not subscripted: a pointer into it escapes.
      Chains.push_back(&It->second);
      Dimensions = std::min(Dimensions, It->second.size());
    }
    for (size_t D = 0; D < Dimensions; ++D) {
      const Expr *First = (*Chains.front())[D];
      if (!First || !isThreadSlot(First, Body, AST))
        continue;
      llvm::FoldingSetNodeID Want;
      First->Profile(Want, AST, /*Canonical=*/true);
      bool Same = llvm::all_of(Chains, [&](const auto *Chain) {
        llvm::FoldingSetNodeID Have;
        const Expr *Index = (*Chain)[D];
        if (!Index)
          return false;
        Index->Profile(Have, AST, /*Canonical=*/true);
        return Have == Want;
      });
      if (Same)
        return true;
    }
    return false;
  }
};
} // namespace

bool SyncAnalysis::isThreadOwnVariable(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParens());
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return Var && Var->hasLocalStorage() && !Var->hasAttr<CUDASharedAttr>() &&
         !Var->getType()->isReferenceType();
}

bool SyncAnalysis::runsInLockStep(const FunctionDecl *F) {
  // A template's instances decide as its pattern, which the lock steps are
  // written into (the pattern's analysis is the more cautious one): a launch
  // of an instance must not run as a loop what the text makes wait.
  const FunctionDecl *Pattern = F->getTemplateInstantiationPattern();
  const FunctionDecl *Written = Pattern && Pattern->getBody() ? Pattern : F;
  if (readsVolatileMemory(Written))
    return true;
  if (!F->hasAttr<CUDAGlobalAttr>() || !F->getBody() || walk(F->getBody()))
    return false;
  SharedUseFinder Shared(Written->getASTContext());
  Shared.TraverseStmt(Written->getBody());
  return Shared.sharesMemory(*Written->getBody());
}

bool SyncAnalysis::readsVolatileMemory(const FunctionDecl *F) {
  VolatileReadFinder Finder(F->isDependentContext());
  if (F->getBody())
    Finder.TraverseStmt(F->getBody());
  return Finder.Found;
}

} // namespace hipify
