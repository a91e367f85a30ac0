//===- ProcessKeeper.h - a process that holds every descendant of a program ===//
//
// A program that hipify runs (a CPU-runner build of a user's program, a
// corpus program under validate) may fork, and a child may call setsid()
// to leave its process group, or outlive hipify itself when hipify is
// killed with SIGKILL. Killing the program's process group reaches none of
// those. So the program runs under a keeper: a process between hipify and
// the program that is a child subreaper (PR_SET_CHILD_SUBREAPER), so every
// orphaned descendant of the program, in whatever session or group, becomes
// its child. When the program ends, the keeper kills what is left, waits
// for it, and tells hipify how many processes it stopped and how many it
// could not (a process in uninterruptible sleep ignores SIGKILL for as long
// as it sleeps). It does the same when hipify asks (SIGTERM: a time limit,
// an interrupt) or dies (PR_SET_PDEATHSIG).
//
// A cgroup would hold them too, and could freeze them; but creating one
// needs a delegated cgroup tree, which an unprivileged user rarely has, and
// the keeper needs nothing.
//
// The keeper is a fork of hipify, which has threads: it runs only
// async-signal-safe code (system calls on data prepared before the fork).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_SUPPORT_PROCESSKEEPER_H
#define HIPIFY_SUPPORT_PROCESSKEEPER_H

#include <sys/types.h>

namespace hipify {

/// What the keeper writes to its status pipe when it ends.
struct KeeperReport {
  int ProgramStatus = 0;  ///< The program's wait status.
  bool ProgramEnded = false;
  unsigned Stopped = 0;   ///< Descendants left running that it killed.
  unsigned Unstopped = 0; ///< Descendants still there when it gave up.
};

/// In a child of fork(): becomes the keeper of the program that
/// StartProgram starts (in a fork of the keeper; it must exec or _exit),
/// then writes a KeeperReport to StatusFd and exits. CloseOnceStarted (if
/// not -1) is closed in the keeper once the program is forked: the
/// program's end of a pipe. Parent is hipify's process id, for
/// PR_SET_PDEATHSIG's race.
[[noreturn]] void runKeeper(void (*StartProgram)(const void *Plan),
                            const void *Plan, int StatusFd,
                            int CloseOnceStarted, pid_t Parent);

} // namespace hipify

#endif
