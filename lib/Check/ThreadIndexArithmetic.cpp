//===- ThreadIndexArithmetic.cpp ------------------------------------------===//
#include "Check/ThreadIndexArithmetic.h"
#include "clang/AST/ASTContext.h"
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

bool readsThreadIndex(const Expr *E) {
  ThreadIndexFinder Finder;
  Finder.TraverseStmt(const_cast<Expr *>(E));
  return Finder.Found;
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
