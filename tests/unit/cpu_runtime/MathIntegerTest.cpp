//===- MathIntegerTest.cpp - integer intrinsics ---------------------------===//
#include "cuda_runtime.h"
#include <climits>
#include <gtest/gtest.h>

namespace {

TEST(CpuMathInteger, BitCounts) {
  EXPECT_EQ(__popc(0xF0F0u), 8);
  EXPECT_EQ(__popc(0xFFFFFFFFu), 32);
  EXPECT_EQ(__popcll(0xFFFFFFFF00000001ull), 33);
  EXPECT_EQ(__clz(1), 31);
  EXPECT_EQ(__clz(0), 32);
  EXPECT_EQ(__clz(-1), 0);
  EXPECT_EQ(__clzll(1ll), 63);
  EXPECT_EQ(__clzll(0ll), 64);
  EXPECT_EQ(__ffs(0), 0);
  EXPECT_EQ(__ffs(8), 4);
  EXPECT_EQ(__ffs(INT_MIN), 32);
  EXPECT_EQ(__ffsll(1ll << 40), 41);
}

TEST(CpuMathInteger, BitReversalAndPermutation) {
  EXPECT_EQ(__brev(1u), 0x80000000u);
  EXPECT_EQ(__brev(0x12345678u), 0x1E6A2C48u);
  EXPECT_EQ(__brevll(1ull), 0x8000000000000000ull);
  EXPECT_EQ(__byte_perm(0x33221100u, 0x77665544u, 0x5410u), 0x55441100u);
  EXPECT_EQ(__byte_perm(0x33221100u, 0x77665544u, 0x0123u), 0x00112233u);
  EXPECT_EQ(__byte_perm(0x33221100u, 0x77665544u, 0x7777u), 0x77777777u);
}

TEST(CpuMathInteger, HighHalvesAndNarrowProducts) {
  EXPECT_EQ(__mulhi(0x40000000, 4), 1);
  EXPECT_EQ(__mulhi(-1, 1), -1);
  EXPECT_EQ(__umulhi(0xFFFFFFFFu, 0xFFFFFFFFu), 0xFFFFFFFEu);
  EXPECT_EQ(__mul64hi(1ll << 62, 4ll), 1ll);
  EXPECT_EQ(__mul64hi(-1ll, 1ll), -1ll);
  EXPECT_EQ(__umul64hi(~0ull, ~0ull), ~0ull - 1);
  EXPECT_EQ(__mul24(0x00FFFFFF, 2), -2); // Low 24 bits, sign-extended.
  EXPECT_EQ(__mul24(1000, 1000), 1000000);
  EXPECT_EQ(__umul24(0x01000003u, 2u), 6u);
}

TEST(CpuMathInteger, AveragesAndDifferences) {
  EXPECT_EQ(__hadd(INT_MAX, INT_MAX), INT_MAX);
  EXPECT_EQ(__hadd(-3, 0), -2); // Rounds down.
  EXPECT_EQ(__rhadd(1, 2), 2);
  EXPECT_EQ(__rhadd(-3, 0), -1);
  EXPECT_EQ(__uhadd(0xFFFFFFFFu, 1u), 0x80000000u);
  EXPECT_EQ(__urhadd(0xFFFFFFFFu, 0xFFFFFFFEu), 0xFFFFFFFFu);
  EXPECT_EQ(__sad(3, 10, 5u), 12u);
  EXPECT_EQ(__usad(10u, 3u, 1u), 8u);
}

TEST(CpuMathInteger, FunnelShiftsAndDotProducts) {
  EXPECT_EQ(__funnelshift_l(0x80000000u, 1u, 1u), 3u);
  EXPECT_EQ(__funnelshift_l(0x80000000u, 1u, 33u), 3u); // Modulo 32.
  EXPECT_EQ(__funnelshift_lc(0x12345678u, 1u, 40u), 0x12345678u);
  EXPECT_EQ(__funnelshift_r(0x1u, 0x2u, 4u), 0x20000000u);
  EXPECT_EQ(__funnelshift_rc(0x1u, 0x2u, 32u), 0x2u);
  EXPECT_EQ(__dp4a(0x01020304, 0x01010101, 10), 20);
  EXPECT_EQ(__dp4a(static_cast<int>(0xFF000000u), 0x02000000, 0), -2);
  EXPECT_EQ(__dp4a(0xFF000000u, 0x02000000u, 0u), 510u);
}

} // namespace
