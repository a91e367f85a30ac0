//===- CpuProgram.h - prepare, build and run a program on the CPU runner --===//
//
// The three steps of docs/cpu-runner.md for a program: lower each of its
// translation units, and the headers of its own directory they include, to
// plain C++ with the translation engine (prepare mode), compile them with
// the host compiler against the runner's headers and link them with its
// runtime library, and run the program with the runner's environment (warp
// size, trace directory, time limit).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPURUNNER_CPUPROGRAM_H
#define HIPIFY_CPURUNNER_CPUPROGRAM_H

#include "Core/Finding.h"
#include "Mapping/MappingTable.h"
#include "Support/Process.h"
#include "Translate/CompileCommand.h"
#include "llvm/Support/Error.h"
#include <map>
#include <string>
#include <vector>

namespace hipify {

enum class SourceDialect { Cuda, Hip };

/// .hip files and sources that include a HIP runtime header are HIP; the
/// rest is CUDA.
SourceDialect guessDialect(llvm::StringRef Path, llvm::StringRef Text);

/// Where the runner's pieces are: this build's, unless HIPIFY_CPU_RUNTIME
/// names a directory holding include/ and libhipify_cpu_runtime.a.
struct CpuRuntimeLayout {
  std::string IncludeDir;
  std::string Library;
  std::string BoostContextLibrary;
  std::string Compiler; ///< A C++20 host compiler.
  /// The CPU libraries the runtime's CUDA and ROCm libraries compute with
  /// (OpenBLAS, FFTW), linked after it.
  std::vector<std::string> LinkLibraries;
  static CpuRuntimeLayout detect();
  /// Empty when usable (to prepare sources; with ForBuilding, to build them
  /// too), else what is missing.
  std::string problem(bool ForBuilding) const;
};

struct PreparedSource {
  std::string Text;
  /// The program's headers the source entered (those under the roots), by
  /// normal path; their lowering is in Findings' edits.
  std::vector<std::string> Headers;
  /// The text of each of Headers that the edits apply to, where it is not
  /// the file's (a header with helpers inlined into its kernels).
  std::map<std::string, std::string> HeaderTexts;
  std::vector<Finding> Findings;
  bool HadErrors = false;
};

/// Lowers Source to plain C++ (prepare mode), with the headers under Roots
/// that it includes (a program's own headers: launches and extern
/// __shared__ there are lowered too). Parse errors are Findings and set
/// HadErrors; fails only when clang cannot start. PhasedKernels: see
/// TranslateOptions::CpuPhasedKernels.
llvm::Expected<PreparedSource>
prepareForCpu(llvm::StringRef Source, SourceDialect Dialect,
              const MappingTable &Table, const CpuRuntimeLayout &Layout,
              const std::vector<std::string> &ExtraFlags,
              bool PhasedKernels = true,
              const std::vector<std::string> &Roots = {});

/// A program for the CPU runner: its translation units and its directory.
struct CpuProgramRequest {
  /// The translation units, the one with main() first. Units in CUDA or
  /// HIP (by name or text) are lowered; other C++ and C units are compiled
  /// as they are.
  std::vector<std::string> Units;
  /// The program's directory: headers under it are lowered with the units
  /// that include them. Empty: the first unit's directory.
  std::string Root;
  SourceDialect Dialect = SourceDialect::Cuda;
  std::vector<std::string> ExtraFlags; ///< For the parse and the compiler.
  /// The lowered sources go to WorkDir/Name.src (mirroring Root), the
  /// executable is WorkDir/Name.cpu.
  std::string WorkDir;
  std::string Name;
  bool PhasedKernels = true;
  /// The C dialect of the program's C units (--c-std: gnu89, c99...);
  /// empty: the compiler's default, then gnu89 for a unit that does not
  /// compile in it.
  std::string CStandard;
};

struct CpuProgramBuild {
  /// "prepare" or "build": the step that failed; empty when built.
  std::string FailedStage;
  std::string Detail; ///< Why it failed, for people.
  /// The preparation's Findings, of every unit.
  std::vector<Finding> Findings;
  std::string Executable;
  std::string PreparedDir;
  std::vector<std::string> Commands; ///< The compiler's command lines.
  /// What the build chose that a report should say ("main.c: compiled as
  /// gnu89: ...").
  std::vector<std::string> Notes;
  bool built() const { return FailedStage.empty(); }
};

/// Prepares (unless one fails, every unit), then compiles each unit and
/// links the program. The units' lowerings of a header are merged (a launch
/// in a macro body is lowered by the units that expand it); where two units
/// lower the same text differently, preparation fails and names both.
CpuProgramBuild buildProgramForCpu(const CpuProgramRequest &Request,
                                   const MappingTable &Table,
                                   const CpuRuntimeLayout &Layout);

struct CpuRunRequest {
  std::string Executable;
  std::vector<std::string> Args;
  unsigned WarpSize = 0; ///< 0: the dialect's default.
  std::string TraceDir;  ///< Empty: no trace.
  unsigned TimeoutSeconds = 300;
  /// Guarded memory: overruns of device buffers crash, named.
  bool Guard = false;
  /// HIPIFY_CPU_SCHEDULE (the order of blocks): `forward`, `reverse`, or
  /// empty for what the environment says.
  std::string Schedule;
  /// The program prints to our stdout and stderr as it runs (not captured).
  bool StreamOutput = false;
  /// More NAME=VALUE entries for the program's environment.
  std::vector<std::pair<std::string, std::string>> Environment;
  /// The directory it runs in (Support/RunDirectory.h); empty: ours.
  std::string WorkingDirectory;
};
ProcessResult runOnCpu(const CpuRunRequest &Request);

/// The text to compile: the prepared source with a #line so that compiler
/// messages and __FILE__ name the original.
std::string withLineMarker(llvm::StringRef Prepared,
                           llvm::StringRef OriginalPath);

} // namespace hipify

#endif
