//===- PortVerifier.h - compile the port, and say where it does not build -===//
//
// `hipify port --verify`: a port that exits 0 and does not build is the worst
// outcome for a user, who trusts it and finds out later, far from the cause.
// So each ported translation unit is compiled for the target HIP with the HIP
// compiler of this machine (syntax only), and every compiler error is mapped
// back through the port's edits to the CUDA line and column that produced it.
// An error that an earlier finding already explains at that place (an
// unsupported API, a parse error) adds nothing; any other becomes a finding:
//   hipify-port-build-error     the compiler's message at the CUDA place;
//   hipify-library-unavailable  the unit stops at the include of a header
//                               this machine lacks both as HIP and as CUDA
//                               (a hip*/roc* library not installed, GL, ...),
//                               which says nothing about the translation.
// Where the target HIP is newer than the installed one, errors naming HIP
// APIs that the tables say the target has and the installed HIP lacks are
// marked as expected.
//
// This is the safety net, not the design: a rule that knows a construct will
// not build should say so first, and then the build error adds nothing.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_PORTVERIFIER_H
#define HIPIFY_VALIDATE_PORTVERIFIER_H

#include "Core/Finding.h"
#include "Mapping/MappingRow.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/Support/Error.h"
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace hipify {

class MappingTable;

/// A file of the port whose compiler errors map back to the CUDA source.
struct PortedFile {
  std::string CudaPath; ///< As findings name it (relative to the in-root).
  std::string PortPath; ///< The file the compiler reads.
  std::string OriginalText;
  /// The edits that made the port from OriginalText (offsets into it); none
  /// for a file copied unchanged.
  std::vector<clang::tooling::Replacement> Edits;
};

/// The HIP compiler that verifies ports.
struct HipCompiler {
  std::string Path; ///< Found: absolute, or as named.
  /// The HIP release whose headers it compiles with (the installed HIP),
  /// when known.
  std::optional<HipVersion> InstalledHip;
};

/// Finds the compiler: Requested (--hipcc: a path, or a name on PATH), else
/// hipcc on PATH. The error says what was looked for and how to name one.
/// HipPath (--hip-path) is where the installed HIP's version is read.
llvm::Expected<HipCompiler> findHipCompiler(llvm::StringRef Requested,
                                            llvm::StringRef HipPath);

struct PortVerifyRequest {
  HipCompiler Compiler;
  /// --offload-arch (default gfx90a, as `hipify validate`'s first target).
  std::vector<std::string> Arches;
  /// Translation units to compile (PortPath of Files, or other files of the
  /// port), with their own flags (include directories moved to the port).
  struct Unit {
    std::string PortPath;
    std::string Name; ///< As reports name it (its CUDA path).
    std::vector<std::string> Flags;
  };
  std::vector<Unit> Units;
  std::vector<PortedFile> Files;
  /// Files of the project (relative or absolute, as listed): a missing
  /// header that is one of them is the port's problem, not a library's.
  std::vector<std::string> ProjectFiles;
  /// Where CUDA's headers are (a missing header found there is a CUDA
  /// header the port kept: the port's problem).
  std::string CudaIncludeDir;
  /// The findings of the translation, with the paths of Files' CudaPath: a
  /// warning or error on the line of a compiler error explains it.
  const std::vector<Finding> *Earlier = nullptr;
  /// The target (--hip-version) and the tables retargeted to it, to mark
  /// errors that name HIP APIs newer than the installed HIP.
  std::optional<HipVersion> Target;
  const MappingTable *Table = nullptr;
  unsigned Jobs = 1;
  unsigned TimeoutSeconds = 600; ///< Per unit.
};

/// How one unit fared.
struct UnitVerification {
  std::string PortPath;
  std::string Name; ///< As reports name the unit (its CUDA path).
  bool Compiled = false;
  unsigned Errors = 0;      ///< The compiler's errors in it (each once).
  unsigned Expected = 0;    ///< Of those, names of the target's newer HIP.
  unsigned Unavailable = 0; ///< Of those, headers not installed here.
  /// The compiler could not run or did not finish: not verified.
  std::string Failure;
  /// It does not build for a reason the translation owns: an error that is
  /// neither a missing library nor expected of the installed HIP.
  bool breaks() const {
    return !Compiled && Failure.empty() && Errors > Expected + Unavailable;
  }
};

struct PortVerifyResult {
  std::vector<UnitVerification> Units; ///< In the request's order.
  /// New findings: hipify-port-build-error and hipify-library-unavailable,
  /// at CUDA places (the units' own file, line 0, for errors with none).
  std::vector<Finding> Findings;
  /// Said once, before the findings: the installed HIP that verifies a
  /// port for another target.
  std::vector<std::string> Notices;
};

PortVerifyResult verifyPort(const PortVerifyRequest &Request);

} // namespace hipify

#endif
