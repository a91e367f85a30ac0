//===- ExecShuffleTest.cpp - warp shuffles of every kind and width --------===//
#include "ExecTestSupport.h"
#include <gtest/gtest.h>
#include <vector>

using namespace hipify_cpu;
using namespace exec_test;

namespace {
void shuffleKernel(int *Out, uint64_t Mask, ShuffleKind Kind, int Operand,
                   int Width) {
  unsigned T = linear_thread_id();
  Out[T] = shuffle(Mask, int(1000 + T), Kind, Operand, Width);
}

/// Runs one shuffle over Threads threads and returns, per thread, the
/// thread whose value it received.
std::vector<int> sources(unsigned Threads, ShuffleKind Kind, int Operand,
                         int Width, uint64_t Mask = kActiveLanes) {
  std::vector<int> Out(Threads, -1);
  launch({"shuffle", "out,mask,kind,operand,width", true}, dim3(1),
         dim3(Threads))(
      [&](auto &&...A) { shuffleKernel(A...); }, Out.data(), Mask, Kind,
      Operand, Width);
  for (int &V : Out)
    V -= 1000;
  return Out;
}

/// The rules of the CUDA programming guide, spelled out lane by lane.
int expectedSource(int Lane, int WarpBase, ShuffleKind Kind, int Operand,
                   int Width) {
  int Start = Lane / Width * Width;
  int Source = Lane;
  switch (Kind) {
  case ShuffleKind::Index:
    Source = Start + Operand % Width;
    break;
  case ShuffleKind::Up:
    Source = Lane - Operand >= Start ? Lane - Operand : Lane;
    break;
  case ShuffleKind::Down:
    Source = Lane + Operand < Start + Width ? Lane + Operand : Lane;
    break;
  case ShuffleKind::Xor:
    Source = (Lane ^ Operand) < Start + Width ? (Lane ^ Operand) : Lane;
    break;
  }
  return WarpBase + Source;
}

void checkAllWidths(int WarpSize) {
  WarpSizeScope Scope(WarpSize);
  unsigned Threads = unsigned(2 * WarpSize);
  for (int Width = 1; Width <= WarpSize; Width *= 2)
    for (ShuffleKind Kind : {ShuffleKind::Index, ShuffleKind::Up,
                             ShuffleKind::Down, ShuffleKind::Xor})
      for (int Operand : {0, 1, 3, Width / 2, Width - 1, WarpSize / 2 + 1}) {
        std::vector<int> Got = sources(Threads, Kind, Operand, Width);
        for (unsigned T = 0; T < Threads; ++T)
          ASSERT_EQ(Got[T], expectedSource(int(T) % WarpSize,
                                           int(T) / WarpSize * WarpSize, Kind,
                                           Operand, Width))
              << "warp " << WarpSize << " width " << Width << " kind "
              << int(Kind) << " operand " << Operand << " thread " << T;
      }
}
} // namespace

TEST(ExecShuffle, EveryKindAndWidthAtWarp32) { checkAllWidths(32); }
TEST(ExecShuffle, EveryKindAndWidthAtWarp64) { checkAllWidths(64); }

TEST(ExecShuffle, HandPickedLanes) {
  std::vector<int> Got = sources(64, ShuffleKind::Xor, 16, 16, kFull32);
  EXPECT_EQ(Got[5], 5);   // 5 ^ 16 = 21 lies in a later segment: own value.
  EXPECT_EQ(Got[17], 1);  // 17 ^ 16 = 1 lies in an earlier one: allowed.
  EXPECT_EQ(Got[37], 37); // Second warp, lane 5.
  Got = sources(32, ShuffleKind::Down, 3, 8, kFull32);
  EXPECT_EQ(Got[4], 7);
  EXPECT_EQ(Got[5], 5); // 5 + 3 leaves the segment 0..7.
  Got = sources(32, ShuffleKind::Up, 2, 8, kFull32);
  EXPECT_EQ(Got[9], 9); // 9 - 2 = 7 is below the segment 8..15.
  EXPECT_EQ(Got[10], 8);
  Got = sources(32, ShuffleKind::Index, 13, 8, kFull32);
  EXPECT_EQ(Got[20], 21); // 13 % 8 = 5 within the segment 16..23.
  Got = sources(32, ShuffleKind::Index, -1, 32, kFull32);
  EXPECT_EQ(Got[0], 31); // Negative indices wrap like the hardware's.
}

