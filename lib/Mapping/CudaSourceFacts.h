//===- CudaSourceFacts.h - what makes source CUDA --------------*- C++ -*-===//
//
// mappings/facts/cuda-source.yaml: the prefixes of CUDA's API names, the
// words that make a file CUDA, the kernel-language names HIP shares, and the
// device functions that wait for other threads. The translator, the tree
// walk, the warp rules and the CPU runner ask here instead of spelling the
// names.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_CUDASOURCEFACTS_H
#define HIPIFY_MAPPING_CUDASOURCEFACTS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace hipify {

struct CudaSourceFacts {
  std::vector<std::string> ApiPrefixes, DriverPrefixes, FileMarkers,
      KernelLanguage, BlockBarrierReductions, SynchronisingPrefixes,
      SynchronisingMembers, VectorTypeElements, HipVectorMemberOperators,
      ToolkitHeaderPrefixes;
  std::string BlockBarrier;

  /// cudaMalloc, CUDA_VERSION, cublasCreate, cuMemAlloc, CU_DEVICE_...
  bool isApiName(llvm::StringRef Name) const;
  /// Whether an #include of Include ("cublasLt.h", "cub/cub.cuh") names a
  /// header of the CUDA toolkit.
  bool isToolkitHeader(llvm::StringRef Include) const;
  /// Whether Text holds a word that only CUDA code uses.
  bool mentionsCuda(llvm::StringRef Text) const;
  bool isKernelLanguageName(llvm::StringRef Name) const;
  /// The block barrier or one of its reducing forms.
  bool isBlockBarrier(llvm::StringRef Name) const;
  /// A device function or cooperative-groups member that may wait for
  /// other threads.
  bool isSynchronisingName(llvm::StringRef Name) const;
  /// float4, uint2, ulonglong1: a CUDA built-in vector type.
  bool isVectorTypeName(llvm::StringRef Name) const;
  /// "+=": a compound assignment HIP's vector types have as a member.
  bool isHipVectorMemberOperator(llvm::StringRef Spelling) const;
};

/// Parses the facts file; errors read "file:line:col: error: ...".
llvm::Expected<CudaSourceFacts> parseCudaSourceFacts(llvm::StringRef FileName,
                                                     llvm::StringRef Contents);

/// The embedded facts file, parsed once. It is the binary's own data, tested
/// by tests/unit/CudaSourceFactsTest.cpp: a malformed copy aborts.
const CudaSourceFacts &cudaSourceFacts();

} // namespace hipify

#endif
