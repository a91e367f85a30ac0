//===- RuntimeIncludeInserter.h - the include nvcc adds implicitly ---------===//
//
// nvcc includes cuda_runtime.h into every .cu file before its first line;
// hipcc includes nothing. A CUDA file that relied on that (it uses threadIdx,
// __global__, cudaMalloc, ... and includes no runtime header, directly or
// through a header of its own), or that includes a header of the project
// that uses CUDA, gets `#include <hip/hip_runtime.h>`, once, after its
// leading comments, include guard and `#pragma once`.
//
// The runtime also goes there when an include that needs it comes first: a
// HIP header that does not compile without hip_runtime.h before it (HIP
// 5.2's hip_cooperative_groups.h, texture_types.h, ...: derived by
// scripts/derive_cuda_header_macros.py) or, in a .cu file, a header of the
// user's (which nvcc compiled after cuda_runtime.h: it may use the runtime,
// or test its include guard). The file's own runtime include, after it, is
// then removed.
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

  /// An #include in the main file, other than the runtime's, at HashLoc:
  /// Spelled as written; HipHeader: a HIP header that needs the runtime
  /// before it (mappings/facts/cuda-header-macros.yaml), or a CUDA header
  /// whose HIP counterpart does; UsersHeader: a header of the user's.
  void noteMainFileInclude(clang::SourceLocation HashLoc,
                           llvm::StringRef Spelled, bool HipHeader,
                           bool UsersHeader);
  /// The main file includes the runtime (noteRuntimeInclude was called for
  /// it). Returns whether the include moves to the top, before an earlier
  /// one that needs it: the caller then removes it.
  bool runtimeIncludeMoves();

  /// After parsing: inserts the include into the main file if it uses CUDA
  /// and no runtime header was included by the user's code, or if an
  /// include that needs the runtime comes before it.
  void insertIfNeeded();

private:
  /// The offset where the include goes: the start of the line of the first
  /// token that is not a leading include guard or `#pragma once`. Nothing
  /// when neither the file nor a header of the project it includes uses
  /// CUDA. ThroughHeader: only a header uses CUDA.
  std::optional<unsigned> insertionOffset(llvm::StringRef Buffer,
                                          bool &ThroughHeader) const;
  /// The start of the line of the first token that is not a leading
  /// include guard or `#pragma once`; nothing for a file of only those.
  std::optional<unsigned> topOffset(llvm::StringRef Buffer) const;
  /// Whether the main file is a .cu file (nvcc includes the runtime first).
  bool mainFileIsCu() const;
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
  /// The first include of the main file that needs the runtime before it
  /// and comes before any runtime include, as written.
  std::string FirstNeedingRuntime;
  std::string WhyFirst; ///< Why it needs the runtime first, for the note.
  /// The main file's own runtime include moved to the top.
  bool Moved = false;
};

} // namespace hipify

#endif
