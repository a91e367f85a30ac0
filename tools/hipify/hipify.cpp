//===- hipify.cpp - the hipify command line --------------------------------===//
//
// Parses options and hands over to the library; all behaviour lives in lib/.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "Mapping/HipNameIndex.h"
#include "Translate/PreludeCache.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <cstring>

using namespace llvm;
using namespace hipify;

static cl::SubCommand PortCommand(
    "port", "Translate a CUDA source file, or a whole project tree, to HIP");
static cl::SubCommand TablesCommand(
    "tables", "Print the mapping tables as CSV, or write them as Markdown "
              "pages (docs/api)");
static cl::SubCommand CheckCommand(
    "check", "Report CUDA code that does not port (a CI gate): unsupported "
             "APIs, inline PTX, warp-size assumptions, ...");
static cl::SubCommand ValidateCommand(
    "validate", "Build a port for AMD GPUs with hipcc, check its fat binary "
                "holds a code object per target, run the CUDA original and "
                "the port and compare their results");
static cl::SubCommand CpuRunCommand(
    "cpu-run", "Run a CUDA program or its HIP port on the CPU, without a GPU "
               "(the CPU runner of hipify validate); exits with the "
               "program's status, 124 when a launch hung, 125 on a deadlock "
               "or crash, 1 when it cannot be prepared or built");
static cl::SubCommand QueryCommand(
    "query", "Show the mapping of a CUDA name (or the closest known names)");

static cl::OptionCategory PortCategory("hipify port options");
static cl::OptionCategory TableCategory("Mapping table options");
static cl::OptionCategory QueryCategory("hipify query options");
static cl::OptionCategory TablesCategory("hipify tables options");
static cl::OptionCategory CheckCategory("hipify check options");
static cl::OptionCategory ValidateCategory("hipify validate options");
static cl::OptionCategory CpuRunCategory("hipify cpu-run options");
static cl::OptionCategory ParseCategory("Parsing options");

// --- port -------------------------------------------------------------------
static cl::list<std::string>
    PortInputs(cl::Positional, cl::ZeroOrMore,
               cl::desc("<cuda-file>, or with --in-root: [<path>...]"),
               cl::sub(PortCommand), cl::cat(PortCategory));
static cl::opt<std::string>
    OutputFile("o", cl::desc("Write the HIP translation to <file> (atomically) "
                             "instead of stdout"),
               cl::value_desc("file"), cl::sub(PortCommand),
               cl::cat(PortCategory));
static cl::opt<bool>
    InPlace("in-place",
            cl::desc("Rewrite the input file atomically (also -i); the "
                     "original is kept "
                     "as <file>.orig unless --no-backup (an existing .orig is "
                     "never overwritten)"),
            cl::sub(PortCommand), cl::cat(PortCategory));
static cl::alias InPlaceShort("i", cl::desc("Alias for --in-place"),
                              cl::aliasopt(InPlace), cl::cat(PortCategory));
static cl::opt<bool> NoBackup("no-backup",
                              cl::desc("With --in-place, keep no .orig copy"),
                              cl::sub(PortCommand), cl::cat(PortCategory));
static cl::opt<std::string>
    CudaPath("cuda-path",
             cl::desc("CUDA installation whose headers the input is parsed "
                      "with (default: $CUDA_PATH, else /usr/local/cuda)"),
             cl::value_desc("dir"), cl::sub(PortCommand), cl::sub(CheckCommand),
             cl::sub(ValidateCommand), cl::cat(ParseCategory));
static cl::opt<std::string>
    BuildDir("p",
             cl::desc("Build directory holding compile_commands.json; the "
                      "input's command there supplies include paths and "
                      "macros"),
             cl::value_desc("build-dir"), cl::sub(PortCommand),
             cl::sub(CheckCommand), cl::cat(ParseCategory));
static cl::list<std::string>
    ExtraArgs("extra-arg",
              cl::desc("Extra argument for the clang parse (repeatable); "
                       "arguments after `--` are added the same way"),
              cl::value_desc("arg"), cl::sub(PortCommand),
              cl::sub(CheckCommand), cl::cat(ParseCategory));
static cl::opt<std::string> CacheDir(
    "cache-dir",
    cl::desc("Where precompiled CUDA headers are kept between runs (default: "
             "$HIPIFY_CACHE_DIR, else $XDG_CACHE_HOME/hipify or "
             "~/.cache/hipify; HIPIFY_CACHE_DIR=off disables the cache)"),
    cl::value_desc("dir"), cl::sub(PortCommand), cl::sub(CheckCommand),
    cl::cat(ParseCategory));
