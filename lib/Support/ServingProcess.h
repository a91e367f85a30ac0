//===- ServingProcess.h - a child that answers requests line by line ------===//
//
// A long-lived helper process: the parent writes a request line to its
// stdin and reads answer lines from its stdout, with a deadline; the child's
// stderr goes to a log file. Batch ports keep a few of these busy instead of
// starting a process per unit, so each pays hipify's start (tables, the
// prelude) once. The child dies with its parent (PR_SET_PDEATHSIG) and may be
// given an address-space limit.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_SUPPORT_SERVINGPROCESS_H
#define HIPIFY_SUPPORT_SERVINGPROCESS_H

#include "llvm/ADT/StringRef.h"
#include <chrono>
#include <optional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace hipify {

class ServingProcess {
public:
  ServingProcess() = default;
  ServingProcess(const ServingProcess &) = delete;
  ServingProcess &operator=(const ServingProcess &) = delete;
  ServingProcess(ServingProcess &&Other) noexcept;
  ServingProcess &operator=(ServingProcess &&Other) noexcept;
  /// Kills the child if it still runs.
  ~ServingProcess();

  /// Starts Args (Args[0] a path) with its stderr appended to LogFile.
  /// MemoryLimitMB: the child's address-space limit (0: none). Returns an
  /// empty string, or why it could not start.
  std::string start(const std::vector<std::string> &Args,
                    const std::string &LogFile, unsigned MemoryLimitMB);

  bool running() const { return Pid > 0; }
  pid_t pid() const { return Pid; }
  /// The file descriptor to poll() for the child's answers.
  int answerFd() const { return FromChild; }

  /// Writes one request line (a newline is added). False if the child is
  /// gone.
  bool send(llvm::StringRef Line);

  enum class ReadStatus { Line, Pending, Closed };
  /// Reads what the child wrote without blocking; Line sets Out to the
  /// next complete answer line. Closed: the child closed its stdout.
  ReadStatus readLine(std::string &Out);

  /// How the child ended, once it has (or after kill()).
  struct Ending {
    bool Signaled = false;
    int Code = 0; ///< The exit code, or the signal number.
  };
  /// Waits for the child to end and reaps it.
  Ending wait();
  /// Kills the child (SIGKILL) and reaps it.
  Ending kill();

  /// The child's resident memory now and at its peak, in MiB (from /proc);
  /// 0 where the system does not say.
  unsigned residentMiB() const;
  unsigned peakResidentMiB() const;

private:
  void closePipes();
  pid_t Pid = -1;
  int ToChild = -1, FromChild = -1;
  std::string Pending; ///< Read but not yet a whole line.
};

} // namespace hipify

#endif
