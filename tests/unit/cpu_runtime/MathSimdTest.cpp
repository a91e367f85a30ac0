//===- MathSimdTest.cpp - SIMD intrinsics on 16- and 8-bit lanes ----------===//
//
// Lane 0 is the lowest byte (or halfword). Expected values are worked out
// lane by lane in the comments.
//
//===----------------------------------------------------------------------===//
#include "cuda_runtime.h"
#include <gtest/gtest.h>

namespace {

TEST(CpuMathSimd, MaxAndMinBySign) {
  // Lanes of A: 127, 1, -1 (0xFF), -128 (0x80); of B: -128, -1, 0, 127.
  EXPECT_EQ(__vmaxs4(0x80FF017Fu, 0x7F00FF80u), 0x7F00017Fu);
  // Unsigned: max(127,128), max(1,255), max(255,0), max(128,127).
  EXPECT_EQ(__vmaxu4(0x80FF017Fu, 0x7F00FF80u), 0x80FFFF80u);
  EXPECT_EQ(__vmins4(0x80FF017Fu, 0x7F00FF80u), 0x80FFFF80u);
  EXPECT_EQ(__vminu4(0x80FF017Fu, 0x7F00FF80u), 0x7F00017Fu);
  EXPECT_EQ(__vmaxs2(0x8000FFFFu, 0x00010000u), 0x00010000u);
  EXPECT_EQ(__vmaxu2(0x8000FFFFu, 0x00010000u), 0x8000FFFFu);
}

TEST(CpuMathSimd, WrappingAndSaturatingArithmetic) {
  // -128 + -1, -128 + -128, 127 + -1, 127 + 1: wrapped, then clamped.
  EXPECT_EQ(__vadd4(0x7F7F8080u, 0x01FF80FFu), 0x807E007Fu);
  EXPECT_EQ(__vaddss4(0x7F7F8080u, 0x01FF80FFu), 0x7F7E8080u);
  EXPECT_EQ(__vaddus2(0xFFFF0001u, 0x00010002u), 0xFFFF0003u);
  EXPECT_EQ(__vsub4(0u, 0x01010101u), 0xFFFFFFFFu);
  EXPECT_EQ(__vsubus4(0x00000005u, 0x01010109u), 0u);
  EXPECT_EQ(__vsubss2(0x80007FFFu, 0x0001FFFFu), 0x80007FFFu);
}

TEST(CpuMathSimd, AbsoluteValuesNegationAndAverages) {
  EXPECT_EQ(__vabs4(0x000000FFu), 0x00000001u);
  EXPECT_EQ(__vabs4(0x00000080u), 0x00000080u);   // -128 wraps.
  EXPECT_EQ(__vabsss4(0x00000080u), 0x0000007Fu); // -128 saturates.
  EXPECT_EQ(__vneg2(0x00010000u), 0xFFFF0000u);
  EXPECT_EQ(__vnegss2(0x00008000u), 0x00007FFFu);
  EXPECT_EQ(__vabsdiffu4(0x000000FFu, 0x00000001u), 0x000000FEu);
  EXPECT_EQ(__vabsdiffs4(0x0000007Fu, 0x00000080u), 0x000000FFu); // 127 - -128
  // (1 + 0 + 1) >> 1 and (3 + 1 + 1) >> 1; signed -3 + 0 rounds to -1.
  EXPECT_EQ(__vavgu4(0x00000301u, 0x00000100u), 0x00000201u);
  EXPECT_EQ(__vavgs2(0x0000FFFDu, 0u), 0x0000FFFFu);
  EXPECT_EQ(__vhaddu4(0x000000FFu, 0x000000FFu), 0x000000FFu);
  EXPECT_EQ(__vhaddu2(0x00000003u, 0x00000000u), 0x00000001u);
}

TEST(CpuMathSimd, ComparisonsAndSumsOfDifferences) {
  // Lanes 1, -1, -128, 127 against zero.
  EXPECT_EQ(__vcmpgts4(0x7F80FF01u, 0u), 0xFF0000FFu);
  EXPECT_EQ(__vsetgtu4(0x7F80FF01u, 0u), 0x01010101u);
  EXPECT_EQ(__vcmpeq2(0x12345678u, 0x12340000u), 0xFFFF0000u);
  EXPECT_EQ(__vsetne2(0x12345678u, 0x12340000u), 0x00000001u);
  EXPECT_EQ(__vcmples2(0xFFFF0001u, 0x00000001u), 0xFFFFFFFFu);
  EXPECT_EQ(__vcmpleu2(0xFFFF0001u, 0x00000001u), 0x0000FFFFu);
  // |16-32| + 0 + |255-0| + |0-255| unsigned; signed: 16 + 0 + 1 + 1.
  EXPECT_EQ(__vsadu4(0x00FF0010u, 0xFF000020u), 526u);
  EXPECT_EQ(__vsads4(0x00FF0010u, 0xFF000020u), 18u);
  EXPECT_EQ(__vsadu2(0x0000FFFFu, 0x00000000u), 65535u);
  EXPECT_EQ(__vsads2(0x0000FFFFu, 0x00000000u), 1u);
}

} // namespace
