//===- AmdBuild.h - build a HIP port for AMD GPUs and check its code objects ===//
//
// The first stage of validation: compile each translation unit of the port
// with hip-clang (hipcc) for every requested --offload-arch, and check that
// the fat binary of every unit with device code holds a code object per
// target (hipcc writes no fat binary for a unit without device code).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_AMDBUILD_H
#define HIPIFY_VALIDATE_AMDBUILD_H

#include <string>
#include <vector>

namespace hipify {

struct AmdBuildRequest {
  /// The port's translation units; each becomes an object in ObjectDir.
  std::vector<std::string> HipSources;
  std::vector<std::string> Arches; ///< gfx90a, gfx908, ...
  std::string Hipcc = "hipcc";
  std::vector<std::string> ExtraFlags;
  std::string ObjectDir; ///< Where the objects are written.
};

struct AmdTargetResult {
  std::string Arch;
  /// A code object for Arch is in the fat binary of every unit that has
  /// device code (and there is such a unit).
  bool Present = false;
};

/// One unit's compilation.
struct AmdUnitBuild {
  std::string Source;
  std::string Object;
  bool Compiled = false;
  std::string Command;        ///< The hipcc command line, for reports.
  std::string CompilerOutput; ///< hipcc's diagnostics.
  bool HasDeviceCode = false; ///< Its object has a fat binary.
};

struct AmdBuildResult {
  std::vector<AmdUnitBuild> Units;
  std::string BundleError; ///< Why a fat binary could not be read.
  std::vector<AmdTargetResult> Targets;
  /// Every unit compiled.
  bool compiled() const;
  bool succeeded() const;
  /// The first unit that did not compile; null when all did.
  const AmdUnitBuild *firstFailure() const;
};

/// Compiles every unit (all of them, even after a failure, so that a report
/// shows every problem at once), then reads the fat binaries.
AmdBuildResult buildForAmd(const AmdBuildRequest &Request);

} // namespace hipify

#endif
