//===- Process.h - run a program, capture its output ----------------------===//
//
// Validation and the CPU runner run compilers and the programs they build;
// each run needs the same things: extra environment variables, a time limit,
// stdout and stderr captured apart (or streamed), and an honest account of
// how the program ended.
//
// A program runs in a process group of its own. When it ends, whatever it
// forked and left running is killed with the group (and reported); when
// hipify is interrupted the group is killed too (InterruptCleanup.h), and
// when hipify is killed outright the program dies with it
// (PR_SET_PDEATHSIG).
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
  /// Processes it forked were still running when it ended (they were
  /// killed).
  bool LeftProcesses = false;

  bool succeeded() const { return Started && !TimedOut && !Crashed && ExitCode == 0; }
  /// "exit 0", "exit 3", "timed out after 10 s", "crashed (...)",
  /// "could not start: ...".
  std::string describe() const;
};

ProcessResult runProcess(const ProcessRequest &Request);

} // namespace hipify

#endif