static cl::opt<bool> NoCache(
    "no-cache",
    cl::desc("Parse the CUDA headers every time instead of using the cache"),
    cl::sub(PortCommand), cl::sub(CheckCommand), cl::cat(ParseCategory));
static cl::opt<LaunchSyntax> LaunchStyle(
    "launch-syntax", cl::desc("How kernel launches are written in the output"),
    cl::values(clEnumValN(LaunchSyntax::Chevron, "chevron",
                          "keep kernel<<<grid, block>>>(args) (default; "
                          "hip-clang accepts it)"),
               clEnumValN(LaunchSyntax::GGL, "ggl",
                          "hipLaunchKernelGGL(kernel, dim3(grid), "
                          "dim3(block), shmem, stream, args)")),
    cl::init(LaunchSyntax::Chevron), cl::sub(PortCommand),
    cl::cat(PortCategory));
static cl::opt<bool>
    Statistics("stats",
               cl::desc("Print counts of translated functions, types, enums, "
                        "macros, headers and launches to stderr"),
               cl::sub(PortCommand), cl::cat(PortCategory));
static cl::opt<bool> ShowNotes(
    "verbose",
    cl::desc("Also print a note for every edit (default: warnings and "
             "errors only)"),
    cl::sub(PortCommand), cl::cat(PortCategory));

// --- port: whole trees -------------------------------------------------------
static cl::OptionCategory BatchCategory("hipify port: whole projects");
static cl::opt<std::string> InRoot(
    "in-root",
    cl::desc("Port the project under <dir> (or only the paths given) into "
             "--out-root, keeping relative paths"),
    cl::value_desc("dir"), cl::sub(PortCommand), cl::cat(BatchCategory));
static cl::opt<std::string>
    OutRoot("out-root",
            cl::desc("Where the ported tree is written (never inside "
                     "--in-root); its .hipify-state.json makes re-runs "
                     "incremental"),
            cl::value_desc("dir"), cl::sub(PortCommand),
            cl::cat(BatchCategory));
static cl::opt<unsigned>
    Jobs("j", cl::desc("Translation units translated in parallel (default: "
                       "the number of cores)"),
         cl::value_desc("N"), cl::init(0), cl::Prefix, cl::sub(PortCommand),
         cl::cat(BatchCategory));
static cl::opt<bool> CopyAll(
    "copy-all",
    cl::desc("Also copy files without CUDA (and binary files), so that the "
             "output is a complete project"),
    cl::sub(PortCommand), cl::cat(BatchCategory));
static cl::opt<RenameMode> Rename(
    "rename", cl::desc("Names of ported CUDA files"),
    cl::values(clEnumValN(RenameMode::Keep, "keep", "keep .cu and .cuh (default)"),
               clEnumValN(RenameMode::Hip, "hip",
                          ".cu -> .hip, .cuh -> .hip.h, and includes of "
                          "renamed files follow")),
    cl::init(RenameMode::Keep), cl::sub(PortCommand), cl::cat(BatchCategory));
static cl::opt<unsigned> Timeout(
    "timeout",
    cl::desc("Seconds a translation unit may take before it is stopped and "
             "marked failed (default 600)"),
    cl::init(600), cl::sub(PortCommand), cl::cat(BatchCategory));
static cl::opt<unsigned> MemoryLimit(
    "memory-limit",
    cl::desc("MiB of memory a worker may use before it is stopped and its "
             "unit marked failed (default: no limit)"),
    cl::init(0), cl::sub(PortCommand), cl::cat(BatchCategory));
static cl::opt<unsigned> MaxFileSize(
    "max-file-size",
    cl::desc("Files larger than this many MiB are skipped (default 16)"),
    cl::init(16), cl::sub(PortCommand), cl::cat(BatchCategory));
static cl::opt<std::string>
    ReportFile("report",
               cl::desc("Write a JSON report: status per file, counts per API "
                        "family, unsupported APIs, effort estimate"),
               cl::value_desc("file.json"), cl::sub(PortCommand),
               cl::cat(BatchCategory));
static cl::opt<bool> Quiet("quiet",
                           cl::desc("No progress output (the summary, and "
                                    "every file that failed, was partly "
                                    "translated or skipped, still print)"),
                           cl::sub(PortCommand), cl::cat(BatchCategory));
// Worker mode: one unit of a batch, run by the batch in a process of its own.
static cl::opt<std::string> WorkerResult("worker-result", cl::Hidden,
                                         cl::sub(PortCommand));
