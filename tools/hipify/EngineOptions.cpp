//===- EngineOptions.cpp - the options every translating command shares ---===//
#include "CommandLine.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace hipify::cli {

#define HIPIFY_SUBCOMMAND(Function, Name, Description)                         \
  cl::SubCommand &Function() {                                                 \
    static cl::SubCommand Command(Name, Description);                          \
    return Command;                                                            \
  }
HIPIFY_SUBCOMMAND(portCommand, "port",
                  "Translate a CUDA source file, or a whole project tree, to "
                  "HIP")
HIPIFY_SUBCOMMAND(checkCommand, "check",
                  "Report CUDA code that does not port (a CI gate): "
                  "unsupported APIs, inline PTX, warp-size assumptions, ...")
HIPIFY_SUBCOMMAND(validateCommand, "validate",
                  "Build a port for AMD GPUs with hipcc, check its fat binary "
                  "holds a code object per target, run the CUDA original and "
                  "the port and compare their results")
HIPIFY_SUBCOMMAND(cpuRunCommand, "cpu-run",
                  "Run a CUDA program or its HIP port on the CPU, without a "
                  "GPU (the CPU runner of hipify validate); exits with the "
                  "program's status, 124 when a launch hung, 125 on a "
                  "deadlock or crash, 1 when it cannot be prepared or built")
HIPIFY_SUBCOMMAND(queryCommand, "query",
                  "Show the mapping of a CUDA name (or the closest known "
                  "names)")
HIPIFY_SUBCOMMAND(tablesCommand, "tables",
                  "Print the mapping tables as CSV, or write them as Markdown "
                  "pages (docs/api)")
#undef HIPIFY_SUBCOMMAND

std::vector<const cl::OptionCategory *> &allCategories() {
  static std::vector<const cl::OptionCategory *> Categories;
  return Categories;
}

cl::OptionCategory &category(const char *Name) {
  // Categories live as long as the program; a name is made once.
  static std::vector<std::unique_ptr<cl::OptionCategory>> Made;
  for (const auto &C : Made)
    if (C->getName() == Name)
      return *C;
  Made.push_back(std::make_unique<cl::OptionCategory>(Name));
  allCategories().push_back(Made.back().get());
  return *Made.back();
}

cl::OptionCategory &translationCategory() {
  return category("Translation options");
}
cl::OptionCategory &tableCategory() { return category("Mapping table options"); }
cl::OptionCategory &parseCategory() { return category("Parsing options"); }

// --- what the output is for -------------------------------------------------
static cl::opt<std::string> HipVersion(
    "hip-version",
    cl::desc("HIP version the output must compile with (MAJOR.MINOR). "
             "Default: the installed HIP (see --hip-path); APIs newer than "
             "the target are reported or mapped to an older equivalent"),
    cl::value_desc("X.Y"), cl::sub(portCommand()), cl::sub(checkCommand()),
    cl::sub(validateCommand()), cl::cat(translationCategory()));
static cl::opt<std::string> HipPath(
    "hip-path",
    cl::desc("HIP installation whose include/hip/hip_version.h sets the "
             "default --hip-version (default: $HIP_PATH, $ROCM_PATH, "
             "/opt/rocm, then /usr)"),
    cl::value_desc("dir"), cl::sub(portCommand()), cl::sub(checkCommand()),
    cl::sub(validateCommand()), cl::cat(translationCategory()));
static cl::opt<bool>
    UseRoc("roc",
           cl::desc("Use the roc* libraries (rocBLAS, rocRAND) instead of the "
                    "hip* wrappers: a family with roc* names is switched whole, "
                    "and its names without one are reported"),
           cl::sub(portCommand()), cl::sub(checkCommand()),
           cl::cat(translationCategory()));
static ChoiceOpt<LaunchSyntax> Launch(
    "launch-syntax", cl::desc("How kernel launches are written in the output"),
    cl::values(clEnumValN(LaunchSyntax::Chevron, "chevron",
                          "keep kernel<<<grid, block>>>(args) (default; "
                          "hip-clang accepts it)"),
               clEnumValN(LaunchSyntax::GGL, "ggl",
                          "hipLaunchKernelGGL(kernel, dim3(grid), "
                          "dim3(block), shmem, stream, args)")),
    cl::init(LaunchSyntax::Chevron), cl::sub(portCommand()),
    cl::sub(checkCommand()), cl::cat(translationCategory()));

static cl::opt<bool> NoWarpFixes(
    "no-warp-fixes",
    cl::desc("Leave warp functions as written. By default, in device code "
             "written for 32-lane warps, shuffles get the width 32 and votes "
             "and masks act on the lane's 32-lane group, so that the port "
             "computes the same on 64-lane AMD wavefronts "
             "(docs/warp-width.md)"),
    cl::sub(portCommand()), cl::sub(checkCommand()),
    cl::sub(validateCommand()), cl::cat(translationCategory()));

// --- tables -----------------------------------------------------------------
static cl::list<std::string> MappingFiles(
    "mapping-file",
    cl::desc("YAML mapping table whose rows add to or override the built-in "
             "ones (repeatable; format: docs/mapping-format.md)"),
    cl::value_desc("file"), cl::sub(portCommand()), cl::sub(queryCommand()),
    cl::sub(tablesCommand()), cl::sub(checkCommand()),
    cl::sub(validateCommand()), cl::cat(tableCategory()));
