//===- ExecBarrierTest.cpp - block barriers, shared memory, atomics -------===//
#include "ExecTestSupport.h"
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <gtest/gtest.h>
#include <thread>
#include <vector>

using namespace hipify_cpu;
using namespace exec_test;

namespace {
void countKernel(int *Out) {
  unsigned T = linear_thread_id();
  int Count = sync_block_count(T % 3 == 0);
  int AllBelow = sync_block_and(T < 256);
  int NoneSkipped = sync_block_and(T != 100);
  int Some = sync_block_or(T == 200);
  int None = sync_block_or(0);
  Out[T] = Count * 10000 + AllBelow * 1000 + NoneSkipped * 100 + Some * 10 +
           None;
}

void repeatedCountKernel(int *Out) {
  unsigned T = linear_thread_id();
  int Sum = 0;
  // Each barrier's result must not leak into the next one's.
  for (int I = 0; I < 5; ++I)
    Sum = Sum * 100 + sync_block_count(T < unsigned(I * 10));
  Out[T] = Sum;
}

void earlyExitKernel(int *Out) {
  unsigned T = linear_thread_id();
  if (T >= 100)
    return; // Exited threads count as arrived.
  sync_block();
  Out[T] = sync_block_count(1);
}

void treeReduceKernel(const int *In, int *Out) {
  static thread_local int Partial[256];
  unsigned T = threadIdx.x;
  Partial[T] = In[blockIdx.x * blockDim.x + T];
  sync_block();
  for (unsigned Stride = blockDim.x / 2; Stride > 0; Stride /= 2) {
    if (T < Stride)
      Partial[T] += Partial[T + Stride];
    sync_block();
  }
  if (T == 0)
    Out[blockIdx.x] = Partial[0];
}

void reverseKernel(const int *In, int *Out) {
  int *Staged = static_cast<int *>(dynamic_shared());
  unsigned T = threadIdx.x;
  Staged[T] = In[blockIdx.x * blockDim.x + T];
  sync_block();
  Out[blockIdx.x * blockDim.x + T] = Staged[blockDim.x - 1 - T];
}

void warpReduce(volatile int *Partial, unsigned T) {
  // As the preparation step emits it: a lockstep() after each statement.
  Partial[T] = Partial[T] + Partial[T + 32];
  lockstep();
  Partial[T] = Partial[T] + Partial[T + 16];
  lockstep();
  Partial[T] = Partial[T] + Partial[T + 8];
  lockstep();
  Partial[T] = Partial[T] + Partial[T + 4];
  lockstep();
  Partial[T] = Partial[T] + Partial[T + 2];
  lockstep();
  Partial[T] = Partial[T] + Partial[T + 1];
  lockstep();
}

void lockstepKernel(const int *In, int *Out) {
  static thread_local int Partial[64];
  unsigned T = threadIdx.x;
  Partial[T] = In[T];
  sync_block();
  if (T < 32)
    warpReduce(Partial, T);
  if (T == 0)
    *Out = Partial[0];
}
} // namespace

TEST(ExecBarrier, CountAndOr) {
  std::vector<int> Out(256, -1);
  launch({"count", "out", true}, dim3(1), dim3(256))(
      [&](auto &&...A) { countKernel(A...); }, Out.data());
  // 86 multiples of 3 in 0..255; and(T<256)=1; and(T!=100)=0; or: 1, 0.
  for (int V : Out)
    ASSERT_EQ(V, 86 * 10000 + 1000 + 0 + 10 + 0);
}

TEST(ExecBarrier, SuccessiveBarriersKeepTheirOwnResults) {
  std::vector<int> Out(64, -1);
  launch({"repeat", "out", true}, dim3(1), dim3(64))(
      [&](auto &&...A) { repeatedCountKernel(A...); }, Out.data());
  EXPECT_EQ(Out[0], 10203040); // Counts 0, 10, 20, 30, 40.
  EXPECT_EQ(Out[63], 10203040);
}

TEST(ExecBarrier, ExitedThreadsCountAsArrived) {
  std::vector<int> Out(128, -1);
  launch({"early", "out", true}, dim3(1), dim3(128))(
      [&](auto &&...A) { earlyExitKernel(A...); }, Out.data());
  EXPECT_EQ(Out[0], 100);
  EXPECT_EQ(Out[99], 100);
  EXPECT_EQ(Out[100], -1);
}

