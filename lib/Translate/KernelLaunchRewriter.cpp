//===- KernelLaunchRewriter.cpp -------------------------------------------===//
#include "Translate/KernelLaunchRewriter.h"
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

/// Whether a launch parameter is already a dim3 as written (a dim3 variable
/// or a dim3(...) expression), so that wrapping it again adds only noise.
static bool isDim3(const Expr *Arg) {
  const Expr *Written = Arg->IgnoreUnlessSpelledInSource();
  const auto *Record = Written->getType()->getAsCXXRecordDecl();
  return Record && Record->getIdentifier() && Record->getName() == "dim3";
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
    return KeepChevrons("it is used as a value, and hipLaunchKernelGGL is a "
                        "statement");

  // Pieces, in order: kernel, grid, block, [shared memory], [stream], args.
  std::vector<SourceRange> Pieces{Launch->getCallee()->getSourceRange()};
  std::string Template = "hipLaunchKernelGGL(";
  Template += hasExplicitTemplateArguments(Launch->getCallee())
                  ? "HIP_KERNEL_NAME($1)"
                  : "$1";
  const CallExpr *Config = Launch->getConfig();
  for (unsigned I = 0; I < 4; ++I) {
    const Expr *Arg = I < Config->getNumArgs() ? Config->getArg(I) : nullptr;
    if (!Arg || isa<CXXDefaultArgExpr>(Arg)) {
      Template += ", 0"; // Shared memory and stream default to 0.
      continue;
    }
    Pieces.push_back(Arg->getSourceRange());
    std::string Piece = "$" + std::to_string(Pieces.size());
    // Grid and block are dim3, unless already written as one.
    Template += ", " + (I >= 2 || isDim3(Arg) ? Piece : "dim3(" + Piece + ")");
  }
  for (const Expr *Arg : Launch->arguments()) {
    if (isa<CXXDefaultArgExpr>(Arg))
      continue;
    Pieces.push_back(Arg->getSourceRange());
    Template += ", $" + std::to_string(Pieces.size());
  }
  Template += ")";

  std::optional<TranslationContext::PlacedConstruct> Placed =
      Context.placeConstruct(SourceRange(Begin, Launch->getRParenLoc()),
                             Pieces, Launch->getRParenLoc());
  if (!Placed)
    return KeepChevrons("the launch is split between a macro and its use");

  unsigned MaxPiece = 0;
  std::vector<TemplatePart> Parts = parseTemplate(Template, MaxPiece);
  size_t Owner = Context.report(rules::Launch, Severity::Note,
                                FindingCategory::Launch,
                                "launch of '" + KernelName +
                                    "' rewritten to hipLaunchKernelGGL",
                                Placed->Whole);
  Context.edits().rewrite(Owner, Placed->Whole, std::move(Placed->Parts),
                          std::move(Parts));
}

} // namespace hipify
