//===- AmdBuild.h - build a HIP port for AMD GPUs and check its code objects ===//
//
// The first stage of validation: compile the port with hip-clang (hipcc) for
// every requested --offload-arch into one object, and check that its fat
// binary holds a code object per target.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_AMDBUILD_H
#define HIPIFY_VALIDATE_AMDBUILD_H

#include <string>
#include <vector>

namespace hipify {

struct AmdBuildRequest {
  std::string HipSource;
  std::vector<std::string> Arches; ///< gfx90a, gfx908, ...
  std::string Hipcc = "hipcc";
  std::vector<std::string> ExtraFlags;
  std::string Object; ///< Where the object is written.
};

struct AmdTargetResult {
  std::string Arch;
  bool Present = false; ///< A code object for Arch is in the fat binary.
};

struct AmdBuildResult {
  bool Compiled = false;
  std::string Command;        ///< The hipcc command line, for reports.
  std::string CompilerOutput; ///< hipcc's diagnostics.
  std::string BundleError;    ///< Why the fat binary could not be read.
  std::vector<AmdTargetResult> Targets;
  bool succeeded() const;
};

AmdBuildResult buildForAmd(const AmdBuildRequest &Request);

} // namespace hipify

#endif
