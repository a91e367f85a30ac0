//===- RuntimeIncludeInserter.h - the include nvcc adds implicitly ---------===//
//
// nvcc includes cuda_runtime.h into every .cu file before its first line;
// hipcc includes nothing. A CUDA file that relied on that (it uses threadIdx,
// __global__, cudaMalloc, ... and includes no runtime header, directly or
// through a header of its own), or that includes a header of the project
// that uses CUDA, gets `#include <hip/hip_runtime.h>`, once, after its
// leading comments, include guard and `#pragma once`.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_RUNTIMEINCLUDEINSERTER_H
#define HIPIFY_TRANSLATE_RUNTIMEINCLUDEINSERTER_H

#include "Translate/TranslationContext.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/ArrayRef.h"

namespace hipify {

class RuntimeIncludeInserter {
public:
  explicit RuntimeIncludeInserter(TranslationContext &Context)
      : Context(Context) {}

  static constexpr const char *HipRuntimeHeader = "hip/hip_runtime.h";

  /// An #include in the user's code (not a system header) of a header whose
  /// HIP counterpart is (or which is) the HIP runtime header.
  void noteRuntimeInclude() { RuntimeIncluded = true; }

  /// After parsing: inserts the include into the main file if it uses CUDA
  /// and no runtime header was included by the user's code.
  void insertIfNeeded();

private:
  /// The offset where the include goes: the start of the line of the first
  /// token that is not a leading include guard or `#pragma once`. Nothing
  /// when neither the file nor a header of the project it includes uses
  /// CUDA. ThroughHeader: only a header uses CUDA.
  std::optional<unsigned> insertionOffset(llvm::StringRef Buffer,
                                          bool &ThroughHeader) const;
  /// Whether raw tokens use CUDA: a launch, a kernel-language name, or a
  /// name the tables rename.
  bool usesCuda(llvm::ArrayRef<clang::Token> Tokens) const;
  /// Whether a user's header (not a system header) this unit entered uses
  /// CUDA (a helper
  /// header that names cudaError_t and relies on its includer's runtime
  /// include, which nvcc supplied).
  bool aHeaderUsesCuda() const;

  TranslationContext &Context;
  bool RuntimeIncluded = false;
};

} // namespace hipify

#endif
