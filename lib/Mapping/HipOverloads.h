//===- HipOverloads.h - device functions HIP overloads more than CUDA -----===//
//
// mappings/facts/hip-overloads.yaml (scripts/derive_hip_overloads.py): for
// the device functions that keep their CUDA name and that HIP overloads, the
// parameter types of each of HIP's overloads. A user's overload that HIP
// also declares is a redefinition under hipcc, and a call that CUDA's single
// declaration accepted through a conversion can be ambiguous between HIP's.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_HIPOVERLOADS_H
#define HIPIFY_MAPPING_HIPOVERLOADS_H

#include "Mapping/MappingRow.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <map>
#include <string>
#include <vector>

namespace hipify {

/// One overload of a HIP host function, as host_functions spells it:
/// "<T> T **, size_t, unsigned int =".
struct HostOverload {
  bool IsTemplate = false;
  unsigned Params = 0;
  unsigned Required = 0; ///< Parameters without a default.
  /// Parses the spelling (nested parentheses and angle brackets keep their
  /// commas).
  static HostOverload parse(llvm::StringRef Spelling);
  bool accepts(unsigned Arguments) const {
    return Required <= Arguments && Arguments <= Params;
  }
};

/// A HIP host function's overloads over a range of releases.
struct HostOverloadRange {
  std::string Since;
  std::string Until; ///< Empty: still in the newest release.
  std::vector<std::string> Overloads;
};

struct HipOverloads {
  /// Name -> each overload's parameter types, "double *, double" (clang's
  /// canonical spelling, separated by ", ").
  std::map<std::string, std::vector<std::string>> Overloads;
  /// HIP runtime function -> its overloads per range of releases, for the
  /// functions whose CUDA counterpart has a template overload or a default
  /// argument.
  std::map<std::string, std::vector<HostOverloadRange>> HostFunctions;

  /// The overloads of HIP's Name in each range of releases that holds
  /// Target or a newer release (all ranges without a target); empty when
  /// host_functions does not list Name.
  std::vector<std::vector<HostOverload>>
  hostOverloadsFrom(llvm::StringRef Name,
                    const std::optional<HipVersion> &Target) const;

  /// Whether HIP declares Name with exactly these parameter types.
  bool declares(llvm::StringRef Name,
                llvm::ArrayRef<std::string> ParameterTypes) const;
  /// How many overloads of Name HIP declares (0: not one the file lists).
  size_t count(llvm::StringRef Name) const;
};

/// Parses the facts file; errors read "file:line:col: error: ...".
llvm::Expected<HipOverloads> parseHipOverloads(llvm::StringRef FileName,
                                               llvm::StringRef Contents);

/// The embedded facts file, parsed once (a malformed copy aborts; tested by
/// tests/unit/HipOverloadsTest.cpp).
const HipOverloads &hipOverloads();

} // namespace hipify

#endif
