//===- CrashContainment.h - a crash of ours is never the user's answer ----===//
//
// A fault in hipify (or in clang under it) while one file is translated must
// cost that file, not the run, and must say what happened in words a user
// can act on: which file, which stage or rule was running, and what avoids
// it. LLVM's own handler prints "PLEASE submit a bug report" and a stack
// dump, which is neither.
//
// - runContained runs work on a thread of its own with a large stack. A
//   fatal signal on that thread (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP,
//   SIGABRT: an assertion or abort()) abandons the work, as LLVM's
//   CrashRecoveryContext does: its frames never return and what it
//   allocated is leaked. The caller learns what was running. Running off the
//   end of the stack (tens of thousands of nested operators) is told apart.
// - CrashStage names the stage in progress on this thread. It is an LLVM
//   pretty-stack-trace entry, so clang's own entries (the parser's position,
//   the AST matcher and node being processed) come with it, and where hipify
//   cannot contain a crash (inside clang-tidy) LLVM's stack dump names the
//   stage too.
// - setCrashReporter is the last line for a crash outside runContained: the
//   front end's reporter prints one message and ends the process with its
//   own status.
// - A testing hook crashes on purpose at a named stage (crashIfRequested):
//   every front end's containment has a test that does not depend on a bug.
//
// Nothing here prints: the reports are data, front ends word them. The one
// exception is for hipify's developers: with HIPIFY_CRASH_BACKTRACE set, the
// stack of a crash is dumped to stderr before it is abandoned.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_SUPPORT_CRASHCONTAINMENT_H
#define HIPIFY_SUPPORT_CRASHCONTAINMENT_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/PrettyStackTrace.h"
#include <string>
#include <vector>

namespace hipify {

/// What was running when a fatal signal arrived.
struct CrashReport {
  /// "SIGSEGV", "SIGABRT", ...
  std::string Signal;
  /// The stages in progress, innermost first: hipify's own ("pass
  /// 'warp-fixes'") and clang's ("ASTMatcher: Processing
  /// 'hipify-warp-width-ambiguous' against:", "<eof> parser at end of
  /// file"), one line each.
  std::vector<std::string> Stages;
  /// What the innermost stage was working on, where it says (the AST node of
  /// a matcher: "CXXMethodDecl P::c : <i1.cu:2:45, i1.cu:2:67>").
  std::string Subject;
};

/// Names the stage in progress on this thread for as long as it lives.
/// Name must outlive it.
class CrashStage : public llvm::PrettyStackTraceEntry {
public:
  explicit CrashStage(llvm::StringRef Name) : Name(Name) {}
  void print(llvm::raw_ostream &OS) const override;

private:
  llvm::StringRef Name;
};

/// The prefix of CrashStage's entries in a stack dump and in Stages.
inline constexpr llvm::StringLiteral CrashStagePrefix = "hipify: ";

enum class ContainedOutcome { Completed, StackExhausted, Crashed };

struct ContainedRun {
  ContainedOutcome Outcome = ContainedOutcome::Completed;
  CrashReport Crash; ///< When Outcome is Crashed.
};

/// Runs Fn on a new thread with a StackBytes stack and waits for it; a fatal
/// signal on that thread abandons Fn (see above).
ContainedRun runContained(unsigned StackBytes, llvm::function_ref<void()> Fn);

/// Called for a fatal signal outside runContained, on the thread that
/// faulted, from the signal handler; it must not return (print and _exit).
using CrashReporter = void (*)(const CrashReport &);
/// Installs Reporter (once per process; later calls replace it).
void setCrashReporter(CrashReporter Reporter);

/// What this process is working on, for the reporter ("porting 'a.cu'"),
/// for as long as it lives. Not thread-safe across threads: the front ends
/// that work on several files at once set it per unit on one thread.
class CrashSubject {
public:
  explicit CrashSubject(std::string What);
  ~CrashSubject();
  CrashSubject(const CrashSubject &) = delete;
  CrashSubject &operator=(const CrashSubject &) = delete;

private:
  std::string Previous;
};
/// The innermost CrashSubject's text ("" if none).
std::string currentCrashSubject();

/// A translation that was abandoned because it crashed.
class InternalCrashError : public llvm::ErrorInfo<InternalCrashError> {
public:
  static char ID;
  InternalCrashError(std::string File, CrashReport Crash)
      : File(std::move(File)), Crash(std::move(Crash)) {}
  void log(llvm::raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override;

  std::string File;
  CrashReport Crash;
};

/// Testing only: crash on purpose when the stage Stage runs on a file whose
/// path contains the text of the request. A request is `STAGE` (`parse`,
/// `match`, a pass name, `edits`, `matcher:ID`; the front ends add their
/// own, such as `write` and `report`), or
/// `STAGE@TEXT` (only files whose path contains TEXT), optionally prefixed
/// `abort:` to abort (as a failed assertion does) instead of SIGSEGV, or
/// `kill:` to die of SIGKILL, which nothing contains (as when the kernel
/// stops a process that ran out of memory). It
/// comes from setDebugCrashRequest (a front end's --debug-crash-on) or
/// else the environment variable HIPIFY_DEBUG_CRASH_ON, which reaches batch
/// workers, the language server and the clang-tidy plugin alike.
void setDebugCrashRequest(llvm::StringRef Request);
/// The request in force ("" if none), for passing on to worker processes.
std::string debugCrashRequest();
void crashIfRequested(llvm::StringRef Stage, llvm::StringRef File);
/// The ID a request `matcher:ID` asks for ("" if none): the engine then runs
/// an AST matcher of that ID which crashes in the first function definition
/// of the translated files, as a rule's matcher would.
std::string debugCrashMatcherId();

} // namespace hipify

#endif
