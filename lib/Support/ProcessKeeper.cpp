//===- ProcessKeeper.cpp --------------------------------------------------===//
//
// Only async-signal-safe calls from here on: the keeper is a fork of a
// process with threads.
//
//===----------------------------------------------------------------------===//
#include "Support/ProcessKeeper.h"
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <fcntl.h>
#include <initializer_list>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

namespace hipify {

namespace {

volatile sig_atomic_t Told = 0;

void onTerm(int) { Told = 1; }

/// Writes Value in decimal at Out; returns the end.
char *decimal(char *Out, long Value) {
  char Digits[24];
  int N = 0;
  do
    Digits[N++] = char('0' + Value % 10);
  while ((Value /= 10) > 0);
  while (N)
    *Out++ = Digits[--N];
  return Out;
}

/// The parent process id of Pid from /proc/Pid/stat, or -1.
long parentOf(long Pid) {
  char Path[48] = "/proc/";
  char *End = decimal(Path + 6, Pid);
  const char Stat[] = "/stat";
  for (const char *S = Stat; *S; ++S)
    *End++ = *S;
  *End = 0;
  int Fd = open(Path, O_RDONLY | O_CLOEXEC);
  if (Fd < 0)
    return -1;
  char Buffer[512];
  ssize_t N = read(Fd, Buffer, sizeof Buffer - 1);
  close(Fd);
  if (N <= 0)
    return -1;
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses.
  ssize_t Close = N - 1;
  while (Close >= 0 && Buffer[Close] != ')')
    --Close;
  ssize_t I = Close + 2; // the state
  if (Close < 0 || I + 2 >= N)
    return -1;
  I += 2; // past the state and its blank
  long Parent = 0;
  bool Any = false;
  while (I < N && Buffer[I] >= '0' && Buffer[I] <= '9') {
    Parent = Parent * 10 + (Buffer[I++] - '0');
    Any = true;
  }
  return Any ? Parent : -1;
}

/// Sends SIGKILL to every child of Self; returns how many it sent it to.
/// The pids signalled before (Seen, Count) are not counted again.
unsigned killChildren(pid_t Self, long *Seen, unsigned &Count,
                      unsigned Capacity) {
  int Dir = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (Dir < 0)
    return 0;
  unsigned Killed = 0;
  alignas(8) char Buffer[4096];
  for (;;) {
    long Read = syscall(SYS_getdents64, Dir, Buffer, sizeof Buffer);
    if (Read <= 0)
      break;
    for (long Offset = 0; Offset < Read;) {
      struct Entry {
        uint64_t Inode;
        int64_t Next;
        unsigned short Length;
        unsigned char Type;
        char Name[1];
      };
      const Entry *E = reinterpret_cast<const Entry *>(Buffer + Offset);
      Offset += E->Length;
      long Pid = 0;
      const char *C = E->Name;
      for (; *C >= '0' && *C <= '9'; ++C)
        Pid = Pid * 10 + (*C - '0');
      if (*C || Pid <= 0 || parentOf(Pid) != Self)
        continue;
      kill(pid_t(Pid), SIGKILL);
      bool Known = false;
      for (unsigned I = 0; I < Count && !Known; ++I)
        Known = Seen[I] == Pid;
      if (!Known) {
        if (Count < Capacity)
          Seen[Count++] = Pid;
        ++Killed;
      }
    }
  }
  close(Dir);
  return Killed;
}

void pause20ms() {
  timespec Delay = {0, 20 * 1000 * 1000};
  nanosleep(&Delay, nullptr);
}

} // namespace

void runKeeper(void (*StartProgram)(const void *Plan), const void *Plan,
               int StatusFd, int CloseOnceStarted, pid_t Parent) {
  setpgid(0, 0);
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  struct sigaction Term = {};
  Term.sa_handler = onTerm; // No SA_RESTART: waitpid returns EINTR.
  sigemptyset(&Term.sa_mask);
  sigaction(SIGTERM, &Term, nullptr);
  for (int Signal : {SIGINT, SIGHUP, SIGPIPE})
    signal(Signal, SIG_IGN); // hipify decides; the keeper is told.
  sigset_t None;
  sigemptyset(&None);
  sigprocmask(SIG_SETMASK, &None, nullptr);
  // hipify killed outright (SIGKILL) tells the keeper as a SIGTERM.
  prctl(PR_SET_PDEATHSIG, SIGTERM);
  if (getppid() != Parent)
    Told = 1;

  KeeperReport Report;
  pid_t Program = fork();
  if (Program == 0) {
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL); // The keeper gone, the program too.
    signal(SIGTERM, SIG_DFL);
    for (int Signal : {SIGINT, SIGHUP, SIGPIPE})
      signal(Signal, SIG_DFL);
    StartProgram(Plan);
    _exit(127);
  }
  if (CloseOnceStarted >= 0)
    close(CloseOnceStarted);
  if (Program > 0) {
    setpgid(Program, Program);
    bool Killed = false;
    for (;;) {
      if (Told && !Killed) {
        kill(-Program, SIGKILL);
        kill(Program, SIGKILL);
        Killed = true;
      }
      int Status = 0;
      pid_t Done = waitpid(-1, &Status, 0);
      if (Done == Program) {
        Report.ProgramStatus = Status;
        Report.ProgramEnded = true;
        break;
      }
      if (Done < 0 && errno != EINTR)
        break;
    }
  }
  // Whatever the program left, in any group or session: orphans are the
  // keeper's children now. Each round kills the children there are (their
  // own children become the keeper's in turn) and reaps the dead.
  constexpr unsigned Capacity = 4096;
  static long Seen[Capacity];
  unsigned Count = 0;
  for (unsigned Round = 0; Round < 250; ++Round) {
    Report.Stopped += killChildren(getpid(), Seen, Count, Capacity);
    int Status;
    while (waitpid(-1, &Status, WNOHANG) > 0) {
    }
    if (waitpid(-1, &Status, WNOHANG) < 0 && errno == ECHILD)
      break;
    pause20ms();
  }
  // Still there after five seconds of SIGKILL: in uninterruptible sleep.
  int Status;
  if (!(waitpid(-1, &Status, WNOHANG) < 0 && errno == ECHILD)) {
    unsigned NoneSeen = 0;
    Report.Unstopped = killChildren(getpid(), nullptr, NoneSeen, 0);
  }
  ssize_t Written;
  do
    Written = write(StatusFd, &Report, sizeof Report);
  while (Written < 0 && errno == EINTR);
  _exit(0);
}

} // namespace hipify
