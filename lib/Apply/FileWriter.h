//===- FileWriter.h - write outputs without ever losing the user's data ---===//
#ifndef HIPIFY_APPLY_FILEWRITER_H
#define HIPIFY_APPLY_FILEWRITER_H

#include "llvm/Support/Error.h"

namespace hipify {

/// Writes Contents to Path through a temporary file in the same directory and
/// a rename, so that Path holds either its old or its new contents, never a
/// mix. An existing file keeps its permissions.
llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents);

/// Copies Path to Path + Suffix unless that backup already exists (a backup
/// from an earlier run holds the true original). Sets Created accordingly.
llvm::Error backupFile(llvm::StringRef Path, llvm::StringRef Suffix,
                       bool &Created);

/// Checks that Path is a readable regular text file: not missing, not a
/// directory, not binary (NUL bytes). Returns its contents.
llvm::Expected<std::string> readSourceFile(llvm::StringRef Path);

} // namespace hipify

#endif
