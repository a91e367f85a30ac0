//===- FallbackDefiner.cpp ------------------------------------------------===//
#include "Translate/FallbackDefiner.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/ASTMatchers/ASTMatchers.h"
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

void FallbackDefiner::run(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  const auto *Top = Result.Nodes.getNodeAs<Decl>("top");
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Callee->getIdentifier() || !Context.isDeclaredByCuda(Callee))
    return;
  const MappingRow *Row = Context.table().lookup(Callee->getName());
  if (!Row || !Row->isTranslatable() || Row->DefinedFallback != "enum-name")
    return;
  const SourceManager &SM = Context.sourceManager();
  SourceLocation CallAt = SM.getExpansionLoc(Call->getBeginLoc());
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

  std::optional<std::string> Definition = enumNameDefinition(*Row, *Call);
  if (!Definition) {
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
  // At the start of the declaration's line.
  unsigned Column = SM.getSpellingColumnNumber(TopAt);
  SourceLocation LineStart = TopAt.getLocWithOffset(-int(Column - 1));
  FileRange Where =
      Context.fileRange(CharSourceRange::getCharRange(LineStart, LineStart));
  size_t Owner = Context.report(
      rules::OlderEquivalent, Severity::Note, FindingCategory::Function,
      "defined '" + Row->Hip + "', the name of a status value, for the calls "
          "of '" + Row->Cuda + "' below: the target HIP has no counterpart",
      Where);
  Context.edits().replace(Owner, Where, std::move(*Definition));
}

} // namespace hipify
