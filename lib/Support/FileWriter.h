//===- FileWriter.h - write outputs without ever losing the user's data ---===//
#ifndef HIPIFY_SUPPORT_FILEWRITER_H
#define HIPIFY_SUPPORT_FILEWRITER_H

#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include <optional>

namespace hipify {

/// Writes Contents to Path through a temporary file in the same directory and
/// a rename, so that Path holds either its old or its new contents, never a
/// mix. An existing file keeps its permissions; a symbolic link keeps
/// pointing at the file it names, which is the one replaced; a device or
/// FIFO (/dev/null, /dev/stdout) is written into, never replaced.
llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents);
/// The same, with the permissions the file gets (those of the file it was
/// made from, say) instead of the existing file's or the default.
llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Contents,
                                llvm::sys::fs::perms Permissions);

/// The temporary files writeFileAtomically makes start with this, followed
/// by eight characters.
inline constexpr const char *TemporaryFilePrefix = ".hipify-tmp-";
/// Whether a file name is one of those temporaries (left by a killed run).
bool isTemporaryFileName(llvm::StringRef Name);

/// Copies Path to Path + Suffix unless that backup already exists (a backup
/// from an earlier run holds the true original). Sets Created accordingly.
llvm::Error backupFile(llvm::StringRef Path, llvm::StringRef Suffix,
                       bool &Created);

/// Checks that Path is a readable regular text file: not missing, not a
/// directory, not binary (NUL bytes). Returns its contents.
llvm::Expected<std::string> readSourceFile(llvm::StringRef Path);

} // namespace hipify

#endif
