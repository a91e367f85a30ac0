//===- BatchReport.cpp ----------------------------------------------------===//
#include "Report/BatchReport.h"
#include <string>
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include <cmath>
#include <map>
#include <set>

namespace hipify {

static double effortPercent(const BatchResult &R) {
  return R.CudaLines ? 100.0 * R.TranslatedLines / R.CudaLines : 100.0;
}

/// The verification of each unit, by its path in the in-root.
static std::map<std::string, const UnitVerification *>
unitsByName(const PortVerifyResult *Verified) {
  std::map<std::string, const UnitVerification *> Units;
  if (Verified)
    for (const UnitVerification &U : Verified->Units)
      Units[U.Name] = &U;
  return Units;
}

/// "translated, does not build (3 errors)", the words of the report and of
/// the terminal for a unit --verify could not compile.
static std::string buildOutcome(const FileOutcome &F,
                                const UnitVerification &U) {
  std::string Text = fileStatusName(F.Status).str() + ", ";
  if (!U.Failure.empty())
    return Text + "not verified: the compiler " + U.Failure;
  Text += "does not build (" + std::to_string(U.Errors) +
          (U.Errors == 1 ? " error" : " errors");
  if (U.Unavailable)
    Text += ", " + std::to_string(U.Unavailable) + " from a header not "
            "installed here";
  if (U.Expected)
    Text += ", " + std::to_string(U.Expected) + " expected of the "
            "installed HIP";
  return Text + ")";
}

static std::map<std::string, unsigned> statusCounts(const BatchResult &R) {
  std::map<std::string, unsigned> Counts;
  for (const FileOutcome &F : R.Files)
    ++Counts[fileStatusName(F.Status).str()];
  return Counts;
}

void renderBatchReportJson(llvm::raw_ostream &OS, const BatchResult &Result,
                           llvm::StringRef InRoot, llvm::StringRef OutRoot,
                           bool ParsedWithCudaFacade,
                           const PortVerifyResult *Verified) {
  // Every unit of one batch is parsed the same way: the choice is part of
  // the options' fingerprint, so a unit reused from a run that parsed
  // otherwise is run again.
  auto MarkParse = [&](llvm::json::Object &O) {
    if (ParsedWithCudaFacade)
      O["parsedWith"] = "cuda-facade";
  };
  std::map<std::string, const UnitVerification *> Built = unitsByName(Verified);
  unsigned BuildFailures = 0, BuildErrors = 0, Unverified = 0;
  llvm::json::Array Files;
  for (const FileOutcome &F : Result.Files) {
    llvm::json::Object O{{"path", F.Relative},
                         {"status", fileStatusName(F.Status)}};
    if (!F.Output.empty())
      O["output"] = F.Output;
    if (!F.Reason.empty())
      O["reason"] = F.Reason;
    auto Unit = Built.find(F.Relative);
    if (Unit != Built.end()) {
      const UnitVerification &U = *Unit->second;
      llvm::json::Object Build{{"builds", U.Compiled},
                               {"errors", U.Errors},
                               {"unavailable", U.Unavailable},
                               {"expected", U.Expected}};
      if (!U.Failure.empty())
        Build["failure"] = U.Failure;
      O["build"] = std::move(Build);
      BuildFailures += !U.Compiled && U.Failure.empty();
      Unverified += !U.Failure.empty();
      BuildErrors += U.Errors;
      if (!U.Compiled)
        O["reason"] = buildOutcome(F, U) +
                      (F.Reason.empty() ? "" : "; " + F.Reason);
    }
    if (F.Parsed)
      MarkParse(O);
    Files.push_back(std::move(O));
  }
  llvm::json::Array Unsupported, Problems;
  for (const Finding &F : Result.Findings) {
    if (F.Level == Severity::Note)
      continue;
    llvm::json::Object O{{"file", F.Span.File},
                         {"line", F.Span.Line},
                         {"column", F.Span.Column},
                         {"rule", F.RuleId},
                         {"level", severityName(F.Level)},
                         {"message", F.Message}};
    MarkParse(O);
    if (F.RuleId == rules::UnsupportedApi)
      Unsupported.push_back(std::move(O));
    else
      Problems.push_back(std::move(O));
  }
  std::set<std::string> FamilyNames;
  for (auto &[Family, N] : Result.TranslatedPerFamily)
    FamilyNames.insert(Family);
  for (auto &[Family, N] : Result.UnsupportedPerFamily)
    FamilyNames.insert(Family);
  llvm::json::Object Families;
  for (const std::string &Family : FamilyNames)
    Families[Family] = llvm::json::Object{
        {"translated", Result.TranslatedPerFamily.count(Family)
                           ? Result.TranslatedPerFamily.at(Family)
                           : 0u},
        {"unsupported", Result.UnsupportedPerFamily.count(Family)
                            ? Result.UnsupportedPerFamily.at(Family)
                            : 0u}};
  llvm::json::Object Statuses;
  for (auto &[Status, N] : statusCounts(Result))
    Statuses[Status] = N;
  llvm::json::Object Summary{
      {"files", static_cast<int64_t>(Result.Files.size())},
      {"statuses", std::move(Statuses)},
      {"unitsTranslated", Result.UnitsTranslated},
      {"unitsReused", Result.UnitsReused},
      {"workersStarted", Result.WorkersStarted},
      {"peakWorkerMiB", Result.PeakWorkerMiB},
      {"cudaLines", Result.CudaLines},
      {"translatedLines", Result.TranslatedLines},
      {"automaticPercent",
       std::round(effortPercent(Result) * 10) / 10}};
  if (Verified)
    Summary["verify"] = llvm::json::Object{
        {"units", static_cast<int64_t>(Verified->Units.size())},
        {"build", static_cast<int64_t>(Verified->Units.size()) -
                      BuildFailures - Unverified},
        {"doNotBuild", BuildFailures},
        {"notVerified", Unverified},
        {"errors", BuildErrors}};
  MarkParse(Summary);
  llvm::json::Object Report{{"inRoot", InRoot},
                            {"outRoot", OutRoot},
                            {"summary", std::move(Summary)},
                            {"families", std::move(Families)},
                            {"files", std::move(Files)},
                            {"unsupported", std::move(Unsupported)},
                            {"problems", std::move(Problems)}};
  OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Report))) << "\n";
}

