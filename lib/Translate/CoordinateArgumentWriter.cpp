//===- CoordinateArgumentWriter.cpp ---------------------------------------===//
#include "Translate/CoordinateArgumentWriter.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void CoordinateArgumentWriter::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(callExpr().bind("call"), this);
}

/// Whether E is CUDA's threadIdx.x (or another builtin coordinate): clang
/// models it as a property of a variable of type __cuda_builtin_*_t.
static bool isBuiltinCoordinate(const Expr *E) {
  const auto *Pseudo = dyn_cast<PseudoObjectExpr>(E->IgnoreImpCasts());
  if (!Pseudo)
    return false;
  const auto *Property =
      dyn_cast<MSPropertyRefExpr>(Pseudo->getSyntacticForm());
  if (!Property)
    return false;
  const Expr *Base = Property->getBaseExpr()->IgnoreImpCasts();
  if (const auto *Opaque = dyn_cast<OpaqueValueExpr>(Base))
    Base = Opaque->getSourceExpr()->IgnoreImpCasts();
  const auto *Ref = dyn_cast_or_null<DeclRefExpr>(Base);
  if (!Ref)
    return false;
  const auto *Record = Ref->getType()->getAsCXXRecordDecl();
  return Record && Record->getName().starts_with("__cuda_builtin_");
}

/// Why Callee's argument I takes its type from the argument: a variadic
/// argument, a template's deduced parameter, or an overloaded name. Empty
/// when the parameter's type is fixed.
static llvm::StringRef whyTypeMatters(const FunctionDecl *Callee, unsigned I) {
  if (I >= Callee->getNumParams())
    return Callee->isVariadic() ? "a variadic argument" : "";
  if (const FunctionTemplateDecl *T = Callee->getPrimaryTemplate())
    if (I < T->getTemplatedDecl()->getNumParams() &&
        T->getTemplatedDecl()->getParamDecl(I)->getType()->isDependentType())
      return "a parameter whose type the template deduces";
  DeclContextLookupResult Found =
      Callee->getDeclContext()->getRedeclContext()->lookup(
          Callee->getDeclName());
  if (std::distance(Found.begin(), Found.end()) > 1)
    return "an argument of an overloaded function";
  return "";
}

void CoordinateArgumentWriter::run(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || isa<CXXOperatorCallExpr>(Call))
    return;
  for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
    const Expr *Arg = Call->getArg(I);
    if (isa<CXXDefaultArgExpr>(Arg) || !isBuiltinCoordinate(Arg))
      continue;
    llvm::StringRef Why = whyTypeMatters(Callee, I);
    if (Why.empty())
      continue;
    const Expr *Written = Arg->IgnoreImpCasts();
    std::optional<TranslationContext::PlacedConstruct> Placed =
        Context.placeConstruct(Written->getSourceRange(),
                               {Written->getSourceRange()},
                               Written->getEndLoc());
    if (!Placed)
      continue;
    std::string Template = "static_cast<unsigned int>($1)";
    unsigned MaxPiece = 0;
    std::vector<TemplatePart> Parts = parseTemplate(Template, MaxPiece);
    size_t Owner = Context.report(
        rules::OverloadConversion, Severity::Note, FindingCategory::Function,
        "argument " + std::to_string(I + 1) + " of '" +
            Callee->getNameAsString() +
            "' converted to 'unsigned int' explicitly: it is " + Why.str() +
            ", and HIP's builtin coordinates are objects that convert to "
            "unsigned int, not unsigned ints as CUDA's are",
        Placed->Whole);
    Context.edits().rewrite(Owner, Placed->Whole, std::move(Placed->Parts),
                            std::move(Parts));
  }
}

} // namespace hipify