static cl::opt<std::string> TranslateRoot("translate-root", cl::Hidden,
                                          cl::sub(PortCommand));
static cl::opt<bool> RenameIncludes("rename-includes", cl::Hidden,
                                    cl::sub(PortCommand));
static cl::opt<std::string> DebugHangOn(
    "debug-hang-on", cl::Hidden,
    cl::desc("Testing: a worker whose file path contains this text hangs"),
    cl::sub(PortCommand));
static cl::opt<std::string> DebugCrashOn(
    "debug-crash-on", cl::Hidden,
    cl::desc("Testing: a worker whose file path contains this text crashes"),
    cl::sub(PortCommand));

static cl::opt<std::string> HipVersionOption(
    "hip-version",
    cl::desc("HIP version the output must compile with (MAJOR.MINOR). "
             "Default: the installed HIP (see --hip-path); APIs newer than "
             "the target are reported or mapped to an older equivalent"),
    cl::value_desc("X.Y"), cl::sub(PortCommand), cl::sub(ValidateCommand),
    cl::cat(PortCategory));
static cl::opt<std::string> HipPath(
    "hip-path",
    cl::desc("HIP installation whose include/hip/hip_version.h sets the "
             "default --hip-version (default: $HIP_PATH, $ROCM_PATH, "
             "/opt/rocm, then /usr)"),
    cl::value_desc("dir"), cl::sub(PortCommand), cl::sub(ValidateCommand),
    cl::cat(PortCategory));
static cl::opt<bool>
    UseRoc("roc",
           cl::desc("Use the roc* library names (rocBLAS, rocRAND, ...) where "
                    "a row has one, instead of the hip* wrappers"),
           cl::sub(PortCommand), cl::cat(PortCategory));

// --- tables (port, query, tables) --------------------------------------------
static cl::list<std::string> MappingFiles(
    "mapping-file",
    cl::desc("YAML mapping table whose rows add to or override the built-in "
             "ones (repeatable; format: docs/mapping-format.md)"),
    cl::value_desc("file"), cl::sub(PortCommand), cl::sub(QueryCommand),
    cl::sub(TablesCommand), cl::sub(CheckCommand), cl::sub(ValidateCommand),
    cl::cat(TableCategory));
static cl::opt<std::string> ExportFixes(
    "export-fixes",
    cl::desc("Write every edit as clang-tidy export-fixes YAML "
             "(clang-apply-replacements applies it)"),
    cl::value_desc("file.yaml"), cl::sub(PortCommand), cl::sub(CheckCommand),
    cl::cat(TableCategory));

// --- check -------------------------------------------------------------------
static cl::list<std::string> CheckPaths(cl::Positional, cl::OneOrMore,
                                        cl::desc("<file-or-directory>..."),
                                        cl::sub(CheckCommand),
                                        cl::cat(CheckCategory));
static cl::opt<std::string> CheckFormat(
    "format", cl::desc("Report format: text, json or sarif (SARIF 2.1.0)"),
    cl::init("text"), cl::sub(CheckCommand), cl::cat(CheckCategory));
static cl::opt<std::string>
    CheckOutput("output", cl::desc("Write the report to <file> (atomically)"),
                cl::value_desc("file"), cl::sub(CheckCommand),
                cl::cat(CheckCategory));
static cl::opt<std::string> FailOn(
    "fail-on",
    cl::desc("Exit with 1 when a finding at or above this level exists: "
             "error, warning (default) or none"),
    cl::init("warning"), cl::sub(CheckCommand), cl::cat(CheckCategory));
static cl::opt<std::string> BaselineFile(
    "baseline",
    cl::desc("Ignore findings recorded in this baseline (made with "
             "--write-baseline): fail only on new ones"),
    cl::value_desc("file"), cl::sub(CheckCommand), cl::cat(CheckCategory));
static cl::opt<std::string> WriteBaseline(
    "write-baseline", cl::desc("Record every current finding in <file>"),
    cl::value_desc("file"), cl::sub(CheckCommand), cl::cat(CheckCategory));
static cl::opt<std::string> SourceRoot(
    "source-root",
    cl::desc("Directory that report paths are relative to (default: the git "
             "repository around the working directory, else the working "
             "directory)"),
    cl::value_desc("dir"), cl::sub(CheckCommand), cl::cat(CheckCategory));
