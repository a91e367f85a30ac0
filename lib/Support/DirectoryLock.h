//===- DirectoryLock.h - one writer at a time in a directory --------------===//
//
// Two tree ports into the same output root would each take the other's live
// work directory for a leftover of a killed run, delete it, and fail half
// their files. A port holds this lock on its output root while it runs: an
// advisory lock (flock) on a file in the directory, which the kernel
// releases when the process ends however it ends (SIGKILL included), so a
// killed run never leaves a stale lock. The file keeps the holder's process
// id, for the message a second run gets.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_SUPPORT_DIRECTORYLOCK_H
#define HIPIFY_SUPPORT_DIRECTORYLOCK_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <memory>

namespace hipify {

class DirectoryLock {
public:
  /// Takes the lock of Directory (which must exist), or fails at once with
  /// an error saying that Purpose ("another hipify port is writing into")
  /// holds it.
  static llvm::Expected<std::unique_ptr<DirectoryLock>>
  acquire(llvm::StringRef Directory, llvm::StringRef Purpose);
  ~DirectoryLock();
  DirectoryLock(const DirectoryLock &) = delete;
  DirectoryLock &operator=(const DirectoryLock &) = delete;

private:
  explicit DirectoryLock(int FD) : FD(FD) {}
  int FD;
};

} // namespace hipify

#endif
