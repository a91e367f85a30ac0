//===- CpuRunCommand.cpp - `hipify cpu-run`: run a program without a GPU --===//
#include "CommandLine.h"
#include "Commands.h"
#include "CpuRunner/CpuProgram.h"
#include "Report/TextRenderer.h"
#include "Support/FileWriter.h"
#include "Support/RunDirectory.h"
#include "Support/ScratchDirectory.h"
#include "Validate/ProgramDiscovery.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"

namespace hipify {

static int fail(const llvm::Twine &Message) {
  llvm::WithColor::error(llvm::errs(), "hipify") << Message << '\n';
  return ExitUsage;
}

/// Splits --run-args on blanks, honouring simple single and double quotes.
std::vector<std::string> splitRunArgs(llvm::StringRef Text) {
  std::vector<std::string> Args;
  std::string Current;
  bool InWord = false;
  char Quote = 0;
  for (char C : Text) {
    if (Quote) {
      if (C == Quote)
        Quote = 0;
      else
        Current += C;
      continue;
    }
    if (C == '\'' || C == '"') {
      Quote = C;
      InWord = true;
    } else if (C == ' ' || C == '\t') {
      if (InWord)
        Args.push_back(std::move(Current));
      Current.clear();
      InWord = false;
    } else {
      Current += C;
      InWord = true;
    }
  }
  if (InWord)
    Args.push_back(std::move(Current));
  return Args;
}

/// Whether a finding of the preparation is printed: notes with --verbose,
/// errors only with --quiet.
static bool shown(const CpuRunRequestOptions &Request, Severity Level) {
  return Request.Quiet     ? Level == Severity::Error
         : Request.Verbose ? true
                           : Level >= Severity::Warning;
}

static int cannotPrepare(llvm::StringRef Source) {
  llvm::errs() << "hipify: " << Source
               << " cannot run on the CPU runner: it does not parse against "
                  "the runner's headers, or holds what the runner cannot "
                  "lower (errors above)\n";
  return ExitFindings;
}

/// The program a directory holds, found as `hipify validate DIR` finds
/// programs (docs/validate.md, "Programs"); an error when it holds none or
/// several.
static llvm::Expected<ProgramSources> programIn(llvm::StringRef Dir) {
  ProgramSearch Search = findPrograms(Dir);
  if (Search.Programs.size() == 1)
    return std::move(Search.Programs.front());
  std::string Why;
  if (Search.Programs.empty()) {
    Why = "no CUDA program under '" + Dir.str() +
          "': a program is a directory whose translation units define "
          "main() once (docs/validate.md, \"Programs\")";
    for (const std::string &Unvalidated : Search.Unvalidated)
      Why += "\n  " + Unvalidated;
  } else {
    Why = "'" + Dir.str() + "' holds " +
          std::to_string(Search.Programs.size()) +
          " programs; cpu-run runs one: name its directory or its file:";
    for (const ProgramSources &P : Search.Programs)
      Why += "\n  " + P.Units.front();
  }
  return llvm::createStringError(Why);
}

int runCpuRun(const CpuRunRequestOptions &Request, const MappingTable &Table) {
  CpuRuntimeLayout Layout = CpuRuntimeLayout::detect();
  if (std::string Problem = Layout.problem(!Request.PrepareOnly);
      !Problem.empty())
    return fail(Problem);
  // A directory is a program of several units (its main() unit first).
  ProgramSources Sources;
  if (llvm::sys::fs::is_directory(Request.Source)) {
    if (Request.PrepareOnly)
      return fail("--prepare-only prints one source: name a file of '" +
                  Request.Source + "'");
    llvm::Expected<ProgramSources> Found = programIn(Request.Source);
    if (!Found)
      return fail(llvm::toString(Found.takeError()));
    Sources = std::move(*Found);
  } else {
    Sources.Units = {Request.Source};
  }
  const std::string &MainUnit = Sources.Units.front();
  llvm::Expected<std::string> Text = readSourceFile(MainUnit);
  if (!Text)
    return fail(llvm::toString(Text.takeError()));
  SourceDialect Dialect = guessDialect(MainUnit, *Text);
  if (Request.Dialect == CpuDialectChoice::Cuda)
    Dialect = SourceDialect::Cuda;
  else if (Request.Dialect == CpuDialectChoice::Hip)
    Dialect = SourceDialect::Hip;
  if (Request.WarpSize != 0 && Request.WarpSize != 32 && Request.WarpSize != 64)
    return fail("--warp-size must be 32 or 64");

  if (Request.PrepareOnly) {
    // The headers beside the source are the program's, as when it runs.
    llvm::SmallString<256> Root(llvm::sys::path::parent_path(MainUnit));
    if (Root.empty())
      Root = ".";
    llvm::sys::fs::make_absolute(Root);
    llvm::sys::path::remove_dots(Root, true);
    llvm::Expected<PreparedSource> Prepared = prepareForCpu(
        Request.Source, Dialect, Table, Layout, Request.CompileFlags,
        !Request.FibersOnly, {std::string(Root)});
    if (!Prepared)
      return fail(llvm::toString(Prepared.takeError()));
    for (const Finding &F : Prepared->Findings)
      if (shown(Request, F.Level))
        renderFinding(llvm::errs(), F);
    if (Prepared->HadErrors)
      return cannotPrepare(Request.Source);
    for (const std::string &Header : Prepared->Headers)
      if (!Request.Quiet)
        llvm::errs() << "hipify: note: " << Header
                   << " is lowered too (not printed; --keep=DIR keeps every "
                      "prepared file of a run)\n";
    std::string PreparedText = withLineMarker(Prepared->Text, Request.Source);
    if (Request.PreparedOutput.empty() || Request.PreparedOutput == "-") {
      llvm::outs() << PreparedText;
      return ExitOk;
    }
    if (llvm::Error E =
            writeFileAtomically(Request.PreparedOutput, PreparedText))
      return fail(llvm::toString(std::move(E)));
    return ExitOk;
  }

  // Without --keep, a scratch directory that goes when the run ends, is
  // interrupted or (found by the next run) was killed.
  std::unique_ptr<ScratchDirectory> Scratch;
  llvm::SmallString<256> WorkDir(Request.KeepDir);
  if (WorkDir.empty()) {
    llvm::Expected<std::unique_ptr<ScratchDirectory>> Made =
        ScratchDirectory::create("hipify-cpu-run");
    if (!Made)
      return fail(llvm::toString(Made.takeError()));
    Scratch = std::move(*Made);
    WorkDir = Scratch->path();
  } else if (std::error_code EC = llvm::sys::fs::create_directories(WorkDir)) {
    return fail("cannot create '" + WorkDir + "': " + EC.message());
  }

  // The program is its units and the headers of its directory.
  CpuProgramRequest Program;
  Program.Units = Sources.Units;
  Program.Root = Sources.Directory;
  Program.Dialect = Dialect;
  Program.ExtraFlags = Request.CompileFlags;
  Program.WorkDir = std::string(WorkDir);
  Program.Name = llvm::sys::path::stem(MainUnit).str();
  Program.PhasedKernels = !Request.FibersOnly;
  Program.CStandard = Request.CStandard;
  CpuProgramBuild Built = buildProgramForCpu(Program, Table, Layout);
  for (const std::string &Note : Built.Notes)
    if (!Request.Quiet)
      llvm::errs() << "hipify: note: " << Note << "\n";
  for (const Finding &F : Built.Findings)
    if (shown(Request, F.Level))
      renderFinding(llvm::errs(), F);
  if (Request.Verbose)
    for (const std::string &Command : Built.Commands)
      llvm::errs() << "hipify: " << Command << "\n";
  if (Built.FailedStage == "prepare") {
    if (!llvm::any_of(Built.Findings, [](const Finding &F) {
          return F.Level == Severity::Error;
        }))
      llvm::errs() << "hipify: " << Built.Detail << "\n";
    return cannotPrepare(Request.Source);
  }
  if (!Built.built()) {
    llvm::errs() << Built.Detail;
    llvm::errs() << "hipify: building " << Request.Source
                 << " for the CPU runner failed; the prepared sources are in "
                 << Built.PreparedDir << "\n";
    return ExitFindings;
  }

  CpuRunRequest Run;
  Run.Executable = Built.Executable;
  Run.Args = splitRunArgs(Request.RunArgs);
  Run.WarpSize = Request.WarpSize;
  Run.TraceDir = Request.TraceDir;
  Run.TimeoutSeconds = Request.TimeoutSeconds;
  if (Request.RunInScratch) {
    llvm::SmallString<256> RunDir(WorkDir), Inputs;
    llvm::sys::path::append(RunDir, "run");
    llvm::sys::fs::current_path(Inputs);
    if (llvm::Error E = makeRunDirectory(RunDir, Inputs))
      return fail(llvm::toString(std::move(E)));
    Run.WorkingDirectory = std::string(RunDir);
  }
  // The program prints straight to our stdout and stderr, as it runs.
  Run.StreamOutput = true;
  llvm::outs().flush();
  llvm::errs().flush();
  ProcessResult Ran = runOnCpu(Run);
  if (Ran.LeftProcesses) {
    unsigned Left = Ran.StoppedProcesses + Ran.UnstoppedProcesses;
    llvm::errs() << "hipify: " << Request.Source << " on the CPU runner left "
                 << Left << " process" << (Left == 1 ? "" : "es")
                 << " it forked running when it ended; ";
    if (Ran.UnstoppedProcesses == 0)
      llvm::errs() << (Left == 1 ? "it was" : "they were") << " stopped\n";
    else
      llvm::errs() << Ran.StoppedProcesses << " stopped, "
                   << Ran.UnstoppedProcesses
                   << " could not be (in uninterruptible sleep: they end "
                      "when it does, or need a reboot)\n";
  }
  if (!Ran.Started || Ran.TimedOut || Ran.Crashed) {
    llvm::errs() << "hipify: " << Request.Source << " on the CPU runner: "
                 << Ran.describe() << "\n";
    if (Ran.Crashed && !std::getenv("HIPIFY_CPU_GUARD"))
      llvm::errs() << "hipify: where no kernel is named above (a heap check "
                      "failing in malloc or free), a kernel may have written "
                      "past a device buffer: run again with "
                      "HIPIFY_CPU_GUARD=1 to stop at the first access past "
                      "a buffer, with the kernel named\n";
    return Ran.TimedOut ? 124 : 125;
  }
  // The program's own status is the answer.
  return Ran.ExitCode;
}

} // namespace hipify

