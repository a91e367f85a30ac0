//===- ExecFailureTest.cpp - deadlocks, hangs, crashes, misuse ------------===//
//
// Death tests: each failure ends the program. They run in "threadsafe"
// style (the child re-executes the test binary) because the worker pool's
// threads make fork()-only children unreliable.
//
//===----------------------------------------------------------------------===//
#include "ExecTestSupport.h"
#include <csignal>
#include <cstdlib>
#include <gtest/gtest.h>

using namespace hipify_cpu;
using namespace exec_test;

namespace {
void halfAtBarrierKernel(int *) {
  unsigned L = lane_id();
  if (L < 16)
    sync_block();
  else
    shuffle(kFull32, 1, ShuffleKind::Down, 1, 32); // Needs lanes 0..15 too.
}

void mixedCollectivesKernel(int *) {
  if (lane_id() < 16)
    ballot(kActiveLanes, true);
  else
    shuffle(kActiveLanes, 1, ShuffleKind::Xor, 1, 32);
}

void spinKernel(volatile int *Flag) {
  while (*Flag == 0) {
  }
}

void nullWriteKernel(int *Null) {
  volatile int *Target = Null;
  if (threadIdx.x == 3)
    *Target = 1;
}

int recurse(volatile char *Previous, int Depth) {
  volatile char Frame[1024];
  Frame[0] = char(Depth);
  Frame[1023] = Previous ? Previous[0] : 0;
  return Depth > 1000000 ? Frame[5] : recurse(Frame, Depth + 1) + Frame[1023];
}

void overflowKernel(int *Out) {
  sync_block();
  *Out = recurse(nullptr, 0);
}
} // namespace

TEST(ExecFailureDeathTest, DeadlockBetweenBarrierAndShuffle) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(
      launch({"stuck", "p", true}, dim3(1), dim3(64))(
          [](auto &&...A) { halfAtBarrierKernel(A...); }, (int *)nullptr),
      testing::ExitedWithCode(125),
      "hipify-cpu: kernel 'stuck' \\(launch [0-9]+\\) deadlocked in block "
      "\\(0,0,0\\): threads 0-15 waiting at __syncthreads; threads 16-31 "
      "waiting at __shfl \\(mask 0xffffffff\\); threads 32-47 waiting at "
      "__syncthreads");
}

TEST(ExecFailureDeathTest, MixedCollectivesInOneWarpDeadlock) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(
      launch({"mixed", "p", true}, dim3(2), dim3(32))(
          [](auto &&...A) { mixedCollectivesKernel(A...); }, (int *)nullptr),
      testing::ExitedWithCode(125),
      "kernel 'mixed' \\(launch [0-9]+\\) deadlocked in block \\([01],0,0\\): "
      "threads 0-15 waiting at __ballot \\(active lanes\\); threads 16-31 "
      "waiting at __shfl \\(active lanes\\)");
}

TEST(ExecFailureDeathTest, BarrierInAKernelPreparedAsBarrierFree) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(launch({"sneaky", "", false}, dim3(1), dim3(4))([] { sync_block(); }),
              testing::ExitedWithCode(125),
              "hipify-cpu: kernel 'sneaky' reached a barrier or warp "
              "collective but was prepared as barrier-free");
}

TEST(ExecFailureDeathTest, HungLaunchTimesOut) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(
      {
        setenv("HIPIFY_CPU_TIMEOUT", "1", 1);
        int Flag = 0;
        launch({"spin", "flag", false}, dim3(1), dim3(1))(
            [](auto &&...A) { spinKernel(A...); }, &Flag);
      },
      testing::ExitedWithCode(124),
      "hipify-cpu: kernel 'spin' \\(launch [0-9]+\\) still running after 1 "
      "s: an endless loop or a deadlock");
}

TEST(ExecFailureDeathTest, CrashNamesTheKernel) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(launch({"crash", "p", false}, dim3(2), dim3(8))(
                  [](auto &&...A) { nullWriteKernel(A...); }, (int *)nullptr),
              testing::KilledBySignal(SIGSEGV),
              "hipify-cpu: kernel 'crash' \\(launch [0-9]+\\) crashed: SIGSEGV");
}

TEST(ExecFailureDeathTest, FiberStackOverflowIsACrash) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  int Out = 0;
  EXPECT_EXIT(launch({"deep", "out", true}, dim3(1), dim3(2))(
                  [](auto &&...A) { overflowKernel(A...); }, &Out),
              testing::KilledBySignal(SIGSEGV),
              "kernel 'deep' \\(launch [0-9]+\\) crashed: SIGSEGV");
}

TEST(ExecFailureDeathTest, WarpSizeFromTheEnvironmentMustBe32Or64) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(
      {
        setenv("HIPIFY_CPU_WARP_SIZE", "48", 1);
        volatile int Lanes = warp_size(); // Used, as programs use it.
        (void)Lanes;
      },
      testing::ExitedWithCode(2), "HIPIFY_CPU_WARP_SIZE must be 32 or 64");
}

TEST(ExecFailureDeathTest, WarpSizeFromTheEnvironmentWins) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(
      {
        setenv("HIPIFY_CPU_WARP_SIZE", "64", 1);
        set_default_warp_size(32);
        std::exit(warp_size() == 64 ? 0 : 1);
      },
      testing::ExitedWithCode(0), "");
}
