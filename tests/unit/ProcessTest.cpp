//===- ProcessTest.cpp - running programs, and what they leave behind -----===//
#include "Support/Process.h"
#include "Support/ScratchDirectory.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"
#include <sys/wait.h>
#include <unistd.h>

using namespace hipify;

namespace {
/// A process id that no process has: a child that has ended and been reaped.
pid_t endedProcess() {
  pid_t Child = fork();
  if (Child == 0)
    _exit(0);
  waitpid(Child, nullptr, 0);
  return Child;
}

ProcessResult shell(const std::string &Script, unsigned Timeout = 0) {
  ProcessRequest Request;
  Request.Args = {"/bin/sh", "-c", Script};
  Request.TimeoutSeconds = Timeout;
  return runProcess(Request);
}
} // namespace

TEST(ProcessTest, CapturesOutputAndStatus) {
  ProcessResult R = shell("echo out; echo err >&2; exit 3");
  ASSERT_TRUE(R.Started);
  EXPECT_EQ(R.ExitCode, 3);
  EXPECT_EQ(R.Stdout, "out\n");
  EXPECT_EQ(R.Stderr, "err\n");
  EXPECT_FALSE(R.LeftProcesses);
}

TEST(ProcessTest, NamesTheSignalThatEndedIt) {
  ProcessResult R = shell("kill -SEGV $$");
  EXPECT_TRUE(R.Crashed);
  EXPECT_EQ(R.describe(), "crashed (SIGSEGV)");
}

TEST(ProcessTest, StopsWhatTheProgramLeftRunning) {
  // The background sleep outlives the shell; it must not outlive the run.
  ProcessResult R = shell("sleep 30 & echo $! ; exit 0");
  ASSERT_TRUE(R.Started);
  EXPECT_TRUE(R.LeftProcesses);
  pid_t Sleeper = std::stoi(R.Stdout);
  // Killed: gone, or a zombie until init reaps it.
  bool Ended = false;
  for (int I = 0; I < 200 && !Ended; ++I) {
    std::string State;
    if (auto Stat = llvm::MemoryBuffer::getFile(
            "/proc/" + std::to_string(Sleeper) + "/stat", /*IsText=*/true)) {
      llvm::StringRef Text = (*Stat)->getBuffer().rsplit(')').second.ltrim();
      Ended = Text.starts_with("Z") || Text.starts_with("X");
    } else {
      Ended = true;
    }
    if (!Ended)
      usleep(10000);
  }
  EXPECT_TRUE(Ended);
}

TEST(ProcessTest, TimesOutTheWholeGroup) {
  ProcessResult R = shell("sleep 30; echo late", /*Timeout=*/1);
  EXPECT_TRUE(R.TimedOut);
  EXPECT_EQ(R.Stdout, "");
}

TEST(ProcessTest, ReportsAProgramThatCannotStart) {
  ProcessRequest Request;
  Request.Args = {"/nonexistent/program"};
  ProcessResult R = runProcess(Request);
  EXPECT_FALSE(R.Started);
  EXPECT_NE(R.describe().find("No such file"), std::string::npos)
      << R.describe();
}

TEST(ScratchDirectoryTest, RemovesOnlyDirectoriesOfEndedRuns) {
  llvm::SmallString<128> Parent;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("scratch-test", Parent));
  auto Make = [&](const std::string &Name) {
    llvm::SmallString<128> Path(Parent);
    llvm::sys::path::append(Path, Name);
    llvm::sys::fs::create_directories(Path + "/sub");
    return std::string(Path);
  };
  std::string Ended = Make("tool-" + std::to_string(endedProcess()) + "-abc");
  std::string Running = Make("tool-" + std::to_string(getppid()) + "-abc");
  std::string Other = Make("other-" + std::to_string(endedProcess()) + "-x");
  std::string NotOurs = Make("tool-notapid");
  EXPECT_EQ(removeStaleScratchDirectories(Parent, "tool"), 1u);
  EXPECT_FALSE(llvm::sys::fs::exists(Ended));
  EXPECT_TRUE(llvm::sys::fs::exists(Running));
  EXPECT_TRUE(llvm::sys::fs::exists(Other));
  EXPECT_TRUE(llvm::sys::fs::exists(NotOurs));
  llvm::sys::fs::remove_directories(Parent);
}

TEST(ScratchDirectoryTest, GoesAwayUnlessKept) {
  std::string Removed, Kept;
  {
    auto Dir = ScratchDirectory::create("hipify-unit-scratch");
    ASSERT_TRUE(bool(Dir));
    Removed = (*Dir)->path().str();
    EXPECT_NE(Removed.find("hipify-unit-scratch-" + std::to_string(getpid()) +
                           "-"),
              std::string::npos);
    EXPECT_TRUE(llvm::sys::fs::is_directory(Removed));
  }
  {
    auto Dir = ScratchDirectory::create("hipify-unit-scratch");
    ASSERT_TRUE(bool(Dir));
    Kept = (*Dir)->path().str();
    (*Dir)->keep();
  }
  EXPECT_FALSE(llvm::sys::fs::exists(Removed));
  EXPECT_TRUE(llvm::sys::fs::is_directory(Kept));
  llvm::sys::fs::remove_directories(Kept);
}
