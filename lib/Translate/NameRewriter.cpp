//===- NameRewriter.cpp ---------------------------------------------------===//
#include "Translate/NameRewriter.h"
#include "Mapping/HipTypedefNames.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/TypeLoc.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void NameRewriter::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(declRefExpr().bind("ref"), this);
  Finder.addMatcher(unresolvedLookupExpr().bind("unresolved"), this);
  Finder.addMatcher(typeLoc().bind("type"), this);
  Finder.addMatcher(callExpr().bind("call"), this);
  Finder.addMatcher(nestedNameSpecifierLoc().bind("qualifier"), this);
  Finder.addMatcher(usingDirectiveDecl().bind("using"), this);
  Finder.addMatcher(memberExpr().bind("member"), this);
  Finder.addMatcher(functionDecl(isTemplateInstantiation()).bind("instance"),
                    this);
}

void NameRewriter::run(const MatchFinder::MatchResult &Result) {
  if (const auto *Ref = Result.Nodes.getNodeAs<DeclRefExpr>("ref")) {
    // The implicit call that configures a <<<>>> launch is not the user's.
    if (Ref->getDecl() == Result.Context->getcudaConfigureCallDecl())
      return;
    return renameReference(Ref->getDecl(), Ref->getLocation());
  }
  if (const auto *Lookup =
          Result.Nodes.getNodeAs<UnresolvedLookupExpr>("unresolved")) {
    // A call in a template that depends on its parameters: the candidates
    // are known by name, and all of them must come from CUDA.
    for (const NamedDecl *Candidate : Lookup->decls())
      if (!Context.isDeclaredByCuda(Candidate))
        return;
    if (Lookup->getNumDecls() > 0)
      renameReference(*Lookup->decls_begin(), Lookup->getNameLoc());
    return;
  }
  if (const auto *TL = Result.Nodes.getNodeAs<TypeLoc>("type"))
    return renameType(*TL);
  // `template int run<__nv_bfloat16>(const __nv_bfloat16 *);` has no type
  // locations in the AST: its tokens are renamed.
  if (const auto *F = Result.Nodes.getNodeAs<FunctionDecl>("instance")) {
    TemplateSpecializationKind Kind = F->getTemplateSpecializationKind();
    if (Kind == TSK_ExplicitInstantiationDefinition ||
        Kind == TSK_ExplicitInstantiationDeclaration)
      Context.noteExplicitInstantiation(F->getPointOfInstantiation());
    return;
  }
  if (const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call"))
    return rewriteArguments(Call);
  // Namespaces that change name (cub:: -> hipcub::), where they qualify a
  // name and in using-directives.
  if (const auto *Qualifier =
          Result.Nodes.getNodeAs<NestedNameSpecifierLoc>("qualifier")) {
    auto Namespace = Qualifier->getAsNamespaceAndPrefix().Namespace;
    if (const auto *ND = dyn_cast_or_null<NamespaceDecl>(Namespace))
      renameNamespace(ND, Qualifier->getLocalBeginLoc());
    return;
  }
  // Members of CUDA classes (cooperative groups' tiles...) that HIP lacks.
  if (const auto *Member = Result.Nodes.getNodeAs<MemberExpr>("member")) {
    const ValueDecl *D = Member->getMemberDecl();
    if (D && D->getIdentifier() && Context.isDeclaredByCuda(D))
      if (const MappingRow *Row = Context.table().lookup(D->getName()))
        if (Row->Kind == ApiKind::Function)
          Context.renameToken(Member->getMemberLoc(), *Row,
                              FindingCategory::Function);
    return;
  }
  if (const auto *Using = Result.Nodes.getNodeAs<UsingDirectiveDecl>("using"))
    if (const auto *ND =
            dyn_cast_or_null<NamespaceDecl>(Using->getNominatedNamespace()))
      renameNamespace(ND, Using->getIdentLocation());
}

void NameRewriter::renameReference(const NamedDecl *D, SourceLocation Loc) {
  if (!D || !D->getIdentifier() || !Context.isDeclaredByCuda(D))
    return;
  llvm::StringRef Name = D->getName();
  if (const MappingRow *Row = Context.table().lookup(Name)) {
    if (Row->Kind != ApiKind::Header)
      Context.renameToken(Loc, *Row, categoryOf(Row->Kind));
    return;
  }
  if (TranslationContext::looksLikeCudaApiName(Name) &&
      Context.isInCudaInstallation(D->getLocation()))
    Context.reportUnknownApi(Loc, Name,
                             isa<EnumConstantDecl>(D) ? FindingCategory::Enum
                                                      : FindingCategory::Function);
}

void NameRewriter::renameNamespace(const NamespaceDecl *ND,
                                   SourceLocation NameLoc) {
  if (!ND->getIdentifier() || !Context.isDeclaredByCuda(ND))
    return;
  const MappingRow *Row = Context.table().lookup(ND->getName());
  if (Row && Row->Kind == ApiKind::Namespace)
    Context.renameToken(NameLoc, *Row, FindingCategory::Type);
}

/// The declaration a written type names, and where its name is written.
static std::pair<const NamedDecl *, SourceLocation> namedTypeOf(TypeLoc TL) {
  // The matchers visit `const T` as one qualified TypeLoc; the name is in
  // its unqualified part.
  TL = TL.getUnqualifiedLoc();
  if (auto Typedef = TL.getAs<TypedefTypeLoc>())
    return {Typedef.getDecl(), Typedef.getNameLoc()};
  if (auto Tag = TL.getAs<TagTypeLoc>())
    return {Tag.getDecl(), Tag.getNameLoc()};
  if (auto Using = TL.getAs<UsingTypeLoc>())
    return {Using.getDecl(), Using.getNameLoc()};
  return {nullptr, SourceLocation()};
}

/// `struct cudaGraphicsResource *r` names CUDA's struct by its tag; HIP
/// declares hipGraphicsResource (and float4, ...) only as a typedef of a
/// record named otherwise, which `struct` cannot precede
/// (mappings/facts/hip-typedef-names.yaml). The keyword goes, with the blank
/// after it: the typedef names the same type.
void NameRewriter::dropTagKeyword(TypeLoc TL, const MappingRow &Row) {
  auto Tag = TL.getUnqualifiedLoc().getAs<TagTypeLoc>();
  if (!Tag || Tag.isDefinition() || !Row.isTranslatable() ||
      !isHipTypedefOnly(Row.Hip))
    return;
  SourceLocation Keyword = Tag.getElaboratedKeywordLoc();
  if (Keyword.isInvalid() || !Keyword.isFileID() ||
      !Context.isTranslatedLocation(Keyword))
    return;
  const SourceManager &SM = Context.sourceManager();
  llvm::StringRef Buffer = SM.getBufferData(SM.getFileID(Keyword));
  unsigned Begin = SM.getFileOffset(Keyword);
  unsigned End = Begin;
  while (End < Buffer.size() && (llvm::isAlnum(Buffer[End]) || Buffer[End] == '_'))
    ++End;
  llvm::StringRef Word = Buffer.slice(Begin, End);
  if (Word != "struct" && Word != "class" && Word != "union")
    return;
  while (End < Buffer.size() && (Buffer[End] == ' ' || Buffer[End] == '\t'))
    ++End;
  FileRange Where = Context.fileRange(CharSourceRange::getCharRange(
      Keyword, Keyword.getLocWithOffset(End - Begin)));
  size_t Owner = Context.report(
      rules::ApiRename, Severity::Note, FindingCategory::Type,
      "'" + Word.str() + "' dropped before '" + Row.Hip +
          "': HIP declares it only as a typedef, which the keyword cannot "
          "precede",
      Where);
  Context.edits().replace(Owner, Where, "");
}

void NameRewriter::renameType(TypeLoc TL) {
  auto [D, NameLoc] = namedTypeOf(TL);
  if (!D || NameLoc.isInvalid() || !D->getIdentifier() ||
      !Context.isDeclaredByCuda(D))
    return;
  llvm::StringRef Name = D->getName();
  if (const MappingRow *Row = Context.table().lookup(Name)) {
    if (Row->Kind == ApiKind::Header)
      return;
    Context.renameToken(NameLoc, *Row, FindingCategory::Type);
    dropTagKeyword(TL, *Row);
    return;
  }
  if (TranslationContext::looksLikeCudaApiName(Name) &&
      Context.isInCudaInstallation(D->getLocation()))
    Context.reportUnknownApi(NameLoc, Name, FindingCategory::Type);
}

/// Joins a row's argument template into one template over the written
/// arguments: "$N..." stands for arguments N to the last, separated by commas;
/// "$N?TEXT" for argument N where the call writes it and TEXT where it leaves
/// it to CUDA's default (HIP's function may have no default there); "$N&" for
/// the address of argument N, `(const void *)&$N`, where CUDA's overload the
/// call resolves to takes it by reference (cuda_runtime.h's `const T &symbol`
/// templates, whose C function takes the symbol's address), else for argument
/// N as written (the C function's pointer).
static std::string expandArgumentTemplate(llvm::ArrayRef<std::string> Args,
                                          size_t WrittenCount,
                                          const NamedDecl *Callee) {
  auto TakesReference = [Callee](unsigned Index) {
    const auto *FD = dyn_cast_or_null<FunctionDecl>(Callee);
    if (const auto *T = dyn_cast_or_null<FunctionTemplateDecl>(Callee))
      FD = T->getTemplatedDecl();
    return FD && Index >= 1 && Index <= FD->getNumParams() &&
           FD->getParamDecl(Index - 1)->getType()->isReferenceType();
  };
  std::vector<std::string> Expanded;
  for (llvm::StringRef Arg : Args) {
    unsigned Referenced = 0;
    llvm::StringRef Address = Arg;
    if (Address.consume_front("$") && Address.consume_back("&") &&
        !Address.getAsInteger(10, Referenced) && Referenced > 0) {
      Expanded.push_back(TakesReference(Referenced)
                             ? "(const void *)&$" + std::to_string(Referenced)
                             : "$" + std::to_string(Referenced));
      continue;
    }
    unsigned First = 0;
    llvm::StringRef Number = Arg;
    if (Number.consume_front("$") && Number.consume_back("...") &&
        !Number.getAsInteger(10, First) && First > 0) {
      for (size_t I = First; I <= WrittenCount; ++I)
        Expanded.push_back("$" + std::to_string(I));
      continue;
    }
    auto [Argument, Default] = Arg.split('?');
    unsigned Index = 0;
    if (Arg.contains('?') && Argument.consume_front("$") &&
        !Argument.getAsInteger(10, Index) && Index > 0) {
      Expanded.push_back(Index <= WrittenCount ? "$" + std::to_string(Index)
                                               : Default.str());
      continue;
    }
    Expanded.push_back(Arg.str());
  }
  return llvm::join(Expanded, ", ");
}

/// The name a call's callee has, resolved or (in templates) not yet.
static const NamedDecl *calleeOf(const CallExpr *Call) {
  if (const FunctionDecl *Direct = Call->getDirectCallee())
    return Direct;
  if (const auto *Lookup = dyn_cast<UnresolvedLookupExpr>(
          Call->getCallee()->IgnoreParenImpCasts()))
    if (Lookup->getNumDecls() > 0)
      return *Lookup->decls_begin();
  return nullptr;
}

/// Whether D is one of the CUDA facade's declarations that stand for a CUDA
/// signature the facade does not know: functions whose row rewrites their
/// arguments (scripts/gen-cuda-facade.py annotates them).
static bool isFacadeApproximation(const NamedDecl *D) {
  auto Annotated = [](const Decl *Candidate) {
    for (const auto *A : Candidate->specific_attrs<AnnotateAttr>())
      if (A->getAnnotation() == "hipify.facade.signature_differs")
        return true;
    return false;
  };
  if (Annotated(D))
    return true;
  // A specialisation: the annotation is on the template's pattern.
  if (const auto *FD = dyn_cast<FunctionDecl>(D))
    if (const FunctionTemplateDecl *T = FD->getPrimaryTemplate())
      return Annotated(T->getTemplatedDecl());
  return false;
}

void NameRewriter::rewriteArguments(const CallExpr *Call) {
  if (isa<CUDAKernelCallExpr>(Call))
    return;
  const NamedDecl *Callee = calleeOf(Call);
  if (!Callee || !Callee->getIdentifier() || !Context.isDeclaredByCuda(Callee))
    return;
  const MappingRow *Row = Context.table().lookup(Callee->getName());
  if (!Row || !Row->Args || !Row->isTranslatable())
    return;
  MappingRow Legacy;
  if (&Context.formForCall(Call->getExprLoc(), *Row, Legacy) != Row)
    return; // the call has the older signature, which takes it as written
  if (isFacadeApproximation(Callee) &&
      Context.isTranslatedLocation(
          Context.sourceManager().getFileLoc(Call->getExprLoc())))
    Context.report(rules::FacadeSignature, Severity::Note,
                   FindingCategory::Function,
                   "'" + Row->Cuda +
                       "' is declared by the CUDA facade to accept what "
                       "HIP's call accepts once the arguments are rewritten; "
                       "without CUDA's own declaration, a call nvcc would "
                       "reject or resolve to another overload is not "
                       "detected",
                   Call->getExprLoc());

  // Only arguments written in the source take part; defaults are implicit.
  std::vector<const Expr *> Written;
  for (const Expr *Arg : Call->arguments())
    if (!isa<CXXDefaultArgExpr>(Arg))
      Written.push_back(Arg);
  const SourceManager &SM = Context.sourceManager();
  SourceLocation NameLoc = Call->getExprLoc();
  if (!Context.isTranslatedLocation(SM.getFileLoc(NameLoc)) &&
      !Context.isTranslatedLocation(SM.getSpellingLoc(NameLoc)))
    return;

  std::string Template =
      expandArgumentTemplate(*Row->Args, Written.size(), Callee);
  std::vector<std::string> AsWritten;
  for (size_t I = 1; I <= Written.size(); ++I)
    AsWritten.push_back("$" + std::to_string(I));
  if (Template == llvm::join(AsWritten, ", "))
    return; // "$3?0" where the call writes its third argument, say
  unsigned MaxPiece = 0;
  std::vector<TemplatePart> Parts = parseTemplate(Template, MaxPiece);

  auto Fail = [&](const std::string &Why) {
    Context.report(rules::ArgumentRewrite, Severity::Warning,
                   FindingCategory::Function,
                   "arguments of '" + Row->Cuda + "' must become (" +
                       Template + ") for '" + Row->Hip + "', but " + Why +
                       "; rewrite them by hand",
                   NameLoc);
  };
  if (MaxPiece > Written.size())
    return Fail("the call has only " + std::to_string(Written.size()) +
                " written arguments");
  if (Written.empty()) {
    // Nothing to rebuild: insert the new arguments before the ')'.
    std::optional<TranslationContext::PlacedConstruct> Placed =
        Context.placeConstruct(SourceRange(Call->getRParenLoc()), {},
                               Call->getRParenLoc());
    if (!Placed)
      return Fail("the call's parentheses come from a macro");
    FileRange *Paren = &Placed->Whole;
    Paren->Length = 0;
    size_t Owner = Context.report(rules::ArgumentRewrite, Severity::Note,
                                  FindingCategory::Function,
                                  "arguments of '" + Row->Cuda +
                                      "' rewritten as (" + Template + ")",
                                  *Paren);
    Context.edits().replace(Owner, *Paren, Template);
    return;
  }

  std::vector<SourceRange> ArgRanges;
  for (const Expr *Arg : Written)
    ArgRanges.push_back(Arg->getSourceRange());
  std::optional<TranslationContext::PlacedConstruct> Placed =
      Context.placeConstruct(SourceRange(Written.front()->getBeginLoc(),
                                         Written.back()->getEndLoc()),
                             ArgRanges, Call->getRParenLoc());
  if (!Placed)
    return Fail("the arguments are split between a macro and its use");

  size_t Owner = Context.report(rules::ArgumentRewrite, Severity::Note,
                                FindingCategory::Function,
                                "arguments of '" + Row->Cuda +
                                    "' rewritten as (" + Template + ")",
                                Placed->Whole);
  Context.edits().rewrite(Owner, Placed->Whole, std::move(Placed->Parts),
                          std::move(Parts));
}

} // namespace hipify
