//===- ThreadIndexArithmetic.cpp ------------------------------------------===//
#include "WarpFix/ThreadIndexArithmetic.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace hipify {

namespace {

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

} // namespace

/// `threadIdx.x`, `blockDim.x`: which component of which built-in. CUDA's
/// components are properties; HIP's (the CUDA facade's) static members
/// converted to unsigned int.
bool isBuiltin(const Expr *E, llvm::StringRef Variable, llvm::StringRef Field) {
  E = E ? E->IgnoreParenImpCasts() : nullptr;
  if (const auto *Pseudo = dyn_cast_or_null<PseudoObjectExpr>(E))
    E = Pseudo->getSyntacticForm()->IgnoreParens();
  if (const auto *Conversion = dyn_cast_or_null<CXXMemberCallExpr>(E))
    if (isa_and_nonnull<CXXConversionDecl>(Conversion->getMethodDecl()))
      E = Conversion->getImplicitObjectArgument()->IgnoreParenImpCasts();
  const Expr *BaseExpr = nullptr;
  const ValueDecl *Component = nullptr;
  if (const auto *Property = dyn_cast_or_null<MSPropertyRefExpr>(E)) {
    Component = Property->getPropertyDecl();
    BaseExpr = Property->getBaseExpr();
  } else if (const auto *Member = dyn_cast_or_null<MemberExpr>(E)) {
    Component = Member->getMemberDecl();
    BaseExpr = Member->getBase();
  }
  if (!Component || !Component->getIdentifier() ||
      Component->getName() != Field)
    return false;
  BaseExpr = BaseExpr->IgnoreParenImpCasts();
  if (const auto *Opaque = dyn_cast<OpaqueValueExpr>(BaseExpr))
    BaseExpr = Opaque->getSourceExpr()->IgnoreParenImpCasts();
  const auto *Base = dyn_cast<DeclRefExpr>(BaseExpr);
  return Base && Base->getDecl()->getIdentifier() &&
         Base->getDecl()->getName() == Variable;
}

bool readsThreadIndex(const Expr *E) {
  ThreadIndexFinder Finder;
  Finder.TraverseStmt(const_cast<Expr *>(E));
  return Finder.Found;
}

const DeclRefExpr *warpSizeAsRowWidth(const BinaryOperator &Op) {
  if (Op.getOpcode() != BO_Mul && Op.getOpcode() != BO_MulAssign)
    return nullptr;
  auto warpSizeOf = [](const Expr *E) -> const DeclRefExpr * {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return Ref && Ref->getDecl()->getIdentifier() &&
                   Ref->getDecl()->getName() == "warpSize"
               ? Ref
               : nullptr;
  };
  auto rowIndex = [](const Expr *E) {
    return isBuiltin(E, "threadIdx", "y") || isBuiltin(E, "threadIdx", "z");
  };
  if (rowIndex(Op.getLHS()))
    return warpSizeOf(Op.getRHS());
  if (rowIndex(Op.getRHS()))
    return warpSizeOf(Op.getLHS());
  return nullptr;
}

std::optional<uint64_t> integerConstant(const Expr *E, const ASTContext &AST) {
  E = E->IgnoreParenImpCasts();
  if (E->isValueDependent() || !E->getType()->isIntegerType())
    return std::nullopt;
  Expr::EvalResult Result;
  if (!E->EvaluateAsInt(Result, AST))
    return std::nullopt;
  return Result.Val.getInt().getZExtValue();
}

std::optional<uint64_t> warpLiteralOnThreadIndex(const BinaryOperator &Op,
                                                 const ASTContext &AST) {
  auto WrittenLiteral = [&](const Expr *E) -> std::optional<uint64_t> {
    if (!isa<IntegerLiteral>(E->IgnoreParenImpCasts()))
      return std::nullopt;
    return integerConstant(E, AST);
  };
  const Expr *Index = Op.getLHS();
  std::optional<uint64_t> Literal = WrittenLiteral(Op.getRHS());
  if (!Literal) {
    Index = Op.getRHS();
    Literal = WrittenLiteral(Op.getLHS());
  }
  if (!Literal || integerConstant(Index, AST))
    return std::nullopt;
  BinaryOperatorKind Kind = Op.getOpcode();
  if (Op.isCompoundAssignmentOp())
    Kind = BinaryOperator::getOpForCompoundAssignment(Kind);
  bool Relational = Op.isComparisonOp();
  bool WarpConstant = (Kind == BO_And && *Literal == 31) ||
                      (Kind == BO_Shr && *Literal == 5) ||
                      ((Kind == BO_Rem || Kind == BO_Div || Relational) &&
                       *Literal == 32);
  if (!WarpConstant || !readsThreadIndex(Index))
    return std::nullopt;
  return Literal;
}

} // namespace hipify
