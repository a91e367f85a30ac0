//===- EngineSetup.h - the one way a front end obtains an engine ----------===//
//
// port, check, validate, cpu-run, batch workers, the language server and the
// clang-tidy plugin all turn their options into the same things: the mapping
// tables (built-in rows plus the user's files), the HIP the output must
// compile with (the tables retargeted to it), the translate options and the
// parse settings. They do it here and nowhere else, so that one source gets
// one answer from all of them.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_ENGINE_ENGINESETUP_H
#define HIPIFY_ENGINE_ENGINESETUP_H

#include "Mapping/HipTarget.h"
#include "Mapping/MappingTable.h"
#include "Translate/CompileCommand.h"
#include "Translate/TranslateOptions.h"
#include "Translate/Translator.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <string>
#include <vector>

namespace hipify {

/// Every option that changes what a translation writes, as the front ends
/// spell them (`hipify port` flags, tidy check options, LSP arguments).
struct EngineSettings {
  std::vector<std::string> MappingFiles; ///< --mapping-file, in order.
  std::string HipVersion; ///< --hip-version; empty: the installed HIP.
  std::string HipPath;    ///< --hip-path: where the installed HIP is.
  bool UseRocNames = false;                    ///< --roc
  LaunchSyntax Launch = LaunchSyntax::Chevron; ///< --launch-syntax
  std::string CudaPath; ///< --cuda-path; empty: $CUDA_PATH, /usr/local/cuda.
  /// --cuda-facade: parse against the CUDA facade even where a CUDA
  /// installation exists (without one, the facade is used anyway).
  bool CudaFacade = false;
  std::vector<std::string> ParseArgs; ///< --extra-arg, then `-- ARGS`.
  /// --cache-dir; empty: $HIPIFY_CACHE_DIR or the user's cache directory.
  std::string CacheDir;
  bool NoCache = false; ///< --no-cache
  /// --cache-max-size; empty: $HIPIFY_CACHE_MAX_SIZE or the default.
  std::string CacheMaxSize;
  /// Also run the portability rules (hipify check, editors, the plugin).
  bool RunPortabilityChecks = false;
  bool WarpFixes = true; ///< false: --no-warp-fixes
};

/// What the settings resolve to: everything an engine is built from.
struct EngineSetup {
  /// The tables, retargeted to Target. Shared: translators hold a reference.
  std::shared_ptr<const MappingTable> Table;
  HipTarget Target;
  TranslateOptions Translate;
  ParseSettings Parse;
  /// What the user should hear before any translation, one line each in the
  /// compiler's "file:line:col: warning: ..." form (user rows naming HIP
  /// APIs that the installed HIP lacks).
  std::vector<std::string> Warnings;
  /// Where the parse stands in for a CUDA installation with the CUDA facade:
  /// what to tell the user once (empty otherwise).
  std::string FacadeNotice;

  /// Whether sources are parsed against the CUDA facade.
  bool usesCudaFacade() const { return !Parse.CudaFacadeInclude.empty(); }
  /// A translator for one translation unit after another, running the
  /// standard passes for Translate.
  Translator translator() const;
  /// The same setup with an editor's workspace settings: another CUDA
  /// installation (empty: the default one; none there: the facade) and more
  /// clang arguments.
  EngineSetup withParse(llvm::StringRef CudaPath,
                        const std::vector<std::string> &ExtraArgs) const;
  /// Identifies everything the output depends on besides the sources: the
  /// tool's version, the tables' contents (user rows included), the target
  /// and the translate and parse options. Equal fingerprints, equal output.
  std::string fingerprint(llvm::StringRef ToolVersion) const;
};

/// The built-in tables plus the user's mapping files, not retargeted (what
/// `hipify query` and `hipify tables` show). Warnings as EngineSetup's.
llvm::Expected<MappingTable>
loadMappingTables(const std::vector<std::string> &MappingFiles,
                  llvm::StringRef HipPath, std::vector<std::string> *Warnings);

/// Resolves Settings. Fails, saying why, when a mapping file is bad or the
/// HIP target is unknown.
llvm::Expected<EngineSetup> setUpEngine(const EngineSettings &Settings);

/// The `hipify port` arguments that reproduce Settings' translation in
/// another process (a batch worker), cache options excepted.
std::vector<std::string> portArguments(const EngineSetup &Setup,
                                       const EngineSettings &Settings);

} // namespace hipify

#endif
