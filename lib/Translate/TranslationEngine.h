//===- TranslationEngine.h - the engine, attachable to any compilation ----===//
//
// One translation unit's worth of rewriters (and portability checks), for
// whoever drives clang: hipify's own Translator, the clang-tidy module, the
// language server. The driver forwards the preprocessor and the AST and
// collects the Findings at the end.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_TRANSLATIONENGINE_H
#define HIPIFY_TRANSLATE_TRANSLATIONENGINE_H

#include "Translate/TranslationContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include <memory>

namespace clang {
class ASTContext;
class PPCallbacks;
class Preprocessor;
} // namespace clang

namespace hipify {

class PreprocessorRewriter;
class NameRewriter;
class KernelLaunchRewriter;
class RegisterKeywordRewriter;
class PortabilityChecks;
class CpuLowering;

class TranslationEngine {
public:
  TranslationEngine(const MappingTable &Table, const TranslateOptions &Options);
  ~TranslationEngine();

  /// Call when the main file is entered, before any token is lexed. The
  /// returned callbacks must be added to PP.
  std::unique_ptr<clang::PPCallbacks>
  beginSourceFile(clang::SourceManager &SM, const clang::LangOptions &LO,
                  clang::Preprocessor &PP);

  /// Runs the AST rewriters. With RestrictToTranslatedFiles the traversal
  /// skips declarations from headers (faster; only safe when nobody else is
  /// traversing the same AST).
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
  clang::ast_matchers::MatchFinder Finder;
  std::unique_ptr<NameRewriter> Names;
  std::unique_ptr<KernelLaunchRewriter> Launches;
  std::unique_ptr<RegisterKeywordRewriter> Registers;
  std::unique_ptr<PortabilityChecks> Checks;
  std::unique_ptr<CpuLowering> Lowering;
  PreprocessorRewriter *Preprocessor = nullptr; ///< Owned by the PP.
};

} // namespace hipify

#endif