TEST(ExecBarrier, SharedMemoryTreeReduction) {
  std::vector<int> In(1024), Out(4, -1);
  for (int I = 0; I < 1024; ++I)
    In[I] = I;
  launch({"tree", "in,out", true}, dim3(4), dim3(256))(
      [&](auto &&...A) { treeReduceKernel(A...); }, In.data(), Out.data());
  // Block b sums 256b .. 256b+255: 256*256b + 32640.
  EXPECT_EQ(Out[0], 32640);
  EXPECT_EQ(Out[1], 98176);
  EXPECT_EQ(Out[2], 163712);
  EXPECT_EQ(Out[3], 229248);
}

TEST(ExecBarrier, DynamicSharedMemoryIsPerBlock) {
  std::vector<int> In(8 * 128), Out(8 * 128, -1);
  for (size_t I = 0; I < In.size(); ++I)
    In[I] = int(I);
  launch({"reverse", "in,out", true}, dim3(8), dim3(128), 128 * sizeof(int))(
      [&](auto &&...A) { reverseKernel(A...); }, In.data(), Out.data());
  EXPECT_EQ(Out[0], 127);
  EXPECT_EQ(Out[127], 0);
  EXPECT_EQ(Out[7 * 128 + 5], 7 * 128 + 122);
}

TEST(ExecBarrier, DynamicSharedMemoryIsAligned) {
  uintptr_t Address = 1;
  launch({"aligned", "p", false}, dim3(1), dim3(1), 40)(
      [&](auto &&...A) {
        auto Body = [](uintptr_t *P) {
          *P = reinterpret_cast<uintptr_t>(dynamic_shared());
        };
        Body(A...);
      },
      &Address);
  EXPECT_NE(Address, 0u);
  EXPECT_EQ(Address % 16, 0u);
}

TEST(ExecBarrier, LockstepReproducesAWarpSynchronousReduction) {
  std::vector<int> In(64);
  for (int I = 0; I < 64; ++I)
    In[I] = I + 1;
  int Out = -1;
  launch({"lockstep", "in,out", true}, dim3(1), dim3(64))(
      [&](auto &&...A) { lockstepKernel(A...); }, In.data(), &Out);
  EXPECT_EQ(Out, 2080); // 1 + 2 + ... + 64
}

TEST(ExecBarrier, AtomicsUnderContentionFromManyBlocks) {
  int Counter = 0;
  std::vector<int> Histogram(16, 0);
  launch({"atomics", "counter,histogram", true}, dim3(64), dim3(256))(
      [&](auto &&...A) {
        auto Body = [](int *C, int *H) {
          unsigned T = blockIdx.x * blockDim.x + threadIdx.x;
          std::atomic_ref<int>(*C).fetch_add(1);
          sync_block();
          std::atomic_ref<int>(H[T % 16]).fetch_add(int(T % 3));
        };
        Body(A...);
      },
      &Counter, Histogram.data());
  EXPECT_EQ(Counter, 64 * 256);
  // Thread ids congruent to h mod 16: h + 16k for k < 1024; sum of (h+16k)%3.
  for (int H = 0; H < 16; ++H) {
    int Expected = 0;
    for (int K = 0; K < 1024; ++K)
      Expected += (H + 16 * K) % 3;
    EXPECT_EQ(Histogram[H], Expected) << H;
  }
}

TEST(ExecBarrier, ThreadsOfABlockShareOneOsThreadAndBlocksSpread) {
  constexpr unsigned Blocks = 32, Threads = 64;
  std::vector<std::thread::id> Ids(Blocks * Threads);
  launch({"where", "ids", true}, dim3(Blocks), dim3(Threads))(
      [&](auto &&...A) {
        auto Body = [](std::thread::id *I) {
          // Long enough that every worker gets to take blocks.
          std::this_thread::sleep_for(std::chrono::microseconds(50));
          sync_block();
          I[blockIdx.x * blockDim.x + threadIdx.x] = std::this_thread::get_id();
        };
        Body(A...);
      },
      Ids.data());
  std::vector<std::thread::id> Distinct;
  for (unsigned B = 0; B < Blocks; ++B) {
    for (unsigned T = 0; T < Threads; ++T)
      ASSERT_EQ(Ids[B * Threads + T], Ids[B * Threads]);
    if (std::find(Distinct.begin(), Distinct.end(), Ids[B * Threads]) ==
        Distinct.end())
      Distinct.push_back(Ids[B * Threads]);
  }
  if (std::thread::hardware_concurrency() > 1 &&
      !std::getenv("HIPIFY_CPU_THREADS")) {
    EXPECT_GT(Distinct.size(), 1u);
  }
}
