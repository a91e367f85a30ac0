//===- ValidateCommand.cpp - `hipify validate` ----------------------------===//
//
// One program, or every CUDA program under a directory (with its port from
// a second directory, as `hipify port --in-root/--out-root` wrote it), each
// validated by lib/Validate/ProgramValidation; this file only finds the
// programs, runs them in parallel and renders the results.
//
//===----------------------------------------------------------------------===//
#include "Support/FileWriter.h"
#include "Support/ScratchDirectory.h"
#include "CommandLine.h"
#include "Commands.h"
#include "Mapping/SourceLanguage.h"
#include "Report/SarifRenderer.h"
#include "Validate/ProgramDiscovery.h"
#include "Validate/ValidationFindings.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/WithColor.h"
#include <map>
#include <mutex>

namespace hipify {

static int fail(const llvm::Twine &Message) {
  llvm::WithColor::error(llvm::errs(), "hipify") << Message << '\n';
  return ExitUsage;
}

static void printText(llvm::raw_ostream &OS,
                      llvm::ArrayRef<ProgramValidationResult> Results,
                      bool DirectoryMode) {
  unsigned Passed = 0;
  for (const ProgramValidationResult &R : Results) {
    if (DirectoryMode)
      OS << "== " << R.CudaSource << "\n";
    R.print(OS);
    Passed += R.succeeded();
  }
  if (DirectoryMode)
    OS << "validated " << Results.size() << " programs: " << Passed
       << " passed, " << Results.size() - Passed << " failed\n";
}

/// Every program's failures as SARIF results, in the CUDA originals.
static void printSarif(llvm::raw_ostream &OS,
                       llvm::ArrayRef<ProgramValidationResult> Results,
                       const ValidateRequest &Request) {
  std::map<std::string, std::string> Texts;
  auto TextOf = [&](llvm::StringRef File) -> llvm::StringRef {
    auto [It, New] = Texts.insert({File.str(), ""});
    if (New) {
      if (llvm::Expected<std::string> Read = readSourceFile(File))
        It->second = std::move(*Read);
      else
        llvm::consumeError(Read.takeError());
    }
    return It->second;
  };
  std::vector<Finding> All;
  for (const ProgramValidationResult &R : Results)
    llvm::append_range(All, validationFindings(R, TextOf));
  llvm::SmallString<256> Root(cli::defaultSourceRoot());
  llvm::sys::fs::make_absolute(Root);
  renderSarif(OS, fingerprintFindings(std::move(All), Root, TextOf),
              {Request.ToolVersion, std::string(Root), Request.RulesBaseUri});
  OS << "\n";
}

int runValidate(const ValidateRequest &Request, const MappingTable &Table) {
  bool DirectoryMode = llvm::sys::fs::is_directory(Request.CudaSource);
  if (!DirectoryMode && !llvm::sys::fs::exists(Request.CudaSource))
    return fail("'" + Request.CudaSource + "' does not exist");
  if (DirectoryMode && !Request.HipSource.empty() &&
      !llvm::sys::fs::is_directory(Request.HipSource))
    return fail("with a directory of CUDA programs, the second argument must "
                "be the directory of their ports");
  if (Request.Program.Runner == RunnerKind::Amd &&
      Request.Program.ReferenceFile.empty())
    return fail("the amd runner compares the port with a recorded reference: "
                "pass --reference=REF.json (record one with --record where "
                "the CUDA original runs)");

  std::vector<ProgramSources> Programs;
  if (DirectoryMode) {
    ProgramSearch Search = findPrograms(Request.CudaSource, Request.HipSource);
    if (!Request.Quiet)
      for (const std::string &Why : Search.Unvalidated)
        llvm::WithColor::warning(llvm::errs(), "hipify")
            << "not validated: " << Why << "\n";
    if (Search.Programs.empty())
      return fail("no CUDA program under '" + Request.CudaSource +
                  "': a program is a directory whose translation units "
                  "define main() once, or a .cu file with a main() "
                  "(docs/validate.md, \"Programs\")");
    Programs = std::move(Search.Programs);
    if (Programs.size() > 1 && (!Request.Program.RecordFile.empty() ||
                                !Request.Program.ReferenceFile.empty()))
      return fail("--record and --reference take one program, and '" +
                  Request.CudaSource + "' holds " +
                  llvm::Twine(Programs.size()));
  } else {
    ProgramSources One;
    One.Units = {Request.CudaSource};
    if (!Request.HipSource.empty())
      One.Ports = {Request.HipSource};
    Programs.push_back(std::move(One));
  }

  llvm::Expected<std::unique_ptr<ScratchDirectory>> Scratch =
      ScratchDirectory::create("hipify-validate");
  if (!Scratch)
    return fail(llvm::toString(Scratch.takeError()));
  llvm::StringRef WorkRoot = (*Scratch)->path();
  if (Request.Verbose)
    llvm::errs() << "hipify: validating " << Programs.size() << " program"
                 << (Programs.size() == 1 ? "" : "s") << " in " << WorkRoot
                 << "\n";

  std::vector<ProgramValidationResult> Results(Programs.size());
  std::mutex OutputLock;
  auto ValidateOne = [&](size_t I) {
    ProgramValidationRequest One = Request.Program;
    const ProgramSources &Program = Programs[I];
    One.CudaSource = Program.Units.front();
    One.OtherUnits.assign(Program.Units.begin() + 1, Program.Units.end());
    if (!Program.Ports.empty()) {
      One.HipSource = Program.Ports.front();
      One.OtherPorts.assign(Program.Ports.begin() + 1, Program.Ports.end());
    }
    One.ProgramDir = Program.Directory;
    llvm::SmallString<256> Work(WorkRoot);
    llvm::sys::path::append(Work, std::to_string(I));
    llvm::sys::fs::create_directories(Work);
    One.WorkDir = std::string(Work);
    Results[I] = validateProgram(One, Table);
    if ((DirectoryMode && !Request.Quiet) || Request.Verbose) {
      std::lock_guard<std::mutex> Guard(OutputLock);
      llvm::errs() << "[" << I + 1 << "/" << Programs.size() << "] "
                   << (Results[I].succeeded() ? "PASS " : "FAIL ")
                   << Program.Units.front() << "\n";
    }
  };
  if (Programs.size() == 1 || Request.Jobs <= 1) {
    for (size_t I = 0; I < Programs.size(); ++I)
      ValidateOne(I);
  } else {
    llvm::DefaultThreadPool Pool(
        llvm::hardware_concurrency(Request.Jobs));
    for (size_t I = 0; I < Programs.size(); ++I)
      Pool.async([&, I] { ValidateOne(I); });
    Pool.wait();
  }

  unsigned Passed = 0;
  for (const ProgramValidationResult &R : Results)
    Passed += R.succeeded();
  std::string Shown;
  llvm::raw_string_ostream OS(Shown);
  if (Request.Sarif)
    printSarif(OS, Results, Request);
  else
    printText(OS, Results, DirectoryMode);
  if (Request.Output.empty()) {
    llvm::outs() << Shown;
    llvm::outs().flush();
  } else if (llvm::Error E = writeFileAtomically(Request.Output, Shown)) {
    return fail(llvm::toString(std::move(E)));
  }

  if (!Request.ReportFile.empty()) {
    llvm::json::Value Report = nullptr;
    if (DirectoryMode) {
      llvm::json::Array All;
      for (const ProgramValidationResult &R : Results)
        All.push_back(R.toJson());
      Report = llvm::json::Object{{"programs", std::move(All)},
                                  {"passed", Passed},
                                  {"failed", Results.size() - Passed}};
    } else {
      Report = Results.front().toJson();
    }
    std::string Json;
    llvm::raw_string_ostream(Json) << llvm::formatv("{0:2}", Report);
    if (llvm::Error E = writeFileAtomically(Request.ReportFile, Json + "\n"))
      return fail(llvm::toString(std::move(E)));
  }
  if (Request.KeepWork) {
    (*Scratch)->keep();
    llvm::errs() << "hipify: work files kept in " << WorkRoot << "\n";
  }
  if (llvm::any_of(Results, [](const ProgramValidationResult &R) {
        return R.InternalError;
      })) {
    llvm::WithColor::error(llvm::errs(), "hipify")
        << "hipify crashed porting a program (its port error above says "
           "where); the others were validated\n";
    return ExitInternal;
  }
  return Passed == Results.size() ? ExitOk : ExitFindings;
}

} // namespace hipify

