//===- BatchCommand.cpp - `hipify port --in-root --out-root` ---------------===//
#include "Commands.h"
#include "Report/BatchReport.h"
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
  if (!Request.ReportFile.empty()) {
    std::string Json;
    llvm::raw_string_ostream OS(Json);
    renderBatchReportJson(OS, *Result, Request.Batch.InRoot,
                          Request.Batch.OutRoot);
    if (llvm::Error E = writeFileAtomically(Request.ReportFile, Json)) {
      llvm::WithColor::error(llvm::errs(), "hipify")
          << llvm::toString(std::move(E)) << '\n';
      return ExitUsage;
    }
  }
  // --quiet silences progress, never the outcome: failures always show.
  renderBatchSummary(llvm::errs(), *Result);
  // Outputs that could not be written are I/O errors (exit 2), whatever
  // else went well; translation problems are findings (exit 1).
  if (llvm::any_of(Result->Files,
                   [](const FileOutcome &F) { return F.WriteFailed; }))
    return ExitUsage;
  bool Problems = llvm::any_of(Result->Files, [](const FileOutcome &F) {
    return F.Status == FileStatus::Failed || F.Status == FileStatus::Partial;
  });
  return Problems ? ExitFindings : ExitOk;
}

} // namespace hipify
