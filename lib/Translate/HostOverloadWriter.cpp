//===- HostOverloadWriter.cpp ---------------------------------------------===//
#include "Translate/HostOverloadWriter.h"
#include "Mapping/HipOverloads.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void HostOverloadWriter::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(callExpr().bind("call"), this);
}

/// Text with each identifier the tables rename renamed; nothing when it
/// names a CUDA API without a HIP name.
static std::optional<std::string> translated(llvm::StringRef Text,
                                             const MappingTable &Table) {
  std::string Out;
  for (size_t I = 0; I < Text.size();) {
    if (!llvm::isAlpha(Text[I]) && Text[I] != '_') {
      Out += Text[I++];
      continue;
    }
    size_t End = I;
    while (End < Text.size() && (llvm::isAlnum(Text[End]) || Text[End] == '_'))
      ++End;
    llvm::StringRef Word = Text.slice(I, End);
    const MappingRow *Row = Table.lookup(Word);
    if (Row && (!Row->isTranslatable() || Row->Hip.empty()))
      return std::nullopt;
    if (!Row && TranslationContext::looksLikeCudaApiName(Word))
      return std::nullopt;
    Out += Row ? llvm::StringRef(Row->Hip) : Word;
    I = End;
  }
  return Out;
}

/// CUDA's plain function of Callee's name with as many parameters: what
/// its template overload calls.
static const FunctionDecl *plainOverload(const FunctionDecl *Callee) {
  for (const NamedDecl *D : Callee->getDeclContext()->getRedeclContext()->lookup(
           Callee->getDeclName()))
    if (const auto *F = dyn_cast<FunctionDecl>(D))
      if (!F->getDescribedFunctionTemplate() &&
          F->getNumParams() == Callee->getNumParams())
        return F;
  return nullptr;
}

void HostOverloadWriter::run(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Callee->getIdentifier() || !Context.isDeclaredByCuda(Callee))
    return;
  const MappingRow *Row = Context.table().lookup(Callee->getName());
  if (!Row || Row->Args || !Row->isTranslatable() || Row->Hip.empty())
    return;
  const std::optional<HipVersion> &Target = Context.table().targetVersion();
  std::vector<std::vector<HostOverload>> Releases =
      hipOverloads().hostOverloadsFrom(Row->Hip, Target);
  if (Releases.empty())
    return;
  std::vector<const Expr *> Written;
  for (const Expr *Arg : Call->arguments())
    if (!isa<CXXDefaultArgExpr>(Arg))
      Written.push_back(Arg);
  unsigned N = Written.size();

  // CUDA's template overload: kept where every release from the target on
  // has a template HIP overload the call fits, else cast to the plain one.
  const FunctionTemplateDecl *Template = Callee->getPrimaryTemplate();
  bool Cast = false;
  if (Template) {
    Cast = llvm::any_of(Releases, [&](const std::vector<HostOverload> &Set) {
      return llvm::none_of(Set, [&](const HostOverload &O) {
        return O.IsTemplate && O.accepts(N);
      });
    });
  }
  const FunctionDecl *Plain = Cast ? plainOverload(Callee) : nullptr;
  if (Cast && !Plain)
    return;
  // The arguments HIP needs written: the most any release from the target
  // on requires of the overloads the call can use.
  unsigned Needed = N;
  for (const std::vector<HostOverload> &Set : Releases) {
    std::optional<unsigned> Fewest;
    bool Fits = false;
    for (const HostOverload &O : Set) {
      if (Cast && O.IsTemplate)
        continue;
      Fits |= O.accepts(N);
      if (O.Params >= N && (!Fewest || O.Required < *Fewest))
        Fewest = O.Required;
    }
    if (!Fits && Fewest)
      Needed = std::max(Needed, *Fewest);
  }
  if (!Cast && Needed == N)
    return;

  const SourceManager &SM = Context.sourceManager();
  PrintingPolicy Policy(Context.langOptions());
  Policy.SuppressTagKeyword = true;
  std::vector<std::string> Args;
  std::vector<std::string> Why;
  for (unsigned I = 0; I < N; ++I) {
    std::string Piece = "$" + std::to_string(I + 1);
    if (Cast && I < Template->getTemplatedDecl()->getNumParams() &&
        Template->getTemplatedDecl()->getParamDecl(I)->getType()
            ->isDependentType()) {
      QualType To = Plain->getParamDecl(I)->getType();
      bool ByReference = Template->getTemplatedDecl()
                             ->getParamDecl(I)
                             ->getType()
                             ->isReferenceType();
      std::optional<std::string> Type =
          translated(To.getAsString(Policy), Context.table());
      if (!Type)
        return;
      Piece = "(" + *Type + ")" + (ByReference ? "&" : "") + "(" + Piece + ")";
    }
    Args.push_back(Piece);
  }
  std::string Since = Target ? "HIP " + Target->str() + " or a newer release"
                                 : "some HIP release";
  if (Cast)
    Why.push_back("'" + Row->Hip + "' has no template overload in " +
                  Since + ": the arguments are cast as CUDA's template "
                  "casts them");
  const FunctionDecl *Declared = Cast ? Plain : Callee;
  std::vector<std::string> Defaults;
  for (unsigned I = N; I < Needed; ++I) {
    if (I >= Declared->getNumParams() ||
        !Declared->getParamDecl(I)->hasDefaultArg())
      return;
    const Expr *Default = Declared->getParamDecl(I)->getDefaultArg();
    if (!Default)
      return;
    SourceRange Spelled(SM.getSpellingLoc(Default->getBeginLoc()),
                        SM.getSpellingLoc(Default->getEndLoc()));
    llvm::StringRef Text = Lexer::getSourceText(
        CharSourceRange::getTokenRange(Spelled), SM, Context.langOptions());
    std::optional<std::string> Hip = translated(Text, Context.table());
    if (Text.empty() || !Hip)
      return;
    Args.push_back(*Hip);
    Defaults.push_back(*Hip);
  }
  if (!Defaults.empty())
    Why.push_back("'" + Row->Hip + "' has no default for " +
                  (Defaults.size() == 1 ? "argument " : "arguments ") +
                  std::to_string(N + 1) +
                  (Defaults.size() == 1
                       ? ""
                       : "-" + std::to_string(N + Defaults.size())) +
                  " in " + Since + ": CUDA's default (" +
                  llvm::join(Defaults, ", ") + ") written");

  if (N == 0)
    return;
  std::vector<SourceRange> ArgRanges;
  for (const Expr *Arg : Written)
    ArgRanges.push_back(Arg->getSourceRange());
  std::optional<TranslationContext::PlacedConstruct> Placed =
      Context.placeConstruct(SourceRange(Written.front()->getBeginLoc(),
                                         Written.back()->getEndLoc()),
                             ArgRanges, Call->getRParenLoc());
  if (!Placed)
    return;
  std::string Text = llvm::join(Args, ", ");
  unsigned MaxPiece = 0;
  std::vector<TemplatePart> Parts = parseTemplate(Text, MaxPiece);
  size_t Owner = Context.report(
      rules::ArgumentRewrite, Severity::Note, FindingCategory::Function,
      "arguments of '" + Row->Cuda + "': " + llvm::join(Why, "; "),
      Placed->Whole);
  Context.edits().rewrite(Owner, Placed->Whole, std::move(Placed->Parts),
                          std::move(Parts));
}

} // namespace hipify
