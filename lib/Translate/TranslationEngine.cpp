//===- TranslationEngine.cpp ----------------------------------------------===//
#include "Translate/TranslationEngine.h"
#include "Check/PortabilityChecks.h"
#include "CpuRunner/CpuLowering.h"
#include "Translate/KernelLaunchRewriter.h"
#include "Translate/NameRewriter.h"
#include "Translate/PreprocessorRewriter.h"
#include "Translate/RegisterKeywordRewriter.h"
#include "clang/AST/ASTContext.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace hipify {

TranslationEngine::TranslationEngine(const MappingTable &Table,
                                     const TranslateOptions &Options)
    : Context(Table, Options) {
  if (Options.PrepareForCpu) {
    // The CPU runner keeps the source's dialect: no names change.
    Lowering = std::make_unique<CpuLowering>(Context);
    Lowering->registerMatchers(Finder);
    return;
  }
  Names = std::make_unique<NameRewriter>(Context);
  Launches = std::make_unique<KernelLaunchRewriter>(Context);
  Registers = std::make_unique<RegisterKeywordRewriter>(Context);
  Names->registerMatchers(Finder);
  Launches->registerMatchers(Finder);
  Registers->registerMatchers(Finder);
  if (Options.RunPortabilityChecks) {
    Checks = std::make_unique<PortabilityChecks>(Context);
    Checks->registerMatchers(Finder);
  }
}

TranslationEngine::~TranslationEngine() = default;

std::unique_ptr<PPCallbacks>
TranslationEngine::beginSourceFile(SourceManager &SM, const LangOptions &LO,
                                   clang::Preprocessor &PP) {
  Context.beginSourceFile(SM, LO);
  if (Context.options().PrepareForCpu)
    return std::make_unique<PPCallbacks>();
  auto Callbacks = std::make_unique<PreprocessorRewriter>(Context, PP);
  Preprocessor = Callbacks.get();
  return Callbacks;
}

void TranslationEngine::matchAST(ASTContext &AST,
                                 bool RestrictToTranslatedFiles) {
  // The CPU runner's headers are small, and the program's own headers must
  // be seen: what they hold that cannot be lowered is reported.
  if (!RestrictToTranslatedFiles || Context.options().PrepareForCpu) {
    Finder.matchAST(AST);
    return;
  }
  // The CUDA headers hold no edits and dominate the AST.
  std::vector<Decl *> Scope;
  const SourceManager &SM = AST.getSourceManager();
  for (Decl *D : AST.getTranslationUnitDecl()->decls())
    if (Context.isTranslatedLocation(SM.getExpansionLoc(D->getBeginLoc())))
      Scope.push_back(D);
  std::vector<Decl *> Previous = AST.getTraversalScope();
  AST.setTraversalScope(Scope);
  Finder.matchAST(AST);
  AST.setTraversalScope(Previous);
}

std::vector<Finding> TranslationEngine::finish() {
  if (Preprocessor) {
    Preprocessor->translateMacroBodies();
    Preprocessor->insertRuntimeInclude();
  }
  if (!Context.options().PrepareForCpu)
    Context.translateUnparsedCode();
  std::vector<Finding> Findings = Context.finish();
  sortBySourceOrder(Findings);
  return Findings;
}

} // namespace hipify