static cl::opt<std::string> RulesBaseUri(
    "rules-base-uri",
    cl::desc("Base of the rule documentation links in SARIF (helpUri = "
             "<uri><rule-id>.md); default: this build's docs/rules"),
    cl::init("file://" HIPIFY_SOURCE_DIR "/docs/rules/"),
    cl::sub(CheckCommand), cl::cat(CheckCategory));

// --- tables ------------------------------------------------------------------
static cl::opt<TableFormat> TablesFormat(
    "format", cl::desc("Output format"),
    cl::values(clEnumValN(TableFormat::Csv, "csv",
                          "one line per row on stdout"),
               clEnumValN(TableFormat::Markdown, "md",
                          "one page per family and an index, written to "
                          "--output-dir")),
    cl::init(TableFormat::Csv), cl::sub(TablesCommand),
    cl::cat(TablesCategory));
static cl::opt<std::string> TablesOutputDir(
    "output-dir", cl::desc("Directory for --format=md pages (docs/api)"),
    cl::value_desc("dir"), cl::sub(TablesCommand), cl::cat(TablesCategory));

// --- validate ----------------------------------------------------------------
static cl::list<std::string>
    ValidateInputs(cl::Positional, cl::OneOrMore,
                   cl::desc("<cuda-source> [<hip-source>], or <cuda-dir> "
                            "[<port-dir>]"),
                   cl::sub(ValidateCommand), cl::cat(ValidateCategory));
static cl::list<std::string> OffloadArch(
    "offload-arch", cl::CommaSeparated,
    cl::desc("AMD targets to build for (default gfx90a,gfx908,gfx1030)"),
    cl::value_desc("gfx..."), cl::sub(ValidateCommand),
    cl::cat(ValidateCategory));
static cl::opt<std::string> HipccPath("hipcc", cl::desc("The HIP compiler"),
                                      cl::init("hipcc"), cl::value_desc("path"),
                                      cl::sub(ValidateCommand),
                                      cl::cat(ValidateCategory));
static cl::opt<RunnerKind> Runner(
    "runner", cl::desc("How the original and the port run"),
    cl::values(
        clEnumValN(RunnerKind::Cpu, "cpu",
                   "both on this machine's CPU (default; no GPU needed)"),
        clEnumValN(RunnerKind::Nvidia, "nvidia",
                   "both on an NVIDIA GPU, built with nvcc"),
        clEnumValN(RunnerKind::Amd, "amd",
                   "the port on an AMD GPU, against --reference"),
        clEnumValN(RunnerKind::None, "none", "build only")),
    cl::init(RunnerKind::Cpu), cl::sub(ValidateCommand),
    cl::cat(ValidateCategory));
static cl::opt<std::string> NvccPath(
    "nvcc", cl::desc("nvcc for --runner=nvidia"),
    cl::init("/usr/local/cuda/bin/nvcc"), cl::value_desc("path"),
    cl::sub(ValidateCommand), cl::cat(ValidateCategory));
static cl::opt<std::string> NvidiaArch(
    "nvidia-arch", cl::desc("nvcc -arch for --runner=nvidia (default sm_80)"),
    cl::init("sm_80"), cl::value_desc("sm_XX"), cl::sub(ValidateCommand),
    cl::cat(ValidateCategory));
static cl::opt<unsigned> PortWarpSize(
    "port-warp-size",
    cl::desc("Warp size the CPU runner gives the port: 64 (default, AMD "
             "CDNA) or 32 (RDNA wave32, HIP on NVIDIA); the original always "
             "runs with 32"),
    cl::init(64), cl::sub(ValidateCommand), cl::cat(ValidateCategory));
static cl::opt<std::string> ToleranceFile(
    "tolerance",
    cl::desc("Tolerances for floating-point values (docs/validate.md)"),
    cl::value_desc("file.yaml"), cl::sub(ValidateCommand),
    cl::cat(ValidateCategory));
static cl::opt<std::string> RecordFile(
    "record",
    cl::desc("Also write the original's results to <file> (and its launch "
             "trace to <file>.trace), for --reference elsewhere"),
    cl::value_desc("file.json"), cl::sub(ValidateCommand),
    cl::cat(ValidateCategory));
static cl::opt<std::string> ReferenceFile(
    "reference",
    cl::desc("Compare the port with results recorded by --record instead of "
             "running the original"),
    cl::value_desc("file.json"), cl::sub(ValidateCommand),
    cl::cat(ValidateCategory));
static cl::opt<unsigned> ValidateJobs(
    "j", cl::desc("Programs validated in parallel (directory mode; default: "
                  "the number of cores)"),
    cl::init(0), cl::sub(ValidateCommand), cl::cat(ValidateCategory));
