//===- PortCommand.cpp - `hipify port`: one CUDA file to HIP --------------===//
#include "Mapping/HipTargetNotice.h"
#include "Support/FileWriter.h"
#include "Batch/WorkerProtocol.h"
#include "CommandLine.h"
#include "Commands.h"
#include "Engine/StandardPasses.h"
#include "Report/ExportFixes.h"
#include "Report/TextRenderer.h"
#include "Support/FileWriter.h"
#include "Translate/Translator.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <csignal>
#include <sys/prctl.h>
#include <thread>
#include <unistd.h>

namespace hipify {

static int fail(const llvm::Twine &Message) {
  llvm::WithColor::error(llvm::errs(), "hipify") << Message << '\n';
  return ExitUsage;
}

/// Ends the process with an error naming Input when the translation is
/// still running after Seconds.
static void startTranslationWatchdog(const std::string &Input,
                                     unsigned Seconds) {
  std::thread([Input, Seconds] {
    std::this_thread::sleep_for(std::chrono::seconds(Seconds));
    llvm::WithColor::error(llvm::errs(), "hipify")
        << "'" << Input << "' is still translating after " << Seconds
        << " s (--timeout); stopped, nothing was written. Clang's parse of "
           "some malformed code takes exponential time: check the file for "
           "unbalanced '<' or brackets, or raise --timeout\n";
    llvm::errs().flush();
    ::_exit(ExitUsage);
  }).detach();
}

int runPort(const PortRequest &Request, const EngineSetup &Setup) {
  // Everything that can go wrong before translating is checked first, so a
  // bad input never leaves a partial output behind.
  llvm::Expected<std::string> Source = readSourceFile(Request.Input);
  if (!Source)
    return fail(llvm::toString(Source.takeError()));
  // Only --in-place may replace the source.
  for (const auto &[Option, Path] :
       {std::pair<const char *, const std::string &>{"-o", Request.Output},
        {"--export-fixes", Request.ExportFixes}})
    if (!Path.empty() && llvm::sys::fs::equivalent(Path, Request.Input))
      return fail(llvm::Twine(Option) + " '" + Path +
                  "' is the input file; write the output elsewhere, or use "
                  "--in-place to replace the source (it keeps a .orig copy)");

  auto LoadedDatabase = loadCompilationDatabase(Request.BuildDir);
  if (!LoadedDatabase)
    return fail(llvm::toString(LoadedDatabase.takeError()));
  std::unique_ptr<clang::tooling::CompilationDatabase> Database =
      std::move(*LoadedDatabase);
  if (!Setup.usesCudaFacade() && !isCudaInstallation(Setup.Parse.CudaPath))
    llvm::WithColor::warning(llvm::errs(), "hipify")
        << "no CUDA headers under '" << Setup.Parse.CudaPath
        << "' (include/cuda_runtime.h is missing); pass --cuda-path=DIR or "
           "set CUDA_PATH. Translating without them.\n";

  // A batch worker dies with its batch: a batch killed with SIGKILL leaves
  // no workers translating for nobody.
  if (!Request.WorkerResult.empty()) {
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() == 1)
      return fail("the batch that started this worker is gone");
  }
  // Clang's parse of some inputs takes time exponential in their size
  // (nested template-ids that never close). Stop rather than hang: nothing
  // has been written yet, and every output is written whole or not at all.
  if (Request.TimeoutSeconds)
    startTranslationWatchdog(Request.Input, Request.TimeoutSeconds);
  if (!Request.DebugCrashOn.empty() &&
      llvm::StringRef(Request.Input).contains(Request.DebugCrashOn))
    abort(); // Testing the batch's crash isolation.
  if (!Request.DebugHangOn.empty() &&
      llvm::StringRef(Request.Input).contains(Request.DebugHangOn))
    while (true) // Testing the batch's --timeout.
      std::this_thread::sleep_for(std::chrono::seconds(1));

