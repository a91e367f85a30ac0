//===- FallbackDefiner.cpp ------------------------------------------------===//
#include "Translate/FallbackDefiner.h"
#include "Mapping/DeviceOnlyInHip.h"
#include "Mapping/PortDefinitions.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/OperatorKinds.h"
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
  // The function holding it says whether it is host code (template
  // instantiations included: an operator of __half in a template is
  // resolved only there).
  Finder.addMatcher(
      callExpr(hasAncestor(decl(hasDeclContext(translationUnitDecl()))
                               .bind("top")),
               optionally(hasAncestor(functionDecl().bind("caller"))))
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

/// The declaration as written: a template's pattern or instantiation
/// starts at its `template <...>`, where a definition can go.
static const Decl &asWritten(const Decl &Top) {
  if (const auto *F = dyn_cast<FunctionDecl>(&Top)) {
    if (const FunctionTemplateDecl *T = F->getDescribedFunctionTemplate())
      return *T;
    if (F->isTemplateInstantiation())
      if (const FunctionTemplateDecl *T = F->getPrimaryTemplate())
        return *T;
  }
  if (const auto *R = dyn_cast<CXXRecordDecl>(&Top)) {
    if (const ClassTemplateDecl *T = R->getDescribedClassTemplate())
      return *T;
    if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(R))
      if (!S->isExplicitSpecialization())
        return *S->getSpecializedTemplate();
  }
  return Top;
}

FileRange definitionPlaceBefore(const TranslationContext &Context,
                                const Decl &Top) {
  const SourceManager &SM = Context.sourceManager();
  SourceLocation TopAt = SM.getExpansionLoc(asWritten(Top).getBeginLoc());
  unsigned Column = SM.getSpellingColumnNumber(TopAt);
  SourceLocation LineStart = TopAt.getLocWithOffset(-int(Column - 1));
  return Context.fileRange(CharSourceRange::getCharRange(LineStart, LineStart));
}

/// Code that runs on the host: not a kernel, and not __device__ without
/// __host__ (a __host__ __device__ function is compiled for the host too).
static bool runsOnHost(const FunctionDecl &F) {
  return !F.hasAttr<CUDAGlobalAttr>() &&
         (!F.hasAttr<CUDADeviceAttr>() || F.hasAttr<CUDAHostAttr>());
}

/// The fact about what Call calls, when HIP declares it device-only on the
/// target: a CUDA function by name, a CUDA operator by its operand's type.
static const DeviceOnlyInHip *deviceOnlyFact(const CallExpr &Call,
                                             const TranslationContext &Context) {
  const FunctionDecl *Callee = Call.getDirectCallee();
  if (!Callee || !Context.isDeclaredByCuda(Callee))
    return nullptr;
  const DeviceOnlyInHip *Fact = nullptr;
  if (Callee->isOverloadedOperator()) {
    const CXXRecordDecl *Record = nullptr;
    if (const auto *Method = dyn_cast<CXXMethodDecl>(Callee))
      Record = Method->getParent();
    else if (Callee->getNumParams() > 0)
      Record = Callee->getParamDecl(0)
                   ->getType()
                   .getNonReferenceType()
                   ->getAsCXXRecordDecl();
    if (!Record || !Record->getIdentifier())
      return nullptr;
    Fact = findDeviceOnlyInHip(
        std::string("operator") +
            getOperatorSpelling(Callee->getOverloadedOperator()),
        Record->getName());
  } else if (Callee->getIdentifier()) {
    Fact = findDeviceOnlyInHip(Callee->getName());
  }
  if (!Fact || !Fact->deviceOnlyOn(Context.table().targetVersion()))
    return nullptr;
  return Fact;
}

bool FallbackDefiner::defineForHost(const CallExpr &Call,
                                    const FunctionDecl &Caller,
                                    const Decl &Top) {
  if (!runsOnHost(Caller))
    return false;
  const DeviceOnlyInHip *Fact = deviceOnlyFact(Call, Context);
  if (!Fact)
    return false;
  const SourceManager &SM = Context.sourceManager();
  const auto *Operator = dyn_cast<CXXOperatorCallExpr>(&Call);
  SourceLocation UseAt =
      Operator ? Operator->getOperatorLoc() : Call.getBeginLoc();
  SourceLocation At = SM.getExpansionLoc(UseAt);
  if (!Context.isTranslatedLocation(At) ||
      !HostUses.insert(SM.getFilename(At).str() + "@" +
                       std::to_string(SM.getFileOffset(At)))
           .second)
    return true;
  std::string What = "'" + Fact->Cuda + "'" +
                     (Fact->Type.empty() ? "" : " of '" + Fact->Type + "'");
  std::string Target = Context.table().targetVersion()
                           ? "HIP " + Context.table().targetVersion()->str()
                           : std::string("HIP");
  const PortDefinition *Definition = findDefinitionFor("host", Fact->Definition);
  if (!Definition) {
    Context.report(rules::DeviceOnlyInHip, Severity::Warning,
                   FindingCategory::Function,
                   What + " is used in host code: CUDA declares it for the "
                          "host and the device, " + Target +
                       " for the device only, and hipify has no host "
                       "definition of it; compute it on the host by hand",
                   At);
    return true;
  }
  // A function's call is renamed to the definition; an operator is found
  // by overload resolution as it is.
  FileRange NameAt;
  SourceLocation NameLoc = Call.getBeginLoc();
  if (const auto *Ref =
          dyn_cast<DeclRefExpr>(Call.getCallee()->IgnoreImplicit()))
    NameLoc = Ref->getLocation();
  if (!Operator &&
      Context.placeToken(NameLoc, Fact->Cuda, NameAt) !=
          TranslationContext::Placement::Editable) {
    Context.report(rules::DeviceOnlyInHip, Severity::Warning,
                   FindingCategory::Function,
                   What + " is used in host code, which " + Target +
                       " declares for the device only; its name is formed "
                       "in a macro hipify cannot edit: call '" +
                       Definition->Defines + "' (defined by hipify) instead",
                   At);
  } else {
    size_t Owner = Context.report(
        rules::DeviceOnlyInHip, Severity::Note, FindingCategory::Function,
        What + " in host code: CUDA declares it for the host and the device, " +
            Target + " for the device only; " +
            (Operator ? "hipify defines it for the host ('" +
                            Definition->Defines + "')"
                      : "the call becomes '" + Definition->Defines +
                            "', which hipify defines as CUDA computes it "
                            "on the host"),
        At);
    if (!Operator)
      Context.edits().replace(Owner, NameAt, Definition->Defines);
  }
  define(Top, At, Definition->Defines, rules::DeviceOnlyInHip,
         "'" + Definition->Defines + "' for host uses of '" +
             Definition->Cuda + "'",
         Definition->guardedText());
  return true;
}

