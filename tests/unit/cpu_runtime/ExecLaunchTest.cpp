//===- ExecLaunchTest.cpp - launches, built-ins and the plain loop --------===//
#include "ExecTestSupport.h"
#include "hipify_cpu/errors.h"
#include <atomic>
#include <gtest/gtest.h>
#include <vector>

using namespace hipify_cpu;
using namespace exec_test;

namespace {
struct Seen {
  unsigned Thread[3], Block[3], BlockDim[3], GridDim[3];
  unsigned Linear, Lane, Warp;
};

void builtinsKernel(Seen *Out) {
  unsigned BlockLinear =
      blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  unsigned Threads = blockDim.x * blockDim.y * blockDim.z;
  Seen &S = Out[BlockLinear * Threads + linear_thread_id()];
  S = {{threadIdx.x, threadIdx.y, threadIdx.z},
       {blockIdx.x, blockIdx.y, blockIdx.z},
       {blockDim.x, blockDim.y, blockDim.z},
       {gridDim.x, gridDim.y, gridDim.z},
       linear_thread_id(),
       lane_id(),
       warp_id()};
}

void checkBuiltins(bool Fibers) {
  dim3 Grid(3, 2, 2), Block(8, 4, 3);
  std::vector<Seen> Out(12 * 96);
  launch({"builtins", "out", Fibers}, Grid, Block)(
      [&](auto &&...A) { builtinsKernel(A...); }, Out.data());
  unsigned I = 0;
  for (unsigned BZ = 0; BZ < 2; ++BZ)
    for (unsigned BY = 0; BY < 2; ++BY)
      for (unsigned BX = 0; BX < 3; ++BX)
        for (unsigned Z = 0; Z < 3; ++Z)
          for (unsigned Y = 0; Y < 4; ++Y)
            for (unsigned X = 0; X < 8; ++X, ++I) {
              const Seen &S = Out[I];
              unsigned Linear = X + 8 * Y + 32 * Z;
              ASSERT_EQ(S.Thread[0], X);
              ASSERT_EQ(S.Thread[1], Y);
              ASSERT_EQ(S.Thread[2], Z);
              ASSERT_EQ(S.Block[0], BX);
              ASSERT_EQ(S.Block[1], BY);
              ASSERT_EQ(S.Block[2], BZ);
              ASSERT_EQ(S.BlockDim[0], 8u);
              ASSERT_EQ(S.BlockDim[2], 3u);
              ASSERT_EQ(S.GridDim[0], 3u);
              ASSERT_EQ(S.GridDim[1], 2u);
              ASSERT_EQ(S.Linear, Linear);
              ASSERT_EQ(S.Lane, Linear % 32);
              ASSERT_EQ(S.Warp, Linear / 32);
            }
}
} // namespace

TEST(ExecLaunch, BuiltinsAsPlainLoop) { checkBuiltins(false); }
TEST(ExecLaunch, BuiltinsAsFibers) { checkBuiltins(true); }

TEST(ExecLaunch, OutsideAKernelEverythingIsZero) {
  EXPECT_EQ(threadIdx.x + blockIdx.y + blockDim.z + gridDim.x, 0u);
  EXPECT_EQ(dynamic_shared(), nullptr);
  launch({"nothing", "", false}, dim3(2), dim3(2))([] {});
  EXPECT_EQ(blockDim.x, 0u);
}

TEST(ExecLaunch, PlainLoopRunsEveryThreadOnce) {
  constexpr unsigned N = 100000;
  std::vector<float> X(N), Y(N);
  for (unsigned I = 0; I < N; ++I) {
    X[I] = float(I);
    Y[I] = 1.0f;
  }
  auto Saxpy = [](unsigned N, float A, const float *X, float *Y) {
    unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
    if (I < N)
      Y[I] = A * X[I] + Y[I];
  };
  launch({"saxpy", "n,a,x,y", false}, dim3((N + 255) / 256), dim3(256))(
      [&](auto &&...A) { Saxpy(A...); }, N, 2.0f, X.data(), Y.data());
  EXPECT_EQ(Y[0], 1.0f);
  EXPECT_EQ(Y[12345], 24691.0f);
  EXPECT_EQ(Y[N - 1], 2.0f * (N - 1) + 1);
}

