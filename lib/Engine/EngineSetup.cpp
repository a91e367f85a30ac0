//===- EngineSetup.cpp ----------------------------------------------------===//
#include "Engine/EngineSetup.h"
#include "Engine/StandardPasses.h"
#include "Mapping/HipNameIndex.h"
#include "Translate/PreludeCache.h"

namespace hipify {

llvm::Expected<MappingTable>
loadMappingTables(const std::vector<std::string> &MappingFiles,
                  llvm::StringRef HipPath, std::vector<std::string> *Warnings) {
  llvm::Expected<MappingTable> Table = MappingTable::loadEmbedded();
  if (!Table)
    return Table.takeError();
  std::vector<MappingRow> UserRows;
  for (const std::string &File : MappingFiles)
    if (llvm::Error E = Table->addUserFile(File, &UserRows))
      return std::move(E);
  // A user's row that names a HIP API the installed HIP lacks would produce
  // output that does not compile: say so before translating.
  if (Warnings && !UserRows.empty())
    if (std::optional<std::string> Include = findHipIncludeDirectory(HipPath))
      for (std::string &Warning : HipNameIndex(*Include).check(UserRows))
        Warnings->push_back(std::move(Warning));
  return Table;
}

/// Points Setup's parse at the CUDA installation Cuda, or at the CUDA facade
/// when asked to or when Cuda is no installation (and the facade exists).
static llvm::Error chooseCudaHeaders(EngineSetup &Setup, llvm::StringRef Cuda,
                                     bool ForceFacade) {
  Setup.Translate.CudaPath = Setup.Parse.CudaPath = Cuda.str();
  Setup.Parse.CudaFacadeInclude.clear();
  Setup.FacadeNotice.clear();
  if (!ForceFacade && isCudaInstallation(Cuda))
    return llvm::Error::success();
  std::string Facade = findCudaFacade();
  if (Facade.empty()) {
    if (ForceFacade)
      return llvm::createStringError(
          std::errc::no_such_file_or_directory,
          "--cuda-facade: the CUDA facade is missing (no "
          "hipify_facade/prelude.h beside the binary, in the build tree or "
          "under $HIPIFY_CUDA_FACADE); build the hipify_cuda_facade target");
    return llvm::Error::success(); // The front end warns of the missing SDK.
  }
  // Declarations in the facade are CUDA's, as those of an installation.
  Setup.Translate.CudaPath = Facade;
  Setup.Parse.CudaPath.clear();
  Setup.Parse.CudaFacadeInclude = Facade;
  std::string Hip = cudaFacadeHipVersion(Facade);
  std::string Source =
      "the CUDA facade built from HIP " + (Hip.empty() ? "" : Hip + " ") +
      "headers (" + Facade + "; docs/facade.md)";
  Setup.FacadeNotice =
      ForceFacade ? "parsing against " + Source + " (--cuda-facade)"
                  : "no CUDA installation found (no include/cuda_runtime.h "
                    "under '" + Cuda.str() + "'); parsing against " + Source;
  return llvm::Error::success();
}

llvm::Expected<EngineSetup> setUpEngine(const EngineSettings &Settings) {
  EngineSetup Setup;
  llvm::Expected<MappingTable> Table = loadMappingTables(
      Settings.MappingFiles, Settings.HipPath, &Setup.Warnings);
  if (!Table)
    return Table.takeError();
  // The output must compile with the HIP it is built with.
  llvm::Expected<HipTarget> Target =
      chooseHipTarget(Settings.HipVersion, Settings.HipPath, *Table);
  if (!Target)
    return Target.takeError();
  Target->UseRocNames = Settings.UseRocNames;
  Table->retarget(*Target);
  Setup.Table = std::make_shared<const MappingTable>(std::move(*Table));
  Setup.Target = std::move(*Target);

  std::string Cuda =
      Settings.CudaPath.empty() ? defaultCudaPath() : Settings.CudaPath;
  Setup.Translate.Launch = Settings.Launch;
  Setup.Translate.RunPortabilityChecks = Settings.RunPortabilityChecks;
  Setup.Translate.WarpFixes = Settings.WarpFixes;
  if (llvm::Error E = chooseCudaHeaders(Setup, Cuda, Settings.CudaFacade))
    return std::move(E);
  Setup.Parse.ResourceDir = defaultResourceDir();
  Setup.Parse.ExtraArgs = Settings.ParseArgs;
  Setup.Parse.PreludeCacheDir =
      Settings.NoCache ? "" : PreludeCache::chooseDirectory(Settings.CacheDir);
  llvm::Expected<uint64_t> MaxBytes =
      PreludeCache::chooseMaxBytes(Settings.CacheMaxSize);
  if (!MaxBytes)
    return MaxBytes.takeError();
  Setup.Parse.PreludeCacheMaxBytes = *MaxBytes;
  return Setup;
}

Translator EngineSetup::translator() const {
  return Translator(*Table, Translate, Parse, standardPasses(Translate));
}

EngineSetup
EngineSetup::withParse(llvm::StringRef CudaPath,
                       const std::vector<std::string> &ExtraArgs) const {
  EngineSetup Copy = *this;
  // No CUDA installation there: the facade, if there is one (never an
  // error: without it the editor reports the missing installation).
  llvm::consumeError(
      chooseCudaHeaders(Copy, CudaPath, /*ForceFacade=*/false));
  Copy.Parse.ExtraArgs = ExtraArgs;
  return Copy;
}

std::vector<std::string> portArguments(const EngineSetup &Setup,
                                       const EngineSettings &Settings) {
  // The resolved target and CUDA path, not the settings' defaults: a worker
  // must not find another HIP or CUDA than its batch did.
  std::vector<std::string> Args = {
      Setup.usesCudaFacade() ? "--cuda-facade"
                             : "--cuda-path=" + Setup.Parse.CudaPath,
      "--hip-version=" + Setup.Target.Version.str(),
      Setup.Translate.Launch == LaunchSyntax::GGL ? "--launch-syntax=ggl"
                                                  : "--launch-syntax=chevron"};
  if (Setup.Target.UseRocNames)
    Args.push_back("--roc");
  if (!Setup.Translate.WarpFixes)
    Args.push_back("--no-warp-fixes");
  for (const std::string &File : Settings.MappingFiles)
    Args.push_back("--mapping-file=" + File);
  for (const std::string &Arg : Setup.Parse.ExtraArgs)
    Args.push_back("--extra-arg=" + Arg);
  // The cache's bound, resolved, so that the workers keep the same one.
  Args.push_back("--cache-max-size=" +
                 std::to_string(Setup.Parse.PreludeCacheMaxBytes));
  return Args;
}

std::string EngineSetup::fingerprint(llvm::StringRef ToolVersion) const {
  // The table digest covers every row's fields, user rows included; the
  // rest is what portArguments passes on.
  std::string Text = ToolVersion.str() + "\n" + Table->digest() + "\nHIP " +
                     Target.Version.str() +
                     (Target.UseRocNames ? " roc" : " hip") + "\nlaunch " +
                     (Translate.Launch == LaunchSyntax::GGL ? "ggl" : "chevron") +
                     "\ncuda " + Parse.CudaPath +
                     (usesCudaFacade() ? "\nfacade " + Parse.CudaFacadeInclude
                                       : "") +
                     (Translate.RunPortabilityChecks ? "\nchecks" : "") +
                     (Translate.WarpFixes ? "\nwarp-fixes" : "");
  for (const std::string &Arg : Parse.ExtraArgs)
    Text += "\narg " + Arg;
  return Text;
}

} // namespace hipify
