//===- CheckCommand.cpp - `hipify check`: a CI gate for portable CUDA ------===//
#include "Mapping/HipTargetNotice.h"
#include "Batch/ProjectTree.h"
#include "Check/Baseline.h"
#include "Check/Suppressions.h"
#include "Check/TreeFindings.h"
#include "Core/FindingJson.h"
#include "Core/RuleIds.h"
#include "Engine/CrashAdvice.h"
#include "Core/RuleCatalog.h"
#include "CommandLine.h"
#include "Commands.h"
#include "Report/ReportFormats.h"
#include "Report/ExportFixes.h"
#include "Report/SarifRenderer.h"
#include "Report/TextRenderer.h"
#include "Support/CrashContainment.h"
#include "Support/FileWriter.h"
#include "Support/IsolatedRun.h"
#include "Translate/Translator.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"

namespace hipify {

static int fail(const llvm::Twine &Message) {
  llvm::WithColor::error(llvm::errs(), "hipify") << Message << '\n';
  return ExitUsage;
}

/// The files to check: each file named, and the CUDA sources and headers
/// under each directory named, decided as `port --in-root` decides them
/// (links are not followed: they could loop or lead out of the tree).
static llvm::Error collectInputs(llvm::ArrayRef<std::string> Paths,
                                 std::vector<std::string> &Files,
                                 bool Quiet) {
  for (const std::string &Path : Paths) {
    if (!llvm::sys::fs::is_directory(Path)) {
      if (!llvm::sys::fs::exists(Path))
        return llvm::createStringError(std::errc::no_such_file_or_directory,
                                       "cannot open '%s': no such file or "
                                       "directory",
                                       Path.c_str());
      Files.push_back(Path);
      continue;
    }
    llvm::Expected<std::vector<ProjectFile>> Found =
        scanProject(Path, {}, ScanOptions());
    if (!Found)
      return Found.takeError();
    for (const ProjectFile &F : *Found) {
      if (F.Kind == ProjectFileKind::Unreadable)
        return llvm::createStringError(std::errc::permission_denied,
                                       "cannot check '%s': %s",
                                       F.Absolute.c_str(),
                                       F.SkipReason.c_str());
      if (F.Kind == ProjectFileKind::CudaSource ||
          F.Kind == ProjectFileKind::CudaHeader)
        Files.push_back(F.Absolute);
      else if (F.Kind == ProjectFileKind::Skipped && !Quiet)
        llvm::WithColor::note(llvm::errs(), "hipify")
            << "'" << F.Absolute << "' is not checked: " << F.SkipReason
            << '\n';
    }
  }
  return llvm::Error::success();
}

/// The repository root above the working directory (the closest directory
/// with .git), else the working directory.
std::string cli::defaultSourceRoot() {
  llvm::SmallString<256> Dir;
  llvm::sys::fs::current_path(Dir);
  for (llvm::SmallString<256> Probe = Dir; !Probe.empty();
       Probe = llvm::sys::path::parent_path(Probe)) {
    llvm::SmallString<256> Git(Probe);
    llvm::sys::path::append(Git, ".git");
    if (llvm::sys::fs::exists(Git))
      return std::string(Probe);
    if (llvm::sys::path::parent_path(Probe) == Probe)
      break;
  }
  return std::string(Dir);
}

namespace {
/// One unit's part of a check.
struct CheckedUnit {
  TranslationResult Result; ///< MainFile, OriginalText and Findings.
  bool Crashed = false;     ///< hipify crashed on it (a finding says so).
  std::string Error;        ///< Clang could not start: the check stops.
};
} // namespace

static std::string unitToJson(const TranslationResult &R) {
  std::string Text;
  llvm::raw_string_ostream(Text) << llvm::json::Value(llvm::json::Object{
      {"mainFile", R.MainFile},
      {"originalText", R.OriginalText},
      {"findings", findingsToJson(R.Findings)}});
  return Text;
}

static std::optional<TranslationResult> unitFromJson(llvm::StringRef Text) {
  llvm::Expected<llvm::json::Value> Parsed = llvm::json::parse(Text);
  if (!Parsed) {
    llvm::consumeError(Parsed.takeError());
    return std::nullopt;
  }
  const llvm::json::Object *O = Parsed->getAsObject();
  if (!O)
    return std::nullopt;
  llvm::Expected<std::vector<Finding>> Findings =
      findingsFromJson(O->getArray("findings"));
  if (!Findings) {
    llvm::consumeError(Findings.takeError());
    return std::nullopt;
  }
  TranslationResult R;
  R.MainFile = O->getString("mainFile").value_or("").str();
  R.OriginalText = O->getString("originalText").value_or("").str();
  R.Findings = std::move(*Findings);
  return R;
}

/// A Finding of Rule at the top of File: what is said of a unit that has no
/// results of its own.
static Finding atTopOf(llvm::StringRef File, llvm::StringRef Rule,
                       std::string Message) {
  Finding F;
  F.RuleId = Rule.str();
  F.Level = Severity::Error;
  F.Message = std::move(Message);
  F.Span.File = File.str();
  F.Span.Line = 1;
  F.Span.Column = 1;
  return F;
}

/// Checks File in a process of its own, as a tree port runs each unit in a
/// worker: a crash there (whatever it did to memory) or a parse that does
/// not end costs this unit, which gets a finding saying so, and the check
/// goes on (docs/rules/hipify-internal-error.md).
static CheckedUnit
checkUnit(const Translator &Checker, const std::string &File,
          const clang::tooling::CompilationDatabase *Database,
          unsigned TimeoutSeconds) {
  CheckedUnit Unit;
  CrashSubject Subject("checking '" + File + "'");
  IsolatedResult Run = runIsolated(
      [&]() -> std::string {
        llvm::Expected<TranslationResult> Result =
            Checker.translate(File, Database);
        if (Result)
          return "ok\n" + unitToJson(*Result);
        std::string Answer;
        llvm::handleAllErrors(
            Result.takeError(),
            [&](const InternalCrashError &Crash) {
              Answer = "crash\n" + describeInternalCrash(
                                        "checking '" + File + "'",
                                        Crash.Crash);
            },
            [&](const llvm::ErrorInfoBase &Other) {
              Answer = "error\n" + Other.message();
            });
        return Answer;
      },
      TimeoutSeconds);
  auto [Kind, Body] = llvm::StringRef(Run.Answer).split('\n');
  auto Crash = [&](std::string Message) {
    Unit.Crashed = true;
    Unit.Result.Findings.push_back(
        atTopOf(File, rules::InternalError, std::move(Message)));
  };
  switch (Run.Status) {
  case IsolatedResult::Completed:
    if (Kind == "ok") {
      if (std::optional<TranslationResult> R = unitFromJson(Body)) {
        Unit.Result = std::move(*R);
        return Unit;
      }
    } else if (Kind == "crash") {
      Crash(Body.str());
      return Unit;
    } else if (Kind == "error") {
      Unit.Error = Body.str();
      return Unit;
    }
    Crash("hipify's check of '" + File +
          "' gave an unreadable answer. This is a bug in hipify: please "
          "report it with the file");
    return Unit;
  case IsolatedResult::Crashed:
    Crash("hipify crashed (" + Run.Why + ") checking '" + File +
          "'. This is a bug in hipify: please report it with the file");
    return Unit;
  case IsolatedResult::TimedOut:
    Unit.Result.Findings.push_back(atTopOf(
        File, rules::ParseError,
        "stopped checking '" + File + "' after " +
            std::to_string(TimeoutSeconds) +
            " s (--timeout): clang's parse of some malformed code takes "
            "exponential time; check the file for unbalanced '<' or "
            "brackets, or raise --timeout"));
    return Unit;
  case IsolatedResult::NotStarted:
    break;
  }
  // No process to run it in: here, then (a crash is still contained).
  llvm::Expected<TranslationResult> Result = Checker.translate(File, Database);
  if (Result) {
    Unit.Result = std::move(*Result);
    return Unit;
  }
  llvm::handleAllErrors(
      Result.takeError(),
      [&](const InternalCrashError &E) {
        Crash(describeInternalCrash("checking '" + File + "'", E.Crash));
      },
      [&](const llvm::ErrorInfoBase &Other) { Unit.Error = Other.message(); });
  return Unit;
}

static bool atOrAbove(Severity S, FailLevel FailOn) {
  switch (FailOn) {
  case FailLevel::None:
    return false;
  case FailLevel::Error:
    return S == Severity::Error;
  case FailLevel::Warning:
    return S != Severity::Note;
  }
  return false;
}

static llvm::StringRef failLevelName(FailLevel L) {
  switch (L) {
  case FailLevel::None:
    return "none";
  case FailLevel::Error:
    return "error";
  case FailLevel::Warning:
    return "warning";
  }
  return "warning";
}

int runCheck(const CheckRequest &Request, const EngineSetup &Setup) {
  std::optional<llvm::StringSet<>> Baseline;
  if (!Request.Baseline.empty()) {
    llvm::Expected<llvm::StringSet<>> Read = readBaseline(Request.Baseline);
    if (!Read)
      return fail(llvm::toString(Read.takeError()));
    Baseline = std::move(*Read);
  }
  std::vector<std::string> Files;
  if (llvm::Error E = collectInputs(Request.Paths, Files, Request.Quiet))
    return fail(llvm::toString(std::move(E)));
  auto LoadedDatabase = loadCompilationDatabase(Request.BuildDir);
  if (!LoadedDatabase)
    return fail(llvm::toString(LoadedDatabase.takeError()));
  std::unique_ptr<clang::tooling::CompilationDatabase> Database =
      std::move(*LoadedDatabase);

  Translator Checker = Setup.translator();
  std::vector<Finding> Reported, WithFixes;
  llvm::StringMap<std::string> Texts;
  unsigned Crashed = 0;
  for (const std::string &File : Files) {
    llvm::Expected<std::string> Source = readSourceFile(File);
    if (!Source)
      return fail(llvm::toString(Source.takeError()));
    if (Request.Verbose)
      llvm::errs() << "hipify check: [" << (&File - Files.data()) + 1 << "/"
                   << Files.size() << "] " << File << '\n';
    CheckedUnit Unit = checkUnit(Checker, File, Database.get(),
                                 Request.TimeoutSeconds);
    if (!Unit.Error.empty())
      return fail(Unit.Error);
    if (Unit.Crashed)
      ++Crashed;
    Texts[File] = *Source;
    if (!Unit.Result.MainFile.empty())
      Texts[Unit.Result.MainFile] = Unit.Result.OriginalText;
    for (Finding &F : Unit.Result.Findings) {
      if (!F.Edits.empty())
        WithFixes.push_back(F);
      // Renames are what check is not about; a portability note (inline
      // PTX that translates, with its fix) is, and so is a warp-width fix:
      // where the port makes 32-lane code right at 64 lanes, check says so
      // instead of warning (docs/warp-width.md).
      RuleCategory Category = ruleInfo(F.RuleId).Category;
      if (F.Level != Severity::Note || Category == RuleCategory::Portability ||
          Category == RuleCategory::WarpWidth)
        Reported.push_back(std::move(F));
    }
  }
  // Headers are read when a finding needs their text (suppressions,
  // fingerprints, whether they are CUDA code at all).
  auto TextOf = [&](llvm::StringRef File) -> llvm::StringRef {
    auto [It, New] = Texts.try_emplace(File);
    if (New) {
      if (llvm::Expected<std::string> Read = readSourceFile(File))
        It->second = std::move(*Read);
      else
        llvm::consumeError(Read.takeError());
    }
    return It->second;
  };
  // CUDA code only, and each thing once: a header several units include is
  // reported by each.
  std::vector<NonCudaHeader> NotCuda =
      removeNonCudaHeaderFindings(Reported, Files, TextOf);
  unsigned Repeated = removeDuplicateFindings(Reported);
  removeDuplicateFindings(WithFixes);
  unsigned Suppressed = removeSuppressed(Reported, TextOf);
  std::string Root = Request.SourceRoot.empty() ? cli::defaultSourceRoot()
                                                : Request.SourceRoot;
  llvm::SmallString<256> AbsoluteRoot(Root);
  llvm::sys::fs::make_absolute(AbsoluteRoot);
  std::vector<ReportedFinding> Findings =
      fingerprintFindings(std::move(Reported), AbsoluteRoot, TextOf);

  if (!Request.WriteBaseline.empty())
    if (llvm::Error E = writeBaseline(Request.WriteBaseline, Findings))
      return fail(llvm::toString(std::move(E)));
  unsigned InBaseline = 0;
  if (Baseline) {
    size_t Before = Findings.size();
    llvm::erase_if(Findings, [&](const ReportedFinding &R) {
      return Baseline->contains(R.Fingerprint);
    });
    InBaseline = Before - Findings.size();
  }

  CrashSubject Reporting("writing the report of 'hipify check'");
  crashIfRequested("report", "");
  for (const NonCudaHeader &H : NotCuda) {
    if (Request.Quiet)
      break;
    llvm::WithColor::note(llvm::errs(), "hipify")
        << "'" << H.File << "' is no CUDA code (no CUDA in its name or "
        << "text): its " << H.Findings << " finding"
        << (H.Findings == 1 ? "" : "s") << " (" << H.Errors << " error"
        << (H.Errors == 1 ? "" : "s")
        << "), from the units that include it, are not reported";
    if (H.Errors)
      llvm::errs() << "; errors there may hide findings in those units (a "
                      "header of another platform: check them with its "
                      "headers)";
    llvm::errs() << "\n";
  }
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  unsigned Errors = 0, Warnings = 0, Notes = 0;
  bool Failing = false;
  for (const ReportedFinding &R : Findings) {
    (R.F.Level == Severity::Error     ? Errors
     : R.F.Level == Severity::Warning ? Warnings
                                      : Notes)++;
    Failing |= atOrAbove(R.F.Level, Request.FailOn);
  }
  Request.Format->Render(OS, Findings,
                         {Request.ToolVersion, std::string(AbsoluteRoot),
                          Request.RulesBaseUri, Setup.usesCudaFacade()});
  if (Request.Output.empty()) {
    llvm::outs() << Out;
    llvm::outs().flush();
  } else if (llvm::Error E = writeFileAtomically(Request.Output, Out)) {
    return fail(llvm::toString(std::move(E)));
  }
  if (!Request.ExportFixes.empty()) {
    std::string Yaml;
    llvm::raw_string_ostream YamlOS(Yaml);
    renderExportFixes(YamlOS, Files.empty() ? "" : Files.front(), WithFixes);
    if (llvm::Error E = writeFileAtomically(Request.ExportFixes, Yaml))
      return fail(llvm::toString(std::move(E)));
  }
  llvm::errs() << "hipify check: " << Files.size() << " file"
               << (Files.size() == 1 ? "" : "s") << ", " << Errors
               << " error" << (Errors == 1 ? "" : "s") << ", " << Warnings
               << " warning" << (Warnings == 1 ? "" : "s");
  if (Notes)
    llvm::errs() << ", " << Notes << " note" << (Notes == 1 ? "" : "s");
  if (Repeated)
    llvm::errs() << " (" << Repeated
                 << " more from units that share a header, reported once)";
  if (Suppressed)
    llvm::errs() << ", " << Suppressed << " suppressed";
  if (Baseline)
    llvm::errs() << ", " << InBaseline << " in the baseline";
  llvm::errs() << " (--fail-on=" << failLevelName(Request.FailOn) << ")\n";
  if (Crashed) {
    llvm::WithColor::error(llvm::errs(), "hipify")
        << "hipify crashed on " << Crashed << " file"
        << (Crashed == 1 ? "" : "s")
        << " (" << rules::InternalError
        << " above); the others were checked\n";
    return ExitInternal;
  }
  return Failing ? ExitFindings : ExitOk;
}

} // namespace hipify

