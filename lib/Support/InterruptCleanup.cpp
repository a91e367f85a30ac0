//===- InterruptCleanup.cpp -----------------------------------------------===//
//
// The handler runs in a signal context: it uses only system calls (kill,
// openat, getdents64, unlinkat) on data registered beforehand.
//
//===----------------------------------------------------------------------===//
#include "Support/InterruptCleanup.h"
#include <atomic>
#include <csignal>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <mutex>
#include <sys/syscall.h>
#include <unistd.h>

namespace hipify {

namespace {
constexpr int kGroupSlots = 64;
constexpr int kDirectorySlots = 16;
constexpr size_t kPathBytes = 4096;

std::atomic<pid_t> Groups[kGroupSlots];
std::atomic<bool> AskLeaders[kGroupSlots];
// A directory slot is published (Ready) only once its path is written.
char Directories[kDirectorySlots][kPathBytes];
std::atomic<bool> DirectoryReady[kDirectorySlots];
std::atomic<bool> DirectoryTaken[kDirectorySlots];

constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP};
struct sigaction Previous[sizeof kSignals / sizeof kSignals[0]];

/// Removes everything under the directory open as Fd (then closes it);
/// Depth bounds the recursion. Async-signal-safe.
void removeContents(int Fd, int Depth) {
  alignas(8) char Buffer[4096];
  for (;;) {
    long Read = syscall(SYS_getdents64, Fd, Buffer, sizeof Buffer);
    if (Read <= 0)
      break;
    bool Removed = false;
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
      if (!std::strcmp(E->Name, ".") || !std::strcmp(E->Name, ".."))
        continue;
      if (E->Type == DT_DIR && Depth > 0) {
        int Child = openat(Fd, E->Name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW |
                                            O_CLOEXEC);
        if (Child >= 0)
          removeContents(Child, Depth - 1);
        Removed |= unlinkat(Fd, E->Name, AT_REMOVEDIR) == 0;
      } else {
        Removed |= unlinkat(Fd, E->Name, 0) == 0;
      }
    }
    // Entries removed while reading: read the directory again from its start.
    if (Removed)
      lseek(Fd, 0, SEEK_SET);
  }
  close(Fd);
}

void onInterrupt(int Signal) {
  for (int I = 0; I < kGroupSlots; ++I)
    if (pid_t G = Groups[I].load())
      AskLeaders[I].load() ? kill(G, SIGTERM) : kill(-G, SIGKILL);
  for (int I = 0; I < kDirectorySlots; ++I)
    if (DirectoryReady[I].exchange(false)) {
      int Fd = open(Directories[I], O_RDONLY | O_DIRECTORY | O_NOFOLLOW |
                                        O_CLOEXEC);
      if (Fd >= 0)
        removeContents(Fd, 16);
      rmdir(Directories[I]);
    }
  // Whatever handled the signal before (LLVM removes its files and
  // re-raises) now does; the default action ends the process.
  size_t Slot = 0;
  while (kSignals[Slot] != Signal)
    ++Slot;
  sigaction(Signal, &Previous[Slot], nullptr);
  raise(Signal);
}

void installHandlers() {
  static std::once_flag Once;
  std::call_once(Once, [] {
    for (size_t I = 0; I < sizeof kSignals / sizeof kSignals[0]; ++I) {
      struct sigaction Action;
      std::memset(&Action, 0, sizeof Action);
      Action.sa_handler = onInterrupt;
      sigemptyset(&Action.sa_mask);
      sigaction(kSignals[I], &Action, &Previous[I]);
      // A signal the user set to be ignored stays ignored.
      if (Previous[I].sa_handler == SIG_IGN)
        sigaction(kSignals[I], &Previous[I], nullptr);
    }
  });
}
} // namespace

InterruptKillsGroup::InterruptKillsGroup(pid_t Group, bool AskLeader)
    : Slot(-1) {
  installHandlers();
  for (int I = 0; I < kGroupSlots; ++I) {
    pid_t Free = 0;
    if (Groups[I].compare_exchange_strong(Free, Group)) {
      AskLeaders[I].store(AskLeader);
      Slot = I;
      return;
    }
  }
}

InterruptKillsGroup::~InterruptKillsGroup() {
  if (Slot >= 0)
    Groups[Slot].store(0);
}

InterruptRemovesDirectory::InterruptRemovesDirectory(llvm::StringRef Path)
    : Slot(-1) {
  if (Path.size() >= kPathBytes)
    return;
  installHandlers();
  for (int I = 0; I < kDirectorySlots; ++I) {
    bool Free = false;
    if (DirectoryTaken[I].compare_exchange_strong(Free, true)) {
      std::memcpy(Directories[I], Path.data(), Path.size());
      Directories[I][Path.size()] = 0;
      DirectoryReady[I].store(true);
      Slot = I;
      return;
    }
  }
}

InterruptRemovesDirectory::~InterruptRemovesDirectory() {
  if (Slot < 0)
    return;
  DirectoryReady[Slot].store(false);
  DirectoryTaken[Slot].store(false);
}

} // namespace hipify
