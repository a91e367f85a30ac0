//===- OffloadBundle.h - the AMD code objects in a hipcc object file ------===//
//
// hipcc puts the device code of every --offload-arch into the ELF section
// .hip_fatbin as a clang offload bundle: "__CLANG_OFFLOAD_BUNDLE__", the
// number of entries, then per entry its offset, size and target triple
// (hipv4-amdgcn-amd-amdhsa--gfx90a, host-x86_64-unknown-linux...).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_OFFLOADBUNDLE_H
#define HIPIFY_VALIDATE_OFFLOADBUNDLE_H

#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace hipify {

struct BundleEntry {
  std::string Target; ///< The entry's triple, e.g. hipv4-amdgcn-amd-amdhsa--gfx90a.
  uint64_t Size = 0;
  /// The GPU of an AMD device entry ("gfx90a"), or "" for the host entry.
  std::string gpu() const;
};

/// The entries of the offload bundle in Buffer.
llvm::Expected<std::vector<BundleEntry>> parseOffloadBundle(llvm::StringRef Buffer);

/// The entries of the .hip_fatbin section of an object file; std::nullopt
/// when it has none (hipcc writes none for a unit without device code).
llvm::Expected<std::optional<std::vector<BundleEntry>>>
readHipFatBinary(llvm::StringRef ObjectPath);

} // namespace hipify

#endif
