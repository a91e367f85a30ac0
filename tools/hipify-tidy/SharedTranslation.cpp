//===- SharedTranslation.cpp ----------------------------------------------===//
#include "SharedTranslation.h"
#include "Core/RuleIds.h"
#include "Engine/CrashAdvice.h"
#include "Engine/StandardPasses.h"
#include "Support/CrashContainment.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace hipify::tidy {

/// Identifies the setup Settings resolve to.
static std::string settingsKey(const EngineSettings &Settings) {
  std::string Key = Settings.HipVersion + '\n' + Settings.HipPath + '\n' +
                    (Settings.UseRocNames ? "roc" : "hip") + '\n' +
                    (Settings.Launch == LaunchSyntax::GGL ? "ggl" : "chevron") +
                    '\n' + Settings.CudaPath;
  for (const std::string &File : Settings.MappingFiles)
    Key += '\n' + File;
  return Key;
}

SharedTranslation::SharedTranslation(std::shared_ptr<const EngineSetup> Setup)
    : Setup(std::move(Setup)),
      Engine(*this->Setup->Table, this->Setup->Translate,
             standardPasses(this->Setup->Translate)) {}

void SharedTranslation::attach(Preprocessor &PP) {
  SM = &PP.getSourceManager();
  PP.addPPCallbacks(Engine.beginSourceFile(*SM, PP.getLangOpts(), PP));
}

/// Enough for the AST matchers' recursion over deep ASTs, as the parse of
/// hipify's own front ends has.
static constexpr unsigned MatchStackSize = 128u << 20;

const std::vector<Finding> &SharedTranslation::findings() {
  if (!Findings) {
    // clang-tidy's own traversal is over when the first check asks (from
    // onEndOfTranslationUnit), but other checks may still use the AST's
    // parent map afterwards: keep the traversal scope as it is. The passes
    // run contained (Support/CrashContainment.h): a crash of one costs this
    // file's hipify-* results, not clang-tidy's run over the others.
    std::vector<Finding> Done;
    ContainedRun Run = runContained(MatchStackSize, [&] {
      if (AST)
        Engine.matchAST(*AST, /*RestrictToTranslatedFiles=*/false);
      Done = Engine.finish();
    });
    if (Run.Outcome == ContainedOutcome::Completed) {
      Findings = std::move(Done);
    } else {
      Finding F;
      F.RuleId = rules::InternalError.str();
      F.Level = Severity::Error;
      if (SM)
        if (clang::OptionalFileEntryRef Main =
                SM->getFileEntryRefForID(SM->getMainFileID()))
          F.Span.File = Main->getName().str();
      F.Span.Line = F.Span.Column = 1;
      F.Message =
          Run.Outcome == ContainedOutcome::Crashed
              ? describeInternalCrash("analysing this file", Run.Crash)
              : "hipify's passes ran out of stack on this file (it nests "
                "deeper than they can follow)";
      Findings = std::vector<Finding>{std::move(F)};
    }
  }
  return *Findings;
}

llvm::Expected<std::shared_ptr<const EngineSetup>>
TranslationRegistry::setup(const EngineSettings &Settings) {
  std::string Key = settingsKey(Settings);
  auto Cached = Setups.find(Key);
  if (Cached != Setups.end())
    return Cached->second;
  // Editors and CI want the portability rules too; each has its own check,
  // so users choose with --checks.
  EngineSettings WithChecks = Settings;
  WithChecks.RunPortabilityChecks = true;
  llvm::Expected<EngineSetup> Setup = setUpEngine(WithChecks);
  if (!Setup)
    return Setup.takeError();
  for (const std::string &Warning : Setup->Warnings)
    llvm::errs() << Warning << '\n';
  auto Shared = std::make_shared<const EngineSetup>(std::move(*Setup));
  Setups[Key] = Shared;
  return Shared;
}

llvm::Expected<TranslationRegistry::Membership>
TranslationRegistry::join(Preprocessor &PP, const EngineSettings &Settings) {
  std::lock_guard<std::mutex> Guard(Lock);
  // Forget the translation units whose checks are gone.
  for (auto It = Live.begin(); It != Live.end();)
    It = It->second.expired() ? Live.erase(It) : std::next(It);

  if (auto Found = Live.find(&PP); Found != Live.end())
    return Membership{Found->second.lock(), /*Created=*/false};

  std::string Key = settingsKey(Settings);
  if (FailedSetups.contains(Key))
    return Membership{};
  llvm::Expected<std::shared_ptr<const EngineSetup>> Setup = setup(Settings);
  if (!Setup) {
    FailedSetups.insert(Key);
    return Setup.takeError();
  }
  auto Translation = std::make_shared<SharedTranslation>(std::move(*Setup));
  Live[&PP] = Translation;
  return Membership{std::move(Translation), /*Created=*/true};
}

} // namespace hipify::tidy