  llvm::Expected<TranslationResult> Result =
      Setup.translator().translate(Request.Input, Database.get());
  if (!Result)
    return fail(llvm::toString(Result.takeError()));
  if (!Request.WorkerResult.empty()) {
    // Batch worker: the coordinator merges and writes; hand it everything.
    std::string Json = workerResultJson(
        {Result->HadParseErrors ? "partial" : "translated", Result->Findings,
         Result->TranslatedFiles, Result->UserFiles});
    if (llvm::Error E = writeFileAtomically(Request.WorkerResult, Json))
      return fail(llvm::toString(std::move(E)));
    return ExitOk;
  }
  llvm::Expected<std::string> Translated = Result->translatedText();
  if (!Translated)
    return fail("internal error: edits do not apply to '" + Request.Input +
                "': " + llvm::toString(Translated.takeError()));

  if (Request.ShowNotes)
    llvm::errs() << "hipify: " << Result->PreludeStatus << '\n';
  for (const Finding &F : Result->Findings)
    if (F.Level != Severity::Note || Request.ShowNotes)
      renderFinding(llvm::errs(), F);
  if (Request.PrintStatistics)
    renderStatistics(llvm::errs(), Request.Input, Result->Findings,
                     "HIP " + Setup.Target.Version.str() + " (" +
                         Setup.Target.Origin + ")");

  if (!Request.ExportFixes.empty()) {
    std::string Yaml;
    llvm::raw_string_ostream OS(Yaml);
    renderExportFixes(OS, Result->MainFile, Result->Findings);
    if (llvm::Error E = writeFileAtomically(Request.ExportFixes, Yaml))
      return fail(llvm::toString(std::move(E)));
  }
  if (Request.InPlace) {
    bool Created = false;
    if (*Translated != *Source && Request.KeepBackup)
      if (llvm::Error E = backupFile(Request.Input, ".orig", Created))
        return fail(llvm::toString(std::move(E)));
    if (*Translated != *Source)
      if (llvm::Error E = writeFileAtomically(Request.Input, *Translated)) {
        // The source is untouched: a backup of it would only mislead.
        if (Created)
          llvm::sys::fs::remove(Request.Input + ".orig");
        return fail(llvm::toString(std::move(E)));
      }
  } else if (!Request.Output.empty()) {
    if (llvm::Error E = writeFileAtomically(Request.Output, *Translated))
      return fail(llvm::toString(std::move(E)));
  } else {
    llvm::outs() << *Translated;
    llvm::outs().flush();
  }
  return Result->HadParseErrors ? ExitFindings : ExitOk;
}

