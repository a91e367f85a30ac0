//===- PortCommand.cpp - `hipify port`: one CUDA file to HIP --------------===//
#include "Mapping/HipTargetNotice.h"
#include "Batch/WorkerProtocol.h"
#include "CommandLine.h"
#include "Commands.h"
#include "Engine/StandardPasses.h"
#include "PortVerification.h"
#include "Support/ScratchDirectory.h"
#include "Report/ExportFixes.h"
#include "Report/TextRenderer.h"
#include "Support/CrashContainment.h"
#include "Support/FileWriter.h"
#include "Translate/Translator.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <cstdio>
#include <csignal>
#include <sys/prctl.h>
#include <thread>
#include <unistd.h>

namespace hipify {

static int fail(const llvm::Twine &Message) ;

/// A batch's long-lived worker (lib/Batch/WorkerPool.h): ports the units the
/// batch names on stdin, one a line, each as a worker of its own would, and
/// answers each with a line on stdout. Ends when the batch closes stdin.
static int serveBatchUnits(PortRequest Request, const EngineSetup &Setup);

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
  if (!Setup.usesCudaFacade() && !isCudaInstallation(Setup.Parse.CudaPath) &&
      !Request.Quiet)
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
  if (!Request.DebugHangOn.empty() &&
      llvm::StringRef(Request.Input).contains(Request.DebugHangOn))
    while (true) // Testing the batch's --timeout.
      std::this_thread::sleep_for(std::chrono::seconds(1));

  CrashSubject Subject("translating '" + Request.Input + "'");
  llvm::Expected<TranslationResult> Result =
      Setup.translator().translate(Request.Input, Database.get());
  if (!Result)
    return cli::errorExit(Result.takeError());
  if (!Request.WorkerResult.empty()) {
    // Batch worker: the coordinator merges and writes; hand it everything.
    std::string Json = workerResultJson(
        {Result->HadParseErrors ? "partial" : "translated", Result->Findings,
         Result->TranslatedFiles, Result->UserFiles, Result->ReadHashes,
         Result->IncludeMisses});
    if (llvm::Error E = writeFileAtomically(Request.WorkerResult, Json))
      return fail(llvm::toString(std::move(E)));
    return ExitOk;
  }
  CrashSubject Writing("applying the edits to '" + Request.Input + "'");
  crashIfRequested("write", Request.Input);
  llvm::Expected<std::string> Translated = Result->translatedText();
  if (!Translated)
    return fail("internal error: edits do not apply to '" + Request.Input +
                "': " + llvm::toString(Translated.takeError()));

  if (Request.ShowNotes)
    llvm::errs() << "hipify: " << Result->PreludeStatus << '\n';
  for (const Finding &F : Result->Findings)
    if (Request.Quiet ? F.Level == Severity::Error
                      : F.Level != Severity::Note || Request.ShowNotes)
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
  bool DoesNotBuild = false;
  if (Request.Verify.Enabled)
    if (std::optional<HipCompiler> Compiler =
            verifyingCompiler(Request.Verify)) {
      // The port on disk is what is compiled; one written to stdout is
      // compiled from a scratch copy with the source's name.
      std::string PortPath = Request.InPlace         ? Request.Input
                             : !Request.Output.empty() ? Request.Output
                                                       : "";
      std::unique_ptr<ScratchDirectory> Scratch;
      if (PortPath.empty()) {
        auto Made = ScratchDirectory::create("hipify-verify");
        if (!Made)
          return fail(llvm::toString(Made.takeError()));
        Scratch = std::move(*Made);
        llvm::SmallString<256> Copy(Scratch->path());
        llvm::sys::path::append(Copy, llvm::sys::path::filename(Request.Input));
        if (llvm::Error E = writeFileAtomically(Copy, *Translated))
          return fail(llvm::toString(std::move(E)));
        PortPath = std::string(Copy);
      }
      PortVerifyResult Verified =
          verifyFilePort(Request.Verify, *Compiler, *Result, PortPath);
      renderVerification(Verified);
      DoesNotBuild = portDoesNotBuild(Verified);
    }
  return Result->HadParseErrors || DoesNotBuild ? ExitFindings : ExitOk;
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
                             "(atomically) instead of stdout; '-' is stdout "
                             "(the short form of --output)"),
               cl::value_desc("file"), cl::sub(portCommand()),
               cl::cat(outputCategory()));
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
static cl::OptionCategory &verifyCategory() {
  return category("hipify port: verifying the port");
}
static cl::opt<bool> Verify(
    "verify",
    cl::desc("Compile the port with this machine's HIP compiler (syntax "
             "only, for --offload-arch) and report every compiler error, "
             "mapped back to the CUDA line and column it comes from, that "
             "no other finding explains (a unit that stops at a library "
             "header not installed here is a warning). A unit that does not "
             "build makes the exit status 1. Without a HIP compiler it says "
             "so once and the port goes on (docs/batch.md)"),
    cl::sub(portCommand()), cl::cat(verifyCategory()));
static cl::opt<std::string>
    VerifyHipcc("hipcc",
                cl::desc("The HIP compiler --verify runs (default: hipcc on "
                         "PATH)"),
                cl::value_desc("path"), cl::sub(portCommand()),
                cl::cat(verifyCategory()));
static cl::list<std::string> VerifyArch(
    "offload-arch", cl::CommaSeparated,
    cl::desc("AMD targets --verify compiles for (default gfx90a)"),
    cl::value_desc("gfx..."), cl::sub(portCommand()),
    cl::cat(verifyCategory()));

// --verbose prints a note for every edit, --quiet errors only
// (OutputOptions.cpp).

