//===- InterruptCleanup.h - what a SIGINT or SIGTERM must not leave behind ===//
//
// hipify runs programs (compilers, the programs it validates) and keeps
// work directories while they run. When hipify itself is interrupted, those
// programs (with every process they forked) must end with it and its work
// directories must go. A handler for SIGINT, SIGTERM and SIGHUP kills the
// registered process groups, removes the registered directories, then lets
// the signal end hipify as it would have (LLVM's handlers included).
//
// SIGKILL cannot be handled: children die of PR_SET_PDEATHSIG instead (see
// Process.cpp) and ScratchDirectory removes directories such a run left.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_SUPPORT_INTERRUPTCLEANUP_H
#define HIPIFY_SUPPORT_INTERRUPTCLEANUP_H

#include "llvm/ADT/StringRef.h"
#include <sys/types.h>

namespace hipify {

/// A process group to kill when hipify is interrupted, for as long as the
/// registration lives. Thread-safe; at most 64 at once (more are not
/// registered: they still die of PR_SET_PDEATHSIG).
class InterruptKillsGroup {
public:
  /// With AskLeader, the group's leader is sent SIGTERM instead, and stops
  /// the rest itself (a keeper, ProcessKeeper.h).
  explicit InterruptKillsGroup(pid_t Group, bool AskLeader = false);
  ~InterruptKillsGroup();
  InterruptKillsGroup(const InterruptKillsGroup &) = delete;
  InterruptKillsGroup &operator=(const InterruptKillsGroup &) = delete;

private:
  int Slot;
};

/// A directory (and everything in it) to remove when hipify is interrupted,
/// for as long as the registration lives. At most 16 at once.
class InterruptRemovesDirectory {
public:
  explicit InterruptRemovesDirectory(llvm::StringRef Path);
  ~InterruptRemovesDirectory();
  InterruptRemovesDirectory(const InterruptRemovesDirectory &) = delete;
  InterruptRemovesDirectory &operator=(const InterruptRemovesDirectory &) =
      delete;

private:
  int Slot;
};

} // namespace hipify

#endif
