//===- BatchCommand.cpp - `hipify port --in-root --out-root` ---------------===//
#include "Support/FileWriter.h"
#include "Batch/WorkerProtocol.h"
#include "CommandLine.h"
#include "Commands.h"
#include "PortVerification.h"
#include "Report/BatchReport.h"
#include "Report/TextRenderer.h"
#include "Support/FileWriter.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/WithColor.h"
#include <chrono>

namespace hipify {

namespace {

/// Progress on stderr: a bar redrawn in place on a terminal, one line per
/// unit otherwise (logs, CI).
class ProgressPrinter {
public:
  explicit ProgressPrinter(bool Quiet)
      : Quiet(Quiet), Terminal(llvm::sys::Process::StandardErrIsDisplayed()),
        Start(std::chrono::steady_clock::now()) {}

  void update(const BatchProgress &P) {
    if (Quiet)
      return;
    if (!Terminal) {
      llvm::errs() << "[" << P.Done << "/" << P.Total << "] " << P.Current
                   << "\n";
      return;
    }
    double Elapsed = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - Start)
                         .count();
    double Eta = P.Done ? Elapsed / P.Done * (P.Total - P.Done) : 0;
    unsigned Width = 30;
    unsigned Filled = P.Total ? Width * P.Done / P.Total : Width;
    std::string Bar(Filled, '#');
    Bar.resize(Width, '.');
    std::string Name = P.Current.str();
    if (Name.size() > 40)
      Name = "..." + Name.substr(Name.size() - 37);
    llvm::errs() << "\r[" << Bar << "] " << P.Done << "/" << P.Total
                 << llvm::format(" ETA %2u:%02u ", unsigned(Eta) / 60,
                                 unsigned(Eta) % 60)
                 << llvm::left_justify(Name, 40);
    if (P.Done == P.Total)
      llvm::errs() << "\n";
  }

private:
  bool Quiet;
  bool Terminal;
  std::chrono::steady_clock::time_point Start;
};

} // namespace

/// Whether Path (which may not exist yet) lies inside Directory.
static bool isInside(llvm::StringRef Path, llvm::StringRef Directory) {
  llvm::SmallString<256> Dir, File(Path);
  if (llvm::sys::fs::real_path(Directory, Dir))
    return false;
  llvm::sys::fs::make_absolute(File);
  llvm::SmallString<256> Parent = llvm::sys::path::parent_path(File), Real;
  if (llvm::sys::fs::real_path(Parent, Real))
    return false;
  llvm::StringRef Rest = Real;
  return Rest.consume_front(Dir) &&
         (Rest.empty() || llvm::sys::path::is_separator(Rest.front()));
}

