//===- SourceLanguage.h - is this file CUDA? ------------------------------===//
//
// Batch ports, check walks, validate and the CPU runner all ask which files
// hold CUDA; they ask here, so that a file is CUDA for all of them or none.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_SOURCELANGUAGE_H
#define HIPIFY_MAPPING_SOURCELANGUAGE_H

#include "llvm/ADT/StringRef.h"

namespace hipify {

/// .cu or .cuh: CUDA whatever it holds.
bool hasCudaExtension(llvm::StringRef Path);
/// A CUDA or C/C++ translation unit by its name (.cu, .cpp, .c, ...).
bool hasSourceExtension(llvm::StringRef Path);
/// A CUDA or C/C++ header by its name (.cuh, .h, .hpp, .inl, ...).
bool hasHeaderExtension(llvm::StringRef Path);

/// Whether Text names CUDA: the kernel language, a launch, the runtime or a
/// CUDA library (mappings/facts/cuda-source.yaml). A cheap test on the
/// text, before any parse.
bool mentionsCuda(llvm::StringRef Text);

/// The one answer to "is this file CUDA?": a source or header named as
/// CUDA, or one whose text mentions CUDA.
bool isCudaFile(llvm::StringRef Path, llvm::StringRef Text);

} // namespace hipify

#endif
