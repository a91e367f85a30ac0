//===- Dim3ConversionWriter.cpp -------------------------------------------===//
#include "Translate/Dim3ConversionWriter.h"
#include "Mapping/HipLaunchFacts.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void Dim3ConversionWriter::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(cxxConstructExpr(argumentCountIs(1)).bind("construct"),
                    this);
}

/// Whether Type is the CUDA record Name.
static bool isCudaRecord(QualType Type, llvm::StringRef Name,
                         const TranslationContext &Context) {
  const RecordDecl *Record =
      Type.getNonReferenceType().getCanonicalType()->getAsRecordDecl();
  return Record && Record->getIdentifier() && Record->getName() == Name &&
         Context.isDeclaredByCuda(Record);
}

/// A variable or a member of one: naming it three times reads the same
/// value three times.
static bool isPlainLvalue(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (isa<DeclRefExpr>(E))
    return true;
  if (const auto *Member = dyn_cast<MemberExpr>(E))
    return !Member->isArrow() ? isPlainLvalue(Member->getBase())
                              : isa<DeclRefExpr>(
                                    Member->getBase()->IgnoreParenImpCasts());
  return false;
}

void Dim3ConversionWriter::run(const MatchFinder::MatchResult &Result) {
  const auto *Construct = Result.Nodes.getNodeAs<CXXConstructExpr>("construct");
  const CXXConstructorDecl *Ctor = Construct->getConstructor();
  const std::string &Dim3 = hipLaunchFacts().DimensionType;
  if (!Ctor || !isCudaRecord(Construct->getType(), Dim3, Context) ||
      Ctor->getNumParams() != 1 ||
      !isCudaRecord(Ctor->getParamDecl(0)->getType(), "uint3", Context))
    return;
  // The uint3 parameter is taken by value: a copy of what was written.
  const Expr *Source = Construct->getArg(0)->IgnoreImplicit();
  if (const auto *Copy = dyn_cast<CXXConstructExpr>(Source))
    if (Copy->getNumArgs() == 1 && Copy->getConstructor() &&
        Copy->getConstructor()->isCopyOrMoveConstructor())
      Source = Copy->getArg(0)->IgnoreImplicit();
  if (!Context.isTranslatedLocation(
          Context.sourceManager().getFileLoc(Source->getBeginLoc())))
    return;
  // make_uint3(x, y, z) -> dim3(x, y, z).
  if (const auto *Call = dyn_cast<CallExpr>(Source->IgnoreParens())) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (Callee && Callee->getIdentifier() &&
        Callee->getName() == "make_uint3" && Context.isDeclaredByCuda(Callee)) {
      FileRange Where;
      if (Context.placeToken(Call->getExprLoc(), "make_uint3", Where) !=
          TranslationContext::Placement::Editable)
        return;
      size_t Owner = Context.report(
          rules::Dim3Conversion, Severity::Note, FindingCategory::Type,
          "'make_uint3' -> 'dim3': the uint3 becomes a dim3 here, and HIP's "
          "dim3 has no constructor from uint3",
          Where);
      Context.edits().replace(Owner, Where, Dim3);
      return;
    }
  }
  std::optional<TranslationContext::PlacedConstruct> Placed =
      Context.placeConstruct(Source->getSourceRange(),
                             {Source->getSourceRange()},
                             Source->getEndLoc());
  if (!Placed)
    return;
  if (!isPlainLvalue(Source)) {
    Context.report(rules::Dim3Conversion, Severity::Warning,
                   FindingCategory::Type,
                   "a uint3 becomes a dim3 here, and HIP's dim3 has no "
                   "constructor from uint3; write dim3(u.x, u.y, u.z) by hand "
                   "(the expression is not a plain variable, so hipify does "
                   "not repeat it)",
                   Placed->Whole);
    return;
  }
  unsigned MaxPiece = 0;
  std::vector<TemplatePart> Parts =
      parseTemplate(Dim3 + "(($1).x, ($1).y, ($1).z)", MaxPiece);
  size_t Owner = Context.report(
      rules::Dim3Conversion, Severity::Note, FindingCategory::Type,
      "the uint3 becomes dim3(u.x, u.y, u.z): HIP's dim3 has no constructor "
      "from uint3",
      Placed->Whole);
  Context.edits().rewrite(Owner, Placed->Whole, std::move(Placed->Parts),
                          std::move(Parts));
}

} // namespace hipify
