//===- CrashReporting.cpp - a crash of hipify, said in one message --------===//
//
// The command line's side of Support/CrashContainment.h: a contained crash
// comes back from the library as an InternalCrashError, any other crash
// reaches the reporter installed here; both are worded by
// Engine/CrashAdvice.h and end in exit status 3, never in LLVM's "PLEASE
// submit a bug report" banner.
//
//===----------------------------------------------------------------------===//
#include "CommandLine.h"
#include "Commands.h"
#include "Engine/CrashAdvice.h"
#include "Support/CrashContainment.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <unistd.h>

namespace hipify::cli {
using namespace llvm;

static cl::opt<std::string> DebugCrashOn(
    "debug-crash-on", cl::Hidden,
    cl::desc("Testing: crash on purpose at STAGE ('parse', 'match', a pass "
             "name such as 'warp-fixes', 'edits', 'write', 'report'), "
             "optionally only for files whose path contains TEXT "
             "(STAGE@TEXT), abort()ing (abort:STAGE) or dying of SIGKILL "
             "(kill:STAGE); 'matcher:ID' crashes in an AST matcher named "
             "ID; as HIPIFY_DEBUG_CRASH_ON, which batch workers inherit"),
    cl::sub(portCommand()), cl::sub(checkCommand()),
    cl::sub(validateCommand()));

const std::string &debugCrashOption() { return DebugCrashOn; }

int errorExit(llvm::Error E, llvm::StringRef Doing) {
  int Status = ExitUsage;
  std::string Message;
  llvm::handleAllErrors(
      std::move(E),
      [&](const InternalCrashError &Crash) {
        Status = ExitInternal;
        Message = describeInternalCrash(
            (Doing + " '" + Crash.File + "'").str(), Crash.Crash);
      },
      [&](const llvm::ErrorInfoBase &Other) { Message = Other.message(); });
  llvm::WithColor::error(llvm::errs(), "hipify") << Message << '\n';
  return Status;
}

/// Called from the signal handler: no colours, one write.
static void reportCrash(const CrashReport &Crash) {
  std::string Subject = currentCrashSubject();
  std::string Message =
      "hipify: error: " +
      describeInternalCrash(Subject.empty() ? "" : Subject, Crash) + "\n";
  llvm::errs() << Message;
  llvm::errs().flush();
}

void installCrashReporter() {
  setCrashReporter(reportCrash);
  setDebugCrashRequest(DebugCrashOn);
}

} // namespace hipify::cli
