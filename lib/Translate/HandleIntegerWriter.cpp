//===- HandleIntegerWriter.cpp --------------------------------------------===//
#include "Translate/HandleIntegerWriter.h"
#include "Mapping/HipTypedefNames.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void HandleIntegerWriter::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(binaryOperator().bind("binary"), this);
  Finder.addMatcher(returnStmt(hasReturnValue(expr().bind("value")),
                               forFunction(functionDecl().bind("function")))
                        .bind("return"),
                    this);
  Finder.addMatcher(varDecl(hasInitializer(expr().bind("init"))).bind("var"),
                    this);
}

std::string HandleIntegerWriter::handleHipName(QualType T) const {
  if (!T->isIntegerType())
    return "";
  while (const auto *Typedef = T->getAs<TypedefType>()) {
    const TypedefNameDecl *D = Typedef->getDecl();
    if (D->getIdentifier() && Context.isDeclaredByCuda(D))
      if (const MappingRow *Row = Context.table().lookup(D->getName()))
        if (Row->isTranslatable() && isHipPointerTypedef(Row->Hip))
          return Row->Hip;
    T = Typedef->desugar();
  }
  return "";
}

/// The null pointer constant 0, which a pointer takes as it is.
static bool isZero(const Expr *E, const ASTContext &Ctx) {
  return E->isNullPointerConstant(const_cast<ASTContext &>(Ctx),
                                  Expr::NPC_ValueDependentIsNull) !=
         Expr::NPCK_NotNull;
}

/// Integer arithmetic (its result is an integer in HIP too, whatever
/// typedef CUDA's result type kept).
static bool isArithmetic(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  return isa<BinaryOperator>(E) || isa<UnaryOperator>(E) ||
         isa<ConditionalOperator>(E);
}

void HandleIntegerWriter::asInteger(const Expr *Operand, llvm::StringRef Hip) {
  const Expr *E = Operand->IgnoreParenImpCasts();
  if (isArithmetic(E))
    return;
  std::optional<TranslationContext::PlacedConstruct> Placed =
      Context.placeConstruct(E->getSourceRange(), {E->getSourceRange()},
                             E->getEndLoc());
  if (!Placed)
    return;
  unsigned MaxPiece = 0;
  std::vector<TemplatePart> Parts =
      parseTemplate("(unsigned long long)($1)", MaxPiece);
  size_t Owner = Context.report(
      rules::ApiRename, Severity::Note, FindingCategory::Type,
      "'" + Hip.str() +
          "' is a pointer in HIP, an unsigned long long in CUDA: integer "
          "arithmetic on it gets the conversion",
      Placed->Whole);
  Context.edits().rewrite(Owner, Placed->Whole, std::move(Placed->Parts),
                          std::move(Parts));
}

void HandleIntegerWriter::asHandle(const Expr *Value, llvm::StringRef Hip) {
  const Expr *E = Value->IgnoreParenImpCasts();
  if ((!handleHipName(E->getType()).empty() && !isArithmetic(E)) ||
      isZero(E, *AST) || !E->getType()->isIntegerType())
    return;
  std::optional<TranslationContext::PlacedConstruct> Placed =
      Context.placeConstruct(E->getSourceRange(), {E->getSourceRange()},
                             E->getEndLoc());
  if (!Placed)
    return;
  unsigned MaxPiece = 0;
  std::vector<TemplatePart> Parts =
      parseTemplate("(" + Hip.str() + ")(unsigned long long)($1)", MaxPiece);
  size_t Owner = Context.report(
      rules::ApiRename, Severity::Note, FindingCategory::Type,
      "'" + Hip.str() +
          "' is a pointer in HIP, an unsigned long long in CUDA: the integer "
          "that becomes one gets the conversion",
      Placed->Whole);
  Context.edits().rewrite(Owner, Placed->Whole, std::move(Placed->Parts),
                          std::move(Parts));
}

void HandleIntegerWriter::run(const MatchFinder::MatchResult &Result) {
  AST = Result.Context;
  if (const auto *Op = Result.Nodes.getNodeAs<BinaryOperator>("binary")) {
    if (Op->isAssignmentOp() && Op->getOpcode() == BO_Assign) {
      std::string Hip = handleHipName(Op->getLHS()->getType());
      if (!Hip.empty())
        asHandle(Op->getRHS(), Hip);
      return;
    }
    if (Op->isAssignmentOp() || Op->isLogicalOp() ||
        Op->getOpcode() == BO_Comma)
      return;
    const Expr *Sides[] = {Op->getLHS(), Op->getRHS()};
    bool Equality = Op->isEqualityOp();
    for (int I = 0; I < 2; ++I) {
      std::string Hip =
          handleHipName(Sides[I]->IgnoreParenImpCasts()->getType());
      if (Hip.empty())
        continue;
      // Two handles compare as pointers; a handle and 0 too.
      const Expr *Other = Sides[1 - I]->IgnoreParenImpCasts();
      if (Equality && (!handleHipName(Other->getType()).empty() ||
                       isZero(Other, *Result.Context)))
        continue;
      asInteger(Sides[I], Hip);
    }
    return;
  }
  if (const auto *Return = Result.Nodes.getNodeAs<ReturnStmt>("return")) {
    const auto *F = Result.Nodes.getNodeAs<FunctionDecl>("function");
    std::string Hip = handleHipName(F->getReturnType());
    if (!Hip.empty())
      asHandle(Return->getRetValue(), Hip);
    return;
  }
  if (const auto *Var = Result.Nodes.getNodeAs<VarDecl>("var")) {
    std::string Hip = handleHipName(Var->getType());
    if (!Hip.empty() && Var->getInit())
      asHandle(Var->getInit(), Hip);
  }
}

} // namespace hipify
