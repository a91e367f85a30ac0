//===- PortCommand.cpp - `hipify port`: one CUDA file to HIP --------------===//
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

int runPort(const PortRequest &Request, const MappingTable &Table) {
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
  if (!isCudaInstallation(Request.Parse.CudaPath))
    llvm::WithColor::warning(llvm::errs(), "hipify")
        << "no CUDA headers under '" << Request.Parse.CudaPath
        << "' (include/cuda_runtime.h is missing); pass --cuda-path=DIR or "
           "set CUDA_PATH. Translating without them.\n";

  // A batch worker dies with its batch: a batch killed with SIGKILL leaves
  // no workers translating for nobody.
  if (!Request.WorkerResult.empty()) {
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() == 1)
      return fail("the batch that started this worker is gone");
  }
  if (!Request.DebugCrashOn.empty() &&
      llvm::StringRef(Request.Input).contains(Request.DebugCrashOn))
    abort(); // Testing the batch's crash isolation.
  if (!Request.DebugHangOn.empty() &&
      llvm::StringRef(Request.Input).contains(Request.DebugHangOn))
    while (true) // Testing the batch's --timeout.
      std::this_thread::sleep_for(std::chrono::seconds(1));

  Translator Port(Table, Request.Translate, Request.Parse,
                  standardPasses(Request.Translate));
  llvm::Expected<TranslationResult> Result =
      Port.translate(Request.Input, Database.get());
  if (!Result)
    return fail(llvm::toString(Result.takeError()));
  if (!Request.WorkerResult.empty()) {
    // Batch worker: the coordinator merges and writes; hand it everything.
    std::string Json =
        workerResultJson(Result->HadParseErrors ? "partial" : "translated",
                         Result->Findings, Result->TranslatedFiles,
                         Result->UserFiles);
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
                     "HIP " + Request.Target.Version.str() + " (" +
                         Request.Target.Origin + ")");

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

} // namespace hipify
