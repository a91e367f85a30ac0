//===- RegularFile.h - read only what can be read to its end --------------===//
//
// Opening a FIFO blocks until someone writes to it, and /dev/zero never
// ends: any file named by a user (a source, a baseline, a mapping file, a
// compile database, a state file) is read only if it is a regular file.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_SUPPORT_REGULARFILE_H
#define HIPIFY_SUPPORT_REGULARFILE_H

#include "llvm/Support/MemoryBuffer.h"
#include <memory>

namespace hipify {

/// The contents of Path if it is a regular file (links followed); else the
/// error (std::errc::invalid_argument for FIFOs, devices and sockets).
llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>>
readRegularFile(llvm::StringRef Path, bool IsText = false);

/// Whether Path exists and is something other than a regular file or a
/// directory (the reason readRegularFile refuses it).
bool isSpecialFile(llvm::StringRef Path);

} // namespace hipify

#endif
