//===- ProgramValidation.h - validate one CUDA program and its port -------===//
//
// The stages of `hipify validate` for one program (docs/validate.md): port
// it (unless given the port), build the port for the AMD targets and check
// the code objects, run the original and the port with a runner, and compare
// what they printed and, launch by launch, what their kernels wrote. Each
// stage's outcome is kept, for the summary and the JSON report.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_PROGRAMVALIDATION_H
#define HIPIFY_VALIDATE_PROGRAMVALIDATION_H

#include "Mapping/MappingTable.h"
#include "Support/Process.h"
#include "Translate/CompileCommand.h"
#include "Translate/TranslateOptions.h"
#include "Validate/AmdBuild.h"
#include "Validate/NvidiaBuild.h"
#include "Validate/OutputComparator.h"
#include "Validate/TraceComparator.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

namespace hipify {

enum class RunnerKind { None, Cpu, Nvidia, Amd };
llvm::StringRef runnerName(RunnerKind R);

struct ProgramValidationRequest {
  /// The program's translation unit that defines main() (or its only one).
  std::string CudaSource;
  std::string HipSource; ///< Empty: port the program first.
  /// The program's other translation units (ProgramDiscovery), and with a
  /// given port (HipSource), their ports, parallel.
  std::vector<std::string> OtherUnits, OtherPorts;
  /// The program's directory: its headers there are ported (and lowered for
  /// the CPU runner) with the units, and every build searches it. Empty:
  /// CudaSource's directory.
  std::string ProgramDir;
  std::vector<std::string> Arches;
  std::string Hipcc = "hipcc";
  std::vector<std::string> CompileFlags; ///< After `--`.
  /// The C dialect of C units (--c-std); empty: the compiler's default,
  /// then gnu89 for a unit that does not compile in it.
  std::string CStandard;
  RunnerKind Runner = RunnerKind::Cpu;
  std::vector<std::string> RunArgs;
  /// The CPU runner's warp sizes for the port: it runs, and is compared
  /// with the original, once at each.
  std::vector<unsigned> PortWarpSizes = {64};
  unsigned TimeoutSeconds = 300;
  TolerancePolicy Tolerances;
  std::string RecordFile;    ///< Write the original's results here.
  std::string ReferenceFile; ///< Compare with these instead of running it.
  /// With ReferenceFile: the port's results, recorded the same way (on a
  /// GPU machine without hipify, say), compared instead of running the
  /// port. The runner then only builds.
  std::string PortReferenceFile;
  std::string WorkDir;       ///< Scratch space, owned by the caller.
  /// Where the programs' inputs are (the directory hipify runs in): each
  /// run gets a directory of its own under WorkDir with links to them
  /// (Support/RunDirectory.h), so that what a program writes stays there.
  /// Empty: the current directory.
  std::string InputDir;
  std::string Nvcc = "/usr/local/cuda/bin/nvcc";
  std::string NvidiaArch = "sm_80";
  TranslateOptions Translate;
  ParseSettings Parse;
};

/// How one program ran on a runner.
struct RunOutcome {
  std::string Stage;  ///< "prepare", "build" or "run": where it stopped.
  bool Ok = false;    ///< Built and ran to completion (any exit status).
  std::string Detail; ///< Why not, for people (compiler output...).
  int ExitCode = -1;
  std::string Stdout, Stderr;
  std::string TraceDir; ///< Empty when the runner records no trace.
  unsigned WarpSize = 0;
  std::string Executable; ///< The path it ran as (programs print it).
  double Seconds = 0;     ///< How long it ran; 0 when not known.
  /// What its build chose that the report says (a C unit compiled as
  /// gnu89).
  std::vector<std::string> BuildNotes;
};

struct ProgramValidationResult {
  std::string CudaSource, HipSource;
  /// The other units and the port each was built from (made, given, or the
  /// unit itself when it holds no CUDA), parallel.
  std::vector<std::string> OtherUnits, OtherPorts;
  std::string PortStatus; ///< ok, partial, given, failed.
  std::string PortError;
  /// hipify crashed porting it (PortError says where and what avoids it):
  /// an internal error, which validate reports with its own exit status.
  bool InternalError = false;
  AmdBuildResult Amd;
  bool AmdSkipped = false;
  std::optional<NvidiaBuildResult> Nvidia; ///< --runner=nvidia's builds.
  std::optional<ProcessResult> AmdExecutableBuild; ///< --runner=amd's link.
  std::optional<RunOutcome> Original, Port;
  /// On the CPU runner, when launches diverged: the original's run with its
  /// blocks in reverse order, whose trace tells which buffers depend on the
  /// schedule (TraceComparator.h). Unused when it did not run to the same
  /// exit status.
  std::optional<RunOutcome> OriginalReversed;
  std::string RunSkipped; ///< Why the programs did not run, if they did not.
  std::optional<OutputComparison> Output;
  std::string OutputError; ///< Why the outputs could not be compared.
  std::optional<TraceComparison> Traces;
  std::string TraceError;
  std::string Error; ///< A failure outside the stages (I/O).

  /// With more than one --port-warp-size: the port's run at each further
  /// warp size and its comparison with the original; each sets Original (a
  /// copy), Port, Output, Traces and their errors, nothing else.
  std::vector<ProgramValidationResult> AtOtherWarpSizes;

  /// The port seeded random generators the way rocRAND does where it differs
  /// from cuRAND's way (XORWOW, MRG32k3a: rand_engines.h), and its run
  /// diverged: what it seeded so (the trace's random.txt), and (one entry)
  /// its run again drawing cuRAND's numbers (HIPIFY_CPU_RANDOM_AS=cuda)
  /// with that run's comparison. When that run agrees, the port is right:
  /// the libraries draw differently, on GPUs too.
  std::vector<std::string> RocmSeeding;
  std::vector<ProgramValidationResult> WithCudaRandomNumbers;

  /// Every requested target built, and whatever ran agreed.
  bool succeeded() const;
  /// Whether the outputs were compared at all.
  bool compared() const { return Original && Port && Original->Ok && Port->Ok; }
  /// Whether the port's run agreed with the original's (exit status, stdout,
  /// launches); false when they were not compared.
  bool runsAgree() const;
  /// runsAgree(), or the port drawing cuRAND's random numbers agrees.
  bool agreesUpToRandomNumbers() const;
  /// Both ran on the CPU runner and neither launched a kernel: nothing of
  /// the port's GPU code was exercised (a program that stops early, for
  /// input files it does not find, say), so nothing is validated.
  bool noKernelRan() const {
    return Traces && Traces->matches() && Traces->LaunchesCompared == 0;
  }
  /// The lines of print() for the port's run and the comparison.
  void printPortRun(llvm::raw_ostream &OS) const;
  /// The members of toJson() for the port's run and the comparison.
  void addPortRunJson(llvm::json::Object &O) const;
  llvm::json::Object toJson() const;
  void print(llvm::raw_ostream &OS) const;
};

/// "line 3, token 2: expected '4', got '5' (integer differs)".
std::string describeDivergence(const Divergence &D);

ProgramValidationResult validateProgram(const ProgramValidationRequest &Request,
                                        const MappingTable &Table);

} // namespace hipify

#endif