static cl::opt<bool> KeepWork(
    "keep-work",
    cl::desc("Keep the work directory (ports, prepared sources, programs, "
             "traces) and print where it is"),
    cl::sub(ValidateCommand), cl::cat(ValidateCategory));
static cl::opt<std::string>
    ValidateReport("report", cl::desc("Write the results as JSON"),
                   cl::value_desc("file.json"), cl::sub(ValidateCommand),
                   cl::cat(ValidateCategory));

// --- cpu-run -----------------------------------------------------------------
static cl::opt<std::string> CpuRunInput(cl::Positional, cl::Required,
                                        cl::desc("<cuda-or-hip-source>"),
                                        cl::sub(CpuRunCommand),
                                        cl::cat(CpuRunCategory));
static cl::opt<std::string> CpuDialect(
    "dialect",
    cl::desc("auto (default: .hip files and sources including "
             "hip/hip_runtime.h are HIP), cuda or hip"),
    cl::init("auto"), cl::sub(CpuRunCommand), cl::cat(CpuRunCategory));
static cl::opt<unsigned> CpuWarpSize(
    "warp-size",
    cl::desc("Lanes per warp: 32 or 64 (default: 32 for CUDA, 64 for HIP)"),
    cl::init(0), cl::sub(CpuRunCommand), cl::cat(CpuRunCategory));
static cl::opt<std::string> CpuTrace(
    "trace",
    cl::desc("Record every launch and the buffers it wrote in <dir> "
             "(docs/cpu-runner.md)"),
    cl::value_desc("dir"), cl::sub(CpuRunCommand), cl::cat(CpuRunCategory));
static cl::opt<std::string> RunArgs(
    "run-args", cl::desc("Arguments for the program"), cl::value_desc("args"),
    cl::sub(CpuRunCommand), cl::sub(ValidateCommand), cl::cat(CpuRunCategory));
static cl::opt<std::string> CpuKeep(
    "keep",
    cl::desc("Keep the prepared source and the program in <dir> (default: a "
             "temporary directory, removed afterwards)"),
    cl::value_desc("dir"), cl::sub(CpuRunCommand), cl::cat(CpuRunCategory));
static cl::opt<bool> CpuPrepareOnly(
    "prepare-only",
    cl::desc("Print the prepared (lowered) source instead of running it; "
             "with -o, write it to a file"),
    cl::sub(CpuRunCommand), cl::cat(CpuRunCategory));
static cl::opt<std::string> CpuPreparedOutput(
    "o", cl::desc("With --prepare-only: the file to write"),
    cl::value_desc("file"), cl::sub(CpuRunCommand), cl::cat(CpuRunCategory));
static cl::opt<unsigned> CpuTimeout(
    "timeout",
    cl::desc("Seconds a kernel launch (and the program) may run (default 300)"),
    cl::init(300), cl::sub(CpuRunCommand), cl::sub(ValidateCommand),
    cl::cat(CpuRunCategory));
static cl::opt<bool> CpuFibersOnly(
    "cpu-fibers-only",
    cl::desc("Run every kernel that synchronises as fibers, none phased"),
    cl::Hidden, cl::sub(CpuRunCommand), cl::cat(CpuRunCategory));
static cl::opt<bool> CpuVerbose(
    "verbose",
    cl::desc("Show the preparation notes and the build command"),
    cl::sub(CpuRunCommand), cl::cat(CpuRunCategory));

// --- query -------------------------------------------------------------------
static cl::opt<std::string> QueryName(cl::Positional, cl::Required,
                                      cl::desc("<cuda-name>"),
                                      cl::sub(QueryCommand),
                                      cl::cat(QueryCategory));
static cl::opt<bool> QueryJson("json", cl::desc("Print JSON"),
                               cl::sub(QueryCommand), cl::cat(QueryCategory));

static Expected<MappingTable> loadTables() {
  Expected<MappingTable> Table = MappingTable::loadEmbedded();
  if (!Table)
    return Table.takeError();
  std::vector<MappingRow> UserRows;
  for (const std::string &File : MappingFiles)
    if (Error E = Table->addUserFile(File, &UserRows))
      return std::move(E);
  // A user's row that names a HIP API the installed HIP lacks would produce
  // output that does not compile: say so now.
  if (!UserRows.empty())
    if (std::optional<std::string> Include = findHipIncludeDirectory(HipPath))
      for (const std::string &Warning : HipNameIndex(*Include).check(UserRows))
        errs() << Warning << '\n';
  return Table;
}

