//===- KernelLaunchRewriter.cpp -------------------------------------------===//
#include "Translate/KernelLaunchRewriter.h"
#include "Mapping/HipLaunchFacts.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

void KernelLaunchRewriter::registerMatchers(MatchFinder &Finder) {
  Finder.addMatcher(cudaKernelCallExpr().bind("launch"), this);
}

/// hipLaunchKernelGGL expands to a statement (do { ... } while (0)), so it
/// can only replace a launch that is itself a statement.
static bool isUsedAsStatement(const Expr *Launch, ASTContext &AST) {
  const Stmt *Current = Launch;
  while (true) {
    DynTypedNodeList Parents = AST.getParents(*Current);
    if (Parents.empty())
      return false;
    const Stmt *Parent = Parents[0].get<Stmt>();
    if (!Parent)
      return false;
    if (isa<ExprWithCleanups, ImplicitCastExpr, ConstantExpr>(Parent)) {
      Current = Parent;
      continue;
    }
    return !isa<Expr>(Parent);
  }
}

/// Whether the kernel is named with explicit template arguments, whose
/// commas would split the macro's arguments.
static bool hasExplicitTemplateArguments(const Expr *Callee) {
  Callee = Callee->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Callee))
    return Ref->hasExplicitTemplateArgs();
  if (const auto *Lookup = dyn_cast<OverloadExpr>(Callee))
    return Lookup->hasExplicitTemplateArgs();
  return false;
}

/// The template arguments of a kernel template whose arguments the launch
/// deduces, spelled for HIP_KERNEL_NAME (`<float, 4>`); "" for a kernel that
/// is not a template or names its arguments; nothing when an argument has
/// no name to spell (a local or unnamed type).
static std::optional<std::string>
deducedTemplateArguments(const Expr *Callee, ASTContext &AST) {
  Callee = Callee->IgnoreParenImpCasts();
  const auto *Ref = dyn_cast<DeclRefExpr>(Callee);
  if (!Ref || Ref->hasExplicitTemplateArgs())
    return std::string();
  const auto *Kernel = dyn_cast<FunctionDecl>(Ref->getDecl());
  const TemplateArgumentList *Arguments =
      Kernel ? Kernel->getTemplateSpecializationArgs() : nullptr;
  if (!Arguments)
    return std::string();
  PrintingPolicy Policy(AST.getLangOpts());
  Policy.FullyQualifiedName = true;
  Policy.SuppressUnwrittenScope = true;
  std::string Text = "<";
  for (unsigned I = 0; I < Arguments->size(); ++I) {
    const TemplateArgument &Argument = Arguments->get(I);
    if (Argument.getKind() == TemplateArgument::Type) {
      QualType Type = Argument.getAsType();
      const TagDecl *Tag = Type->getAsTagDecl();
      if (Tag && (!Tag->getIdentifier() ||
                  Tag->getDeclContext()->isFunctionOrMethod()))
        return std::nullopt;
    } else if (Argument.getKind() != TemplateArgument::Integral) {
      return std::nullopt;
    }
    std::string Spelled;
    llvm::raw_string_ostream OS(Spelled);
    Argument.print(Policy, OS, /*IncludeType=*/true);
    Text += (I ? ", " : "") + Spelled;
  }
  return Text + ">";
}

/// Whether a launch parameter is already a dim3 as written (a dim3 variable
/// or a dim3(...) expression), so that wrapping it again adds only noise.
static bool isDim3(const Expr *Arg) {
  const Expr *Written = Arg->IgnoreUnlessSpelledInSource();
  const auto *Record = Written->getType()->getAsCXXRecordDecl();
  return Record && Record->getIdentifier() &&
         Record->getName() == hipLaunchFacts().DimensionType;
}

