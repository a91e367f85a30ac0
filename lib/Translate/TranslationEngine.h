//===- TranslationEngine.h - the engine, attachable to any compilation ----===//
//
// One translation unit's worth of passes (TranslationPass.h), for whoever
// drives clang: hipify's own Translator, the clang-tidy module, the language
// server. The driver forwards the preprocessor and the AST and collects the
// Findings at the end. Which passes run is the caller's choice; lib/Engine's
// standardPasses() is the one every front end uses.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_TRANSLATIONENGINE_H
#define HIPIFY_TRANSLATE_TRANSLATIONENGINE_H

#include "Translate/TranslationContext.h"
#include "Translate/TranslationPass.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include <memory>
#include <vector>

namespace clang {
class ASTContext;
class PPCallbacks;
class Preprocessor;
} // namespace clang

namespace hipify {

class TranslationEngine {
public:
  /// The engine runs the passes Passes make, in that order.
  TranslationEngine(const MappingTable &Table, const TranslateOptions &Options,
                    llvm::ArrayRef<PassFactory> Passes);
  ~TranslationEngine();

  /// Call when the main file is entered, before any token is lexed. The
  /// returned callbacks must be added to PP.
  std::unique_ptr<clang::PPCallbacks>
  beginSourceFile(clang::SourceManager &SM, const clang::LangOptions &LO,
                  clang::Preprocessor &PP);

  /// Runs the passes' AST matchers. With RestrictToTranslatedFiles the
  /// traversal skips declarations from headers, unless a pass must see them
  /// (faster; only safe when nobody else is traversing the same AST).
  void matchAST(clang::ASTContext &AST, bool RestrictToTranslatedFiles);

  /// Records where clang reported an error, so that names there are
  /// translated token by token.
  void noteErrorLocation(clang::SourceLocation Loc) {
    Context.noteErrorLocation(Loc);
  }

  /// Runs the token-level passes, resolves the edits and returns every
  /// Finding, in source order.
  std::vector<Finding> finish();

  TranslationContext &context() { return Context; }

private:
  TranslationContext Context;
  std::vector<std::unique_ptr<TranslationPass>> Passes;
  PassEvents Events; ///< Refers to Passes, which never change.
  clang::ast_matchers::MatchFinder Finder;
  /// The unit's main file, for the testing hook that crashes on purpose
  /// (Support/CrashContainment.h), and that hook's matcher, if asked for.
  std::string MainFile;
  std::unique_ptr<clang::ast_matchers::MatchFinder::MatchCallback>
      DebugMatcher;
};

} // namespace hipify

#endif
