//===- hipify-lsp.cpp - the hipify language server -------------------------===//
//
// Speaks the Language Server Protocol on stdin/stdout; logs go to stderr.
// Options here are defaults; clients override them with initializationOptions
// and workspace/didChangeConfiguration (see docs/editor.md).
//
//===----------------------------------------------------------------------===//
#include "LanguageServer.h"
#include "Engine/CrashAdvice.h"
#include "Engine/EngineSetup.h"
#include "Support/CrashContainment.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/LSP/Logging.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;

static cl::OptionCategory ServerCategory("hipify-lsp options");

static cl::opt<std::string>
    CudaPath("cuda-path",
             cl::desc("CUDA installation the documents are parsed with "
                      "(default: $CUDA_PATH, else /usr/local/cuda; the "
                      "cudaPath setting overrides it)"),
             cl::value_desc("dir"), cl::cat(ServerCategory));
static cl::opt<std::string> CompileCommandsDir(
    "compile-commands-dir",
    cl::desc("Directory holding compile_commands.json (the "
             "compilationDatabase setting overrides it)"),
    cl::value_desc("dir"), cl::cat(ServerCategory));
static cl::opt<std::string> HipVersion(
    "hip-version",
    cl::desc("HIP version the fixes must compile with (MAJOR.MINOR); "
             "default: the installed HIP, as for 'hipify port'"),
    cl::value_desc("X.Y"), cl::cat(ServerCategory));
static cl::opt<std::string> HipPath(
    "hip-path",
    cl::desc("HIP installation whose hip_version.h sets the default "
             "--hip-version, as for 'hipify port'"),
    cl::value_desc("dir"), cl::cat(ServerCategory));
static cl::opt<bool> UseRoc(
    "roc",
    cl::desc("Fixes use the roc* library names where a row has one, as "
             "'hipify port --roc'"),
    cl::cat(ServerCategory));
static cl::opt<hipify::LaunchSyntax> Launch(
    "launch-syntax", cl::desc("How fixes write kernel launches"),
    cl::values(clEnumValN(hipify::LaunchSyntax::Chevron, "chevron",
                          "keep kernel<<<grid, block>>>(args) (default)"),
               clEnumValN(hipify::LaunchSyntax::GGL, "ggl",
                          "hipLaunchKernelGGL(kernel, dim3(grid), ...)")),
    cl::init(hipify::LaunchSyntax::Chevron), cl::cat(ServerCategory));
static cl::list<std::string> MappingFiles(
    "mapping-file",
    cl::desc("YAML mapping table whose rows add to or override the built-in "
             "ones (repeatable)"),
    cl::value_desc("file"), cl::cat(ServerCategory));
static cl::opt<std::string> CacheDir(
    "cache-dir",
    cl::desc("Where precompiled CUDA headers are kept between runs, shared "
             "with 'hipify port' (default: $HIPIFY_CACHE_DIR, else "
             "$XDG_CACHE_HOME/hipify or ~/.cache/hipify; "
             "HIPIFY_CACHE_DIR=off disables the cache)"),
    cl::value_desc("dir"), cl::cat(ServerCategory));
static cl::opt<lsp::Logger::Level> LogLevel(
    "log", cl::desc("What to log on stderr"),
    cl::values(clEnumValN(lsp::Logger::Level::Error, "error", "errors only"),
               clEnumValN(lsp::Logger::Level::Info, "info",
                          "every message received and sent"),
               clEnumValN(lsp::Logger::Level::Debug, "debug",
                          "and their contents")),
    cl::init(lsp::Logger::Level::Error), cl::cat(ServerCategory));
static cl::opt<unsigned> ParseTimeout(
    "parse-timeout",
    cl::desc("Seconds one translation of a document may take before it is "
             "stopped and the document gets a diagnostic saying so (default "
             "60; the parseTimeout setting overrides it)"),
    cl::init(60), cl::cat(ServerCategory));
static cl::opt<std::string> DebugCrashOn(
    "debug-crash-on",
    cl::desc("Testing: crash on purpose at a stage of the translation, as "
             "'hipify port --debug-crash-on' (STAGE[@TEXT], abort:STAGE)"),
    cl::Hidden, cl::cat(ServerCategory));

/// A crash outside a translation (those are contained in a child process):
/// one message on stderr, the log, and exit status 3.
static void reportCrash(const hipify::CrashReport &Crash) {
  std::string Message = "hipify-lsp: error: " +
                        hipify::describeInternalCrash("serving a request",
                                                      Crash) +
                        "\n";
  errs() << Message;
  errs().flush();
}

/// the same cache as `hipify port`.
int main(int argc, const char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(ServerCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "hipify-lsp: CUDA -> HIP diagnostics and fixes for editors, over the "
      "Language Server Protocol on stdin/stdout\n");

  // The tables and the target, as `hipify port` and `hipify check` resolve
  // them; the fixes target the HIP the user will compile with.
  hipify::EngineSettings Engine;
  Engine.MappingFiles.assign(MappingFiles.begin(), MappingFiles.end());
  Engine.HipVersion = HipVersion;
  Engine.HipPath = HipPath;
  Engine.UseRocNames = UseRoc;
  Engine.Launch = Launch;
  Engine.CudaPath = CudaPath;
  Engine.CacheDir = CacheDir;
  Engine.RunPortabilityChecks = true;
  Expected<hipify::EngineSetup> Setup = hipify::setUpEngine(Engine);
  if (!Setup) {
    WithColor::error(errs(), "hipify-lsp") << toString(Setup.takeError())
                                           << '\n';
    return 2;
  }
  for (const std::string &Warning : Setup->Warnings)
    errs() << Warning << '\n';

  lsp::Logger::setLogLevel(LogLevel);
  hipify::setCrashReporter(reportCrash);
  hipify::setDebugCrashRequest(DebugCrashOn);
  if (ParseTimeout == 0) {
    WithColor::error(errs(), "hipify-lsp")
        << "--parse-timeout must be at least 1 second\n";
    return 2;
  }

  hipify::lsp::ServerSettings Defaults;
  Defaults.CudaPath = CudaPath;
  Defaults.CompilationDatabase = CompileCommandsDir;
  Defaults.RulesBaseUri = "file://" HIPIFY_SOURCE_DIR "/docs/rules/";
  Defaults.ParseTimeoutSeconds = ParseTimeout;

  // The transport only writes: messages are read by MessageReader, which
  // survives bad framing.
  lsp::JSONTransport Transport(stdin, outs());
  hipify::lsp::MessageReader In(stdin);
  hipify::lsp::LanguageServer Server(*Setup, std::move(Defaults), Transport);
  return Server.run(In);
}
