//===- UserOverloadRenamer.cpp --------------------------------------------===//
#include "Translate/UserOverloadRenamer.h"
#include "Mapping/HipOverloads.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

/// The prefix of the new name: the function stays the user's own.
static constexpr llvm::StringLiteral RenamePrefix = "user_";

void UserOverloadRenamer::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(functionDecl().bind("function"), this);
  Finder.addMatcher(declRefExpr(to(functionDecl())).bind("ref"), this);
}

bool UserOverloadRenamer::clashesWithHip(const FunctionDecl &F,
                                         std::string &Signature) const {
  if (!F.getIdentifier() || hipOverloads().count(F.getName()) == 0 ||
      isa<CXXMethodDecl>(F) || F.isTemplateInstantiation() ||
      F.getDescribedFunctionTemplate() ||
      !F.getDeclContext()->getRedeclContext()->isTranslationUnit())
    return false;
  // Every declaration is the user's: a redeclaration of CUDA's own
  // function is CUDA's overload, which HIP declares the same way.
  for (const FunctionDecl *Redecl : F.redecls())
    if (Context.isDeclaredByCuda(Redecl) ||
        !Context.isTranslatedLocation(
            Context.sourceManager().getExpansionLoc(Redecl->getLocation())))
      return false;
  PrintingPolicy Policy(Context.langOptions());
  std::vector<std::string> Types;
  for (const ParmVarDecl *Param : F.parameters())
    Types.push_back(
        Param->getType().getCanonicalType().getUnqualifiedType().getAsString(
            Policy));
  Signature = F.getName().str() + "(" + llvm::join(Types, ", ") + ")";
  return hipOverloads().declares(F.getName(), Types);
}

void UserOverloadRenamer::rename(const FunctionDecl &F, SourceLocation NameLoc,
                                 bool IsDeclaration) {
  std::string Signature;
  if (!clashesWithHip(F, Signature))
    return;
  FileRange Where;
  if (Context.placeToken(NameLoc, F.getName(), Where) !=
      TranslationContext::Placement::Editable)
    return;
  std::string NewName = (RenamePrefix + F.getName()).str();
  std::string Message =
      IsDeclaration
          ? "'" + Signature + "' is the program's own, and HIP declares "
                "that overload too (a redefinition under hipcc): renamed "
                "to '" + NewName + "' here and where it is used; HIP's '" +
                F.getName().str() + "' may replace it"
          : "'" + F.getName().str() + "' -> '" + NewName +
                "': the program's own '" + Signature + "', renamed";
  size_t Owner = Context.report(rules::UserOverload, Severity::Note,
                                FindingCategory::Function, Message, Where);
  Context.edits().replace(Owner, Where, NewName);
}

void UserOverloadRenamer::run(const MatchFinder::MatchResult &Result) {
  if (const auto *F = Result.Nodes.getNodeAs<FunctionDecl>("function"))
    return rename(*F, F->getLocation(), true);
  const auto *Ref = Result.Nodes.getNodeAs<DeclRefExpr>("ref");
  if (const auto *F = dyn_cast<FunctionDecl>(Ref->getDecl()))
    rename(*F, Ref->getLocation(), false);
}

} // namespace hipify
