//===- CpuProgram.h - prepare, build and run a program on the CPU runner --===//
//
// The three steps of docs/cpu-runner.md for one source file: lower it to
// plain C++ with the translation engine (prepare mode), compile it with the
// host compiler against the runner's headers and runtime library, and run it
// with the runner's environment (warp size, trace directory, time limit).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPURUNNER_CPUPROGRAM_H
#define HIPIFY_CPURUNNER_CPUPROGRAM_H

#include "Core/Finding.h"
#include "Mapping/MappingTable.h"
#include "Support/Process.h"
#include "Translate/CompileCommand.h"
#include "llvm/Support/Error.h"
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
  static CpuRuntimeLayout detect();
  /// Empty when usable (to prepare sources; with ForBuilding, to build them
  /// too), else what is missing.
  std::string problem(bool ForBuilding) const;
};

struct PreparedSource {
  std::string Text;
  std::vector<Finding> Findings;
  bool HadErrors = false;
};

/// Lowers Source to plain C++ (prepare mode). Parse errors are Findings and
/// set HadErrors; fails only when clang cannot start. PhasedKernels: see
/// TranslateOptions::CpuPhasedKernels.
llvm::Expected<PreparedSource>
prepareForCpu(llvm::StringRef Source, SourceDialect Dialect,
              const MappingTable &Table, const CpuRuntimeLayout &Layout,
              const std::vector<std::string> &ExtraFlags,
              bool PhasedKernels = true);

struct CpuBuildRequest {
  std::string PreparedFile; ///< The prepared C++ source.
  std::string OriginalFile; ///< Its source, for #include "..." lookups.
  SourceDialect Dialect = SourceDialect::Cuda;
  std::string Executable;
  std::vector<std::string> ExtraFlags;
};
ProcessResult buildForCpu(const CpuBuildRequest &Request,
                          const CpuRuntimeLayout &Layout);

struct CpuRunRequest {
  std::string Executable;
  std::vector<std::string> Args;
  unsigned WarpSize = 0; ///< 0: the dialect's default.
  std::string TraceDir;  ///< Empty: no trace.
  unsigned TimeoutSeconds = 300;
  /// Guarded memory: overruns of device buffers crash, named.
  bool Guard = false;
  /// The program prints to our stdout and stderr as it runs (not captured).
  bool StreamOutput = false;
};
ProcessResult runOnCpu(const CpuRunRequest &Request);

/// The text to compile: the prepared source with a #line so that compiler
/// messages and __FILE__ name the original.
std::string withLineMarker(llvm::StringRef Prepared,
                           llvm::StringRef OriginalPath);

} // namespace hipify

#endif