/// Aims the tables at the HIP the output must compile with (--hip-version,
/// else the installed one); says why not and returns nothing when there is
/// no such HIP.
static std::optional<HipTarget> retargetTables(MappingTable &Table,
                                               bool RocNames) {
  Expected<HipTarget> Target =
      chooseHipTarget(HipVersionOption, HipPath, Table);
  if (!Target) {
    WithColor::error(errs(), "hipify") << toString(Target.takeError()) << '\n';
    return std::nullopt;
  }
  Target->UseRocNames = RocNames;
  Table.retarget(*Target);
  return std::move(*Target);
}

static void printVersion(raw_ostream &OS) {
  OS << "hipify " << HIPIFY_VERSION << "\n  LLVM/Clang " << LLVM_VERSION_STRING
     << "\n";
  Expected<MappingTable> Table = MappingTable::loadEmbedded();
  if (Table)
    OS << "  mapping tables: " << Table->size() << " rows, digest "
       << Table->digest() << "\n";
  else
    OS << "  mapping tables: invalid (" << toString(Table.takeError())
       << ")\n";
}

static int runCommand(int argc, const char **argv);

int main(int argc, const char **argv) {
  InitLLVM X(argc, argv);
  int Status = runCommand(argc, argv);
  // A full disk or a closed pipe on stdout is an I/O error like any other,
  // not an abort at exit.
  outs().flush();
  if (outs().has_error()) {
    std::error_code EC = outs().error();
    outs().clear_error();
    WithColor::error(errs(), "hipify")
        << "cannot write to standard output: " << EC.message() << '\n';
    return ExitUsage;
  }
  return Status;
}