namespace cli {
using namespace llvm;

static cl::OptionCategory &portCategory() {
  return category("hipify port options");
}

static cl::list<std::string>
    Inputs(cl::Positional, cl::ZeroOrMore,
           cl::desc("<cuda-file>, or with --in-root: [<path>...]"),
           cl::sub(portCommand()), cl::cat(portCategory()));
static cl::opt<std::string>
    OutputFile("o", cl::desc("Write the HIP translation to <file> "
                             "(atomically) instead of stdout; '-' is stdout"),
               cl::value_desc("file"), cl::sub(portCommand()),
               cl::cat(portCategory()));
static cl::opt<bool>
    InPlace("in-place",
            cl::desc("Rewrite the input file atomically (also -i); the "
                     "original is kept as <file>.orig unless --no-backup (an "
                     "existing .orig is never overwritten)"),
            cl::sub(portCommand()), cl::cat(portCategory()));
static cl::alias InPlaceShort("i", cl::desc("Alias for --in-place"),
                              cl::aliasopt(InPlace), cl::cat(portCategory()));
static cl::opt<bool> NoBackup("no-backup",
                              cl::desc("With --in-place, keep no .orig copy"),
                              cl::sub(portCommand()), cl::cat(portCategory()));
static cl::opt<bool>
    Statistics("stats",
               cl::desc("Print counts of translated functions, types, enums, "
                        "macros, headers and launches to stderr"),
               cl::sub(portCommand()), cl::cat(portCategory()));
static cl::opt<bool> ShowNotes(
    "verbose",
    cl::desc("Also print a note for every edit (default: warnings and "
             "errors only)"),
    cl::sub(portCommand()), cl::cat(portCategory()));

// Worker mode: one unit of a batch, run by the batch in a process of its own
// (lib/Batch/WorkerProtocol.h).
static cl::opt<std::string> WorkerResultFile(StringRef(worker_flags::Result), cl::Hidden,
                                             cl::sub(portCommand()));
static cl::opt<std::string> TranslateRoot(StringRef(worker_flags::TranslateRoot),
                                          cl::Hidden, cl::sub(portCommand()));
static cl::opt<bool> RenameIncludes(StringRef(worker_flags::RenameIncludes), cl::Hidden,
                                    cl::sub(portCommand()));
static cl::opt<std::string> DebugHangOn(
    "debug-hang-on", cl::Hidden,
    cl::desc("Testing: a worker whose file path contains this text hangs"),
    cl::sub(portCommand()));
static cl::opt<std::string> DebugCrashOn(
    "debug-crash-on", cl::Hidden,
    cl::desc("Testing: a worker whose file path contains this text crashes"),
    cl::sub(portCommand()));

int runPortCommand(const Invocation &Run) {
  EngineSettings Settings = engineSettings(Run);
  std::optional<EngineSetup> Setup = setUp(Settings);
  if (!Setup)
    return ExitUsage;
  // Said once: by the batch, not by each of its workers.
  if (!Setup->FacadeNotice.empty() && WorkerResultFile.empty())
    llvm::errs() << "hipify: " << Setup->FacadeNotice << '\n';
  if (!newerHipNotice(Setup->Target).empty() && WorkerResultFile.empty())
    llvm::errs() << "hipify: " << newerHipNotice(Setup->Target) << '\n';
  if (InPlace && !OutputFile.empty())
    return usageError("--in-place and -o cannot be combined");
  if (isBatchRun() && (InPlace || !OutputFile.empty()))
    return usageError("--in-root/--out-root write a tree: -o and --in-place "
                      "do not apply");
  if (isBatchRun())
    return runBatchCommand(Run, *Setup, Settings,
                           {Inputs.begin(), Inputs.end()},
                           {DebugCrashOn, DebugHangOn}, ShowNotes);
  if (Inputs.size() != 1)
    return usageError(Inputs.empty()
                          ? "no input file; try 'hipify port --help'"
                          : "one input file at a time; use --in-root and "
                            "--out-root for several");
  PortRequest Request;
  Request.Input = Inputs.front();
  // "-o -" is stdout, as for most tools (not a file named "-").
  Request.Output = OutputFile == "-" ? "" : std::string(OutputFile);
  Request.InPlace = InPlace;
  Request.KeepBackup = !NoBackup;
  Request.PrintStatistics = Statistics;
  Request.ShowNotes = ShowNotes;
  Request.BuildDir = buildDirectory();
  Request.ExportFixes = exportFixesFile();
  Request.WorkerResult = WorkerResultFile;
  if (translationTimeoutSeconds() == 0)
    return usageError("--timeout must be at least 1 second");
  if (WorkerResultFile.empty())
    Request.TimeoutSeconds = translationTimeoutSeconds();
  Request.DebugCrashOn = DebugCrashOn;
  Request.DebugHangOn = DebugHangOn;
  EngineSetup &Engine = *Setup;
  if (!TranslateRoot.empty())
    Engine.Translate.TranslatedRoots.push_back(TranslateRoot);
  Engine.Translate.RenameIncludes = RenameIncludes;
  return runPort(Request, Engine);
}

} // namespace cli

} // namespace hipify
