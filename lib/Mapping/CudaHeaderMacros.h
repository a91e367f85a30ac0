//===- CudaHeaderMacros.h - macros that tell a header is included -*- C++ -*-===//
//
// mappings/facts/cuda-header-macros.yaml (scripts/derive_cuda_header_macros.py):
// for each CUDA header, its include guard, the other empty macros it defines
// (CUSPARSEAPI) and the CUDA headers it includes; for each HIP header the
// tables name, the empty macros that tell it is included, per release.
//
// Code tests whether a CUDA header was included by these macros (#ifdef
// CUBLAS_API_H_). HIP defines none of them, so the port tests the HIP header
// that it includes instead: hipPresenceTest says which macros of which HIP
// header stand for a CUDA macro on the target release.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_CUDAHEADERMACROS_H
#define HIPIFY_MAPPING_CUDAHEADERMACROS_H

#include "Mapping/MappingRow.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <map>
#include <string>
#include <vector>

namespace hipify {

class MappingTable;

struct CudaHeaderMacros {
  struct CudaHeader {
    std::string Guard;                 ///< Empty: `#pragma once` only.
    std::vector<std::string> Markers;  ///< Other empty macros it defines.
    std::vector<std::string> Includes; ///< CUDA headers it includes.
  };
  struct PresenceMacro {
    std::string Macro;
    std::string Since;
    std::string Last; ///< Empty: still in the newest release.
  };
  /// CUDA header (relative to include/) -> its facts.
  std::map<std::string, CudaHeader> CudaHeaders;
  /// HIP header -> the macros that tell it is included.
  std::map<std::string, std::vector<PresenceMacro>> HipHeaders;
  /// The HIP headers that do not compile unless hip/hip_runtime.h comes
  /// first, in the release the file was derived with.
  struct NeedingRuntime {
    std::string Release;
    std::vector<std::string> Headers;
  } HipHeadersNeedingRuntime;

  bool needsRuntimeFirst(llvm::StringRef HipHeader) const;

  /// The CUDA headers whose inclusion defines Macro (its guard or marker);
  /// empty for any other name.
  std::vector<std::string> headersDefining(llvm::StringRef Macro) const;
  /// The CUDA headers that include Header themselves.
  std::vector<std::string> includersOf(llvm::StringRef Header) const;

private:
  friend llvm::Expected<CudaHeaderMacros>
  parseCudaHeaderMacros(llvm::StringRef, llvm::StringRef);
  std::map<std::string, std::vector<std::string>> ByMacro;
  std::map<std::string, std::vector<std::string>> Includers;
};

/// What a test of a CUDA header's macro becomes in the port.
struct HipPresenceTest {
  /// The CUDA header the macro belongs to, and the HIP headers tested.
  std::string CudaHeader;
  std::vector<std::string> HipHeaders;
  /// Macros of HipHeaders, any of which tells one is included, on the
  /// target release and every newer one (two where a guard changed its
  /// name).
  std::vector<std::string> Macros;
};

/// The test that stands for `defined(CudaMacro)` on Table's target: the
/// presence macros of the HIP counterpart of the CUDA header defining
/// CudaMacro, or, where that header has none, of the nearest CUDA headers
/// that include it (cublas_api.h's guard stands for hipblas.h). None when
/// CudaMacro is no CUDA header's or no HIP header stands for it.
std::optional<HipPresenceTest> hipPresenceTest(const CudaHeaderMacros &Facts,
                                               const MappingTable &Table,
                                               llvm::StringRef CudaMacro);

/// Parses the facts file; errors read "file:line:col: error: ...".
llvm::Expected<CudaHeaderMacros>
parseCudaHeaderMacros(llvm::StringRef FileName, llvm::StringRef Contents);

/// The embedded facts file, parsed once (a malformed copy aborts; tested by
/// tests/unit/CudaHeaderMacrosTest.cpp).
const CudaHeaderMacros &cudaHeaderMacros();

} // namespace hipify

#endif
