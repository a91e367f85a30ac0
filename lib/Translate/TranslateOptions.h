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
  /// Also run the portability rules of lib/Check (hipify check, editors).
  bool RunPortabilityChecks = false;
  /// Besides the main file, headers under these directories are translated
  /// too (a project's own headers, in batch mode). Empty: the main file only.
  std::vector<std::string> TranslatedRoots;
};

} // namespace hipify

#endif
