//===- ExecPhasedTest.cpp - per-block launches and for_each_thread --------===//
//
// Phased kernels are what the preparation step makes of kernels whose
// barriers sit in block-uniform control flow: the launch calls them once per
// block, and each region between barriers runs for every thread of the block
// through for_each_thread.
//
//===----------------------------------------------------------------------===//
#include "ExecTestSupport.h"
#include <atomic>
#include <gtest/gtest.h>
#include <vector>

using namespace hipify_cpu;
using namespace exec_test;

namespace {
constexpr LaunchSite kPhased{"phased", "out", false, true};

unsigned blockLinear() {
  return blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
}

void countCallsKernel(std::atomic<unsigned> *Calls) {
  Calls[blockLinear()].fetch_add(1);
}

/// Records, per block, the order in which for_each_thread visits threads.
void orderKernel(unsigned *Out) {
  unsigned Threads = blockDim.x * blockDim.y * blockDim.z;
  unsigned *Block = Out + blockLinear() * Threads * 2;
  unsigned Step = 0;
  for_each_thread([&](unsigned Linear) {
    Block[Step++] = Linear;
    Block[Threads + Linear] = threadIdx.x + 100 * threadIdx.y +
                              10000 * threadIdx.z;
  });
}

/// A tree reduction as the preparation step writes it.
void reduceKernel(const int *In, int *Out) {
  static thread_local int Partial[256];
  unsigned hipify_cpu_t[1024];
  for_each_thread([&](unsigned Tid) {
    unsigned &T = hipify_cpu_t[Tid] = threadIdx.x;
    Partial[T] = In[blockIdx.x * blockDim.x + T];
  });
  for (unsigned Stride = blockDim.x / 2; Stride > 0; Stride /= 2)
    for_each_thread([&](unsigned Tid) {
      unsigned &T = hipify_cpu_t[Tid];
      if (T < Stride)
        Partial[T] += Partial[T + Stride];
    });
  for_each_thread([&](unsigned Tid) {
    unsigned &T = hipify_cpu_t[Tid];
    if (T == 0)
      Out[blockIdx.x] = Partial[0];
  });
}

void checkReduce(const LaunchSite &Site) {
  constexpr unsigned Blocks = 37;
  std::vector<int> In(Blocks * 256), Out(Blocks, -1);
  for (unsigned I = 0; I < In.size(); ++I)
    In[I] = int(I % 11);
  launch(Site, dim3(Blocks), dim3(256))(
      [](auto &&...A) { reduceKernel(A...); }, In.data(), Out.data());
  for (unsigned B = 0; B < Blocks; ++B) {
    int Sum = 0;
    for (unsigned T = 0; T < 256; ++T)
      Sum += In[B * 256 + T];
    ASSERT_EQ(Out[B], Sum) << "block " << B;
  }
}

void barrierInRegionKernel(int *) {
  for_each_thread([](unsigned) { sync_block(); });
}
} // namespace

TEST(ExecPhasedTest, PerBlockLaunchCallsTheKernelOncePerBlock) {
  std::vector<std::atomic<unsigned>> Calls(3 * 2 * 2);
  launch({"count", "calls", false, true}, dim3(3, 2, 2), dim3(64, 2))(
      [](auto &&...A) { countCallsKernel(A...); }, Calls.data());
  for (const std::atomic<unsigned> &C : Calls)
    EXPECT_EQ(C.load(), 1u);
  // The same kernel launched per thread runs once per thread.
  std::vector<std::atomic<unsigned>> PerThread(2);
  launch({"count", "calls", false}, dim3(2), dim3(32))(
      [](auto &&...A) { countCallsKernel(A...); }, PerThread.data());
  EXPECT_EQ(PerThread[0].load(), 32u);
  EXPECT_EQ(PerThread[1].load(), 32u);
}

