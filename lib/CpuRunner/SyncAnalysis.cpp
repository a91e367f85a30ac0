//===- SyncAnalysis.cpp ---------------------------------------------------===//
#include "CpuRunner/SyncAnalysis.h"
#include "CpuRunner/InlinePtxLowering.h"
#include "Mapping/CudaSourceFacts.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
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
        Targets.Callees.push_back(T->getTemplatedDecl());
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
  auto [It, Inserted] = Memo.try_emplace(Definition, State::Visiting);
  if (!Inserted)
    return It->second == State::Yes; // Recursion counts as "not yet".
  bool Result = touchesVolatileMemory(Definition) && !SM.isInSystemHeader(
                                                         Definition->getLocation());
  if (!Result)
    Result = walk(Definition->getBody());
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
class VolatileFinder : public RecursiveASTVisitor<VolatileFinder> {
public:
  bool Found = false;
  static bool isVolatileAccess(QualType T) {
    if (T.isNull())
      return false;
    if (T.isVolatileQualified())
      return true;
    if (const auto *Array = T->getAsArrayTypeUnsafe())
      return Array->getElementType().isVolatileQualified();
    return !T->getPointeeType().isNull() &&
           T->getPointeeType().isVolatileQualified();
  }
  bool VisitValueDecl(ValueDecl *D) {
    Found |= isVolatileAccess(D->getType());
    return !Found;
  }
  bool VisitCStyleCastExpr(CStyleCastExpr *E) {
    Found |= isVolatileAccess(E->getType());
    return !Found;
  }
  bool VisitCXXNamedCastExpr(CXXNamedCastExpr *E) {
    Found |= isVolatileAccess(E->getType());
    return !Found;
  }
};
} // namespace

bool SyncAnalysis::touchesVolatileMemory(const FunctionDecl *F) {
  VolatileFinder Finder;
  for (const ParmVarDecl *Param : F->parameters())
    Finder.Found |= VolatileFinder::isVolatileAccess(Param->getType());
  if (!Finder.Found && F->getBody())
    Finder.TraverseStmt(F->getBody());
  return Finder.Found;
}

} // namespace hipify