static int runCommand(int argc, const char **argv) {
  // Arguments after `--` go to clang untouched.
  std::vector<std::string> ClangArgs;
  for (int I = 1; I < argc; ++I)
    if (std::strcmp(argv[I], "--") == 0) {
      ClangArgs.assign(argv + I + 1, argv + argc);
      argc = I;
      break;
    }

  cl::SetVersionPrinter(printVersion);
  cl::HideUnrelatedOptions({&PortCategory, &BatchCategory, &ParseCategory,
                            &TableCategory, &QueryCategory, &TablesCategory,
                            &CheckCategory, &ValidateCategory,
                            &CpuRunCategory});
  if (!cl::ParseCommandLineOptions(
          argc, argv,
          "hipify: translate CUDA sources to HIP\n\n"
          "  hipify port FILE [options] [-- CLANG_ARGS]\n"
          "  hipify port --in-root=SRC --out-root=DST [PATH...] [options] "
          "[-- CLANG_ARGS]\n"
          "  hipify check PATH... [options] [-- CLANG_ARGS]\n"
          "  hipify validate CUDA_SOURCE [HIP_SOURCE] [--offload-arch=...] "
          "[--runner=cpu|nvidia|amd|none] [-- FLAGS]\n"
          "  hipify validate CUDA_DIR [PORT_DIR] [-j N] [--report=FILE]\n"
          "  hipify cpu-run SOURCE [--warp-size=32|64] [--trace=DIR] "
          "[--run-args=ARGS] [-- FLAGS]\n"
          "  hipify query NAME [--json]\n"
          "  hipify tables [--format=csv|md] [--output-dir=DIR]\n\n"
          "Exit codes: 0 translated (validate: passed); 1 translated but the "
          "input has errors, check found problems, validation failed (or "
          "query found nothing); 2 usage or I/O error. cpu-run exits with "
          "the program's status (see hipify cpu-run --help).\n",
          &errs()))
    return ExitUsage;

  Expected<MappingTable> Table = loadTables();
  if (!Table) {
    // Table errors name the file and line, in the compiler's format.
    errs() << toString(Table.takeError()) << '\n';
    return ExitUsage;
  }

  if (QueryCommand)
    return runQuery(QueryName, QueryJson, *Table);
  if (TablesCommand)
    return runTables(TablesFormat, TablesOutputDir, *Table);
  std::vector<std::string> ParseArgs(ExtraArgs.begin(), ExtraArgs.end());
  ParseArgs.insert(ParseArgs.end(), ClangArgs.begin(), ClangArgs.end());
  std::string Cuda = CudaPath.empty() ? defaultCudaPath() : std::string(CudaPath);
  std::string Cache = NoCache ? "" : PreludeCache::chooseDirectory(CacheDir);
  if (CpuRunCommand) {
    CpuRunRequestOptions Request;
    Request.Source = CpuRunInput;
    Request.Dialect = CpuDialect;
    Request.WarpSize = CpuWarpSize;
    Request.TraceDir = CpuTrace;
    Request.RunArgs = RunArgs;
    Request.KeepDir = CpuKeep;
    Request.PrepareOnly = CpuPrepareOnly;
    Request.PreparedOutput = CpuPreparedOutput;
    Request.Verbose = CpuVerbose;
    Request.FibersOnly = CpuFibersOnly;
    Request.TimeoutSeconds = CpuTimeout;
    Request.CompileFlags = ClangArgs;
    return runCpuRun(Request, *Table);
  }
  if (ValidateCommand) {
    if (ValidateInputs.size() > 2) {
      WithColor::error(errs(), "hipify")
          << "validate takes a CUDA source and, optionally, its HIP port\n";
      return ExitUsage;
    }
    // The port must compile with the HIP it is built with, as with `port`.
    if (!retargetTables(*Table, /*RocNames=*/false))
      return ExitUsage;
    if (PortWarpSize != 32 && PortWarpSize != 64) {
      WithColor::error(errs(), "hipify") << "--port-warp-size must be 32 or 64\n";
      return ExitUsage;
    }
    ValidateRequest Request;
    Request.CudaSource = ValidateInputs[0];
    if (ValidateInputs.size() == 2)
      Request.HipSource = ValidateInputs[1];
    Request.ReportFile = ValidateReport;
    Request.Jobs = ValidateJobs ? unsigned(ValidateJobs)
                                : std::max(1u, llvm::get_physical_cores() > 0
                                                   ? unsigned(llvm::get_physical_cores())
                                                   : 1u);
    Request.KeepWork = KeepWork;
    ProgramValidationRequest &Program = Request.Program;
    Program.Arches.assign(OffloadArch.begin(), OffloadArch.end());
    if (Program.Arches.empty())
      Program.Arches = {"gfx90a", "gfx908", "gfx1030"};
    Program.Hipcc = HipccPath;
    Program.CompileFlags = ClangArgs;
    Program.Runner = Runner;
    Program.Nvcc = NvccPath;
    Program.NvidiaArch = NvidiaArch;
    Program.RunArgs = splitRunArgs(RunArgs);
    Program.PortWarpSize = PortWarpSize;
    Program.TimeoutSeconds = CpuTimeout;
    Program.RecordFile = RecordFile;
    Program.ReferenceFile = ReferenceFile;
    if (!ToleranceFile.empty()) {
      Expected<TolerancePolicy> Policy = readTolerancePolicy(ToleranceFile);
      if (!Policy) {
        WithColor::error(errs(), "hipify") << toString(Policy.takeError())
                                           << '\n';
        return ExitUsage;
      }
      Program.Tolerances = *Policy;
    }
    Program.Parse = {Cuda, defaultResourceDir(), ExtraArgs, Cache};
    Program.Translate.CudaPath = Cuda;
    return runValidate(Request, *Table);
  }
  if (CheckCommand) {
    CheckRequest Request;
    Request.Paths.assign(CheckPaths.begin(), CheckPaths.end());
    Request.BuildDir = BuildDir;
    Request.Format = CheckFormat;
    if (Request.Format != "text" && Request.Format != "json" &&
        Request.Format != "sarif") {
      WithColor::error(errs(), "hipify")
          << "--format must be text, json or sarif, not '" << Request.Format
          << "'\n";
      return ExitUsage;
    }
    Request.Output = CheckOutput;
    Request.FailOn = FailOn;
    Request.Baseline = BaselineFile;
    Request.WriteBaseline = WriteBaseline;
    Request.ExportFixes = ExportFixes;
    Request.SourceRoot = SourceRoot;
    Request.RulesBaseUri = RulesBaseUri;
    Request.ToolVersion = HIPIFY_VERSION;
    Request.Parse = {Cuda, defaultResourceDir(), ParseArgs, Cache};
    Request.Translate.CudaPath = Cuda;
    return runCheck(Request, *Table);
  }
  if (PortCommand) {
    if (InPlace && !OutputFile.empty()) {
      WithColor::error(errs(), "hipify")
          << "--in-place and -o cannot be combined\n";
      return ExitUsage;
    }
    std::optional<HipTarget> Target = retargetTables(*Table, UseRoc);
    if (!Target)
      return ExitUsage;

    if (!InRoot.empty() || !OutRoot.empty()) {
      if (InRoot.empty() || OutRoot.empty()) {
        WithColor::error(errs(), "hipify")
            << "--in-root and --out-root go together\n";
        return ExitUsage;
      }
      if (InPlace || !OutputFile.empty()) {
        WithColor::error(errs(), "hipify")
            << "--in-root/--out-root write a tree: -o and --in-place do not "
               "apply\n";
        return ExitUsage;
      }
      if (Timeout == 0 || MaxFileSize == 0) {
        WithColor::error(errs(), "hipify")
            << (Timeout == 0 ? "--timeout must be at least 1 second"
                             : "--max-file-size must be at least 1 MiB")
            << '\n';
        return ExitUsage;
      }
      BatchRequest Request;
      Request.Batch.InRoot = InRoot;
      Request.Batch.OutRoot = OutRoot;
      Request.Batch.Only.assign(PortInputs.begin(), PortInputs.end());
      Request.Batch.CopyAll = CopyAll;
      Request.Batch.Rename = Rename;
      Request.Batch.Jobs =
          Jobs ? Jobs : std::max(1u, llvm::get_physical_cores() > 0
                                         ? unsigned(llvm::get_physical_cores())
                                         : 1u);
      Request.Batch.TimeoutSeconds = Timeout;
      Request.Batch.MemoryLimitMB = MemoryLimit;
      Request.Batch.Scan.MaxFileSize = uint64_t(MaxFileSize) << 20;
      Request.ReportFile = ReportFile;
      Request.Quiet = Quiet;
      // Workers are this program, with the options that shape a translation.
      std::string Self = sys::fs::getMainExecutable(argv[0], (void *)&runCommand);
      std::vector<std::string> &W = Request.Batch.WorkerCommand;
      W = {Self, "port", "--cuda-path=" + Cuda,
           "--hip-version=" + Target->Version.str(),
           LaunchStyle == LaunchSyntax::GGL ? "--launch-syntax=ggl"
                                            : "--launch-syntax=chevron"};
      if (UseRoc)
        W.push_back("--roc");
      for (const std::string &File : MappingFiles)
        W.push_back("--mapping-file=" + File);
      if (!BuildDir.empty())
        W.push_back("-p=" + BuildDir);
      for (const std::string &Arg : ParseArgs)
        W.push_back("--extra-arg=" + Arg);
      if (Rename == RenameMode::Hip)
        W.push_back("--rename-includes");
      std::string Fingerprint = std::string(HIPIFY_VERSION) + "\n" +
                                Table->digest();
      for (const std::string &Arg : llvm::drop_begin(W))
        Fingerprint += "\n" + Arg;
      // The project's flags live in its compile database, not in options.
      Fingerprint += "\n" + compileDatabaseDigest(BuildDir);
      Request.Batch.OptionsFingerprint = Fingerprint;
      W.push_back(Cache.empty() ? "--no-cache" : "--cache-dir=" + Cache);
      if (!DebugCrashOn.empty())
        W.push_back("--debug-crash-on=" + DebugCrashOn);
      if (!DebugHangOn.empty())
        W.push_back("--debug-hang-on=" + DebugHangOn);
      return runBatch(Request);
    }

    if (PortInputs.size() != 1) {
      WithColor::error(errs(), "hipify")
          << (PortInputs.empty() ? "no input file; try 'hipify port --help'"
                                 : "one input file at a time; use --in-root "
                                   "and --out-root for several")
          << '\n';
      return ExitUsage;
    }
    PortRequest Request;
    Request.Input = PortInputs.front();
    Request.Output = OutputFile;
    Request.InPlace = InPlace;
    Request.KeepBackup = !NoBackup;
    Request.PrintStatistics = Statistics;
    Request.ShowNotes = ShowNotes;
    Request.BuildDir = BuildDir;
    Request.Translate.Launch = LaunchStyle;
    Request.Parse = {Cuda, defaultResourceDir(), ParseArgs, Cache};
    Request.Translate.CudaPath = Cuda;
    Request.ExportFixes = ExportFixes;
    Request.WorkerResult = WorkerResult;
    if (!TranslateRoot.empty())
      Request.Translate.TranslatedRoots.push_back(TranslateRoot);
    Request.Translate.RenameIncludes = RenameIncludes;
    Request.DebugCrashOn = DebugCrashOn;
    Request.DebugHangOn = DebugHangOn;
    Request.Target = *Target;
    return runPort(Request, *Table);
  }
  WithColor::error(errs(), "hipify")
      << "no command given; try 'hipify port --help'\n";
  return ExitUsage;
}
