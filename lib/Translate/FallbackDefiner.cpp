//===- FallbackDefiner.cpp ------------------------------------------------===//
#include "Translate/FallbackDefiner.h"
#include "Mapping/PortDefinitions.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void FallbackDefiner::registerMatchers(MatchFinder &Finder) {
  // The top-level declaration holding the call: the definition goes before
  // it, where everything the call's argument needs is declared.
  Finder.addMatcher(
      callExpr(hasAncestor(decl(hasDeclContext(translationUnitDecl()))
                               .bind("top")))
          .bind("call"),
      this);
  Finder.addMatcher(
      unresolvedLookupExpr(hasAncestor(decl(hasDeclContext(translationUnitDecl()))
                                           .bind("top")))
          .bind("unresolved"),
      this);
}

/// The enum type of a call's first argument, as written (a typedef keeps
/// its name), from the callee's parameter or else the argument itself.
static std::optional<QualType> enumArgumentType(const CallExpr &Call) {
  std::vector<QualType> Candidates;
  if (const FunctionDecl *Callee = Call.getDirectCallee())
    if (Callee->getNumParams() > 0)
      Candidates.push_back(Callee->getParamDecl(0)->getType());
  if (Call.getNumArgs() > 0)
    Candidates.push_back(Call.getArg(0)->IgnoreImpCasts()->getType());
  for (QualType Type : Candidates)
    if (Type.getCanonicalType()->isEnumeralType())
      return Type.getUnqualifiedType();
  return std::nullopt;
}

std::optional<std::string>
FallbackDefiner::enumNameDefinition(const MappingRow &Row,
                                    const CallExpr &Call) {
  std::optional<QualType> Type = enumArgumentType(Call);
  if (!Type)
    return std::nullopt;
  // The parameter's type as the port names it.
  std::string TypeName;
  if (const auto *Typedef = (*Type)->getAs<TypedefType>())
    TypeName = Typedef->getDecl()->getName().str();
  else
    TypeName = (*Type)->castAsEnumDecl()->getName().str();
  if (const MappingRow *TypeRow = Context.table().lookup(TypeName)) {
    if (!TypeRow->isTranslatable())
      return std::nullopt;
    TypeName = TypeRow->Hip;
  }
  if (TypeName.empty() || TranslationContext::looksLikeCudaApiName(TypeName))
    return std::nullopt;

  std::string Body;
  llvm::StringSet<> Seen;
  const EnumDecl *Enum = (*Type)->castAsEnumDecl()->getDefinition();
  if (!Enum)
    return std::nullopt;
  for (const EnumConstantDecl *Value : Enum->enumerators()) {
    std::string Name = Value->getName().str();
    if (const MappingRow *ValueRow = Context.table().lookup(Name)) {
      if (!ValueRow->isTranslatable())
        continue; // the target HIP lacks it: the port cannot name it
      Name = ValueRow->Hip;
    } else if (TranslationContext::looksLikeCudaApiName(Name)) {
      continue;
    }
    if (Name.empty() || !Seen.insert(Name).second)
      continue;
    // An if-chain, not a switch: two names may share a value.
    Body += "  if (value == " + Name + ")\n    return \"" + Name + "\";\n";
  }
  if (Body.empty())
    return std::nullopt;
  std::string Guard = "HIPIFY_DEFINED_" + Row.Hip;
  return "#ifndef " + Guard + "\n#define " + Guard +
         "\n// Defined by hipify: the target HIP has no counterpart of '" +
         Row.Cuda + "'; this returns the name of the value.\nstatic inline "
         "const char *" + Row.Hip + "(" + TypeName + " value) {\n" + Body +
         "  return \"unrecognised " + TypeName + " value\";\n}\n#endif\n\n";
}

FileRange FallbackDefiner::lineStartBefore(const Decl &Top) {
  const SourceManager &SM = Context.sourceManager();
  SourceLocation TopAt = SM.getExpansionLoc(Top.getBeginLoc());
  unsigned Column = SM.getSpellingColumnNumber(TopAt);
  SourceLocation LineStart = TopAt.getLocWithOffset(-int(Column - 1));
  return Context.fileRange(CharSourceRange::getCharRange(LineStart, LineStart));
}

