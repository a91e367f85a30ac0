//===- MissingMemberCheck.cpp ---------------------------------------------===//
#include "Check/MissingMemberCheck.h"
#include "Mapping/StructFieldOrder.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void MissingMemberCheck::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(memberExpr(member(fieldDecl())).bind("use"), this);
}

/// The fact for the struct that declares Field, by its own name or by a
/// typedef of it that the object's type is spelled with.
static const StructFieldOrder *factFor(const FieldDecl *Field, QualType T) {
  for (;;) {
    if (const auto *Typedef = T->getAs<TypedefType>()) {
      if (const StructFieldOrder *Fact =
              findStructFieldOrder(Typedef->getDecl()->getName()))
        return Fact;
      T = Typedef->desugar();
      continue;
    }
    break;
  }
  return findStructFieldOrder(Field->getParent()->getName());
}

void MissingMemberCheck::run(const MatchFinder::MatchResult &Result) {
  const auto *Use = Result.Nodes.getNodeAs<MemberExpr>("use");
  const auto *Field = dyn_cast<FieldDecl>(Use->getMemberDecl());
  if (!Field || !Field->getIdentifier())
    return;
  QualType Object = Use->getBase()->getType();
  if (Use->isArrow())
    Object = Object->getPointeeType();
  const StructFieldOrder *Fact = factFor(Field, Object.getUnqualifiedType());
  if (!Fact)
    return;
  const std::optional<HipVersion> &Target = Context.table().targetVersion();
  const HipFieldOrder *Order = Fact->on(Target);
  llvm::StringRef Name = Field->getName();
  if (!Order || !llvm::is_contained(Order->Lacks, Name))
    return;
  FileRange Where;
  if (Context.placeToken(Use->getMemberLoc(), Name, Where) !=
      TranslationContext::Placement::Editable)
    return;
  // The first later release whose struct declares it, if any.
  const HipFieldOrder *Later = nullptr;
  for (const HipFieldOrder &O : Fact->HipOrder) {
    std::optional<HipVersion> Since = parseVersion(O.Since);
    if (Target && Since && *Target < *Since &&
        llvm::is_contained(O.Members, Name) &&
        (!Later || *Since < *parseVersion(Later->Since)))
      Later = &O;
  }
  std::string Release = Target ? "HIP " + Target->str() : "HIP";
  std::string Message = "'" + Fact->Hip + "' has no member '" + Name.str() +
                        "' in " + Release;
  if (Later)
    Context.report(rules::NewerThanTarget, Severity::Warning,
                   FindingCategory::Type,
                   Message + " (HIP " + Later->Since +
                       " has it); left unchanged: take the value from "
                       "elsewhere (hipDeviceGetAttribute) or target a newer "
                       "HIP",
                   Where);
  else
    Context.report(rules::UnsupportedApi, Severity::Warning,
                   FindingCategory::Type,
                   Message + ", nor in any release the tables know; left "
                             "unchanged: take the value from elsewhere or "
                             "drop its use",
                   Where);
}

} // namespace hipify
