//===- Commands.h - the subcommands of the hipify tool --------------------===//
#ifndef HIPIFY_TOOLS_COMMANDS_H
#define HIPIFY_TOOLS_COMMANDS_H

#include "Batch/BatchPort.h"
#include "Engine/EngineSetup.h"
#include "Report/ReportFormats.h"
#include "Mapping/HipTarget.h"
#include "Mapping/MappingTable.h"
#include "Translate/CompileCommand.h"
#include "Translate/TranslateOptions.h"
#include "Validate/ProgramValidation.h"
#include <string>
#include <vector>

namespace hipify {

/// Exit codes shared by every subcommand.
enum ExitCode {
  ExitOk = 0,
  ExitFindings = 1,
  ExitUsage = 2,
  /// hipify crashed (docs/rules/hipify-internal-error.md); a run over many
  /// files ends with it once the others are done.
  ExitInternal = 3
};

/// port --verify: compile the port with this machine's HIP compiler and
/// report what does not build (lib/Validate/PortVerifier.h).
struct VerifyOptions {
  bool Enabled = false;
  std::string Hipcc;               ///< --hipcc; empty: hipcc on PATH.
  std::vector<std::string> Arches; ///< --offload-arch; default gfx90a.
  /// What the verification needs of the translation: the tables and the
  /// target, where CUDA is, and the project's flags (`--`, -p).
  const EngineSetup *Setup = nullptr;
  std::string HipPath; ///< --hip-path: where the installed HIP is.
  std::vector<std::string> ParseArgs;
  std::string BuildDir;
  unsigned TimeoutSeconds = 600; ///< Per unit compiled (--timeout).
};

struct PortRequest {
  std::string Input;
  std::string Output;        ///< Empty: stdout.
  bool InPlace = false;
  bool KeepBackup = true;
  bool PrintStatistics = false;
  bool ShowNotes = false;
  bool Quiet = false;        ///< Print error findings only.
  std::string BuildDir;      ///< -p: directory with compile_commands.json.
  std::string ExportFixes; ///< clang-tidy YAML of every edit, if set.
  /// Batch worker mode: write the result here as JSON, nothing else.
  std::string WorkerResult;
  /// Seconds the translation may take (0: no limit); a batch worker has
  /// none of its own: the batch stops it.
  unsigned TimeoutSeconds = 0;
  std::string DebugHangOn;  ///< Testing the batch: hang on this file.
  VerifyOptions Verify;
};

struct BatchRequest {
  BatchOptions Batch;
  std::string ReportFile;
  bool Quiet = false;
  bool ShowNotes = false; ///< Print notes too, not only warnings and errors.
  /// The workers parse against the CUDA facade (the report says so).
  bool ParsedWithCudaFacade = false;
  VerifyOptions Verify;
};

int runBatch(const BatchRequest &Request);

struct ValidateRequest {
  /// A CUDA program, or a directory of them.
  std::string CudaSource;
  /// Its port, or the directory of their ports; empty: port them here.
  std::string HipSource;
  std::string ReportFile;
  unsigned Jobs = 1;
  bool Quiet = false;   ///< No warnings or progress (--quiet).
  bool Verbose = false; ///< The work directory, each program as it ends.
  bool KeepWork = false;
  /// SARIF in place of the text report.
  bool Sarif = false;
  std::string Output; ///< Where the report goes; empty: stdout.
  std::string ToolVersion, RulesBaseUri;
  /// Everything else, for each program.
  ProgramValidationRequest Program;
};

int runValidate(const ValidateRequest &Request, const MappingTable &Table);

enum class CpuDialectChoice { Auto, Cuda, Hip };

struct CpuRunRequestOptions {
  std::string Source;
  /// Auto: .hip files and sources including hip/hip_runtime.h are HIP.
  CpuDialectChoice Dialect = CpuDialectChoice::Auto;
  unsigned WarpSize = 0;        ///< 0: the dialect's default.
  std::string TraceDir;
  std::string RunArgs;          ///< Split like a shell would, simply.
  std::string KeepDir;          ///< Keep the prepared source and program.
  std::string PreparedOutput;   ///< --prepare-only: write the lowering here.
  bool PrepareOnly = false;
  bool Verbose = false;
  bool Quiet = false; ///< Errors only, and the program's output.
  /// Keep every synchronising kernel on fibers (no phased kernels), to
  /// compare the two.
  bool FibersOnly = false;
  unsigned TimeoutSeconds = 300;
  /// Run the program in a directory of links to the current directory's
  /// files (Support/RunDirectory.h): what it writes stays there.
  bool RunInScratch = false;
  std::string CStandard; ///< --c-std: the C dialect of C units.
  std::vector<std::string> CompileFlags; ///< After `--`: preprocessor flags.
};

int runCpuRun(const CpuRunRequestOptions &Request, const MappingTable &Table);
/// Splits --run-args on blanks, honouring simple quotes.
std::vector<std::string> splitRunArgs(llvm::StringRef Text);

enum class TableFormat { Csv, Markdown };

/// check --fail-on: the lowest level that fails the check.
enum class FailLevel { Error, Warning, None };

struct CheckRequest {
  std::vector<std::string> Paths;
  std::string BuildDir;
  const ReportFormat *Format = &reportFormats().front();
  std::string Output; ///< Empty: stdout.
  bool Quiet = false;   ///< No notes: errors, the report and its summary.
  bool Verbose = false; ///< Each file as it is checked.
  FailLevel FailOn = FailLevel::Warning;
  std::string Baseline;
  std::string WriteBaseline;
  std::string ExportFixes;
  std::string SourceRoot;
  std::string RulesBaseUri;
  std::string ToolVersion;
  /// Seconds one unit may take (--timeout); each unit runs in a process of
  /// its own.
  unsigned TimeoutSeconds = 600;
};

int runCheck(const CheckRequest &Request, const EngineSetup &Setup);

int runPort(const PortRequest &Request, const EngineSetup &Setup);
/// Writes the answer to Out (JSON when Json), errors to stderr.
int runQuery(llvm::StringRef Name, bool Json, const MappingTable &Table,
             llvm::raw_ostream &Out);
/// Csv: to Output, a file (empty: stdout); Markdown: pages into Output, a
/// directory.
int runTables(TableFormat Format, llvm::StringRef Output,
              const MappingTable &Table);

} // namespace hipify

#endif
