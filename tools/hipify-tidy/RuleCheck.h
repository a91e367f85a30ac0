//===- RuleCheck.h - the clang-tidy check of one hipify rule --------------===//
//
// hipify-api-rename, hipify-launch, ... : one instance per rule ID of
// hipify::ruleCatalog() that a translation unit's engine reports
// (RuleInfo::reportedPerTranslationUnit). All instances of a translation unit share one engine
// (SharedTranslation.h); each emits the Findings of its own rule, with their
// edits as fix-its, so `clang-tidy --fix` with every hipify-* check enabled
// writes what `hipify port` writes.
//
// Options, shared by all hipify-* checks because they configure the one
// engine (a check-local `hipify-<rule>.<Option>` is not read):
//   hipify.CudaPath      CUDA installation the code is parsed against
//                        (default: $CUDA_PATH, else /usr/local/cuda)
//   hipify.LaunchSyntax  chevron (default) or ggl
//   hipify.HipVersion    target HIP as MAJOR.MINOR (default: the installed)
//   hipify.HipPath       HIP installation to read the version from
//   hipify.UseRocNames   true: roc* library names
//   hipify.MappingFiles  ';'-separated user mapping files
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TIDY_RULECHECK_H
#define HIPIFY_TIDY_RULECHECK_H

#include "SharedTranslation.h"
#include "ClangTidyCheck.h"

namespace hipify::tidy {

class RuleCheck : public clang::tidy::ClangTidyCheck {
public:
  RuleCheck(llvm::StringRef Name, clang::tidy::ClangTidyContext *Context,
            std::shared_ptr<TranslationRegistry> Registry);

  void storeOptions(clang::tidy::ClangTidyOptions::OptionMap &Opts) override;
  void registerPPCallbacks(const clang::SourceManager &SM,
                           clang::Preprocessor *PP,
                           clang::Preprocessor *ModuleExpanderPP) override;
  void registerMatchers(clang::ast_matchers::MatchFinder *Finder) override;
  void check(const clang::ast_matchers::MatchFinder::MatchResult &Result)
      override;
  void onEndOfTranslationUnit() override;

private:
  void emit(const Finding &F);
  clang::SourceLocation locationOf(llvm::StringRef File, unsigned Offset);

  std::shared_ptr<TranslationRegistry> Registry;
  EngineSettings Settings;
  std::shared_ptr<SharedTranslation> Translation;
  llvm::StringMap<clang::FileID> FileIDs;
};

} // namespace hipify::tidy

#endif