static cl::opt<std::string> ExportFixes(
    "export-fixes",
    cl::desc("Write every edit as clang-tidy export-fixes YAML "
             "(clang-apply-replacements applies it)"),
    cl::value_desc("file.yaml"), cl::sub(portCommand()),
    cl::sub(checkCommand()), cl::cat(tableCategory()));

// --- parsing ----------------------------------------------------------------
static cl::opt<std::string>
    CudaPath("cuda-path",
             cl::desc("CUDA installation whose headers the input is parsed "
                      "with (default: $CUDA_PATH, else /usr/local/cuda)"),
             cl::value_desc("dir"), cl::sub(portCommand()),
             cl::sub(checkCommand()), cl::sub(validateCommand()),
             cl::cat(parseCategory()));
static cl::opt<bool> CudaFacade(
    "cuda-facade",
    cl::desc("Parse against the CUDA facade (headers generated from the "
             "mapping tables and HIP's headers; docs/facade.md) even where a "
             "CUDA installation exists. Without one, the facade is used "
             "anyway"),
    cl::sub(portCommand()), cl::sub(checkCommand()), cl::cat(parseCategory()));
static cl::opt<std::string>
    BuildDir("p",
             cl::desc("Build directory holding compile_commands.json; the "
                      "input's command there supplies include paths and "
                      "macros"),
             cl::value_desc("build-dir"), cl::sub(portCommand()),
             cl::sub(checkCommand()), cl::cat(parseCategory()));
static cl::list<std::string>
    ExtraArgs("extra-arg",
              cl::desc("Extra argument for the clang parse (repeatable); "
                       "arguments after `--` are added the same way"),
              cl::value_desc("arg"), cl::sub(portCommand()),
              cl::sub(checkCommand()), cl::cat(parseCategory()));
static cl::opt<std::string> CacheDir(
    "cache-dir",
    cl::desc("Where precompiled CUDA headers are kept between runs (default: "
             "$HIPIFY_CACHE_DIR, else $XDG_CACHE_HOME/hipify or "
             "~/.cache/hipify; HIPIFY_CACHE_DIR=off disables the cache)"),
    cl::value_desc("dir"), cl::sub(portCommand()), cl::sub(checkCommand()),
    cl::cat(parseCategory()));
static cl::opt<std::string> CacheMaxSize(
    "cache-max-size",
    cl::desc("The size the cache of precompiled CUDA headers is kept under: "
             "when a new one takes it over, the least recently used go "
             "(bytes, or with a K, M or G suffix; 0: no limit; default: "
             "$HIPIFY_CACHE_MAX_SIZE, else 1G)"),
    cl::value_desc("size"), cl::sub(portCommand()), cl::sub(checkCommand()),
    cl::cat(parseCategory()));
static cl::opt<bool> NoCache(
    "no-cache",
    cl::desc("Parse the CUDA headers every time instead of using the cache"),
    cl::sub(portCommand()), cl::sub(checkCommand()), cl::cat(parseCategory()));

EngineSettings engineSettings(const Invocation &Run) {
  EngineSettings Settings;
  Settings.MappingFiles.assign(MappingFiles.begin(), MappingFiles.end());
  Settings.HipVersion = HipVersion;
  Settings.HipPath = HipPath;
  Settings.UseRocNames = UseRoc;
  Settings.Launch = Launch;
  Settings.WarpFixes = !NoWarpFixes;
  Settings.CudaPath = CudaPath;
  Settings.CudaFacade = CudaFacade;
  Settings.ParseArgs.assign(ExtraArgs.begin(), ExtraArgs.end());
  Settings.ParseArgs.insert(Settings.ParseArgs.end(), Run.ClangArgs.begin(),
                            Run.ClangArgs.end());
  Settings.CacheDir = CacheDir;
  Settings.NoCache = NoCache;
  Settings.CacheMaxSize = CacheMaxSize;
  return Settings;
}

const std::string &buildDirectory() { return BuildDir; }
const std::string &exportFixesFile() { return ExportFixes; }

std::optional<EngineSetup> setUp(const EngineSettings &Settings) {
  Expected<EngineSetup> Setup = setUpEngine(Settings);
  if (!Setup) {
    // Table errors name the file and line, in the compiler's format.
    std::string Message = toString(Setup.takeError());
    if (StringRef(Message).contains(": error: "))
      errs() << Message << '\n';
    else
      WithColor::error(errs(), "hipify") << Message << '\n';
    return std::nullopt;
  }
  for (const std::string &Warning : Setup->Warnings)
    errs() << Warning << '\n';
  return std::move(*Setup);
}

std::optional<MappingTable> untargetedTables(const Invocation &Run) {
  EngineSettings Settings = engineSettings(Run);
  std::vector<std::string> Warnings;
  Expected<MappingTable> Table =
      loadMappingTables(Settings.MappingFiles, Settings.HipPath, &Warnings);
  if (!Table) {
    errs() << toString(Table.takeError()) << '\n';
    return std::nullopt;
  }
  for (const std::string &Warning : Warnings)
    errs() << Warning << '\n';
  return std::move(*Table);
}

int usageError(const Twine &Message) {
  WithColor::error(errs(), "hipify") << Message << '\n';
  return 2;
}

unsigned defaultJobs() {
  int Cores = get_physical_cores();
  return Cores > 0 ? unsigned(Cores) : 1u;
}

} // namespace hipify::cli