bool FallbackDefiner::define(const Decl &Top, SourceLocation UseAt,
                             llvm::StringRef Key, llvm::StringRef Rule,
                             std::string Name, std::string Text) {
  const SourceManager &SM = Context.sourceManager();
  FileID File = SM.getFileID(SM.getExpansionLoc(Top.getBeginLoc()));
  if (SM.getFileID(UseAt) != File)
    return false;
  std::string FileKey = SM.getFileEntryRefForID(File)
                            ? SM.getFileEntryRefForID(File)->getName().str()
                            : std::to_string(File.getHashValue());
  if (!Defined.insert(FileKey + '\0' + Key.str()).second)
    return false;
  FileRange Where = definitionPlaceBefore(Context, Top);
  auto Same = llvm::find_if(Pending, [&](const PendingDefinitions &P) {
    return P.Where.File == Where.File && P.Where.Offset == Where.Offset;
  });
  if (Same == Pending.end())
    Same = Pending.insert(Pending.end(), PendingDefinitions{Where, {}});
  Same->Definitions.push_back({SM.getFileOffset(UseAt), std::move(Name),
                               std::move(Text), Rule.str()});
  return true;
}

void FallbackDefiner::run(const MatchFinder::MatchResult &Result) {
  const auto *Top = Result.Nodes.getNodeAs<Decl>("top");
  const MappingRow *Row = nullptr;
  const CallExpr *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  SourceLocation UseAt;
  if (Call)
    if (const auto *Caller = Result.Nodes.getNodeAs<FunctionDecl>("caller"))
      if (defineForHost(*Call, *Caller, *Top))
        return;
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
  FileID File = SM.getFileID(CallAt);
  if (!Context.isTranslatedLocation(CallAt) ||
      File != SM.getFileID(SM.getExpansionLoc(Top->getBeginLoc())))
    return;
  std::string Key = SM.getFileEntryRefForID(File)
                        ? SM.getFileEntryRefForID(File)->getName().str()
                        : std::to_string(File.getHashValue());
  if (Defined.contains(Key + '\0' + Row->Hip))
    return;

  std::optional<std::string> Definition;
  if (Row->DefinedFallback == "definition") {
    if (const PortDefinition *Written = findPortDefinition(Row->Cuda))
      Definition = Written->guardedText();
    else
      return; // the loader requires one: a user table cannot get here
  } else if (!(Definition = enumNameDefinition(*Row, *Call))) {
    Defined.insert(Key + '\0' + Row->Hip);
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
  define(*Top, CallAt, Row->Hip, rules::OlderEquivalent,
         "'" + Row->Hip + "' in place of '" + Row->Cuda + "'",
         std::move(*Definition));
}

void FallbackDefiner::finishTranslationUnit() {
  // Definitions that go before the same declaration are one edit: two
  // insertions at one place would conflict.
  for (PendingDefinitions &P : Pending) {
    llvm::stable_sort(P.Definitions, [](const PendingDefinition &A,
                                        const PendingDefinition &B) {
      return A.FirstCall < B.FirstCall;
    });
    // One Finding per rule; the first owns the edit.
    std::string Text;
    std::optional<size_t> Owner;
    for (llvm::StringRef Rule :
         {llvm::StringRef(rules::OlderEquivalent),
          llvm::StringRef(rules::DeviceOnlyInHip)}) {
      std::vector<std::string> Names;
      for (const PendingDefinition &D : P.Definitions)
        if (D.Rule == Rule) {
          Names.push_back(D.Name);
          Text += D.Text;
        }
      if (Names.empty())
        continue;
      size_t Index = Context.report(
          Rule, Severity::Note, FindingCategory::Function,
          "defined " + llvm::join(Names, ", ") +
              (Rule == rules::OlderEquivalent
                   ? " for the calls below: the target HIP has no counterpart"
                   : " below: the target HIP declares it for the device "
                     "only"),
          P.Where);
      if (!Owner)
        Owner = Index;
    }
    Context.edits().replace(*Owner, P.Where, std::move(Text));
  }
  Pending.clear();
}

} // namespace hipify
