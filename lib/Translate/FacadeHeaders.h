//===- FacadeHeaders.h - toolkit headers the CUDA facade lacks ------------===//
//
// A CUDA installation has every header of the toolkit; the CUDA facade
// (docs/facade.md) has those of the mapping tables. An #include of another
// toolkit header (cublasLt.h, cuda/std/atomic, mma.h: names
// mappings/facts/cuda-source.yaml says are the toolkit's) would stop a facade
// parse with "file not found", where a parse against CUDA goes on and
// reports the header as one the tables do not cover.
//
// This file system, laid over the parse's, serves such a header from the
// facade's directory as an empty header, so that the include is found
// there as it is in a CUDA installation and reported the same way; the
// names it would declare are declared by FacadeUndeclared.h's retry.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_FACADEHEADERS_H
#define HIPIFY_TRANSLATE_FACADEHEADERS_H

#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/Support/VirtualFileSystem.h"

namespace hipify {

/// A layer for the parse's OverlayFileSystem: answers only for files under
/// FacadeDir that are not on disk and whose name there is a toolkit
/// header's, with an empty header.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
missingToolkitHeaders(llvm::StringRef FacadeDir);

} // namespace hipify

#endif
