//===- SharedTranslation.h - one engine per TU for all hipify-* checks ----===//
//
// clang-tidy labels a diagnostic with the name of the check that emitted it,
// so every rule ID needs its own check instance (hipify-api-rename,
// hipify-launch, ...). But the engine translates a whole translation unit at
// once, and its edits only make sense together (a kernel-launch rewrite keeps
// the renames inside its arguments; conflicts are resolved across rules).
// Running one engine per check would translate the file up to twenty times and
// could hand clang-tidy overlapping fixes.
//
// So the checks of one translation unit share one SharedTranslation:
//  - clang-tidy creates fresh check instances for each translation unit and
//    calls registerPPCallbacks on each, with the same Preprocessor, before
//    the main file is lexed. The first check to call
//    TranslationRegistry::join for that Preprocessor creates the
//    SharedTranslation and attaches the engine's PPCallbacks; the others get
//    the same object. Each check holds a shared_ptr, so the translation dies
//    with the last check of the translation unit (clang-tidy destroys the
//    checks with the ASTConsumer, before the next file's Preprocessor
//    exists), and a later Preprocessor at the same address finds an expired
//    entry, never a stale translation.
//  - Every check registers a translationUnitDecl() matcher: that is how it
//    learns the ASTContext and gets onEndOfTranslationUnit(). The first
//    check to ask for findings() runs the AST rewriters and the token-level
//    passes, after clang-tidy's own traversal is over; each check then emits
//    the Findings of its own rule.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TIDY_SHAREDTRANSLATION_H
#define HIPIFY_TIDY_SHAREDTRANSLATION_H

#include "Core/Finding.h"
#include "Engine/EngineSetup.h"
#include "Translate/TranslationEngine.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Preprocessor;
class SourceManager;
} // namespace clang

namespace hipify::tidy {

/// The options all hipify-* checks share (hipify.CudaPath, .LaunchSyntax,
/// .HipVersion, .HipPath, .UseRocNames, .MappingFiles; docs/editor.md) fill
/// an EngineSettings, resolved by setUpEngine as for every other front end.
using hipify::EngineSettings;

/// The engine attached to one translation unit, and its Findings.
class SharedTranslation {
public:
  explicit SharedTranslation(std::shared_ptr<const EngineSetup> Setup);

  /// Adds the engine's callbacks to PP; called once, by the first check.
  void attach(clang::Preprocessor &PP);
  void setASTContext(clang::ASTContext &AST) { this->AST = &AST; }
  clang::SourceManager &sourceManager() const { return *SM; }

  /// Every Finding of the translation unit, in source order. The first call
  /// runs the AST rewriters (if the AST was seen) and the token passes.
  const std::vector<Finding> &findings();

private:
  // The engine keeps references to the setup's table and options.
  std::shared_ptr<const EngineSetup> Setup;
  TranslationEngine Engine;
  clang::SourceManager *SM = nullptr;
  clang::ASTContext *AST = nullptr;
  std::optional<std::vector<Finding>> Findings;
};

/// Hands out the SharedTranslation of a translation unit, and caches the
/// mapping tables across translation units.
class TranslationRegistry {
public:
  struct Membership {
    std::shared_ptr<SharedTranslation> Translation;
    /// Whether this call created it (and must attach it).
    bool Created = false;
  };

  /// The translation of the unit PP preprocesses, created with Settings if
  /// this is the first check to ask. Fails when the tables cannot be loaded:
  /// once per settings, so that the error is reported once; later
  /// calls get a null Translation.
  llvm::Expected<Membership> join(clang::Preprocessor &PP,
                                  const EngineSettings &Settings);

private:
  llvm::Expected<std::shared_ptr<const EngineSetup>>
  setup(const EngineSettings &Settings);

  std::mutex Lock;
  std::map<const clang::Preprocessor *, std::weak_ptr<SharedTranslation>>
      Live;
  llvm::StringMap<std::shared_ptr<const EngineSetup>> Setups;
  llvm::StringSet<> FailedSetups;
};

} // namespace hipify::tidy

#endif
