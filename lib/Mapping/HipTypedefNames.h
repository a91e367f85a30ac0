//===- HipTypedefNames.h - HIP types declared only by a typedef -*- C++ -*-===//
//
// mappings/facts/hip-typedef-names.yaml (scripts/derive_hip_typedef_names.py):
// the HIP names of mapped CUDA types that HIP declares only as a typedef of
// a record with another name (hipGraphicsResource, float4), before which a
// tag keyword (`struct hipGraphicsResource`) does not compile.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_HIPTYPEDEFNAMES_H
#define HIPIFY_MAPPING_HIPTYPEDEFNAMES_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipify {

/// Parses the facts file; errors read "file:line:col: error: ...".
llvm::Expected<std::vector<std::string>>
parseHipTypedefNames(llvm::StringRef FileName, llvm::StringRef Contents);

/// Whether HIP declares Name only as a typedef of a record named otherwise
/// (the embedded facts file, parsed once).
bool isHipTypedefOnly(llvm::StringRef Name);

} // namespace hipify

#endif
