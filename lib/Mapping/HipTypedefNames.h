//===- HipTypedefNames.h - HIP types declared only by a typedef -*- C++ -*-===//
//
// mappings/facts/hip-typedef-names.yaml (scripts/derive_hip_typedef_names.py):
// the HIP names of mapped CUDA types that HIP declares only as a typedef of
// a record with another name (hipGraphicsResource, float4), before which a
// tag keyword (`struct hipGraphicsResource`) does not compile; and those it
// declares as a pointer (hipTextureObject_t), which CUDA may declare as an
// integer.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_HIPTYPEDEFNAMES_H
#define HIPIFY_MAPPING_HIPTYPEDEFNAMES_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipify {

struct HipTypedefNames {
  /// Typedefs of a record named otherwise (hipGraphicsResource).
  std::vector<std::string> TypedefOnly;
  /// Typedefs of a pointer (hipTextureObject_t, hipStream_t).
  std::vector<std::string> Pointers;
};

/// Parses the facts file; errors read "file:line:col: error: ...".
llvm::Expected<HipTypedefNames>
parseHipTypedefNames(llvm::StringRef FileName, llvm::StringRef Contents);

/// Whether HIP declares Name only as a typedef of a record named otherwise
/// (the embedded facts file, parsed once).
bool isHipTypedefOnly(llvm::StringRef Name);
/// Whether HIP declares Name as a pointer type.
bool isHipPointerTypedef(llvm::StringRef Name);

} // namespace hipify

#endif
