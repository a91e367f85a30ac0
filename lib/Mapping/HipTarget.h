//===- HipTarget.h - which HIP the translation is for ----------------------===//
//
// The output must compile with the user's own hipcc, so by default hipify
// targets the HIP whose headers are installed; rows newer than the target are
// reported instead of mapped, or mapped to their older equivalent.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_HIPTARGET_H
#define HIPIFY_MAPPING_HIPTARGET_H

#include "Mapping/MappingRow.h"
#include "llvm/Support/Error.h"
#include <string>

namespace hipify {

class MappingTable;

struct HipTarget {
  HipVersion Version;
  /// Where Version came from, for --stats and reports: "--hip-version",
  /// a hip_version.h path, or "newest in the tables".
  std::string Origin;
  bool UseRocNames = false;
};

/// Reads HIP_VERSION_MAJOR/MINOR from <Root>/include/hip/hip_version.h.
std::optional<HipVersion> readHipVersion(llvm::StringRef Root);

/// The include directory of the installed HIP (the directory holding
/// hip/hip_version.h), searched like the default target: ExplicitPath
/// (--hip-path), $HIP_PATH, $ROCM_PATH, /opt/rocm, /usr.
std::optional<std::string> findHipIncludeDirectory(llvm::StringRef ExplicitPath);

/// The target for a translation: Requested (--hip-version) if given, which
/// must be one of the releases the tables know; else the installed HIP found
/// under ExplicitPath (--hip-path), $HIP_PATH, $ROCM_PATH, /opt/rocm or /usr
/// (an installation newer than every known release targets the newest
/// known); else the newest release the tables know.
llvm::Expected<HipTarget> chooseHipTarget(llvm::StringRef Requested,
                                          llvm::StringRef ExplicitPath,
                                          const MappingTable &Table);

} // namespace hipify

#endif
