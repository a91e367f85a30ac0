//===- Process.cpp --------------------------------------------------------===//
#include "Support/Process.h"
#include "Support/InterruptCleanup.h"
#include "Support/ProcessKeeper.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <optional>
#include <thread>
#include <unistd.h>

extern char **environ;

namespace hipify {

std::string ProcessResult::describe() const {
  if (!Started)
    return "could not start: " + Error;
  if (TimedOut)
    return "timed out" + (Error.empty() ? "" : " (" + Error + ")");
  if (Crashed)
    return "crashed" + (Error.empty() ? "" : " (" + Error + ")");
  return "exit " + std::to_string(ExitCode);
}

static std::string readAndRemove(llvm::StringRef Path) {
  std::string Text;
  if (auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false))
    Text = (*Buffer)->getBuffer().str();
  llvm::sys::fs::remove(Path);
  return Text;
}

namespace {
/// What the child needs, prepared before fork(): after it, only
/// async-signal-safe calls are allowed (hipify has threads).
struct ChildPlan {
  std::string Program;
  std::string WorkingDirectory; ///< Empty: the parent's.
  std::vector<char *> Argv, Envp;
  int StdoutFd = -1, StderrFd = -1; ///< -1: inherit.
  pid_t Parent = 0;
  int ReportFd = -1; ///< Close-on-exec pipe: errno if exec fails.
};

/// In the program's process, forked by its keeper (ProcessKeeper.h).
[[noreturn]] void startProgram(const void *Opaque) {
  const ChildPlan &Plan = *static_cast<const ChildPlan *>(Opaque);
  int Null = open("/dev/null", O_RDONLY);
  if (Null >= 0)
    dup2(Null, STDIN_FILENO);
  if (Plan.StdoutFd >= 0)
    dup2(Plan.StdoutFd, STDOUT_FILENO);
  if (Plan.StderrFd >= 0)
    dup2(Plan.StderrFd, STDERR_FILENO);
  // hipify's interrupt handlers must not run in the program.
  for (int Signal : {SIGINT, SIGTERM, SIGHUP, SIGPIPE})
    signal(Signal, SIG_DFL);
  sigset_t None;
  sigemptyset(&None);
  sigprocmask(SIG_SETMASK, &None, nullptr);
  if (!Plan.WorkingDirectory.empty() &&
      chdir(Plan.WorkingDirectory.c_str()) != 0) {
    int Error = errno;
    (void)!write(Plan.ReportFd, &Error, sizeof Error);
    _exit(127);
  }
  execve(Plan.Program.c_str(), Plan.Argv.data(), Plan.Envp.data());
  int Error = errno;
  (void)!write(Plan.ReportFd, &Error, sizeof Error);
  _exit(127);
}

std::string signalDescription(int Signal) {
  const char *Name = sigabbrev_np(Signal);
  return std::string("SIG") + (Name ? Name : std::to_string(Signal).c_str());
}
} // namespace

