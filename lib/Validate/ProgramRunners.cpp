//===- ProgramRunners.cpp - run a program for validation ------------------===//
#include "Validate/ProgramRunners.h"
#include "CpuRunner/CpuProgram.h"
#include "Support/RunDirectory.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <chrono>

namespace hipify {

static double secondsSince(std::chrono::steady_clock::time_point Start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
      .count();
}

/// What both sides of a comparison run with, on every runner: host OpenMP
/// regions on one thread. A program that draws its inputs with rand() in a
/// parallel loop (HeCBench silu, upsample) draws them in an order that
/// changes from run to run; on one thread, the original and the port get
/// the same inputs.
static std::vector<std::pair<std::string, std::string>> comparedRunEnvironment() {
  return {{"OMP_NUM_THREADS", "1"}};
}

/// A directory of its own for the run named Tag, with links to the
/// program's inputs: what the program writes stays in the work directory.
static llvm::Expected<std::string>
runDirectory(llvm::StringRef Tag, const ProgramValidationRequest &Request) {
  llvm::SmallString<256> Dir(Request.WorkDir);
  llvm::sys::path::append(Dir, Tag + ".run");
  llvm::SmallString<256> Inputs(Request.InputDir);
  if (Inputs.empty())
    llvm::sys::fs::current_path(Inputs);
  if (llvm::Error E = makeRunDirectory(Dir, Inputs))
    return E;
  return std::string(Dir);
}

// --- Running one program on the CPU runner ------------------------------

CpuProgramBuild buildOnCpuRunner(const std::vector<std::string> &Units,
                                 llvm::StringRef Root, SourceDialect Dialect,
                                 const std::vector<std::string> &Flags,
                                 llvm::StringRef Tag,
                                 const ProgramValidationRequest &Request,
                                 const MappingTable &Table) {
  CpuRuntimeLayout Layout = CpuRuntimeLayout::detect();
  if (std::string Problem = Layout.problem(/*ForBuilding=*/true);
      !Problem.empty()) {
    CpuProgramBuild Failed;
    Failed.FailedStage = "prepare";
    Failed.Detail = Problem;
    return Failed;
  }
  CpuProgramRequest Program;
  Program.Units = Units;
  Program.Root = Root.str();
  Program.Dialect = Dialect;
  Program.ExtraFlags = Flags;
  Program.WorkDir = Request.WorkDir;
  Program.Name = Tag.str();
  Program.CStandard = Request.CStandard;
  return buildProgramForCpu(Program, Table, Layout);
}

RunOutcome runOnCpuRunner(
    const CpuProgramBuild &Built, unsigned WarpSize, llvm::StringRef Tag,
    const ProgramValidationRequest &Request, llvm::StringRef Schedule,
    const std::vector<std::pair<std::string, std::string>> &Environment) {
  RunOutcome Outcome;
  Outcome.WarpSize = WarpSize;
  Outcome.BuildNotes = Built.Notes;
  if (!Built.built()) {
    Outcome.Stage = Built.FailedStage;
    Outcome.Detail = Built.Detail;
    return Outcome;
  }
  llvm::SmallString<256> TraceDir(Request.WorkDir);
  llvm::sys::path::append(TraceDir, Tag + ".trace");
  Outcome.Stage = "run";
  llvm::sys::fs::remove_directories(TraceDir);
  llvm::sys::fs::create_directories(TraceDir);
  CpuRunRequest Run;
  Run.Executable = Built.Executable;
  Run.Args = Request.RunArgs;
  Run.WarpSize = WarpSize;
  Run.TraceDir = std::string(TraceDir);
  Run.TimeoutSeconds = Request.TimeoutSeconds;
  // A buffer overrun that a GPU may forgive is a bug validation should show.
  Run.Guard = true;
  Run.Environment = comparedRunEnvironment();
  llvm::append_range(Run.Environment, Environment);
  Run.Schedule = Schedule.str();
  llvm::Expected<std::string> RunDir = runDirectory(Tag, Request);
  if (!RunDir) {
    Outcome.Detail = llvm::toString(RunDir.takeError());
    return Outcome;
  }
  Run.WorkingDirectory = *RunDir;
  Outcome.Executable = Run.Executable;
  auto Start = std::chrono::steady_clock::now();
  ProcessResult Ran = runOnCpu(Run);
  Outcome.Seconds = secondsSince(Start);
  Outcome.Stdout = Ran.Stdout;
  Outcome.Stderr = Ran.Stderr;
  Outcome.TraceDir = std::string(TraceDir);
  if (!Ran.Started || Ran.TimedOut || Ran.Crashed) {
    Outcome.Detail = Ran.describe();
    return Outcome;
  }
  Outcome.ExitCode = Ran.ExitCode;
  // The runtime's own failures (hung or deadlocked kernels) are failures
  // of the run, not answers of the program.
  if (Ran.ExitCode == 124 || Ran.ExitCode == 125) {
    Outcome.Detail = "the CPU runner stopped the program (exit " +
                     std::to_string(Ran.ExitCode) + ")";
    return Outcome;
  }
  Outcome.Ok = true;
  return Outcome;
}

// --- GPU runners ---------------------------------------------------------------

/// Runs a GPU executable: no trace, only its status and output.
RunOutcome runExecutable(llvm::StringRef Executable,
                         const ProgramValidationRequest &Request) {
  RunOutcome Outcome;
  Outcome.Stage = "run";
  llvm::Expected<std::string> RunDir = runDirectory(
      llvm::sys::path::filename(Executable).str() + "-gpu", Request);
  if (!RunDir) {
    Outcome.Detail = llvm::toString(RunDir.takeError());
    return Outcome;
  }
  ProcessRequest Run;
  Run.Args = {Executable.str()};
  Run.Args.insert(Run.Args.end(), Request.RunArgs.begin(),
                  Request.RunArgs.end());
  Run.TimeoutSeconds = Request.TimeoutSeconds;
  Run.Environment = comparedRunEnvironment();
  Run.WorkingDirectory = *RunDir;
  Outcome.Executable = Executable.str();
  auto Start = std::chrono::steady_clock::now();
  ProcessResult Ran = runProcess(Run);
  Outcome.Seconds = secondsSince(Start);
  Outcome.Stdout = Ran.Stdout;
  Outcome.Stderr = Ran.Stderr;
  if (!Ran.Started || Ran.TimedOut || Ran.Crashed) {
    Outcome.Detail = Ran.describe();
    return Outcome;
  }
  Outcome.ExitCode = Ran.ExitCode;
  Outcome.Ok = true;
  return Outcome;
}

bool amdGpuPresent(std::string &Why) {
  // The ROCm kernel driver's interface; without it HIP finds no device.
  if (llvm::sys::fs::exists("/dev/kfd")) {
    Why = "/dev/kfd present";
    return true;
  }
  Why = "no AMD GPU (/dev/kfd does not exist)";
  return false;
}

} // namespace hipify
