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

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <map>
#include <string>
#include <vector>

namespace hipify {

struct HipOverloads {
  /// Name -> each overload's parameter types, "double *, double" (clang's
  /// canonical spelling, separated by ", ").
  std::map<std::string, std::vector<std::string>> Overloads;

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