TEST(ExecLaunch, EveryGpuThreadGetsItsOwnCopyOfTheArguments) {
  std::vector<int> Out(64);
  launch({"copies", "out,base", true}, dim3(1), dim3(64))(
      [&](auto &&...A) {
        auto Body = [](int *O, int Base) {
          Base += int(threadIdx.x); // Changes this thread's copy only.
          sync_block();
          O[threadIdx.x] = Base;
        };
        Body(A...);
      },
      Out.data(), 1000);
  EXPECT_EQ(Out[0], 1000);
  EXPECT_EQ(Out[63], 1063);
}

TEST(ExecLaunch, InvalidConfigurationsDoNotRun) {
  get_last_error(true);
  int Ran = 0;
  auto Try = [&](dim3 Grid, dim3 Block, size_t Shared) {
    launch({"bad", "ran", false}, Grid, Block, Shared)(
        [&](auto &&...A) {
          auto Body = [](int *R) { std::atomic_ref<int>(*R).fetch_add(1); };
          Body(A...);
        },
        &Ran);
    return get_last_error(true);
  };
  EXPECT_EQ(Try(dim3(0), dim3(32), 0), Error::InvalidConfiguration);
  EXPECT_EQ(Try(dim3(1, 0, 1), dim3(32), 0), Error::InvalidConfiguration);
  EXPECT_EQ(Try(dim3(1), dim3(0), 0), Error::InvalidConfiguration);
  EXPECT_EQ(Try(dim3(1), dim3(1025), 0), Error::InvalidConfiguration);
  EXPECT_EQ(Try(dim3(1), dim3(32, 33), 0), Error::InvalidConfiguration);
  EXPECT_EQ(Try(dim3(1), dim3(1, 1, 65), 0), Error::InvalidConfiguration);
  EXPECT_EQ(Try(dim3(1), dim3(32), 64 * 1024 + 1), Error::InvalidConfiguration);
  EXPECT_EQ(Ran, 0);
  EXPECT_EQ(Try(dim3(1), dim3(1024), 64 * 1024), Error::Success);
  EXPECT_EQ(Try(dim3(1), dim3(1, 16, 64), 0), Error::Success);
  EXPECT_EQ(Ran, 2048);
}

TEST(ExecLaunch, WarpSizeFollowsTheRegisteredDefault) {
  if (std::getenv("HIPIFY_CPU_WARP_SIZE"))
    GTEST_SKIP() << "HIPIFY_CPU_WARP_SIZE overrides the default";
  EXPECT_EQ(warp_size(), 32);
  {
    WarpSizeScope Scope(64);
    EXPECT_EQ(warp_size(), 64);
    std::vector<unsigned> Lanes(128);
    launch({"lanes", "out", false}, dim3(1), dim3(128))(
        [&](auto &&...A) {
          auto Body = [](unsigned *O) {
            O[threadIdx.x] = lane_id() * 10 + warp_id();
          };
          Body(A...);
        },
        Lanes.data());
    EXPECT_EQ(Lanes[63], 630u);
    EXPECT_EQ(Lanes[64], 1u);
  }
  EXPECT_EQ(warp_size(), 32);
}

TEST(ExecLaunch, ABlockOf1024ThreadsAsFibers) {
  std::vector<int> Out(1024, -1);
  launch({"big", "out", true}, dim3(2), dim3(1024))(
      [&](auto &&...A) {
        auto Body = [](int *O) {
          int Count = sync_block_count(threadIdx.x % 2);
          if (blockIdx.x == 1)
            O[threadIdx.x] = Count + int(threadIdx.x);
        };
        Body(A...);
      },
      Out.data());
  EXPECT_EQ(Out[0], 512);
  EXPECT_EQ(Out[1023], 1535);
}

TEST(ExecLaunch, RunLaunchWithoutABlockLoopRunsTheThreadBody) {
  // The entry point that takes only the per-thread body.
  static int Sum;
  Sum = 0;
  auto Body = [](void *) {
    std::atomic_ref<int>(Sum).fetch_add(
        int(threadIdx.x + 10 * threadIdx.y + 100 * blockIdx.x));
  };
  int Unused = 0;
  EXPECT_TRUE(run_launch({"direct", "", false}, dim3(2), dim3(3, 2), 0,
                         nullptr, Body, &Unused, nullptr, 0));
  // Per block: x sums to 3 per row, twice; y adds 10 * 3; blocks add 600.
  EXPECT_EQ(Sum, 2 * (6 + 30) + 600);
}
