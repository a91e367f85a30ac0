//===- KernelLaunches.cpp -------------------------------------------------===//
#include "WarpFix/KernelLaunches.h"
#include "WarpFix/ThreadIndexArithmetic.h"
#include "WarpFix/WarpFixPlan.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include <set>

using namespace clang;

namespace hipify {

namespace {

using Shape = std::array<std::optional<uint64_t>, 3>;

class LaunchFinder : public RecursiveASTVisitor<LaunchFinder> {
public:
  LaunchFinder(const SourceManager &SM, ASTContext &AST) : SM(SM), AST(AST) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool TraverseDecl(Decl *D) {
    if (D && !isa<TranslationUnitDecl>(D) &&
        SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation())))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }
  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *Launch) {
    const FunctionDecl *Kernel = Launch->getDirectCallee();
    const CallExpr *Config = Launch->getConfig();
    if (!Kernel || !Config || Config->getNumArgs() < 2)
      return true;
    Kernel = planKey(*Kernel);
    ++LaunchCallees[Kernel];
    Pending.push_back({Kernel, Config->getArg(1), Launch->getBeginLoc()});
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (const auto *F = dyn_cast<FunctionDecl>(Ref->getDecl()))
      if (F->hasAttr<CUDAGlobalAttr>())
        ++References[planKey(*F)];
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
      ++Uses[Var];
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *Cast) {
    if (Cast->getCastKind() == CK_LValueToRValue)
      if (const auto *Ref =
              dyn_cast<DeclRefExpr>(Cast->getSubExpr()->IgnoreParens()))
        if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
          ++Reads[Var];
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *Op) {
    if (Op->isAssignmentOp())
      noteWritten(Op->getLHS());
    return true;
  }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *Call) {
    if (Call->isAssignmentOp() && Call->getNumArgs() > 0)
      noteWritten(Call->getArg(0));
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *Op) {
    if (Op->getOpcode() == UO_AddrOf || Op->isIncrementDecrementOp())
      noteWritten(Op->getSubExpr());
    return true;
  }

  std::map<const FunctionDecl *, KernelLaunches> resolve() {
    std::map<const FunctionDecl *, KernelLaunches> Launches;
    for (const auto &[Kernel, Block, Where] : Pending) {
      LaunchedBlock Launched;
      Launched.Where = Where;
      if (std::optional<Shape> Extent = blockShape(Block, 0))
        Launched.Extent = *Extent;
      Launches[Kernel].Blocks.push_back(Launched);
    }
    for (auto &[Kernel, Found] : Launches)
      Found.NamedOtherwise = References[Kernel] != LaunchCallees[Kernel];
    return Launches;
  }

private:
  void noteWritten(const Expr *E) {
    E = E->IgnoreParenImpCasts();
    while (const auto *Member = dyn_cast<MemberExpr>(E))
      E = Member->getBase()->IgnoreParenImpCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
        WrittenVariables.insert(Var);
  }

  /// An integer extent: a constant, or a local variable whose every use is
  /// a read of its value (no reference to it is ever bound or written
  /// through), followed to its initialiser.
  std::optional<uint64_t> extent(const Expr *E, unsigned Depth) {
    if (!E || Depth > 4)
      return std::nullopt;
    if (std::optional<uint64_t> Value = integerConstant(E, AST))
      return Value;
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!Var || !Var->hasLocalStorage() || !Var->getInit() ||
        !Var->getType()->isIntegerType() || Uses[Var] != Reads[Var])
      return std::nullopt;
    return extent(Var->getInit(), Depth + 1);
  }

  /// The block's extents: an integer (x), `dim3(x, y, z)` and its copies.
  std::optional<Shape> blockShape(const Expr *E, unsigned Depth) {
    if (!E || Depth > 4)
      return std::nullopt;
    E = E->IgnoreImplicit()->IgnoreParens();
    if (E->getType()->isIntegerType())
      return Shape{extent(E, Depth), 1u, 1u};
    if (const auto *Cast = dyn_cast<CXXFunctionalCastExpr>(E))
      return blockShape(Cast->getSubExpr(), Depth + 1);
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(E)) {
      if (Construct->getNumArgs() == 0)
        return std::nullopt;
      const Expr *X = Construct->getArg(0)->IgnoreImplicit();
      if (!X->getType()->isIntegerType())
        return Construct->getNumArgs() == 1 ? blockShape(X, Depth + 1)
                                            : std::nullopt;
      Shape Extent{std::nullopt, 1u, 1u};
      for (unsigned I = 0; I < Construct->getNumArgs() && I < 3; ++I)
        Extent[I] = extent(Construct->getArg(I), Depth + 1);
      return Extent;
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
        if (Var->getInit() && !WrittenVariables.count(Var))
          return blockShape(Var->getInit(), Depth + 1);
    return std::nullopt;
  }

  struct Launch {
    const FunctionDecl *Kernel;
    const Expr *Block;
    SourceLocation Where;
  };
  const SourceManager &SM;
  ASTContext &AST;
  std::vector<Launch> Pending;
  std::map<const FunctionDecl *, unsigned> References, LaunchCallees;
  std::set<const VarDecl *> WrittenVariables;
  std::map<const VarDecl *, unsigned> Uses, Reads;
};

} // namespace

std::map<const FunctionDecl *, KernelLaunches>
findKernelLaunches(ASTContext &AST) {
  LaunchFinder Finder(AST.getSourceManager(), AST);
  Finder.TraverseDecl(AST.getTranslationUnitDecl());
  return Finder.resolve();
}

} // namespace hipify