ProcessResult runProcess(const ProcessRequest &Request) {
  ProcessResult Result;
  Result.Command = llvm::join(Request.Args, " ");
  if (Request.Args.empty()) {
    Result.Error = "no program";
    return Result;
  }
  ChildPlan Plan;
  Plan.Program = Request.Args.front();
  if (Plan.Program.find('/') == std::string::npos) {
    llvm::ErrorOr<std::string> Found =
        llvm::sys::findProgramByName(Plan.Program);
    if (!Found) {
      Result.Error = "'" + Plan.Program + "' is not on PATH";
      return Result;
    }
    Plan.Program = *Found;
  }
  // A program named relative to our directory, to run in another one.
  Plan.WorkingDirectory = Request.WorkingDirectory;
  if (!Plan.WorkingDirectory.empty() &&
      !llvm::sys::path::is_absolute(Plan.Program)) {
    llvm::SmallString<256> Absolute(Plan.Program);
    llvm::sys::fs::make_absolute(Absolute);
    Plan.Program = std::string(Absolute);
  }

  // The environment: ours, with the request's variables replacing any of
  // the same name.
  std::vector<std::string> Environment;
  for (char **Entry = environ; Entry && *Entry; ++Entry) {
    llvm::StringRef Name = llvm::StringRef(*Entry).split('=').first;
    if (llvm::none_of(Request.Environment,
                      [&](const auto &Var) { return Var.first == Name; }))
      Environment.push_back(*Entry);
  }
  for (const auto &[Name, Value] : Request.Environment)
    Environment.push_back(Name + "=" + Value);
  std::vector<std::string> Args(Request.Args.begin(), Request.Args.end());
  for (std::string &A : Args)
    Plan.Argv.push_back(A.data());
  Plan.Argv.push_back(nullptr);
  for (std::string &E : Environment)
    Plan.Envp.push_back(E.data());
  Plan.Envp.push_back(nullptr);

  llvm::SmallString<128> Out, Err;
  if (!Request.StreamOutput) {
    if (std::error_code EC = llvm::sys::fs::createTemporaryFile(
            "hipify-run", "out", Plan.StdoutFd, Out)) {
      Result.Error = "cannot create a temporary file: " + EC.message();
      return Result;
    }
    if (Request.MergeStderr) {
      Plan.StderrFd = Plan.StdoutFd;
    } else if (std::error_code EC = llvm::sys::fs::createTemporaryFile(
                   "hipify-run", "err", Plan.StderrFd, Err)) {
      close(Plan.StdoutFd);
      llvm::sys::fs::remove(Out);
      Result.Error = "cannot create a temporary file: " + EC.message();
      return Result;
    }
  }
  auto CloseCaptures = [&] {
    if (Plan.StdoutFd >= 0)
      close(Plan.StdoutFd);
    if (Plan.StderrFd >= 0 && Plan.StderrFd != Plan.StdoutFd)
      close(Plan.StderrFd);
    Plan.StdoutFd = Plan.StderrFd = -1;
  };
  int Report[2];
  if (pipe2(Report, O_CLOEXEC) != 0) {
    Result.Error = std::string("cannot create a pipe: ") + strerror(errno);
    CloseCaptures();
    return Result;
  }
  Plan.ReportFd = Report[1];
  Plan.Parent = getpid();
  int KeeperStatus[2];
  if (pipe2(KeeperStatus, O_CLOEXEC) != 0) {
    Result.Error = std::string("cannot create a pipe: ") + strerror(errno);
    CloseCaptures();
    close(Report[0]);
    close(Report[1]);
    return Result;
  }

  // The child is the program's keeper (ProcessKeeper.h), which holds every
  // process the program forks and stops what is left when it ends.
  auto Start = std::chrono::steady_clock::now();
  pid_t Child = fork();
  if (Child == 0) {
    close(Report[0]);
    close(KeeperStatus[0]);
    runKeeper(startProgram, &Plan, KeeperStatus[1], Report[1], Plan.Parent);
  }
  close(Report[1]);
  close(KeeperStatus[1]);
  CloseCaptures();
  if (Child < 0) {
    Result.Error = std::string("cannot fork: ") + strerror(errno);
    close(Report[0]);
    close(KeeperStatus[0]);
    return Result;
  }
  // Both sides set the group, so that it exists before either goes on.
  setpgid(Child, Child);
  // Interrupted, hipify asks the keeper, which stops the program and all
  // it forked (killing the keeper would leave them running).
  InterruptKillsGroup KillOnInterrupt(Child, /*AskLeader=*/true);
  int ExecError = 0;
  ssize_t Got;
  do
    Got = read(Report[0], &ExecError, sizeof ExecError);
  while (Got < 0 && errno == EINTR);
  close(Report[0]);

  int KeeperExit = 0;
  bool Waited = false;
  auto Deadline = Start + std::chrono::seconds(Request.TimeoutSeconds);
  std::optional<std::chrono::steady_clock::time_point> GiveUp;
  auto Pause = std::chrono::microseconds(500);
  while (!Waited) {
    pid_t Done = waitpid(Child, &KeeperExit, WNOHANG);
    if (Done == Child || (Done < 0 && errno != EINTR)) {
      Waited = Done == Child;
      break;
    }
    auto Now = std::chrono::steady_clock::now();
    if (Request.TimeoutSeconds && !GiveUp && Now >= Deadline) {
      Result.TimedOut = true;
      kill(Child, SIGTERM); // The keeper stops the program and the rest.
      GiveUp = Now + std::chrono::seconds(10);
    }
    if (GiveUp && Now >= *GiveUp) {
      kill(-Child, SIGKILL); // A keeper that does not answer.
      while (waitpid(Child, &KeeperExit, 0) < 0 && errno == EINTR) {
      }
      break;
    }
    std::this_thread::sleep_for(Pause);
    Pause = std::min(Pause * 2, std::chrono::microseconds(20000));
  }
  KeeperReport Kept;
  ssize_t KeptBytes;
  do
    KeptBytes = read(KeeperStatus[0], &Kept, sizeof Kept);
  while (KeptBytes < 0 && errno == EINTR);
  close(KeeperStatus[0]);
  bool Reported = KeptBytes == sizeof Kept;
  if (Reported) {
    // Whatever the program forked and left running ended with it.
    Result.StoppedProcesses = Kept.Stopped;
    Result.UnstoppedProcesses = Kept.Unstopped;
    Result.LeftProcesses = Kept.Stopped + Kept.Unstopped > 0;
  }
  int Status = Kept.ProgramStatus;
  Waited = Reported && Kept.ProgramEnded;

  if (!Request.StreamOutput) {
    Result.Stdout = readAndRemove(Out);
    if (!Request.MergeStderr)
      Result.Stderr = readAndRemove(Err);
  }
  if (Got == sizeof ExecError) {
    Result.Error = "cannot execute '" + Plan.Program + "': " +
                   strerror(ExecError);
    return Result;
  }
  Result.Started = true;
  if (Result.TimedOut) {
    Result.Error = "after " + std::to_string(Request.TimeoutSeconds) + " s";
    return Result;
  }
  if (!Waited) {
    Result.Crashed = true;
    Result.Error = "its status was lost";
    return Result;
  }
  if (WIFSIGNALED(Status)) {
    Result.Crashed = true;
    Result.Error = signalDescription(WTERMSIG(Status));
    return Result;
  }
  Result.ExitCode = WEXITSTATUS(Status);
  return Result;
}

} // namespace hipify