namespace hipify::cli {
using namespace llvm;

static cl::OptionCategory &cpuRunCategory() {
  return category("hipify cpu-run options");
}

static cl::opt<std::string> Input(cl::Positional, cl::Required,
                                  cl::desc("<cuda-or-hip-source or program "
                                           "directory>"),
                                  cl::sub(cpuRunCommand()),
                                  cl::cat(cpuRunCategory()));
static ChoiceOpt<CpuDialectChoice> Dialect(
    "dialect", cl::desc("The source's dialect"),
    cl::values(clEnumValN(CpuDialectChoice::Auto, "auto",
                          ".hip files and sources including "
                          "hip/hip_runtime.h are HIP (default)"),
               clEnumValN(CpuDialectChoice::Cuda, "cuda", "CUDA"),
               clEnumValN(CpuDialectChoice::Hip, "hip", "HIP")),
    cl::init(CpuDialectChoice::Auto), cl::sub(cpuRunCommand()),
    cl::cat(cpuRunCategory()));
static cl::opt<unsigned> WarpSize(
    "warp-size",
    cl::desc("Lanes per warp: 32 or 64 (default: 32 for CUDA, 64 for HIP)"),
    cl::init(0), cl::sub(cpuRunCommand()), cl::cat(cpuRunCategory()));
static cl::opt<std::string> TraceDir(
    "trace",
    cl::desc("Record every launch and the buffers it wrote in <dir> "
             "(docs/cpu-runner.md)"),
    cl::value_desc("dir"), cl::sub(cpuRunCommand()), cl::cat(cpuRunCategory()));
static cl::opt<std::string> RunArgs(
    "run-args", cl::desc("Arguments for the program"), cl::value_desc("args"),
    cl::sub(cpuRunCommand()), cl::sub(validateCommand()),
    cl::cat(cpuRunCategory()));
static cl::opt<std::string> Keep(
    "keep",
    cl::desc("Keep the prepared source and the program in <dir> (default: a "
             "temporary directory, removed afterwards)"),
    cl::value_desc("dir"), cl::sub(cpuRunCommand()), cl::cat(cpuRunCategory()));
static cl::opt<bool> PrepareOnly(
    "prepare-only",
    cl::desc("Print the prepared (lowered) source instead of running it; "
             "with -o, write it to a file"),
    cl::sub(cpuRunCommand()), cl::cat(cpuRunCategory()));
static cl::opt<std::string> PreparedOutput(
    "o",
    cl::desc("With --prepare-only: the file to write (the short form of "
             "--output)"),
    cl::value_desc("file"), cl::sub(cpuRunCommand()),
    cl::cat(outputCategory()));
static cl::opt<unsigned> Timeout(
    "timeout",
    cl::desc("Seconds a kernel launch (and the program) may run (default 300)"),
    cl::init(300), cl::sub(cpuRunCommand()), cl::sub(validateCommand()),
    cl::cat(cpuRunCategory()));
static cl::opt<bool> FibersOnly(
    "cpu-fibers-only",
    cl::desc("Run every kernel that synchronises as fibers, none phased"),
    cl::Hidden, cl::sub(cpuRunCommand()), cl::cat(cpuRunCategory()));
// --output (with --prepare-only), --quiet and --verbose: OutputOptions.cpp.
static cl::opt<std::string> CStandard(
    "c-std",
    cl::desc("The C dialect of the program's .c units (gnu89, c99, gnu11...; "
             "default: the compiler's C17, then gnu89 for a unit that does "
             "not compile in it)"),
    cl::value_desc("standard"), cl::sub(cpuRunCommand()),
    cl::sub(validateCommand()), cl::cat(cpuRunCategory()));
static cl::opt<bool> RunInScratch(
    "run-in-scratch",
    cl::desc("Run the program in a scratch directory holding links to the "
             "current directory's files, so that the files it writes stay "
             "there (as validate runs programs)"),
    cl::sub(cpuRunCommand()), cl::cat(cpuRunCategory()));

const std::string &runArguments() { return RunArgs; }
const std::string &cStandard() { return CStandard; }
unsigned runTimeoutSeconds() { return Timeout; }

int runCpuRunCommand(const Invocation &Run) {
  // The runner keeps the source's names: the tables are not retargeted.
  std::optional<MappingTable> Table = untargetedTables(Run);
  if (!Table)
    return ExitUsage;
  std::optional<OutputTarget> Output = outputTarget(PreparedOutput);
  if (!Output)
    return ExitUsage;
  // Running, the result is the program's own output, streamed as it runs.
  if (Output->Given && !PrepareOnly)
    return usageError("--output (-o) writes the prepared source of "
                      "--prepare-only; a program run prints to stdout as it "
                      "runs: redirect it (> FILE)");
  CpuRunRequestOptions Request;
  Request.Source = Input;
  Request.Dialect = Dialect;
  Request.WarpSize = WarpSize;
  Request.TraceDir = TraceDir;
  Request.RunArgs = RunArgs;
  Request.KeepDir = Keep;
  Request.PrepareOnly = PrepareOnly;
  Request.PreparedOutput = Output->File;
  Request.Verbose = verbose();
  Request.Quiet = quiet();
  Request.FibersOnly = FibersOnly;
  Request.TimeoutSeconds = Timeout;
  Request.RunInScratch = RunInScratch;
  Request.CStandard = CStandard;
  Request.CompileFlags = Run.ClangArgs;
  return runCpuRun(Request, *Table);
}

} // namespace hipify::cli
