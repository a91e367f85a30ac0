//===- Process.h - run a program, capture its output ----------------------===//
//
// Validation and the CPU runner run compilers and the programs they build;
// each run needs the same things: extra environment variables, a time limit,
// stdout and stderr captured apart (or streamed), and an honest account of
// how the program ended.
//
// A program runs under a keeper (ProcessKeeper.h), which holds every
// process it forks, whatever group or session they move to. When the
// program ends, whatever it left running is stopped and reported, honestly
// (how many, and how many could not be); when hipify is interrupted, times
// out or is killed outright, the keeper stops them all.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_SUPPORT_PROCESS_H
#define HIPIFY_SUPPORT_PROCESS_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <utility>
#include <vector>

namespace hipify {

struct ProcessRequest {
  std::vector<std::string> Args; ///< Args[0] is the program (a path, or a
                                 ///< name looked up on PATH).
  /// NAME=VALUE entries added to (or replacing in) this process's
  /// environment.
  std::vector<std::pair<std::string, std::string>> Environment;
  unsigned TimeoutSeconds = 0; ///< 0: no limit.
  /// Send stderr to the same capture as stdout (compilers).
  bool MergeStderr = false;
  /// The program writes to hipify's own stdout and stderr as it runs
  /// (nothing is captured: its output may be any size).
  bool StreamOutput = false;
  /// The directory the program runs in; empty: hipify's own.
  std::string WorkingDirectory;
};

struct ProcessResult {
  bool Started = false;
  bool TimedOut = false;
  bool Crashed = false; ///< Killed by a signal.
  int ExitCode = -1;    ///< Valid when the program exited.
  std::string Stdout, Stderr;
  std::string Error; ///< Why it could not start, or how it ended abnormally.
  std::string Command; ///< The command line, for reports.
  /// Processes it forked (in any group or session: its keeper holds them,
  /// ProcessKeeper.h) were still running when it ended.
  bool LeftProcesses = false;
  /// Of those, how many were stopped, and how many could not be (a process
  /// in uninterruptible sleep ignores SIGKILL while it sleeps).
  unsigned StoppedProcesses = 0;
  unsigned UnstoppedProcesses = 0;

  bool succeeded() const { return Started && !TimedOut && !Crashed && ExitCode == 0; }
  /// "exit 0", "exit 3", "timed out after 10 s", "crashed (...)",
  /// "could not start: ...".
  std::string describe() const;
};

ProcessResult runProcess(const ProcessRequest &Request);

} // namespace hipify

#endif