namespace hipify::cli {
using namespace llvm;

static cl::OptionCategory &validateCategory() {
  return category("hipify validate options");
}

static cl::list<std::string>
    Inputs(cl::Positional, cl::OneOrMore,
           cl::desc("<cuda-source> [<hip-source>], or <cuda-dir> "
                    "[<port-dir>]"),
           cl::sub(validateCommand()), cl::cat(validateCategory()));
static cl::list<std::string> OffloadArch(
    "offload-arch", cl::CommaSeparated,
    cl::desc("AMD targets to build for (default gfx90a,gfx908,gfx1030); "
             "none: no AMD build (a machine without the ROCm libraries' "
             "headers the port includes, hipBLAS, hipFFT...)"),
    cl::value_desc("gfx..."), cl::sub(validateCommand()),
    cl::cat(validateCategory()));
static cl::opt<std::string> HipccPath("hipcc", cl::desc("The HIP compiler"),
                                      cl::init("hipcc"), cl::value_desc("path"),
                                      cl::sub(validateCommand()),
                                      cl::cat(validateCategory()));
static ChoiceOpt<RunnerKind> Runner(
    "runner", cl::desc("How the original and the port run"),
    cl::values(
        clEnumValN(RunnerKind::Cpu, "cpu",
                   "both on this machine's CPU (default; no GPU needed)"),
        clEnumValN(RunnerKind::Nvidia, "nvidia",
                   "both on an NVIDIA GPU, built with nvcc"),
        clEnumValN(RunnerKind::Amd, "amd",
                   "the port on an AMD GPU, against --reference"),
        clEnumValN(RunnerKind::None, "none", "build only")),
    cl::init(RunnerKind::Cpu), cl::sub(validateCommand()),
    cl::cat(validateCategory()));
static cl::opt<std::string> NvccPath(
    "nvcc", cl::desc("nvcc for --runner=nvidia"),
    cl::init("/usr/local/cuda/bin/nvcc"), cl::value_desc("path"),
    cl::sub(validateCommand()), cl::cat(validateCategory()));
static cl::opt<std::string> NvidiaArch(
    "nvidia-arch", cl::desc("nvcc -arch for --runner=nvidia (default sm_80)"),
    cl::init("sm_80"), cl::value_desc("sm_XX"), cl::sub(validateCommand()),
    cl::cat(validateCategory()));
static cl::list<unsigned> PortWarpSize(
    "port-warp-size", cl::CommaSeparated,
    cl::desc("Warp sizes the CPU runner gives the port, each a run compared "
             "with the original: 64 (default, AMD CDNA), 32 (RDNA wave32, "
             "HIP on NVIDIA) or both (32,64); the original always runs with "
             "32"),
    cl::value_desc("32|64[,...]"), cl::sub(validateCommand()),
    cl::cat(validateCategory()));
static cl::opt<std::string> ToleranceFile(
    "tolerance",
    cl::desc("Tolerances for floating-point values, and the output lines "
             "skipped as timings (docs/validate.md)"),
    cl::value_desc("file.yaml"), cl::sub(validateCommand()),
    cl::cat(validateCategory()));
static cl::opt<std::string> RecordFile(
    "record",
    cl::desc("Also write the original's results to <file> (and its launch "
             "trace to <file>.trace), for --reference elsewhere"),
    cl::value_desc("file.json"), cl::sub(validateCommand()),
    cl::cat(validateCategory()));
static cl::opt<std::string> ReferenceFile(
    "reference",
    cl::desc("Compare the port with results recorded by --record instead of "
             "running the original"),
    cl::value_desc("file.json"), cl::sub(validateCommand()),
    cl::cat(validateCategory()));
static cl::opt<std::string> PortReferenceFile(
    "port-reference",
    cl::desc("With --reference: compare the port's results, recorded the "
             "same way (on another machine), with the original's, instead of "
             "running either"),
    cl::value_desc("file.json"), cl::sub(validateCommand()),
    cl::cat(validateCategory()));
static cl::opt<unsigned> Jobs(
    "j", cl::desc("Programs validated in parallel (directory mode; default: "
                  "the number of cores)"),
    cl::value_desc("N"), cl::init(0), cl::Prefix, cl::sub(validateCommand()),
    cl::cat(validateCategory()));
static cl::opt<bool> KeepWork(
    "keep-work",
    cl::desc("Keep the work directory (ports, prepared sources, programs, "
             "traces) and print where it is"),
    cl::sub(validateCommand()), cl::cat(validateCategory()));
enum class ValidateFormat { Text, Sarif };
static ChoiceOpt<ValidateFormat> Format(
    "format", cl::desc(formatDescription()),
    cl::values(clEnumValN(ValidateFormat::Text, "text",
                          "each stage of each program (default)"),
               clEnumValN(ValidateFormat::Sarif, "sarif",
                          "SARIF 2.1.0: builds, runs and divergences as "
                          "results in the CUDA originals (rules "
                          "hipify-validate-*)")),
    cl::init(ValidateFormat::Text), cl::sub(validateCommand()),
    cl::cat(outputCategory()));
// --output, --quiet and --verbose: OutputOptions.cpp.
static cl::opt<std::string>
    ReportFile("report", cl::desc("Write the results as JSON"),
               cl::value_desc("file.json"), cl::sub(validateCommand()),
               cl::cat(validateCategory()));

int runValidateCommand(const Invocation &Run) {
  std::optional<OutputTarget> Output = outputTarget();
  if (!Output)
    return ExitUsage;
  if (Inputs.size() > 2)
    return usageError(
        "validate takes a CUDA source and, optionally, its HIP port");
  // The arguments after `--` are the program's compile flags, not the
  // parse's; roc* names are not validated.
  EngineSettings Settings = engineSettings({});
  std::optional<EngineSetup> Setup = setUp(Settings);
  if (!Setup)
    return ExitUsage;
  std::vector<unsigned> PortWarpSizes(PortWarpSize.begin(),
                                      PortWarpSize.end());
  if (PortWarpSizes.empty())
    PortWarpSizes = {64};
  for (unsigned Width : PortWarpSizes)
    if (Width != 32 && Width != 64)
      return usageError("--port-warp-size takes 32, 64 or 32,64, not " +
                        Twine(Width));
  ValidateRequest Request;
  Request.CudaSource = Inputs[0];
  if (Inputs.size() == 2)
    Request.HipSource = Inputs[1];
  Request.ReportFile = ReportFile;
  Request.Jobs = Jobs ? unsigned(Jobs) : defaultJobs();
  Request.KeepWork = KeepWork;
  Request.Sarif = Format == ValidateFormat::Sarif;
  Request.Output = Output->File;
  Request.Quiet = quiet();
  Request.Verbose = verbose();
  Request.ToolVersion = HIPIFY_VERSION;
  Request.RulesBaseUri = defaultRulesBaseUri();
  ProgramValidationRequest &Program = Request.Program;
  Program.Arches.assign(OffloadArch.begin(), OffloadArch.end());
  if (Program.Arches.empty())
    Program.Arches = {"gfx90a", "gfx908", "gfx1030"};
  // --offload-arch=none: no AMD build (validateProgram skips it when there
  // is no target).
  if (Program.Arches == std::vector<std::string>{"none"})
    Program.Arches.clear();
  Program.Hipcc = HipccPath;
  Program.CompileFlags = Run.ClangArgs;
  Program.Runner = Runner;
  Program.Nvcc = NvccPath;
  Program.NvidiaArch = NvidiaArch;
  Program.RunArgs = splitRunArgs(runArguments());
  Program.PortWarpSizes = PortWarpSizes;
  Program.TimeoutSeconds = runTimeoutSeconds();
  Program.CStandard = cStandard();
  Program.RecordFile = RecordFile;
  Program.ReferenceFile = ReferenceFile;
  Program.PortReferenceFile = PortReferenceFile;
  if (!PortReferenceFile.empty() && ReferenceFile.empty())
    return usageError("--port-reference compares the port's recorded results "
                      "with the original's: pass --reference=REF.json too");
  if (!ToleranceFile.empty()) {
    Expected<TolerancePolicy> Policy = readTolerancePolicy(ToleranceFile);
    if (!Policy)
      return usageError(toString(Policy.takeError()));
    Program.Tolerances = *Policy;
  }
  Program.Parse = Setup->Parse;
  Program.Translate = Setup->Translate;
  return runValidate(Request, *Setup->Table);
}

} // namespace hipify::cli