int runBatch(const BatchRequest &Request) {
  if (!Request.ReportFile.empty() &&
      isInside(Request.ReportFile, Request.Batch.InRoot)) {
    llvm::WithColor::error(llvm::errs(), "hipify")
        << "--report '" << Request.ReportFile << "' is inside --in-root '"
        << Request.Batch.InRoot
        << "'; nothing is written into the sources: put it elsewhere (the "
           "output root, say)\n";
    return ExitUsage;
  }
  ProgressPrinter Progress(Request.Quiet);
  llvm::Expected<BatchResult> Result = runBatchPort(
      Request.Batch, [&](const BatchProgress &P) { Progress.update(P); });
  if (!Result) {
    llvm::WithColor::error(llvm::errs(), "hipify")
        << llvm::toString(Result.takeError()) << '\n';
    return ExitUsage;
  }
  // --verify: the units are compiled, and what does not build joins the
  // port's findings (their paths relative to the in-root, as the port's).
  std::optional<PortVerifyResult> Verified;
  if (Request.Verify.Enabled)
    if (std::optional<HipCompiler> Compiler =
            verifyingCompiler(Request.Verify)) {
      if (!Request.Quiet)
        llvm::errs() << "hipify: --verify: compiling the ported units with "
                     << Compiler->Path << "\n";
      Verified = verifyTreePort(Request.Verify, *Compiler, Request.Batch,
                                *Result);
      for (const std::string &Notice : Verified->Notices)
        llvm::errs() << "hipify: " << Notice << '\n';
      llvm::append_range(Result->Findings, Verified->Findings);
      sortBySourceOrder(Result->Findings);
    }
  const PortVerifyResult *Verification = Verified ? &*Verified : nullptr;
  if (!Request.ReportFile.empty()) {
    std::string Json;
    llvm::raw_string_ostream OS(Json);
    renderBatchReportJson(OS, *Result, Request.Batch.InRoot,
                          Request.Batch.OutRoot, Request.ParsedWithCudaFacade,
                          Verification);
    if (llvm::Error E = writeFileAtomically(Request.ReportFile, Json)) {
      llvm::WithColor::error(llvm::errs(), "hipify")
          << llvm::toString(std::move(E)) << '\n';
      return ExitUsage;
    }
  }
  // The findings, as a single file's port prints them (warnings and errors;
  // notes with --verbose), by their path under --in-root; --report has them
  // all, and --quiet leaves them there.
  if (!Request.Quiet)
    for (Finding F : Result->Findings) {
      if (F.Level == Severity::Note && !Request.ShowNotes)
        continue;
      if (!F.Span.File.empty() && llvm::sys::path::is_relative(F.Span.File)) {
        llvm::SmallString<256> Path(Request.Batch.InRoot);
        llvm::sys::path::append(Path, F.Span.File);
        F.Span.File = std::string(Path);
      }
      renderFinding(llvm::errs(), F);
    }
  // --quiet silences progress, never the outcome: failures always show.
  renderBatchSummary(llvm::errs(), *Result, Verification);
  // Outputs that could not be written are I/O errors (exit 2), whatever
  // else went well; translation problems are findings (exit 1).
  if (llvm::any_of(Result->Files,
                   [](const FileOutcome &F) { return F.WriteFailed; }))
    return ExitUsage;
  // A crash of hipify's (docs/rules/hipify-internal-error.md) is said last,
  // once every other file is done.
  if (llvm::any_of(Result->Files,
                   [](const FileOutcome &F) { return F.Crashed; }))
    return ExitInternal;
  bool Problems = llvm::any_of(Result->Files, [](const FileOutcome &F) {
    return F.Status == FileStatus::Failed || F.Status == FileStatus::Partial;
  });
  // A unit that does not build (--verify) is a finding of the port's too.
  bool DoesNotBuild = Verified && portDoesNotBuild(*Verified);
  return Problems || DoesNotBuild ? ExitFindings : ExitOk;
}

} // namespace hipify

