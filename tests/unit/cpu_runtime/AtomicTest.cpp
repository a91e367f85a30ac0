//===- AtomicTest.cpp - device atomics on host threads --------------------===//
#include "cuda_runtime.h"
#include <gtest/gtest.h>
#include <thread>
#include <vector>

namespace {

/// Runs Body(I) for I in [0, Threads) on that many host threads.
template <typename F> void onThreads(int Threads, F Body) {
  std::vector<std::thread> Pool;
  for (int I = 0; I < Threads; ++I)
    Pool.emplace_back([&, I] { Body(I); });
  for (std::thread &T : Pool)
    T.join();
}

TEST(CpuAtomic, IncAndDecWrapAsOnTheGpu) {
  unsigned X = 0;
  EXPECT_EQ(atomicInc(&X, 2u), 0u);
  EXPECT_EQ(atomicInc(&X, 2u), 1u);
  EXPECT_EQ(atomicInc(&X, 2u), 2u);
  EXPECT_EQ(X, 0u); // Wrapped at the limit.
  X = 7;
  EXPECT_EQ(atomicInc(&X, 2u), 7u); // Above the limit: wraps too.
  EXPECT_EQ(X, 0u);
  EXPECT_EQ(atomicDec(&X, 2u), 0u);
  EXPECT_EQ(X, 2u); // From 0 to the limit.
  EXPECT_EQ(atomicDec(&X, 2u), 2u);
  EXPECT_EQ(X, 1u);
  X = 9;
  EXPECT_EQ(atomicDec(&X, 2u), 9u);
  EXPECT_EQ(X, 2u);
  unsigned Ticket = 0;
  onThreads(8, [&](int) {
    for (int I = 0; I < 1000; ++I)
      atomicInc(&Ticket, 8000u - 1);
  });
  EXPECT_EQ(Ticket, 0u); // Exactly 8000 increments wrap to 0.
}

TEST(CpuAtomic, AddsAreAtomicAcrossThreads) {
  int Count = 0;
  unsigned long long Big = 0;
  float Sum = 0;
  double DSum = 0;
  onThreads(8, [&](int) {
    for (int I = 0; I < 10000; ++I) {
      atomicAdd(&Count, 1);
      atomicAdd(&Big, 3ull);
      atomicAdd(&Sum, 1.0f);
      atomicAdd_block(&DSum, 0.5);
    }
  });
  EXPECT_EQ(Count, 80000);
  EXPECT_EQ(Big, 240000ull);
  EXPECT_EQ(Sum, 80000.0f);
  EXPECT_EQ(DSum, 40000.0);
}

TEST(CpuAtomic, ReadModifyWriteReturnsTheOldValue) {
  int I = 10;
  EXPECT_EQ(atomicSub(&I, 3), 10);
  EXPECT_EQ(atomicExch(&I, 42), 7);
  EXPECT_EQ(atomicMax(&I, 50), 42);
  EXPECT_EQ(atomicMax(&I, 5), 50);
  EXPECT_EQ(atomicMin(&I, -1), 50);
  EXPECT_EQ(I, -1);
  unsigned U = 0xF0;
  EXPECT_EQ(atomicAnd(&U, 0x3Cu), 0xF0u);
  EXPECT_EQ(atomicOr(&U, 0x01u), 0x30u);
  EXPECT_EQ(atomicXor_system(&U, 0xFFu), 0x31u);
  EXPECT_EQ(U, 0xCEu);
  long long L = -5;
  EXPECT_EQ(atomicMin(&L, -7ll), -5ll);
  EXPECT_EQ(atomicMax(&L, 3ll), -7ll);
  float F = 1.0f;
  EXPECT_EQ(atomicExch(&F, 2.5f), 1.0f);
  EXPECT_EQ(F, 2.5f);
  unsigned short S = 3;
  EXPECT_EQ(atomicCAS(&S, (unsigned short)3, (unsigned short)4), 3);
  EXPECT_EQ(S, 4);
}

TEST(CpuAtomic, CompareAndSwapLoops) {
  int X = 5;
  EXPECT_EQ(atomicCAS(&X, 4, 9), 5); // No swap.
  EXPECT_EQ(X, 5);
  EXPECT_EQ(atomicCAS(&X, 5, 9), 5);
  EXPECT_EQ(X, 9);
  // A float maximum through atomicCAS on the bits, from many threads.
  float Max = -1.0f;
  onThreads(8, [&](int T) {
    for (int I = 0; I < 1000; ++I) {
      float Value = float(T * 1000 + I) * 0.25f;
      int *Address = reinterpret_cast<int *>(&Max);
      int Old = *Address, Assumed;
      do {
        Assumed = Old;
        if (__int_as_float(Assumed) >= Value)
          break;
        Old = atomicCAS(Address, Assumed, __float_as_int(Value));
      } while (Assumed != Old);
    }
  });
  EXPECT_EQ(Max, 7999 * 0.25f);
  unsigned long long Wide = 1;
  EXPECT_EQ(atomicCAS(&Wide, 1ull, ~0ull), 1ull);
  EXPECT_EQ(Wide, ~0ull);
}

} // namespace