// Worker mode: one unit of a batch, run by the batch in a process of its own
// (lib/Batch/WorkerProtocol.h).
static cl::opt<std::string> WorkerResultFile(StringRef(worker_flags::Result), cl::Hidden,
                                             cl::sub(portCommand()));
static cl::opt<std::string> TranslateRoot(StringRef(worker_flags::TranslateRoot),
                                          cl::Hidden, cl::sub(portCommand()));
static cl::opt<bool> RenameIncludes(StringRef(worker_flags::RenameIncludes), cl::Hidden,
                                    cl::sub(portCommand()));
static cl::opt<bool> WorkerServe(StringRef(worker_flags::Serve), cl::Hidden,
                                 cl::sub(portCommand()));
static cl::opt<std::string> DebugHangOn(
    "debug-hang-on", cl::Hidden,
    cl::desc("Testing: a worker whose file path contains this text hangs"),
    cl::sub(portCommand()));

static cl::opt<std::string> DebugBeforeApply(
    "debug-before-apply", cl::Hidden,
    cl::desc("Testing: a shell command a tree port runs after translating "
             "and before applying the edits"),
    cl::sub(portCommand()));

int runPortCommand(const Invocation &Run) {
  std::optional<OutputTarget> Output = outputTarget(OutputFile);
  if (!Output)
    return ExitUsage;
  EngineSettings Settings = engineSettings(Run);
  std::optional<EngineSetup> Setup = setUp(Settings);
  if (!Setup)
    return ExitUsage;
  // Said once: by the batch, not by each of its workers; not with --quiet
  // on one file (a tree's summary says how it was parsed).
  bool Notices = !quiet() || isBatchRun();
  if (!Setup->FacadeNotice.empty() && WorkerResultFile.empty() &&
      !WorkerServe && Notices)
    llvm::errs() << "hipify: " << Setup->FacadeNotice << '\n';
  if (!newerHipNotice(Setup->Target).empty() && WorkerResultFile.empty() &&
      Notices)
    llvm::errs() << "hipify: " << newerHipNotice(Setup->Target) << '\n';
  if (InPlace && Output->Given)
    return usageError("--in-place and -o cannot be combined");
  if (isBatchRun() && (InPlace || Output->Given))
    return usageError("--in-root/--out-root write a tree: -o and --in-place "
                      "do not apply");
  VerifyOptions VerifyWith;
  VerifyWith.Enabled = Verify && WorkerResultFile.empty() && !WorkerServe;
  VerifyWith.Hipcc = VerifyHipcc;
  VerifyWith.Arches.assign(VerifyArch.begin(), VerifyArch.end());
  VerifyWith.Setup = &*Setup;
  VerifyWith.HipPath = Settings.HipPath;
  VerifyWith.ParseArgs = Settings.ParseArgs;
  VerifyWith.BuildDir = buildDirectory();
  VerifyWith.TimeoutSeconds = translationTimeoutSeconds();
  if (isBatchRun())
    return runBatchCommand(Run, *Setup, Settings,
                           {Inputs.begin(), Inputs.end()},
                           {debugCrashOption(), DebugHangOn, DebugBeforeApply},
                           verbose(), VerifyWith);
  if (Inputs.size() != 1 && !WorkerServe)
    return usageError(Inputs.empty()
                          ? "no input file; try 'hipify port --help'"
                          : "one input file at a time; use --in-root and "
                            "--out-root for several");
  PortRequest Request;
  if (!Inputs.empty())
    Request.Input = Inputs.front();
  Request.Output = Output->File;
  Request.InPlace = InPlace;
  Request.KeepBackup = !NoBackup;
  Request.PrintStatistics = Statistics;
  Request.ShowNotes = verbose();
  Request.Quiet = quiet();
  Request.BuildDir = buildDirectory();
  Request.ExportFixes = exportFixesFile();
  Request.WorkerResult = WorkerResultFile;
  if (translationTimeoutSeconds() == 0)
    return usageError("--timeout must be at least 1 second");
  // A batch's workers are timed by the batch.
  if (WorkerResultFile.empty() && !WorkerServe)
    Request.TimeoutSeconds = translationTimeoutSeconds();
  Request.DebugHangOn = DebugHangOn;
  Request.Verify = VerifyWith;
  EngineSetup &Engine = *Setup;
  if (!TranslateRoot.empty())
    Engine.Translate.TranslatedRoots.push_back(TranslateRoot);
  Engine.Translate.RenameIncludes = RenameIncludes;
  if (WorkerServe)
    return serveBatchUnits(Request, Engine);
  return runPort(Request, Engine);
}

} // namespace cli

static int serveBatchUnits(PortRequest Request, const EngineSetup &Setup) {
  // The answers get a descriptor of their own; whatever else writes to
  // stdout (clang, a library) lands in the worker's log with stderr.
  int Answers = ::dup(STDOUT_FILENO);
  ::dup2(STDERR_FILENO, STDOUT_FILENO);
  if (Answers < 0)
    return fail("cannot serve the batch: no descriptor for the answers");
  llvm::raw_fd_ostream Out(Answers, /*shouldClose=*/true, /*unbuffered=*/true);
  std::string Line;
  for (int C; (C = std::getchar()) != EOF;) {
    if (C != '\n') {
      Line.push_back(char(C));
      continue;
    }
    std::optional<UnitRequest> Unit = parseUnitRequestLine(Line);
    Line.clear();
    int Code = ExitUsage;
    if (Unit) {
      Request.Input = Unit->Unit;
      Request.WorkerResult = Unit->ResultFile;
      Code = runPort(Request, Setup);
    } else {
      fail("the batch sent a malformed request");
    }
    llvm::errs().flush();
    Out << unitDoneLine(Code) << '\n';
    if (Out.has_error())
      return ExitUsage; // The batch is gone.
  }
  return ExitOk;
}

} // namespace hipify
