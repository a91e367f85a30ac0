//===- PhasedCallKinds.cpp ------------------------------------------------===//
#include "CpuRunner/PhasedCallKinds.h"
#include "Mapping/CudaSourceFacts.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include <optional>

using namespace clang;

namespace hipify::phased {

bool Origin::isLibrary(const Decl *D) const {
  if (const auto *F = dyn_cast<FunctionDecl>(D); F && F->getBuiltinID())
    return true;
  SourceLocation Loc = SM.getExpansionLoc(D->getLocation());
  if (Loc.isInvalid() || SM.isInSystemHeader(Loc))
    return true;
  llvm::StringRef File = SM.getFilename(Loc);
  return !RuntimeInclude.empty() && File.starts_with(RuntimeInclude);
}

bool hasAnnotation(const FunctionDecl *F, llvm::StringRef Name) {
  if (!F)
    return false;
  const FunctionDecl *Pattern = F->getTemplateInstantiationPattern();
  for (const FunctionDecl *D : {F, Pattern})
    if (D)
      for (const auto *A : D->specific_attrs<AnnotateAttr>())
        if (A->getAnnotation() == Name)
          return true;
  return false;
}

std::vector<const FunctionDecl *> calleesOf(const Expr *E) {
  std::vector<const FunctionDecl *> Callees;
  const auto *Call = dyn_cast<CallExpr>(E);
  if (!Call)
    return Callees;
  if (const FunctionDecl *F = Call->getDirectCallee()) {
    Callees.push_back(F);
    return Callees;
  }
  const Expr *Callee = Call->getCallee()->IgnoreParenImpCasts();
  if (const auto *Lookup = dyn_cast<OverloadExpr>(Callee))
    for (const NamedDecl *D : Lookup->decls()) {
      const NamedDecl *Under = D->getUnderlyingDecl();
      if (const auto *F = dyn_cast<FunctionDecl>(Under))
        Callees.push_back(F);
      else if (const auto *T = dyn_cast<FunctionTemplateDecl>(Under))
        Callees.push_back(T->getTemplatedDecl());
    }
  return Callees;
}

static bool isBlockBarrierName(const FunctionDecl *F) {
  return F->getName() == cudaSourceFacts().BlockBarrier;
}

CallKind kindOfCall(const Expr *E, const Origin &From) {
  std::vector<const FunctionDecl *> Callees = calleesOf(E);
  if (Callees.empty())
    return CallKind::Other;
  std::optional<CallKind> Kind;
  for (const FunctionDecl *F : Callees) {
    CallKind This = CallKind::Other;
    // Clang's own __syncthreads in the prepare parse, the runner's
    // function in others; one the program defines is neither.
    bool Runtime = From.isLibrary(F);
    if (Runtime && (isBlockBarrierName(F) || hasAnnotation(F, kBarrierAnnotation)))
      This = CallKind::Barrier;
    else if (Runtime && hasAnnotation(F, kCollectiveAnnotation))
      This = cudaSourceFacts().isBlockBarrier(F->getName())
                 ? CallKind::BlockCollective
                 : CallKind::Collective;
    if (Kind && *Kind != This)
      return CallKind::Other;
    Kind = This;
  }
  return *Kind;
}

std::string calleeName(const Expr *E) {
  std::vector<const FunctionDecl *> Callees = calleesOf(E);
  return Callees.empty() ? std::string("a function through a pointer")
                         : "'" + Callees.front()->getNameAsString() + "'";
}

} // namespace hipify::phased
