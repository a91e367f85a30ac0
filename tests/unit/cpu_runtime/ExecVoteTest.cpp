//===- ExecVoteTest.cpp - ballots, votes, matches and reductions ----------===//
#include "ExecTestSupport.h"
#include <gtest/gtest.h>
#include <vector>

using namespace hipify_cpu;
using namespace exec_test;

namespace {
/// Launches one block of Threads threads running Body(out) and returns out.
template <typename Body>
std::vector<uint64_t> perThread(unsigned Threads, Body B) {
  std::vector<uint64_t> Out(Threads, ~uint64_t(0));
  launch({"vote", "out", true}, dim3(1), dim3(Threads))(
      [&](auto &&...A) { B(A...); }, Out.data());
  return Out;
}
} // namespace

TEST(ExecVote, BallotOverFullAndPartialWarps) {
  // 48 threads: warp 1 has 16 lanes (threads 32..47).
  auto Out = perThread(48, [](uint64_t *O) {
    unsigned T = linear_thread_id();
    O[T] = ballot(kFull32, T % 3 == 0);
  });
  EXPECT_EQ(Out[0], 0x49249249u);  // Lanes 0, 3, ..., 30.
  EXPECT_EQ(Out[31], 0x49249249u);
  EXPECT_EQ(Out[32], 0x2492u);     // Threads 33, 36, ..., 45: lanes 1..13.
  EXPECT_EQ(Out[47], 0x2492u);
}

TEST(ExecVote, BallotWithPartialMasks) {
  auto Out = perThread(32, [](uint64_t *O) {
    unsigned L = lane_id();
    if (L < 16)
      O[L] = ballot(0x0000ffffu, L & 1);
    else
      O[L] = ballot(0xffff0000u, L < 20);
  });
  EXPECT_EQ(Out[0], 0xaaaau);
  EXPECT_EQ(Out[15], 0xaaaau);
  EXPECT_EQ(Out[16], 0x000f0000u);
  EXPECT_EQ(Out[31], 0x000f0000u);
}

TEST(ExecVote, BallotAtWarp64SeesHighLanes) {
  WarpSizeScope Scope(64);
  auto Out = perThread(64, [](uint64_t *O) {
    unsigned L = lane_id();
    O[L] = ballot(kActiveLanes, L >= 60 || L == 1);
  });
  EXPECT_EQ(Out[0], 0xf000000000000002ull);
  EXPECT_EQ(Out[63], 0xf000000000000002ull);
}

TEST(ExecVote, AnyAndAll) {
  auto Out = perThread(64, [](uint64_t *O) {
    unsigned T = linear_thread_id();
    // Warp 0: one lane votes yes; warp 1: all do.
    bool Vote = T >= 32 || T == 7;
    O[T] = vote_any(kFull32, Vote) * 2 + vote_all(kFull32, Vote);
  });
  EXPECT_EQ(Out[0], 2u);
  EXPECT_EQ(Out[31], 2u);
  EXPECT_EQ(Out[32], 3u);
  EXPECT_EQ(Out[63], 3u);
  Out = perThread(32, [](uint64_t *O) {
    unsigned L = lane_id();
    O[L] = vote_any(kFull32, false) * 2 + vote_all(kFull32, L < 31);
  });
  EXPECT_EQ(Out[5], 0u);
}

TEST(ExecVote, ActiveMaskNamesTheLanesThatArrive) {
  auto Out = perThread(48, [](uint64_t *O) {
    unsigned T = linear_thread_id();
    if (lane_id() < 10)
      O[T] = active_mask();
  });
  EXPECT_EQ(Out[0], 0x3ffu);
  EXPECT_EQ(Out[9], 0x3ffu);
  EXPECT_EQ(Out[32], 0x3ffu);
  EXPECT_EQ(Out[10], ~uint64_t(0)); // Did not take part.
}

TEST(ExecVote, MatchAnyAndMatchAll) {
  auto Out = perThread(32, [](uint64_t *O) {
    unsigned L = lane_id();
    O[L] = match_any(kFull32, L % 4);
  });
  EXPECT_EQ(Out[0], 0x11111111u);
  EXPECT_EQ(Out[6], 0x44444444u);
  EXPECT_EQ(Out[31], 0x88888888u);

  std::vector<int> Equal(64, -1);
  auto All = perThread(64, [&](uint64_t *O) {
    unsigned T = linear_thread_id();
    int E = -1;
    O[T] = match_all(kFull32, T < 32 ? 7 : T, &E);
    Equal[T] = E;
  });
  EXPECT_EQ(All[3], 0xffffffffu);
  EXPECT_EQ(Equal[3], 1);
  EXPECT_EQ(All[40], 0u);
  EXPECT_EQ(Equal[40], 0);
}

