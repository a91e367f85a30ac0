//===- CheckCommand.cpp - `hipify check`: a CI gate for portable CUDA ------===//
#include "Mapping/HipTargetNotice.h"
#include "Batch/ProjectTree.h"
#include "Check/Baseline.h"
#include "Check/Suppressions.h"
#include "Core/RuleCatalog.h"
#include "CommandLine.h"
#include "Commands.h"
#include "Report/ReportFormats.h"
#include "Report/ExportFixes.h"
#include "Report/SarifRenderer.h"
#include "Report/TextRenderer.h"
#include "Support/FileWriter.h"
#include "Translate/Translator.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
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
                                 std::vector<std::string> &Files) {
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
      else if (F.Kind == ProjectFileKind::Skipped)
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
  if (llvm::Error E = collectInputs(Request.Paths, Files))
    return fail(llvm::toString(std::move(E)));
  auto LoadedDatabase = loadCompilationDatabase(Request.BuildDir);
  if (!LoadedDatabase)
    return fail(llvm::toString(LoadedDatabase.takeError()));
  std::unique_ptr<clang::tooling::CompilationDatabase> Database =
      std::move(*LoadedDatabase);

  Translator Checker = Setup.translator();
  std::vector<Finding> Reported, WithFixes;
  llvm::StringMap<std::string> Texts;
  for (const std::string &File : Files) {
    llvm::Expected<std::string> Source = readSourceFile(File);
    if (!Source)
      return fail(llvm::toString(Source.takeError()));
    llvm::Expected<TranslationResult> Result =
        Checker.translate(File, Database.get());
    if (!Result)
      return fail(llvm::toString(Result.takeError()));
    Texts[Result->MainFile] = Result->OriginalText;
    Texts[File] = Result->OriginalText;
    for (Finding &F : Result->Findings) {
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
  auto TextOf = [&](llvm::StringRef File) -> llvm::StringRef {
    auto It = Texts.find(File);
    return It == Texts.end() ? llvm::StringRef() : llvm::StringRef(It->second);
  };
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
  if (Suppressed)
    llvm::errs() << ", " << Suppressed << " suppressed";
  if (Baseline)
    llvm::errs() << ", " << InBaseline << " in the baseline";
  llvm::errs() << " (--fail-on=" << failLevelName(Request.FailOn) << ")\n";
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
static ChoiceOpt<FormatIndex> Format("format", cl::desc("Report format"),
                                   cl::init(FormatIndex(0)),
                                   cl::sub(checkCommand()),
                                   cl::cat(checkCategory()));
static cl::opt<std::string>
    Output("output", cl::desc("Write the report to <file> (atomically)"),
           cl::value_desc("file"), cl::sub(checkCommand()),
           cl::cat(checkCategory()));
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
  EngineSettings Settings = engineSettings(Run);
  Settings.RunPortabilityChecks = true;
  std::optional<EngineSetup> Setup = setUp(Settings);
  if (!Setup)
    return ExitUsage;
  if (!Setup->FacadeNotice.empty())
    llvm::errs() << "hipify: " << Setup->FacadeNotice << '\n';
  if (!newerHipNotice(Setup->Target).empty())
    llvm::errs() << "hipify: " << newerHipNotice(Setup->Target) << '\n';
  CheckRequest Request;
  Request.Paths.assign(Paths.begin(), Paths.end());
  Request.BuildDir = buildDirectory();
  Request.Format = &reportFormats()[unsigned(Format.getValue())];
  Request.Output = Output;
  Request.FailOn = FailOn;
  Request.Baseline = BaselineFile;
  Request.WriteBaseline = WriteBaseline;
  Request.ExportFixes = exportFixesFile();
  Request.SourceRoot = SourceRoot;
  Request.RulesBaseUri = RulesBaseUri;
  Request.ToolVersion = HIPIFY_VERSION;
  return runCheck(Request, *Setup);
}

} // namespace hipify::cli
