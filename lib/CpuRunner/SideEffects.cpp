//===- SideEffects.cpp ----------------------------------------------------===//
#include "CpuRunner/SideEffects.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace hipify::phased {

namespace {
class SideEffectFinder : public RecursiveASTVisitor<SideEffectFinder> {
public:
  SideEffectFinder(const std::function<bool(const FunctionDecl *)> &Writes,
                   const FunctionDecl *Own)
      : Writes(Writes), Own(Own) {}
  bool Found = false;

  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp())
      Found |= !isOwnLocal(B->getLHS());
    return !Found;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp())
      Found |= !isOwnLocal(U->getSubExpr());
    return !Found;
  }
  bool VisitCallExpr(CallExpr *Call) {
    std::vector<const FunctionDecl *> Callees = calleesOf(Call);
    if (Callees.empty() || isa<CXXPseudoDestructorExpr>(Call->getCallee()))
      Found |= Callees.empty();
    for (const FunctionDecl *F : Callees)
      Found |= Writes(F);
    // An overloaded assignment operator writes its left side.
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call))
      if (Op->isAssignmentOp() && Op->getNumArgs() &&
          !isOwnLocal(Op->getArg(0)))
        Found = true;
    return !Found;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *Construct) {
    const CXXConstructorDecl *Ctor = Construct->getConstructor();
    Found |= !Ctor->isTrivial() && Writes(Ctor);
    return !Found;
  }
  bool VisitCXXNewExpr(CXXNewExpr *) { return !(Found = true); }
  bool VisitCXXDeleteExpr(CXXDeleteExpr *) { return !(Found = true); }
  bool VisitCXXThrowExpr(CXXThrowExpr *) { return !(Found = true); }
  bool VisitStmtExpr(StmtExpr *) { return !(Found = true); }
  bool VisitAsmStmt(AsmStmt *) { return !(Found = true); }
  bool TraverseLambdaExpr(LambdaExpr *) { return !(Found = true); }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    // Reading a volatile variable is a side effect.
    Found |= Ref->getType().isVolatileQualified();
    return !Found;
  }
  bool VisitVarDecl(VarDecl *V) {
    Found |= V->isStaticLocal();
    return !Found;
  }

private:
  /// A local variable of the function being checked (a by-value parameter
  /// or a local that is not a reference): writing it changes nothing
  /// outside. Outside any function (Own null), nothing is.
  bool isOwnLocal(const Expr *E) const {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    return Own && V && V->hasLocalStorage() && !V->getType()->isReferenceType() &&
           V->getDeclContext() == Own;
  }
  const std::function<bool(const FunctionDecl *)> &Writes;
  const FunctionDecl *Own;
};
} // namespace

SideEffects::SideEffects(const Origin &From)
    : From(From),
      Writes([this](const FunctionDecl *F) { return functionWrites(F); }) {}

bool SideEffects::of(const Stmt *S) {
  SideEffectFinder Finder(Writes, nullptr);
  Finder.TraverseStmt(const_cast<Stmt *>(S));
  return Finder.Found;
}

bool SideEffects::libraryFunctionWrites(const FunctionDecl *F) {
  std::string Name = F->getNameAsString();
  std::string Lower = llvm::StringRef(Name).lower();
  if (F->isVariadic() || llvm::StringRef(Lower).contains("atomic") ||
      llvm::StringRef(Lower).contains("printf") || Name == "__trap" ||
      Name == "abort" || Name == "exit" || Name == "__assert_fail" ||
      Name == "malloc" || Name == "free")
    return true;
  // A member that is not const may change its object.
  if (const auto *Method = dyn_cast<CXXMethodDecl>(F))
    if (Method->isInstance() && !Method->isConst() &&
        !isa<CXXConstructorDecl>(Method))
      return true;
  // Anything it could write through.
  for (const ParmVarDecl *Param : F->parameters()) {
    QualType T = Param->getType();
    if ((T->isPointerType() || T->isReferenceType()) &&
        !T->getPointeeType().isConstQualified())
      return true;
  }
  return false;
}

bool SideEffects::functionWrites(const FunctionDecl *F) {
  if (const FunctionDecl *Pattern = F->getTemplateInstantiationPattern())
    F = Pattern;
  auto [It, Inserted] = Memo.try_emplace(F, true);
  if (!Inserted)
    return It->second; // Recursion: assume it writes.
  bool Result;
  const FunctionDecl *Definition = nullptr;
  if (From.isLibrary(F))
    Result = libraryFunctionWrites(F);
  else if (!F->hasBody(Definition))
    Result = true;
  else {
    SideEffectFinder Finder(Writes, Definition);
    Finder.TraverseStmt(Definition->getBody());
    Result = Finder.Found;
    for (const ParmVarDecl *Param : Definition->parameters())
      Result |= Param->getType()->isReferenceType() &&
                !Param->getType()->getPointeeType().isConstQualified();
  }
  Memo[F] = Result;
  return Result;
}

} // namespace hipify::phased
