//===- TranslationEngine.cpp ----------------------------------------------===//
#include "Translate/TranslationEngine.h"
#include "Support/CrashContainment.h"
#include "clang/AST/ASTContext.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace hipify {

namespace {
/// Testing only (`--debug-crash-on=matcher:ID`): an AST matcher named like a
/// rule or pass that crashes on the first function definition of the
/// translated files, so that a crash in a rule's matcher is reported as one.
class DebugCrashMatcher : public MatchFinder::MatchCallback {
public:
  DebugCrashMatcher(std::string Id, const TranslationContext &Context)
      : Id(std::move(Id)), Context(Context) {}
  llvm::StringRef getID() const override { return Id; }
  void run(const MatchFinder::MatchResult &Result) override {
    const auto *F = Result.Nodes.getNodeAs<FunctionDecl>("function");
    const SourceManager &SM = *Result.SourceManager;
    if (!F || !Context.isTranslatedLocation(SM.getFileLoc(F->getLocation())))
      return;
    crashIfRequested("matcher:" + Id,
                     SM.getFilename(SM.getFileLoc(F->getLocation())));
  }

private:
  std::string Id;
  const TranslationContext &Context;
};
} // namespace

static std::vector<std::unique_ptr<TranslationPass>>
makePasses(llvm::ArrayRef<PassFactory> Factories, TranslationContext &Context) {
  std::vector<std::unique_ptr<TranslationPass>> Passes;
  for (const PassFactory &Factory : Factories)
    Passes.push_back(Factory.Make(Context));
  return Passes;
}

TranslationEngine::TranslationEngine(const MappingTable &Table,
                                     const TranslateOptions &Options,
                                     llvm::ArrayRef<PassFactory> Factories)
    : Context(Table, Options), Passes(makePasses(Factories, Context)),
      Events(Passes) {
  for (size_t I = 0; I < Passes.size(); ++I)
    Passes[I]->Name = Factories[I].Name;
  for (const std::unique_ptr<TranslationPass> &Pass : Passes)
    Pass->registerMatchers(Finder);
  if (std::string Id = debugCrashMatcherId(); !Id.empty()) {
    DebugMatcher = std::make_unique<DebugCrashMatcher>(Id, Context);
    Finder.addMatcher(functionDecl(isDefinition()).bind("function"),
                      DebugMatcher.get());
  }
}

TranslationEngine::~TranslationEngine() = default;

std::unique_ptr<PPCallbacks>
TranslationEngine::beginSourceFile(SourceManager &SM, const LangOptions &LO,
                                   clang::Preprocessor &PP) {
  Context.beginSourceFile(SM, LO);
  MainFile.clear();
  if (OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID()))
    MainFile = Main->getName().str();
  crashIfRequested("parse", MainFile);
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
  // The matcher that runs names itself in LLVM's stack dump (its getID).
  CrashStage Stage("running the AST matchers");
  crashIfRequested("match", MainFile);
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
  for (const std::unique_ptr<TranslationPass> &Pass : Passes) {
    std::string Name = "pass '" + Pass->passName().str() + "'";
    CrashStage Stage(Name);
    crashIfRequested(Pass->passName(), MainFile);
    Pass->finishTranslationUnit();
  }
  CrashStage Stage("resolving the edits");
  crashIfRequested("edits", MainFile);
  std::vector<Finding> Findings = Context.finish();
  sortBySourceOrder(Findings);
  return Findings;
}

} // namespace hipify
