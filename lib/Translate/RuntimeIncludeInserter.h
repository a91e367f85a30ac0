//===- RuntimeIncludeInserter.h - the include nvcc adds implicitly ---------===//
//
// nvcc includes cuda_runtime.h into every .cu file before its first line;
// hipcc includes nothing. A CUDA file that relied on that (it uses threadIdx,
// __global__, cudaMalloc, ... and includes no runtime header, directly or
// through a header of its own) gets `#include <hip/hip_runtime.h>`, once,
// after its leading comments, include guard and `#pragma once`.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_RUNTIMEINCLUDEINSERTER_H
#define HIPIFY_TRANSLATE_RUNTIMEINCLUDEINSERTER_H

#include "Translate/TranslationContext.h"

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
  /// when the file does not use CUDA.
  std::optional<unsigned> insertionOffset(llvm::StringRef Buffer) const;

  TranslationContext &Context;
  bool RuntimeIncluded = false;
};

} // namespace hipify

#endif
