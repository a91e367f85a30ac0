//===- AmdBuild.h - build a HIP port for AMD GPUs and check its code objects ===//
//
// The first stage of validation: compile each translation unit of the port
// with hip-clang (hipcc) for every requested --offload-arch, and check that
// the fat binary of every unit with device code holds a code object per
// target (hipcc writes no fat binary for a unit without device code).
//
// The build is the one nvcc gives the CUDA program: C++17 (nvcc's default
// language standard; Debian's hipcc 5.2 adds -std=c++11) unless the program's
// flags name one, and relocatable device code where the program's device
// code spans units (a kernel calling a __device__ function another unit
// defines, which nvcc builds with -rdc): each unit is compiled with
// -fgpu-rdc and the objects are linked into one executable, whose fat binary
// holds the code objects.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_AMDBUILD_H
#define HIPIFY_VALIDATE_AMDBUILD_H

#include <optional>
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
  /// Whether the original has kernels: a program that only calls
  /// libraries (cuBLAS, cuFFT...) has no device code, and neither has its
  /// port.
  bool ExpectDeviceCode = true;
  /// The C dialect of C units (--c-std); empty: the compiler's default,
  /// then gnu89.
  std::string CStandard;
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
  std::string Note; ///< What the build chose that a report says.
};

struct AmdBuildResult {
  std::vector<AmdUnitBuild> Units;
  /// Why the units were built as relocatable device code (empty: they were
  /// not).
  std::string RelocatableWhy;
  /// With relocatable device code: the link of every unit's object into one
  /// executable (Source empty, Object the executable), where the device
  /// code is linked and the code objects are.
  std::optional<AmdUnitBuild> DeviceLink;
  std::string BundleError; ///< Why a fat binary could not be read.
  /// Neither the original nor the port has device code (library calls
  /// only): there are no code objects to look for.
  bool NoDeviceCode = false;
  std::vector<AmdTargetResult> Targets;
  /// Every unit compiled (and, with relocatable device code, linked).
  bool compiled() const;
  bool succeeded() const;
  /// The first unit that did not compile, else the device link if it
  /// failed; null when all went well.
  const AmdUnitBuild *firstFailure() const;
};

/// Compiles every unit (all of them, even after a failure, so that a report
/// shows every problem at once), then reads the fat binaries.
AmdBuildResult buildForAmd(const AmdBuildRequest &Request);

/// The flags every hipcc command of the port's build gets besides the
/// targets: the program's (ExtraFlags), the language standard nvcc would
/// use when they name none, and -fgpu-rdc for relocatable device code.
std::vector<std::string> amdProgramFlags(const std::vector<std::string> &Flags,
                                         bool RelocatableDeviceCode);

} // namespace hipify

#endif
