//===- SharedTranslation.cpp ----------------------------------------------===//
#include "SharedTranslation.h"
#include "Engine/StandardPasses.h"
#include "Mapping/HipTarget.h"
#include "clang/AST/ASTContext.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace hipify::tidy {

std::string EngineSettings::tableKey() const {
  std::string Key = HipVersion + '\n' + HipPath + '\n' +
                    (UseRocNames ? "roc" : "hip");
  for (const std::string &File : MappingFiles)
    Key += '\n' + File;
  return Key;
}

SharedTranslation::SharedTranslation(std::shared_ptr<const MappingTable> Table,
                                     TranslateOptions Options)
    : Table(std::move(Table)), Options(std::move(Options)),
      Engine(*this->Table, this->Options, standardPasses(this->Options)) {}

void SharedTranslation::attach(Preprocessor &PP) {
  SM = &PP.getSourceManager();
  PP.addPPCallbacks(Engine.beginSourceFile(*SM, PP.getLangOpts(), PP));
}

const std::vector<Finding> &SharedTranslation::findings() {
  if (!Findings) {
    // clang-tidy's own traversal is over when the first check asks (from
    // onEndOfTranslationUnit), but other checks may still use the AST's
    // parent map afterwards: keep the traversal scope as it is.
    if (AST)
      Engine.matchAST(*AST, /*RestrictToTranslatedFiles=*/false);
    Findings = Engine.finish();
  }
  return *Findings;
}

llvm::Expected<std::shared_ptr<const MappingTable>>
TranslationRegistry::table(const EngineSettings &Settings) {
  std::string Key = Settings.tableKey();
  auto Cached = Tables.find(Key);
  if (Cached != Tables.end())
    return Cached->second;

  // The same table `hipify port` would use with the same options.
  llvm::Expected<MappingTable> Table = MappingTable::loadEmbedded();
  if (!Table)
    return Table.takeError();
  for (const std::string &File : Settings.MappingFiles)
    if (llvm::Error E = Table->addUserFile(File))
      return E;
  llvm::Expected<HipTarget> Target =
      chooseHipTarget(Settings.HipVersion, Settings.HipPath, *Table);
  if (!Target)
    return Target.takeError();
  Target->UseRocNames = Settings.UseRocNames;
  Table->retarget(*Target);

  auto Shared = std::make_shared<const MappingTable>(std::move(*Table));
  Tables[Key] = Shared;
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

  if (FailedTables.contains(Settings.tableKey()))
    return Membership{};
  llvm::Expected<std::shared_ptr<const MappingTable>> Table = table(Settings);
  if (!Table) {
    FailedTables.insert(Settings.tableKey());
    return Table.takeError();
  }
  TranslateOptions Options;
  Options.CudaPath = Settings.CudaPath;
  Options.Launch = Settings.Launch;
  // Editors and CI want the portability rules too; each has its own check,
  // so users choose with --checks.
  Options.RunPortabilityChecks = true;
  auto Translation =
      std::make_shared<SharedTranslation>(std::move(*Table), Options);
  Live[&PP] = Translation;
  return Membership{std::move(Translation), /*Created=*/true};
}

} // namespace hipify::tidy