namespace hipify::cli {
using namespace llvm;

static cl::OptionCategory &batchCategory() {
  return category("hipify port: whole projects");
}

static cl::opt<std::string> InRoot(
    "in-root",
    cl::desc("Port the project under <dir> (or only the paths given) into "
             "--out-root, keeping relative paths"),
    cl::value_desc("dir"), cl::sub(portCommand()), cl::cat(batchCategory()));
static cl::opt<std::string>
    OutRoot("out-root",
            cl::desc("Where the ported tree is written (never inside "
                     "--in-root); its .hipify-state.json makes re-runs "
                     "incremental"),
            cl::value_desc("dir"), cl::sub(portCommand()),
            cl::cat(batchCategory()));
static cl::opt<unsigned>
    Jobs("j", cl::desc("Translation units translated in parallel (default: "
                       "the number of cores)"),
         cl::value_desc("N"), cl::init(0), cl::Prefix, cl::sub(portCommand()),
         cl::cat(batchCategory()));
static cl::opt<bool> CopyAll(
    "copy-all",
    cl::desc("Also copy files without CUDA (and binary files), so that the "
             "output is a complete project"),
    cl::sub(portCommand()), cl::cat(batchCategory()));
static ChoiceOpt<RenameMode> Rename(
    "rename", cl::desc("Names of ported CUDA files"),
    cl::values(clEnumValN(RenameMode::Keep, "keep",
                          "keep .cu and .cuh (default)"),
               clEnumValN(RenameMode::Hip, "hip",
                          ".cu -> .hip, .cuh -> .hip.h, and includes of "
                          "renamed files follow")),
    cl::init(RenameMode::Keep), cl::sub(portCommand()),
    cl::cat(batchCategory()));
static cl::opt<unsigned> Timeout(
    "timeout",
    cl::desc("Seconds a translation unit may take before it is stopped: "
             "in a batch it is marked failed and copied untranslated; a "
             "single file stops hipify with an error and writes nothing; "
             "check reports the unit with a parse error and goes on "
             "(default 600)"),
    cl::init(600), cl::sub(portCommand()), cl::sub(checkCommand()),
    cl::cat(batchCategory()));

unsigned translationTimeoutSeconds() { return Timeout; }
static cl::opt<unsigned> MemoryLimit(
    "memory-limit",
    cl::desc("MiB of memory a worker may use before it is stopped and its "
             "unit marked failed (default: no limit)"),
    cl::init(0), cl::sub(portCommand()), cl::cat(batchCategory()));
static cl::opt<unsigned> WorkerUnits(
    "worker-units",
    cl::desc("Units a worker process ports before a fresh one takes its "
             "place (default 500); workers port unit after unit so that "
             "each pays hipify's start once"),
    cl::init(500), cl::sub(portCommand()), cl::cat(batchCategory()));
static cl::opt<unsigned> WorkerMemory(
    "worker-memory",
    cl::desc("MiB of resident memory above which a worker is replaced "
             "between units (default 1024; --memory-limit stops one during "
             "a unit)"),
    cl::init(1024), cl::sub(portCommand()), cl::cat(batchCategory()));
static cl::opt<unsigned> MaxFileSize(
    "max-file-size",
    cl::desc("Files larger than this many MiB are skipped (default 16)"),
    cl::init(16), cl::sub(portCommand()), cl::cat(batchCategory()));
static cl::opt<std::string>
    ReportFile("report",
               cl::desc("Write a JSON report: status per file, counts per API "
                        "family, unsupported APIs, effort estimate"),
               cl::value_desc("file.json"), cl::sub(portCommand()),
               cl::cat(batchCategory()));
// --quiet: no progress output (the summary, and every file that failed, was
// partly translated or skipped, still print); OutputOptions.cpp.

bool isBatchRun() { return !InRoot.empty() || !OutRoot.empty(); }

int runBatchCommand(const Invocation &Run, const EngineSetup &Setup,
                    const EngineSettings &Settings,
                    const std::vector<std::string> &Only,
                    const BatchDebugHooks &Debug, bool ShowNotes,
                    const VerifyOptions &Verify) {
  if (InRoot.empty() || OutRoot.empty())
    return usageError("--in-root and --out-root go together");
  if (WorkerUnits == 0 || WorkerMemory == 0)
    return usageError(WorkerUnits == 0 ? "--worker-units must be at least 1"
                                       : "--worker-memory must be at least 1 MiB");
  if (Timeout == 0 || MaxFileSize == 0)
    return usageError(Timeout == 0 ? "--timeout must be at least 1 second"
                                   : "--max-file-size must be at least 1 MiB");
  BatchRequest Request;
  Request.Batch.InRoot = InRoot;
  Request.Batch.OutRoot = OutRoot;
  Request.Batch.Only = Only;
  Request.Batch.CopyAll = CopyAll;
  Request.Batch.Rename = Rename;
  Request.Batch.Jobs = Jobs ? unsigned(Jobs) : defaultJobs();
  Request.Batch.TimeoutSeconds = Timeout;
  Request.Batch.MemoryLimitMB = MemoryLimit;
  Request.Batch.UnitsPerWorker = WorkerUnits;
  Request.Batch.RetireWorkerAboveMiB = WorkerMemory;
  Request.Batch.Scan.MaxFileSize = uint64_t(MaxFileSize) << 20;
  Request.ReportFile = ReportFile;
  Request.Quiet = quiet();
  Request.ShowNotes = ShowNotes;
  Request.ParsedWithCudaFacade = Setup.usesCudaFacade();
  Request.Verify = Verify;
  // Workers are this program, translating as the batch was asked to.
  std::vector<std::string> &W = Request.Batch.WorkerCommand;
  W = workerCommand(Run.Self, portArguments(Setup, Settings), buildDirectory(),
                    Rename == RenameMode::Hip, Setup.Parse.PreludeCacheDir);
  // The project's flags live in its compile database, not in options.
  Request.Batch.OptionsFingerprint =
      Setup.fingerprint(HIPIFY_VERSION) +
      (Rename == RenameMode::Hip ? "\nrename-includes" : "") + "\n" +
      compileDatabaseDigest(buildDirectory());
  if (!Debug.CrashOn.empty())
    W.push_back("--debug-crash-on=" + Debug.CrashOn);
  if (!Debug.HangOn.empty())
    W.push_back("--debug-hang-on=" + Debug.HangOn);
  Request.Batch.DebugBeforeApply = Debug.BeforeApply;
  return runBatch(Request);
}

} // namespace hipify::cli
