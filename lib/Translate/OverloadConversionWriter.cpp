//===- OverloadConversionWriter.cpp ---------------------------------------===//
#include "Translate/OverloadConversionWriter.h"
#include "Mapping/HipOverloads.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void OverloadConversionWriter::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(callExpr().bind("call"), this);
}

/// Whether an implicit conversion changes one arithmetic type into another:
/// what makes a call ambiguous between overloads of equal rank.
static bool isArithmeticConversion(CastKind Kind) {
  switch (Kind) {
  case CK_IntegralCast:
  case CK_FloatingCast:
  case CK_IntegralToFloating:
  case CK_FloatingToIntegral:
    return true;
  default:
    return false;
  }
}

void OverloadConversionWriter::run(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Callee->getIdentifier() ||
      !Context.isDeclaredByCuda(Callee) ||
      hipOverloads().count(Callee->getName()) < 2)
    return;
  // Only where CUDA has one declaration: with CUDA's own overloads, the
  // call already chose among functions of the same shapes HIP has.
  DeclContextLookupResult Found =
      Callee->getDeclContext()->getRedeclContext()->lookup(
          Callee->getDeclName());
  if (std::distance(Found.begin(), Found.end()) != 1)
    return;
  PrintingPolicy Policy(Context.langOptions());
  for (unsigned I = 0; I < Call->getNumArgs() && I < Callee->getNumParams();
       ++I) {
    const auto *Cast = dyn_cast<ImplicitCastExpr>(Call->getArg(I));
    if (!Cast || !isArithmeticConversion(Cast->getCastKind()))
      continue;
    const Expr *Written = Cast->getSubExpr()->IgnoreImplicit();
    std::string Type =
        Callee->getParamDecl(I)->getType().getUnqualifiedType().getAsString(
            Policy);
    std::optional<TranslationContext::PlacedConstruct> Placed =
        Context.placeConstruct(Written->getSourceRange(),
                               {Written->getSourceRange()},
                               Call->getRParenLoc());
    if (!Placed)
      continue;
    std::string Template = "static_cast<" + Type + ">($1)";
    unsigned MaxPiece = 0;
    std::vector<TemplatePart> Parts = parseTemplate(Template, MaxPiece);
    size_t Owner = Context.report(
        rules::OverloadConversion, Severity::Note, FindingCategory::Function,
        "argument " + std::to_string(I + 1) + " of '" +
            Callee->getName().str() + "' converted to '" + Type +
            "' explicitly, as CUDA's one declaration did: HIP overloads '" +
            Callee->getName().str() + "', and the implicit conversion from '" +
            Written->getType().getUnqualifiedType().getAsString(Policy) +
            "' would be ambiguous",
        Placed->Whole);
    Context.edits().rewrite(Owner, Placed->Whole, std::move(Placed->Parts),
                            std::move(Parts));
  }
}

} // namespace hipify
