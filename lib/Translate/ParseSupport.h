//===- ParseSupport.h - headers hipify adds to a parse of CUDA -*- C++ -*-===//
//
// Clang parses some CUDA differently from nvcc. Where a declaration is all
// that is missing, hipify adds it in a header of its own, included first.
// The headers are served from memory at a fixed path, so that the parse, the
// precompiled-prelude build and every front end see the same bytes, and an
// installed binary needs no file beside it.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_TRANSLATE_PARSESUPPORT_H
#define HIPIFY_TRANSLATE_PARSESUPPORT_H

#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <string>
#include <vector>

namespace hipify {

/// The flags that put the support headers in a parse of CUDA against a CUDA
/// installation.
std::vector<std::string> parseSupportFlags();

/// Whether Path is one of the support headers (hipify's, never the user's:
/// they are entered as user files before their `#pragma system_header`).
bool isParseSupportFile(llvm::StringRef Path);

/// The real file system, which refuses to open FIFOs, sockets and devices,
/// with the support headers on top.
llvm::IntrusiveRefCntPtr<llvm::vfs::OverlayFileSystem> parseFileSystem();

} // namespace hipify

#endif