TEST(ExecShuffle, LanesAbove32AtWarp64) {
  WarpSizeScope Scope(64);
  std::vector<int> Got = sources(64, ShuffleKind::Down, 32, 64);
  EXPECT_EQ(Got[10], 42);
  EXPECT_EQ(Got[40], 40);
  Got = sources(64, ShuffleKind::Index, 63, 64);
  EXPECT_EQ(Got[0], 63);
  EXPECT_EQ(Got[50], 63);
  Got = sources(64, ShuffleKind::Xor, 33, 64);
  EXPECT_EQ(Got[1], 32);
  EXPECT_EQ(Got[62], 31);
}

TEST(ExecShuffle, PartialWarpSourcesOutsideTheBlockGiveOwnValue) {
  // 40 threads: the second warp has lanes 0..7 only.
  std::vector<int> Got = sources(40, ShuffleKind::Down, 4, 32, kFull32);
  EXPECT_EQ(Got[32], 36);
  EXPECT_EQ(Got[35], 39);
  EXPECT_EQ(Got[36], 36); // Lane 8 does not exist.
  Got = sources(40, ShuffleKind::Index, 20, 32, kFull32);
  EXPECT_EQ(Got[33], 33);
}

TEST(ExecShuffle, PartialMasksExchangeWithinTheirLanes) {
  // Lanes 0..15 and 16..31 shuffle separately (each with its own mask).
  std::vector<int> Out(32, -1);
  launch({"halves", "out", true}, dim3(1), dim3(32))(
      [&](auto &&...A) {
        auto Body = [](int *O) {
          unsigned L = lane_id();
          uint64_t Mask = L < 16 ? 0x0000ffffull : 0xffff0000ull;
          O[L] = shuffle(Mask, int(L), ShuffleKind::Down, 1, 32);
        };
        Body(A...);
      },
      Out.data());
  EXPECT_EQ(Out[0], 1);
  EXPECT_EQ(Out[15], 15); // Lane 16 is not in lane 15's mask.
  EXPECT_EQ(Out[16], 17);
  EXPECT_EQ(Out[31], 31);
}

TEST(ExecShuffle, CarriesEightByteValues) {
  std::vector<double> Out(32);
  launch({"doubles", "out", true}, dim3(1), dim3(32))(
      [&](auto &&...A) {
        auto Body = [](double *O) {
          unsigned L = lane_id();
          O[L] = shuffle(kFull32, L * 0.5, ShuffleKind::Xor, 1, 32);
        };
        Body(A...);
      },
      Out.data());
  EXPECT_EQ(Out[0], 0.5);
  EXPECT_EQ(Out[1], 0.0);
  EXPECT_EQ(Out[30], 15.5);
}

// A width that is no power of two (undefined in CUDA) leaves a last segment
// that runs past the warp: a source there is no lane, and the caller keeps
// its value (it used to read another warp's slot).
TEST(ExecShuffleTest, SourcesPastTheWarpKeepTheCallersValue) {
  WarpSizeScope Scope(64);
  std::vector<int> Index = sources(128, ShuffleKind::Index, 21, 48);
  std::vector<int> Down = sources(128, ShuffleKind::Down, 20, 48);
  for (unsigned T = 0; T < 128; ++T) {
    int Lane = int(T % 64), Base = int(T / 64 * 64);
    EXPECT_EQ(Index[T], Lane < 48 ? Base + 21 : int(T)) << T;
    EXPECT_EQ(Down[T], Lane + 20 < (Lane < 48 ? 48 : 64) ? int(T) + 20 : int(T))
        << T;
  }
}
