//===- IsolatedRun.cpp ----------------------------------------------------===//
#include "Support/IsolatedRun.h"
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace hipify {

namespace {

std::string signalName(int Signal) {
  const char *Name = sigabbrev_np(Signal);
  return Name ? std::string("SIG") + Name : "signal " + std::to_string(Signal);
}

[[noreturn]] void runChild(llvm::function_ref<std::string()> Work, int Out,
                           pid_t Parent) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != Parent)
    _exit(125);
  int Null = open("/dev/null", O_WRONLY);
  if (Null >= 0)
    dup2(Null, STDOUT_FILENO);
  std::string Answer = Work();
  for (size_t Done = 0; Done < Answer.size();) {
    ssize_t N = write(Out, Answer.data() + Done, Answer.size() - Done);
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      _exit(124);
    Done += size_t(N);
  }
  // Nothing of the parent's (atexit handlers, buffered streams) runs here.
  _exit(0);
}

} // namespace

IsolatedResult runIsolated(llvm::function_ref<std::string()> Work,
                           unsigned TimeoutSeconds) {
  IsolatedResult Result;
  int Pipe[2];
  if (pipe2(Pipe, O_CLOEXEC) != 0) {
    Result.Why = std::string("cannot create a pipe: ") + strerror(errno);
    return Result;
  }
  pid_t Parent = getpid();
  pid_t Child = fork();
  if (Child < 0) {
    Result.Why = std::string("cannot fork: ") + strerror(errno);
    close(Pipe[0]);
    close(Pipe[1]);
    return Result;
  }
  if (Child == 0) {
    close(Pipe[0]);
    runChild(Work, Pipe[1], Parent);
  }
  close(Pipe[1]);
  auto Deadline = std::chrono::steady_clock::now() +
                  std::chrono::seconds(TimeoutSeconds);
  bool TimedOut = false;
  char Buffer[1 << 16];
  for (;;) {
    int Wait = -1;
    if (TimeoutSeconds) {
      auto Left = std::chrono::duration_cast<std::chrono::milliseconds>(
          Deadline - std::chrono::steady_clock::now());
      if (Left.count() <= 0) {
        TimedOut = true;
        break;
      }
      Wait = int(std::min<long long>(Left.count(), 1 << 30));
    }
    pollfd P = {Pipe[0], POLLIN, 0};
    int Ready = poll(&P, 1, Wait);
    if (Ready < 0 && errno == EINTR)
      continue;
    if (Ready == 0)
      continue; // The deadline is checked above.
    ssize_t N = read(Pipe[0], Buffer, sizeof Buffer);
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      break; // The child closed its end: done, or dead.
    Result.Answer.append(Buffer, size_t(N));
  }
  close(Pipe[0]);
  if (TimedOut)
    kill(Child, SIGKILL);
  int Status = 0;
  while (waitpid(Child, &Status, 0) < 0 && errno == EINTR) {
  }
  if (TimedOut) {
    Result.Status = IsolatedResult::TimedOut;
    Result.Answer.clear();
  } else if (WIFEXITED(Status) && WEXITSTATUS(Status) == 0) {
    Result.Status = IsolatedResult::Completed;
  } else {
    Result.Status = IsolatedResult::Crashed;
    Result.Why = WIFSIGNALED(Status)
                     ? signalName(WTERMSIG(Status))
                     : "exit status " + std::to_string(WEXITSTATUS(Status));
    Result.Answer.clear();
  }
  return Result;
}

} // namespace hipify