void renderBatchSummary(llvm::raw_ostream &OS, const BatchResult &Result,
                        const PortVerifyResult *Verified) {
  OS << "hipify: " << Result.Files.size() << " files:";
  bool First = true;
  for (auto &[Status, N] : statusCounts(Result)) {
    OS << (First ? " " : ", ") << N << ' ' << Status;
    First = false;
  }
  OS << "\nhipify: " << Result.UnitsTranslated << " translation units run, "
     << Result.UnitsReused << " reused from the last run; "
     << llvm::format("%.1f", effortPercent(Result)) << "% of "
     << Result.CudaLines << " CUDA lines translated automatically\n";
  // Every file that was not translated as it should be is named with its
  // reason; files skipped or copied only for having no CUDA in them (the
  // report gives their reasons) are counted above.
  for (const FileOutcome &F : Result.Files) {
    bool WithoutCuda = llvm::StringRef(F.Reason).starts_with("no CUDA in it");
    if (F.Status == FileStatus::Failed || F.Status == FileStatus::Partial ||
        (F.Status == FileStatus::Skipped && !WithoutCuda) ||
        (F.Status == FileStatus::Copied && !F.Reason.empty() && !WithoutCuda))
      OS << "hipify: " << fileStatusName(F.Status) << ": " << F.Relative
         << ": " << F.Reason << "\n";
  }
  if (!Verified)
    return;
  std::map<std::string, const UnitVerification *> Built = unitsByName(Verified);
  unsigned Failing = 0, Errors = 0;
  for (const FileOutcome &F : Result.Files) {
    auto Unit = Built.find(F.Relative);
    if (Unit == Built.end() || Unit->second->Compiled)
      continue;
    Failing += Unit->second->Failure.empty();
    Errors += Unit->second->Errors;
    OS << "hipify: " << buildOutcome(F, *Unit->second) << ": " << F.Relative
       << "\n";
  }
  OS << "hipify: --verify: " << Verified->Units.size() << " units compiled, "
     << Failing << (Failing == 1 ? " does" : " do") << " not build ("
     << Errors << (Errors == 1 ? " error" : " errors") << ")\n";
}

} // namespace hipify