void KernelLaunchRewriter::run(const MatchFinder::MatchResult &Result) {
  const auto *Launch = Result.Nodes.getNodeAs<CUDAKernelCallExpr>("launch");
  const SourceManager &SM = Context.sourceManager();
  SourceLocation Begin = Launch->getBeginLoc();
  if (!Context.isTranslatedLocation(SM.getFileLoc(Begin)) &&
      !Context.isTranslatedLocation(SM.getSpellingLoc(Begin)))
    return;
  std::string KernelName = "kernel";
  if (const auto *Ref =
          dyn_cast<DeclRefExpr>(Launch->getCallee()->IgnoreParenImpCasts()))
    KernelName = Ref->getNameInfo().getAsString();

  if (Context.options().Launch == LaunchSyntax::Chevron) {
    Context.report(rules::Launch, Severity::Note, FindingCategory::Launch,
                   "launch of '" + KernelName +
                       "' kept in <<<>>> syntax, which hip-clang accepts",
                   Begin);
    return;
  }
  auto KeepChevrons = [&](const std::string &Why) {
    Context.report(rules::Launch, Severity::Warning, FindingCategory::Launch,
                   "launch of '" + KernelName + "' left in <<<>>> syntax "
                   "(which hip-clang accepts): " + Why,
                   Begin);
  };
  if (!isUsedAsStatement(Launch, *Result.Context))
    return KeepChevrons("it is used as a value, and " +
                        hipLaunchFacts().LaunchMacro + " is a statement");

  // Pieces, in order: kernel, grid, block, [shared memory], [stream], args.
  std::vector<SourceRange> Pieces{Launch->getCallee()->getSourceRange()};
  std::vector<const Expr *> Configuration;
  const CallExpr *Config = Launch->getConfig();
  for (unsigned I = 0; I < 4; ++I) {
    const Expr *Arg = I < Config->getNumArgs() ? Config->getArg(I) : nullptr;
    Configuration.push_back(Arg && !isa<CXXDefaultArgExpr>(Arg) ? Arg
                                                                : nullptr);
    if (Configuration.back())
      Pieces.push_back(Arg->getSourceRange());
  }
  size_t FirstKernelArgument = Pieces.size();
  for (const Expr *Arg : Launch->arguments())
    if (!isa<CXXDefaultArgExpr>(Arg))
      Pieces.push_back(Arg->getSourceRange());

  std::optional<std::string> DeducedArguments =
      deducedTemplateArguments(Launch->getCallee(), *Result.Context);
  if (!DeducedArguments)
    return KeepChevrons("its template arguments are deduced and cannot be "
                        "spelled in the source (a local or unnamed type)");

  std::optional<TranslationContext::PlacedConstruct> Placed =
      Context.placeConstruct(SourceRange(Begin, Launch->getRParenLoc()),
                             Pieces, Launch->getRParenLoc());
  if (!Placed)
    return KeepChevrons("the launch is split between a macro and its use");

  const HipLaunchFacts &Spelling = hipLaunchFacts();
  std::string Template = Spelling.LaunchMacro + "(";
  Template += hasExplicitTemplateArguments(Launch->getCallee()) ||
                      !DeducedArguments->empty()
                  ? Spelling.KernelNameMacro + "($1" + *DeducedArguments + ")"
                  : "$1";
  size_t Piece = 1;
  for (unsigned I = 0; I < 4; ++I) {
    if (!Configuration[I]) {
      Template += ", " + (I == 2 ? Spelling.DefaultSharedMemory
                                 : Spelling.DefaultStream);
      continue;
    }
    std::string Ref = "$" + std::to_string(++Piece);
    // Grid and block are dim3, unless already written as one.
    Template += ", " + (I >= 2 || isDim3(Configuration[I])
                            ? Ref
                            : Spelling.DimensionType + "(" + Ref + ")");
  }
  // Kernel arguments that all come from one `__VA_ARGS__` (or one macro
  // parameter) are placed at that parameter: it is written once.
  for (size_t I = FirstKernelArgument; I < Pieces.size(); ++I) {
    const FileRange &Part = Placed->Parts[I];
    const FileRange &Previous = Placed->Parts[I - 1];
    if (I > FirstKernelArgument && Part.File == Previous.File &&
        Part.Offset == Previous.Offset && Part.Length == Previous.Length)
      continue;
    Template += ", $" + std::to_string(I + 1);
  }
  Template += ")";

  unsigned MaxPiece = 0;
  std::vector<TemplatePart> Parts = parseTemplate(Template, MaxPiece);
  size_t Owner = Context.report(rules::Launch, Severity::Note,
                                FindingCategory::Launch,
                                "launch of '" + KernelName +
                                    "' rewritten to " + Spelling.LaunchMacro,
                                Placed->Whole);
  Context.edits().rewrite(Owner, Placed->Whole, std::move(Placed->Parts),
                          std::move(Parts));
}

} // namespace hipify