void FallbackDefiner::run(const MatchFinder::MatchResult &Result) {
  const auto *Top = Result.Nodes.getNodeAs<Decl>("top");
  const MappingRow *Row = nullptr;
  const CallExpr *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  SourceLocation UseAt;
  if (Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !Callee->getIdentifier() ||
        !Context.isDeclaredByCuda(Callee))
      return;
    Row = Context.table().lookup(Callee->getName());
    UseAt = Call->getBeginLoc();
  } else if (const auto *Name =
                 Result.Nodes.getNodeAs<UnresolvedLookupExpr>("unresolved")) {
    // A call clang could not resolve (the CUDA headers clang parses with
    // declare no such overload, or none at all) is still renamed by name;
    // only a text definition can go with it: an enum-name one needs the
    // argument's type.
    if (!Name->getName().isIdentifier())
      return;
    Row = Context.table().lookup(Name->getName().getAsIdentifierInfo()->getName());
    if (Row && Row->DefinedFallback != "definition")
      return;
    UseAt = Name->getBeginLoc();
  }
  if (!Row || !Row->isTranslatable() ||
      (Row->DefinedFallback != "enum-name" &&
       Row->DefinedFallback != "definition"))
    return;
  const SourceManager &SM = Context.sourceManager();
  SourceLocation CallAt = SM.getExpansionLoc(UseAt);
  SourceLocation TopAt = SM.getExpansionLoc(Top->getBeginLoc());
  if (!Context.isTranslatedLocation(CallAt) ||
      SM.getFileID(CallAt) != SM.getFileID(TopAt))
    return;
  FileID File = SM.getFileID(TopAt);
  std::string Key = SM.getFileEntryRefForID(File)
                        ? SM.getFileEntryRefForID(File)->getName().str()
                        : std::to_string(File.getHashValue());
  if (Defined.contains(Key + '\0' + Row->Hip))
    return;
  Defined.insert(Key + '\0' + Row->Hip);

  std::optional<std::string> Definition;
  if (Row->DefinedFallback == "definition") {
    if (const PortDefinition *Written = findPortDefinition(Row->Cuda))
      Definition = Written->guardedText();
    else
      return; // the loader requires one: a user table cannot get here
  } else if (!(Definition = enumNameDefinition(*Row, *Call))) {
    Context.report(rules::OlderEquivalent, Severity::Warning,
                   FindingCategory::Function,
                   "'" + Row->Cuda + "' becomes '" + Row->Hip +
                       "', which hipify defines from the enum of its "
                       "argument, but that argument's type is not an enum "
                       "the port can name; define '" + Row->Hip +
                       "' by hand",
                   CallAt);
    return;
  }
  FileRange Where = lineStartBefore(*Top);
  auto Same = llvm::find_if(Pending, [&](const PendingDefinitions &P) {
    return P.Where.File == Where.File && P.Where.Offset == Where.Offset;
  });
  if (Same == Pending.end())
    Same = Pending.insert(Pending.end(), PendingDefinitions{Where, {}});
  Same->Definitions.push_back(
      {SM.getFileOffset(CallAt),
       "'" + Row->Hip + "' in place of '" + Row->Cuda + "'",
       std::move(*Definition)});
}

void FallbackDefiner::finishTranslationUnit() {
  // Definitions that go before the same declaration are one edit: two
  // insertions at one place would conflict.
  for (PendingDefinitions &P : Pending) {
    llvm::stable_sort(P.Definitions, [](const PendingDefinition &A,
                                        const PendingDefinition &B) {
      return A.FirstCall < B.FirstCall;
    });
    std::vector<std::string> Names;
    std::string Text;
    for (const PendingDefinition &D : P.Definitions) {
      Names.push_back(D.Name);
      Text += D.Text;
    }
    size_t Owner = Context.report(
        rules::OlderEquivalent, Severity::Note, FindingCategory::Function,
        "defined " + llvm::join(Names, ", ") +
            " for the calls below: the target HIP has no counterpart",
        P.Where);
    Context.edits().replace(Owner, P.Where, std::move(Text));
  }
  Pending.clear();
}

} // namespace hipify
