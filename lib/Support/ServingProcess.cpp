//===- ServingProcess.cpp -------------------------------------------------===//
#include "Support/ServingProcess.h"
#include "llvm/Support/MemoryBuffer.h"
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <pthread.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace hipify {

ServingProcess::ServingProcess(ServingProcess &&Other) noexcept {
  *this = std::move(Other);
}

ServingProcess &ServingProcess::operator=(ServingProcess &&Other) noexcept {
  if (this != &Other) {
    if (running())
      kill();
    Pid = Other.Pid;
    ToChild = Other.ToChild;
    FromChild = Other.FromChild;
    Pending = std::move(Other.Pending);
    Other.Pid = -1;
    Other.ToChild = Other.FromChild = -1;
  }
  return *this;
}

ServingProcess::~ServingProcess() {
  if (running())
    kill();
  closePipes();
}

void ServingProcess::closePipes() {
  if (ToChild >= 0)
    ::close(ToChild);
  if (FromChild >= 0)
    ::close(FromChild);
  ToChild = FromChild = -1;
}

std::string ServingProcess::start(const std::vector<std::string> &Args,
                                  const std::string &LogFile,
                                  unsigned MemoryLimitMB) {
  // Everything the child needs is prepared before fork(): after it only
  // async-signal-safe calls are allowed.
  std::vector<char *> Argv;
  for (const std::string &Arg : Args)
    Argv.push_back(const_cast<char *>(Arg.c_str()));
  Argv.push_back(nullptr);
  int Log = ::open(LogFile.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC,
                   0644);
  if (Log < 0)
    return "cannot open '" + LogFile + "': " + strerror(errno);
  int Down[2], Up[2];
  if (::pipe2(Down, O_CLOEXEC) != 0) {
    ::close(Log);
    return std::string("cannot create a pipe: ") + strerror(errno);
  }
  if (::pipe2(Up, O_CLOEXEC) != 0) {
    ::close(Log);
    ::close(Down[0]);
    ::close(Down[1]);
    return std::string("cannot create a pipe: ") + strerror(errno);
  }
  pid_t Parent = ::getpid();
  pid_t Child = ::fork();
  if (Child < 0) {
    std::string Why = std::string("cannot fork: ") + strerror(errno);
    for (int Fd : {Log, Down[0], Down[1], Up[0], Up[1]})
      ::close(Fd);
    return Why;
  }
  if (Child == 0) {
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != Parent)
      ::_exit(127);
    ::dup2(Down[0], STDIN_FILENO);
    ::dup2(Up[1], STDOUT_FILENO);
    ::dup2(Log, STDERR_FILENO);
    if (MemoryLimitMB) {
      rlimit Limit;
      Limit.rlim_cur = Limit.rlim_max = rlim_t(MemoryLimitMB) << 20;
      ::setrlimit(RLIMIT_AS, &Limit);
    }
    ::execv(Argv[0], Argv.data());
    ::_exit(127);
  }
  ::close(Log);
  ::close(Down[0]);
  ::close(Up[1]);
  Pid = Child;
  ToChild = Down[1];
  FromChild = Up[0];
  ::fcntl(FromChild, F_SETFL, ::fcntl(FromChild, F_GETFL) | O_NONBLOCK);
  Pending.clear();
  return "";
}

bool ServingProcess::send(llvm::StringRef Line) {
  std::string Text = Line.str() + "\n";
  // A child that died leaves a pipe whose write raises SIGPIPE, which would
  // end hipify: block it for this thread, and take back a SIGPIPE the write
  // raised, so that the write fails with EPIPE instead.
  sigset_t Pipe, Old;
  sigemptyset(&Pipe);
  sigaddset(&Pipe, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &Pipe, &Old);
  bool Written = true;
  size_t Done = 0;
  while (Done < Text.size()) {
    ssize_t N = ::write(ToChild, Text.data() + Done, Text.size() - Done);
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0) {
      Written = false;
      break;
    }
    Done += N;
  }
  if (!Written && errno == EPIPE) {
    timespec Now = {0, 0};
    while (sigtimedwait(&Pipe, nullptr, &Now) == SIGPIPE) {
    }
  }
  pthread_sigmask(SIG_SETMASK, &Old, nullptr);
  return Written;
}

ServingProcess::ReadStatus ServingProcess::readLine(std::string &Out) {
  while (true) {
    size_t End = Pending.find('\n');
    if (End != std::string::npos) {
      Out = Pending.substr(0, End);
      Pending.erase(0, End + 1);
      return ReadStatus::Line;
    }
    char Buffer[4096];
    ssize_t N = ::read(FromChild, Buffer, sizeof(Buffer));
    if (N > 0) {
      Pending.append(Buffer, N);
      continue;
    }
    if (N < 0 && errno == EINTR)
      continue;
    if (N < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
      return ReadStatus::Pending;
    return ReadStatus::Closed;
  }
}

ServingProcess::Ending ServingProcess::wait() {
  Ending End;
  if (Pid <= 0)
    return End;
  int Status = 0;
  while (::waitpid(Pid, &Status, 0) < 0 && errno == EINTR) {
  }
  if (WIFSIGNALED(Status)) {
    End.Signaled = true;
    End.Code = WTERMSIG(Status);
  } else {
    End.Code = WEXITSTATUS(Status);
  }
  Pid = -1;
  closePipes();
  return End;
}

ServingProcess::Ending ServingProcess::kill() {
  if (Pid > 0)
    ::kill(Pid, SIGKILL);
  return wait();
}

/// A "VmRSS:"-style line of /proc/PID/status, in MiB.
static unsigned statusMiB(pid_t Pid, llvm::StringRef Key) {
  auto Status = llvm::MemoryBuffer::getFileAsStream(
      "/proc/" + std::to_string(Pid) + "/status");
  if (!Status)
    return 0;
  llvm::SmallVector<llvm::StringRef, 64> Lines;
  (*Status)->getBuffer().split(Lines, '\n');
  for (llvm::StringRef Line : Lines)
    if (Line.consume_front(Key)) {
      unsigned long long KiB = 0;
      Line.trim().split(' ').first.getAsInteger(10, KiB);
      return unsigned(KiB / 1024);
    }
  return 0;
}

unsigned ServingProcess::residentMiB() const {
  return Pid > 0 ? statusMiB(Pid, "VmRSS:") : 0;
}

unsigned ServingProcess::peakResidentMiB() const {
  return Pid > 0 ? statusMiB(Pid, "VmHWM:") : 0;
}

} // namespace hipify
