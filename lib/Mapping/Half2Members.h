//===- Half2Members.h - __half2's members before HIP 6.0 -------*- C++ -*-===//
//
// mappings/facts/half2-members.yaml: CUDA declares __half2's x and y as
// __half; HIP before hip_half_since declares them unsigned short, the raw
// bits (derived from amd_hip_fp16.h by scripts/derive_half2_members.py). A
// read of one there becomes a call of `read`, a HIP function whose value is
// the member as a __half; in a template whose object may be of any type,
// a call of `any_read`, a function the port defines.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_HALF2MEMBERS_H
#define HIPIFY_MAPPING_HALF2MEMBERS_H

#include "Mapping/MappingRow.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace hipify {

struct Half2Member {
  std::string Type;         ///< The CUDA type, "__half2".
  std::string Member;       ///< "x" or "y".
  std::string HipHalfSince; ///< First HIP release declaring it __half.
  std::string Read;         ///< HIP function: the member's value as a __half.
  /// The port's function (port-definitions.yaml, `for: template`): Read's
  /// value for a __half2, the member as it is for any other type; a read in
  /// a template whose object's type depends on a parameter becomes it.
  std::string AnyRead;

  /// True on targets where HIP declares the member as raw bits.
  bool rawBitsOn(const std::optional<HipVersion> &Target) const;
};

/// Parses the facts file; errors read "file: error: ..." naming the entry.
llvm::Expected<std::vector<Half2Member>>
parseHalf2Members(llvm::StringRef FileName, llvm::StringRef Contents);

/// The embedded facts file, parsed once (a malformed copy aborts).
const std::vector<Half2Member> &half2Members();

/// The entry for Member of Type, or null.
const Half2Member *findHalf2Member(llvm::StringRef Type,
                                   llvm::StringRef Member);

} // namespace hipify

#endif