TEST(ExecVote, MatchWithAPartialMask) {
  auto Out = perThread(32, [](uint64_t *O) {
    unsigned L = lane_id();
    if (L < 8)
      O[L] = match_any(0xffu, L / 2);
  });
  EXPECT_EQ(Out[0], 0x3u);
  EXPECT_EQ(Out[5], 0x30u);
  EXPECT_EQ(Out[8], ~uint64_t(0));
}

TEST(ExecVote, Reductions) {
  auto Out = perThread(32, [](uint64_t *O) {
    unsigned L = lane_id();
    O[L] = reduce(kFull32, L, ReduceOp::Add, false);
  });
  EXPECT_EQ(Out[0], 496u);
  EXPECT_EQ(Out[31], 496u);
  Out = perThread(32, [](uint64_t *O) {
    unsigned L = lane_id();
    // Signed values are passed sign-extended.
    O[L] = reduce(kFull32, uint64_t(int64_t(int(L) - 5)), ReduceOp::Min, true);
  });
  EXPECT_EQ(int64_t(Out[0]), -5);
  Out = perThread(32, [](uint64_t *O) {
    unsigned L = lane_id();
    O[L] = reduce(kFull32, uint64_t(int64_t(int(L) - 5)), ReduceOp::Max, false);
  });
  EXPECT_EQ(int64_t(Out[0]), -1); // Unsigned: -1 is the largest.
  Out = perThread(32, [](uint64_t *O) {
    unsigned L = lane_id();
    if (L < 8)
      O[L] = reduce(0xffu, L, ReduceOp::Add, false) * 1000 +
             reduce(0xffu, 1u << L, ReduceOp::Or, false) +
             reduce(0xffu, L, ReduceOp::Xor, false) * 1000000;
  });
  EXPECT_EQ(Out[3], 28u * 1000 + 0xffu + 0u * 1000000); // 0^1^...^7 = 0
  Out = perThread(32, [](uint64_t *O) {
    unsigned L = lane_id();
    O[L] = reduce(kFull32, L | 0x100, ReduceOp::And, false);
  });
  EXPECT_EQ(Out[9], 0x100u);
}

TEST(ExecVote, SyncWarpLetsLanesExchangeThroughMemory) {
  std::vector<int> Out(64, -1);
  launch({"syncwarp", "out", true}, dim3(1), dim3(64))(
      [&](auto &&...A) {
        auto Body = [](int *O) {
          static thread_local int Slots[64];
          unsigned T = linear_thread_id();
          Slots[T] = int(T) * 10;
          sync_warp(kFull32);
          O[T] = Slots[(T & ~31u) | ((T + 1) & 31u)];
        };
        Body(A...);
      },
      Out.data());
  EXPECT_EQ(Out[0], 10);
  EXPECT_EQ(Out[31], 0);
  EXPECT_EQ(Out[63], 320);
}

TEST(ExecVote, LanesAtABlockBarrierDoNotTakePartInMasklessCollectives) {
  auto Out = perThread(32, [](uint64_t *O) {
    unsigned L = lane_id();
    if (L < 8) {
      sync_block(); // Completes once lanes 8..31 have returned.
      O[L] = 0;
    } else {
      O[L] = active_mask();
    }
  });
  EXPECT_EQ(Out[0], 0u);
  EXPECT_EQ(Out[8], 0xffffff00u);
  EXPECT_EQ(Out[31], 0xffffff00u);
}

TEST(ExecVote, DisjointMasksOfOneWarpCompleteSeparately) {
  // Lanes 0..15 vote while lanes 16..31 shuffle: legal with explicit masks.
  auto Out = perThread(32, [](uint64_t *O) {
    unsigned L = lane_id();
    if (L < 16)
      O[L] = ballot(0x0000ffffu, L == 3);
    else
      O[L] = shuffle(0xffff0000ull, uint64_t(L), ShuffleKind::Xor, 1, 32);
  });
  EXPECT_EQ(Out[0], 0x8u);
  EXPECT_EQ(Out[16], 17u);
  EXPECT_EQ(Out[31], 30u);
}
