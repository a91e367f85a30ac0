//===- ScratchDirectory.h - a work directory that never outlives its run --===//
//
// cpu-run and validate build programs in a temporary directory. It is
// removed when the run ends, when hipify is interrupted (SIGINT, SIGTERM,
// SIGHUP), and, for a run killed with SIGKILL, by the next run: the name
// holds the owner's process id, "<prefix>-<pid>-XXXXXX", and a directory
// whose owner no longer runs is stale.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_SUPPORT_SCRATCHDIRECTORY_H
#define HIPIFY_SUPPORT_SCRATCHDIRECTORY_H

#include "Support/InterruptCleanup.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Error.h"
#include <memory>

namespace hipify {

class ScratchDirectory {
public:
  /// Removes the stale directories of Prefix in the system's temporary
  /// directory, then makes a new one.
  static llvm::Expected<std::unique_ptr<ScratchDirectory>>
  create(llvm::StringRef Prefix);
  ~ScratchDirectory();

  llvm::StringRef path() const { return Path; }
  /// Leave the directory when this object dies (--keep-work and friends);
  /// an interrupt still removes it.
  void keep() { Kept = true; }

private:
  explicit ScratchDirectory(llvm::StringRef Path)
      : Path(Path), OnInterrupt(Path) {}
  llvm::SmallString<128> Path;
  InterruptRemovesDirectory OnInterrupt;
  bool Kept = false;
};

/// Removes `<Prefix>-<pid>-*` directories of Parent whose process no longer
/// runs; returns how many it removed.
unsigned removeStaleScratchDirectories(llvm::StringRef Parent,
                                       llvm::StringRef Prefix);

} // namespace hipify

#endif