TEST(ExecPhasedTest, ForEachThreadVisitsThreadsInLinearOrder) {
  dim3 Grid(2, 1, 3), Block(5, 3, 2);
  unsigned Threads = 30;
  std::vector<unsigned> Out(6 * Threads * 2, ~0u);
  launch(kPhased, Grid, Block)([](auto &&...A) { orderKernel(A...); },
                               Out.data());
  for (unsigned B = 0; B < 6; ++B) {
    const unsigned *Seen = Out.data() + B * Threads * 2;
    unsigned Linear = 0;
    for (unsigned Z = 0; Z < 2; ++Z)
      for (unsigned Y = 0; Y < 3; ++Y)
        for (unsigned X = 0; X < 5; ++X, ++Linear) {
          ASSERT_EQ(Seen[Linear], Linear);
          ASSERT_EQ(Seen[Threads + Linear], X + 100 * Y + 10000 * Z);
        }
  }
}

/// A region under a branch: the threads whose flag is Taken run it, in
/// order, each seeing its own threadIdx; the runs of 8 the runtime skips
/// are exactly threads that would not.
void whereKernel(const bool *Active, bool Taken, unsigned *Seen) {
  unsigned Count = 0;
  for_each_thread_where(Active, Taken, [&](unsigned T) {
    if (Active[T] != Taken)
      return;
    Seen[Count++] = T * 1000 + threadIdx.x;
  });
  Seen[Count] = ~0u;
}

TEST(ExecPhasedTest, ForEachThreadWhereRunsTheBranchsThreads) {
  for (unsigned Threads : {100u, 64u, 7u}) {
    bool Active[1024] = {};
    for (unsigned T = 0; T < Threads; ++T)
      Active[T] = T % 37 < 3 || (T >= 40 && T < 48) || T == Threads - 1;
    for (bool Taken : {true, false}) {
      std::vector<unsigned> Seen(Threads + 1, 7);
      launch(kPhased, dim3(1), dim3(Threads))(
          [](auto &&...A) { whereKernel(A...); }, &Active[0], Taken,
          Seen.data());
      unsigned Count = 0;
      for (unsigned T = 0; T < Threads; ++T)
        if (Active[T] == Taken)
          ASSERT_EQ(Seen[Count++], T * 1000 + T) << Threads << " " << Taken;
      EXPECT_EQ(Seen[Count], ~0u) << Threads << " " << Taken;
    }
  }
}

TEST(ExecPhasedTest, RegionsSeeEachOthersWrites) {
  checkReduce(kPhased);
  // Without fibers, and with them: a phased kernel launched per thread (from
  // a macro the preparation step cannot tie to one kernel) still computes
  // the same, each region ending at a block barrier.
  checkReduce({"reduce", "in,out", true});
}

TEST(ExecPhasedTest, BuiltinsOutsideRegionsNameTheBlock) {
  std::vector<unsigned> Out(4 * 4, 0);
  launch(kPhased, dim3(4), dim3(8, 2))(
      [](unsigned *O) {
        unsigned *Mine = O + blockIdx.x * 4;
        Mine[0] = blockIdx.x;
        Mine[1] = blockDim.x * blockDim.y;
        Mine[2] = gridDim.x;
        Mine[3] = threadIdx.x + threadIdx.y;
      },
      Out.data());
  for (unsigned B = 0; B < 4; ++B) {
    EXPECT_EQ(Out[B * 4], B);
    EXPECT_EQ(Out[B * 4 + 1], 16u);
    EXPECT_EQ(Out[B * 4 + 2], 4u);
    EXPECT_EQ(Out[B * 4 + 3], 0u);
  }
}

TEST(ExecPhasedDeathTest, BarrierInsideARegionFails) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(launch({"bad", "p", false, true}, dim3(1), dim3(32))(
                  [](auto &&...A) { barrierInRegionKernel(A...); },
                  (int *)nullptr),
              testing::ExitedWithCode(125),
              "kernel 'bad' reached a barrier or warp collective inside a "
              "region of a phased kernel");
}
