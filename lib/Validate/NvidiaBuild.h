//===- NvidiaBuild.h - build the original and the port for NVIDIA GPUs ----===//
//
// The nvidia runner runs both programs on an NVIDIA GPU: the CUDA original
// as written, and the HIP port through HIP's NVIDIA headers, both compiled
// by nvcc. Differences between their outputs are then the port's doing, not
// the hardware's. This is the build half; whether there is a GPU to run on
// is asked separately, so that runs are skipped with a reason.
//
// The port is built with
//   nvcc -arch=ARCH -D__HIP_PLATFORM_NVIDIA__ -include COMPAT [-I HIP] -x cu
// where COMPAT is hipOnNvidiaCompatHeader() (NvidiaCompatHeader.h): Debian's
// HIP 5.2 headers do not compile against CUDA 12 or 13 without it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_NVIDIABUILD_H
#define HIPIFY_VALIDATE_NVIDIABUILD_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace hipify {

struct NvidiaBuildRequest {
  /// The CUDA original's translation units, and the port's.
  std::vector<std::string> CudaSources, HipSources;
  /// Receives the executables OutputDir/original and OutputDir/port, and
  /// the compatibility header. Created when missing.
  std::string OutputDir;
  std::string Nvcc = "/usr/local/cuda/bin/nvcc";
  std::string Arch = "sm_80"; ///< nvcc -arch=
  /// The directory holding hip/hip_runtime.h, passed with -I. Empty when
  /// the compiler searches it anyway, as it does Debian's /usr/include.
  std::string HipIncludeDir;
  /// The flags of each build (the port's include directories are the
  /// port's).
  std::vector<std::string> OriginalFlags, PortFlags;
  unsigned TimeoutSeconds = 600;       ///< Per build; 0: no limit.
};

struct NvidiaCompileResult {
  bool Compiled = false;
  std::string Command;        ///< The nvcc command line, for reports.
  std::string CompilerOutput; ///< nvcc's diagnostics, or why it did not run.
  std::string Executable;
};

struct NvidiaBuildResult {
  NvidiaCompileResult Original, Port;
  bool succeeded() const { return Original.Compiled && Port.Compiled; }
};

/// Builds the original, then the port (both, even when the first fails, so
/// that a report shows every problem at once).
NvidiaBuildResult buildForNvidia(const NvidiaBuildRequest &Request);

NvidiaCompileResult buildOriginalForNvidia(const NvidiaBuildRequest &Request);
NvidiaCompileResult buildPortForNvidia(const NvidiaBuildRequest &Request);

/// Whether this machine has an NVIDIA GPU: `nvidia-smi -L` lists one, or
/// /dev/nvidia0 exists. Why says what was found, or what was looked for.
bool nvidiaGpuPresent(std::string &Why);

} // namespace hipify

#endif
