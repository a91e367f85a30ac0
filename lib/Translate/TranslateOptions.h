//===- TranslateOptions.h - what a translation is asked to do -------------===//
#ifndef HIPIFY_TRANSLATE_TRANSLATEOPTIONS_H
#define HIPIFY_TRANSLATE_TRANSLATEOPTIONS_H

#include <string>
#include <vector>

namespace hipify {

enum class LaunchSyntax {
  Chevron, ///< Keep `k<<<g, b>>>(args)`: hip-clang accepts it.
  GGL,     ///< Rewrite to `hipLaunchKernelGGL(k, dim3(g), dim3(b), 0, 0, args)`.
};

struct TranslateOptions {
  LaunchSyntax Launch = LaunchSyntax::Chevron;
  /// Root of the CUDA installation whose headers the sources are parsed
  /// against; declarations found under it are CUDA API.
  std::string CudaPath;
  /// Also run the portability rules of lib/Check (hipify check, editors):
  /// lib/Engine's standardPasses adds them.
  bool RunPortabilityChecks = false;
  /// Rewrite warp functions in code written for 32-lane warps so that they
  /// act on 32-lane groups of a 64-lane wavefront (lib/WarpFix's WarpFixes;
  /// --no-warp-fixes turns it off).
  bool WarpFixes = true;
  /// Besides the main file, headers under these directories are translated
  /// too (a project's own headers, in batch mode). Empty: the main file only.
  std::vector<std::string> TranslatedRoots;
  /// Batch --rename=hip: includes of project .cu/.cuh files are rewritten to
  /// the renamed files (hipFileName).
  bool RenameIncludes = false;
  /// Instead of translating to HIP, lower the source (CUDA or HIP, parsed
  /// against the CPU runner's headers) to plain C++ for the CPU runner:
  /// standardPasses then runs lib/CpuRunner's lowering alone.
  bool PrepareForCpu = false;
  /// With PrepareForCpu: the runner's header directory (its code is not the
  /// user's, and needs no lowering).
  std::string CpuRuntimeInclude;
  /// With PrepareForCpu: split kernels whose barriers sit in block-uniform
  /// control flow into regions run as loops over the threads (phased
  /// kernels), instead of running every such kernel as fibers.
  bool CpuPhasedKernels = true;
};

/// The HIP name of a CUDA file: .cu becomes .hip and .cuh becomes .hip.h;
/// other names are kept.
inline std::string hipFileName(std::string Path) {
  auto EndsWith = [&](const char *Suffix, size_t N) {
    return Path.size() >= N && Path.compare(Path.size() - N, N, Suffix) == 0;
  };
  if (EndsWith(".cu", 3))
    return Path.substr(0, Path.size() - 3) + ".hip";
  if (EndsWith(".cuh", 4))
    return Path.substr(0, Path.size() - 4) + ".hip.h";
  return Path;
}

} // namespace hipify

#endif