namespace hipify::cli {
using namespace llvm;

static cl::OptionCategory &checkCategory() {
  return category("hipify check options");
}

static cl::list<std::string> Paths(cl::Positional, cl::OneOrMore,
                                   cl::desc("<file-or-directory>..."),
                                   cl::sub(checkCommand()),
                                   cl::cat(checkCategory()));
/// The index of a reportFormats() entry; the values are added from that list
/// before the command line is parsed.
enum class FormatIndex : unsigned {};
static ChoiceOpt<FormatIndex> Format("format", cl::desc(formatDescription()),
                                   cl::init(FormatIndex(0)),
                                   cl::sub(checkCommand()),
                                   cl::cat(outputCategory()));
// --output, --quiet and --verbose: OutputOptions.cpp.
static ChoiceOpt<FailLevel> FailOn(
    "fail-on",
    cl::desc("Exit with 1 when a finding at or above this level exists"),
    cl::values(clEnumValN(FailLevel::Error, "error", "errors only"),
               clEnumValN(FailLevel::Warning, "warning",
                          "warnings and errors (default)"),
               clEnumValN(FailLevel::None, "none", "never")),
    cl::init(FailLevel::Warning), cl::sub(checkCommand()),
    cl::cat(checkCategory()));
static cl::opt<std::string> BaselineFile(
    "baseline",
    cl::desc("Ignore findings recorded in this baseline (made with "
             "--write-baseline): fail only on new ones"),
    cl::value_desc("file"), cl::sub(checkCommand()), cl::cat(checkCategory()));
static cl::opt<std::string> WriteBaseline(
    "write-baseline", cl::desc("Record every current finding in <file>"),
    cl::value_desc("file"), cl::sub(checkCommand()), cl::cat(checkCategory()));
static cl::opt<std::string> SourceRoot(
    "source-root",
    cl::desc("Directory that report paths are relative to (default: the git "
             "repository around the working directory, else the working "
             "directory)"),
    cl::value_desc("dir"), cl::sub(checkCommand()), cl::cat(checkCategory()));
static cl::opt<std::string> RulesBaseUri(
    "rules-base-uri",
    cl::desc("Base of the rule documentation links in SARIF (helpUri = "
             "<uri><rule-id>.md); default: this build's docs/rules"),
    cl::init(defaultRulesBaseUri()),
    cl::sub(checkCommand()), cl::cat(checkCategory()));

void registerReportFormats() {
  llvm::ArrayRef<ReportFormat> Formats = reportFormats();
  for (unsigned I = 0; I < Formats.size(); ++I)
    Format.getParser().addLiteralOption(Formats[I].Name, FormatIndex(I),
                                        Formats[I].Description);
}

int runCheckCommand(const Invocation &Run) {
  std::optional<OutputTarget> Output = outputTarget();
  if (!Output)
    return ExitUsage;
  EngineSettings Settings = engineSettings(Run);
  Settings.RunPortabilityChecks = true;
  std::optional<EngineSetup> Setup = setUp(Settings);
  if (!Setup)
    return ExitUsage;
  if (!Setup->FacadeNotice.empty() && !quiet())
    llvm::errs() << "hipify: " << Setup->FacadeNotice << '\n';
  if (!newerHipNotice(Setup->Target).empty() && !quiet())
    llvm::errs() << "hipify: " << newerHipNotice(Setup->Target) << '\n';
  CheckRequest Request;
  Request.Paths.assign(Paths.begin(), Paths.end());
  Request.BuildDir = buildDirectory();
  Request.Format = &reportFormats()[unsigned(Format.getValue())];
  Request.Output = Output->File;
  Request.Quiet = quiet();
  Request.Verbose = verbose();
  Request.FailOn = FailOn;
  Request.Baseline = BaselineFile;
  Request.WriteBaseline = WriteBaseline;
  Request.ExportFixes = exportFixesFile();
  Request.SourceRoot = SourceRoot;
  Request.RulesBaseUri = RulesBaseUri;
  Request.ToolVersion = HIPIFY_VERSION;
  if (translationTimeoutSeconds() == 0)
    return usageError("--timeout must be at least 1 second");
  Request.TimeoutSeconds = translationTimeoutSeconds();
  return runCheck(Request, *Setup);
}

} // namespace hipify::cli
