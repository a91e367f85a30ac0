//===- TranslationEngine.cpp ----------------------------------------------===//
#include "Translate/TranslationEngine.h"
#include "clang/AST/ASTContext.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace hipify {

static std::vector<std::unique_ptr<TranslationPass>>
makePasses(llvm::ArrayRef<PassFactory> Factories, TranslationContext &Context) {
  std::vector<std::unique_ptr<TranslationPass>> Passes;
  for (const PassFactory &Make : Factories)
    Passes.push_back(Make(Context));
  return Passes;
}

TranslationEngine::TranslationEngine(const MappingTable &Table,
                                     const TranslateOptions &Options,
                                     llvm::ArrayRef<PassFactory> Factories)
    : Context(Table, Options), Passes(makePasses(Factories, Context)),
      Events(Passes) {
  for (const std::unique_ptr<TranslationPass> &Pass : Passes)
    Pass->registerMatchers(Finder);
}

TranslationEngine::~TranslationEngine() = default;

std::unique_ptr<PPCallbacks>
TranslationEngine::beginSourceFile(SourceManager &SM, const LangOptions &LO,
                                   clang::Preprocessor &PP) {
  Context.beginSourceFile(SM, LO);
  // The passes' callbacks run in pass order.
  std::unique_ptr<PPCallbacks> All;
  for (const std::unique_ptr<TranslationPass> &Pass : Passes)
    if (std::unique_ptr<PPCallbacks> Own =
            Pass->preprocessorCallbacks(PP, Events))
      All = All ? std::make_unique<PPChainedCallbacks>(std::move(All),
                                                       std::move(Own))
                : std::move(Own);
  return All ? std::move(All) : std::make_unique<PPCallbacks>();
}

void TranslationEngine::matchAST(ASTContext &AST,
                                 bool RestrictToTranslatedFiles) {
  if (!RestrictToTranslatedFiles ||
      llvm::any_of(Passes, [](const std::unique_ptr<TranslationPass> &Pass) {
        return Pass->matchesOutsideTranslatedFiles();
      })) {
    Finder.matchAST(AST);
    return;
  }
  // The CUDA headers hold no edits and dominate the AST. A precompiled
  // prelude holds nothing of the user's: its declarations are not loaded
  // (noload_decls) just to be left out here.
  std::vector<Decl *> Scope;
  const SourceManager &SM = AST.getSourceManager();
  for (Decl *D : AST.getTranslationUnitDecl()->noload_decls())
    if (Context.isTranslatedLocation(SM.getExpansionLoc(D->getBeginLoc())))
      Scope.push_back(D);
  std::vector<Decl *> Previous = AST.getTraversalScope();
  AST.setTraversalScope(Scope);
  Finder.matchAST(AST);
  AST.setTraversalScope(Previous);
}

std::vector<Finding> TranslationEngine::finish() {
  for (const std::unique_ptr<TranslationPass> &Pass : Passes)
    Pass->finishTranslationUnit();
  std::vector<Finding> Findings = Context.finish();
  sortBySourceOrder(Findings);
  return Findings;
}

} // namespace hipify
