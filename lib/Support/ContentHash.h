//===- ContentHash.h - what a file held, as a short digest ----------------===//
//
// Incremental ports record the files a unit read by digest, and compare the
// bytes a worker parsed with the bytes the batch applies the edits to: one
// function, so that the two sides always agree.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_SUPPORT_CONTENTHASH_H
#define HIPIFY_SUPPORT_CONTENTHASH_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace hipify {

/// The digest of Text: 16 hex digits (XXH3, 64 bits).
std::string contentHash(llvm::StringRef Text);

/// The digest of the file at Path, or MissingFileHash when it cannot be
/// read (it does not exist).
std::string fileContentHash(llvm::StringRef Path);

/// What fileContentHash says of a file that is not there.
inline constexpr llvm::StringLiteral MissingFileHash = "missing";

} // namespace hipify

#endif
