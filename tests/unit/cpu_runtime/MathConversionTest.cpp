//===- MathConversionTest.cpp - rounding modes, against hand-computed values ===//
#include "cuda_runtime.h"
#include <cfloat>
#include <climits>
#include <cmath>
#include <gtest/gtest.h>

namespace {

TEST(CpuMathConversion, FloatToIntInEveryMode) {
  EXPECT_EQ(__float2int_rn(2.5f), 2); // Ties to even.
  EXPECT_EQ(__float2int_rn(3.5f), 4);
  EXPECT_EQ(__float2int_rn(-2.5f), -2);
  EXPECT_EQ(__float2int_rn(2.6f), 3);
  EXPECT_EQ(__float2int_rz(2.9f), 2);
  EXPECT_EQ(__float2int_rz(-2.9f), -2);
  EXPECT_EQ(__float2int_ru(2.1f), 3);
  EXPECT_EQ(__float2int_ru(-2.9f), -2);
  EXPECT_EQ(__float2int_rd(2.9f), 2);
  EXPECT_EQ(__float2int_rd(-2.1f), -3);
  // Saturation and NaN.
  EXPECT_EQ(__float2int_rn(1e10f), INT_MAX);
  EXPECT_EQ(__float2int_rz(-1e10f), INT_MIN);
  EXPECT_EQ(__float2int_rn(NAN), 0);
  EXPECT_EQ(__float2uint_rn(-1.0f), 0u);
  EXPECT_EQ(__float2uint_ru(4294967040.0f), 4294967040u);
  EXPECT_EQ(__float2uint_rz(5e9f), UINT_MAX);
  EXPECT_EQ(__float2ll_rd(-0.5f), -1);
  EXPECT_EQ(__float2ull_ru(0.25f), 1ull);
  EXPECT_EQ(__double2int_rn(-1.5), -2);
  EXPECT_EQ(__double2ll_rz(-9.75), -9);
  EXPECT_EQ(__double2ull_rn(2.5), 2ull);
  EXPECT_EQ(__double2uint_ru(0.000001), 1u);
}

TEST(CpuMathConversion, IntToFloatInEveryMode) {
  // 2^24 + 1 lies halfway between two floats.
  EXPECT_EQ(__int2float_rn(16777217), 16777216.0f);
  EXPECT_EQ(__int2float_rz(16777217), 16777216.0f);
  EXPECT_EQ(__int2float_rd(16777217), 16777216.0f);
  EXPECT_EQ(__int2float_ru(16777217), 16777218.0f);
  EXPECT_EQ(__int2float_rn(16777219), 16777220.0f); // Ties to even.
  EXPECT_EQ(__int2float_rz(-16777217), -16777216.0f);
  EXPECT_EQ(__int2float_rd(-16777217), -16777218.0f);
  EXPECT_EQ(__uint2float_ru(4294967295u), 4294967296.0f);
  EXPECT_EQ(__uint2float_rz(4294967295u), 4294967040.0f);
  EXPECT_EQ(__ll2float_rd(LLONG_MAX), 9223371487098961920.0f);
  EXPECT_EQ(__ull2float_rn(ULLONG_MAX), 18446744073709551616.0f);
  EXPECT_EQ(__ll2double_rz((1ll << 53) + 1), 9007199254740992.0);
  EXPECT_EQ(__ll2double_ru((1ll << 53) + 1), 9007199254740994.0);
  EXPECT_EQ(__ull2double_rd(ULLONG_MAX), 18446744073709549568.0);
  EXPECT_EQ(__int2double_rn(-7), -7.0);
}

TEST(CpuMathConversion, DoubleToFloatInEveryMode) {
  float Nearest = 0.1f; // Slightly above 0.1.
  EXPECT_EQ(__double2float_rn(0.1), Nearest);
  EXPECT_EQ(__double2float_ru(0.1), Nearest);
  EXPECT_EQ(__double2float_rz(0.1), std::nextafter(Nearest, 0.0f));
  EXPECT_EQ(__double2float_rd(0.1), std::nextafter(Nearest, 0.0f));
  EXPECT_EQ(__double2float_rz(-0.1), -std::nextafter(Nearest, 0.0f));
  EXPECT_EQ(__double2float_rd(-0.1), -Nearest);
  EXPECT_EQ(__double2float_rz(1e300), FLT_MAX);
  EXPECT_EQ(__double2float_ru(1e300), INFINITY);
  EXPECT_EQ(__double2float_rd(-1e300), -INFINITY);
  EXPECT_EQ(__double2float_ru(-1e300), -FLT_MAX);
  EXPECT_EQ(__double2float_rz(0.5), 0.5f);
}

TEST(CpuMathConversion, ArithmeticInEveryMode) {
  float One = 1.0f, Tiny = 1e-8f, Up = std::nextafter(1.0f, 2.0f),
        Down = std::nextafter(1.0f, 0.0f);
  EXPECT_EQ(__fadd_rn(One, Tiny), One);
  EXPECT_EQ(__fadd_rz(One, Tiny), One);
  EXPECT_EQ(__fadd_ru(One, Tiny), Up);
  EXPECT_EQ(__fadd_rd(One, -Tiny), Down);
  EXPECT_EQ(__fsub_rz(One, Tiny), Down);
  EXPECT_EQ(__fsub_ru(One, Tiny), One);
  // The nearest float to 1/3 is above it; rounding down is one ulp below.
  float Third = 1.0f / 3.0f;
  EXPECT_EQ(__fdiv_rn(1.0f, 3.0f), Third);
  EXPECT_EQ(__fdiv_ru(1.0f, 3.0f), Third);
  EXPECT_EQ(__fdiv_rd(1.0f, 3.0f), std::nextafter(Third, 0.0f));
  EXPECT_EQ(__fdiv_rz(-1.0f, 3.0f), -std::nextafter(Third, 0.0f));
  EXPECT_EQ(__frcp_rz(3.0f), std::nextafter(Third, 0.0f));
  EXPECT_EQ(__fdiv_ru(1.0f, 4.0f), 0.25f); // Exact stays exact.
  float Root2 = std::sqrt(2.0f); // Below sqrt(2).
  EXPECT_EQ(__fsqrt_rn(2.0f), Root2);
  EXPECT_EQ(__fsqrt_rd(2.0f), Root2);
  EXPECT_EQ(__fsqrt_ru(2.0f), std::nextafter(Root2, 2.0f));
  EXPECT_EQ(__fsqrt_ru(4.0f), 2.0f);
  // (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24: the 2^-24 decides up and down.
  float A = 1.0f + 0x1p-12f;
  EXPECT_EQ(__fmul_rn(A, A), 1.0f + 0x1p-11f);
  EXPECT_EQ(__fmul_ru(A, A), 1.0f + 0x1p-11f + 0x1p-23f);
  EXPECT_EQ(__fmaf_rz(A, A, -1.0f), 0x1p-11f + 0x1p-24f); // Exact.
  EXPECT_EQ(__fmaf_rn(0x1p-24f, 0x1p-2f, 1.0f), 1.0f);
  EXPECT_EQ(__fmaf_ru(0x1p-24f, 0x1p-2f, 1.0f), Up);
  EXPECT_EQ(__dadd_ru(1.0, 1e-20), std::nextafter(1.0, 2.0));
  EXPECT_EQ(__dadd_rn(1.0, 1e-20), 1.0);
  EXPECT_EQ(__dmul_rd(1.0 / 3.0, 3.0), std::nextafter(1.0, 0.0));
  EXPECT_EQ(__ddiv_ru(1.0, 3.0), std::nextafter(1.0 / 3.0, 1.0));
  EXPECT_EQ(__dsqrt_rz(2.0), std::nextafter(std::sqrt(2.0), 0.0));
}

TEST(CpuMathConversion, BitReinterpretation) {
  EXPECT_EQ(__float_as_int(1.0f), 0x3F800000);
  EXPECT_EQ(__int_as_float(0x40400000), 3.0f);
  EXPECT_EQ(__float_as_uint(-0.0f), 0x80000000u);
  EXPECT_EQ(__uint_as_float(0x7F800000u), INFINITY);
  EXPECT_EQ(__double_as_longlong(1.0), 0x3FF0000000000000ll);
  EXPECT_EQ(__longlong_as_double(0x4000000000000000ll), 2.0);
  EXPECT_EQ(__double2hiint(1.0), 0x3FF00000);
  EXPECT_EQ(__double2loint(1.0), 0);
  EXPECT_EQ(__hiloint2double(0x40080000, 0), 3.0);
}

TEST(CpuMathFunctions, WhatTheCLibraryLacks) {
  EXPECT_EQ(rsqrtf(4.0f), 0.5f);
  EXPECT_EQ(rsqrt(0.25), 2.0);
  EXPECT_EQ(rcbrtf(8.0f), 0.5f);
  EXPECT_EQ(sinpif(1.0f), 0.0f);
  EXPECT_EQ(sinpi(0.5), 1.0);
  EXPECT_EQ(sinpi(-1.5), 1.0);
  EXPECT_EQ(cospi(0.5), 0.0);
  EXPECT_EQ(cospif(1.0f), -1.0f);
  EXPECT_NEAR(sinpi(0.25), std::sqrt(0.5), 1e-15);
  EXPECT_NEAR(erfinv(std::erf(0.3)), 0.3, 1e-14);
  EXPECT_NEAR(erfinv(std::erf(-2.5)), -2.5, 1e-12);
  EXPECT_NEAR(erfcinv(std::erfc(5.0)), 5.0, 1e-12);
  EXPECT_NEAR(erfinvf(0.5f), 0.476936276f, 1e-6f);
  EXPECT_NEAR(normcdfinv(0.975), 1.959963984540054, 1e-12);
  EXPECT_EQ(normcdf(0.0), 0.5);
  EXPECT_NEAR(normcdff(1.0f), 0.841344746f, 1e-6f);
  EXPECT_NEAR(erfcx(1.0), std::exp(1.0) * std::erfc(1.0), 1e-15);
  EXPECT_NEAR(erfcx(30.0) * 30.0 * std::sqrt(M_PI), 1.0 - 1.0 / 1800, 1e-5);
  EXPECT_EQ(rhypotf(3.0f, 4.0f), 0.2f);
  EXPECT_EQ(norm3d(2.0, 3.0, 6.0), 7.0);
  EXPECT_EQ(rnorm4df(1.0f, 1.0f, 1.0f, 1.0f), 0.5f);
  double V[3] = {2, 3, 6};
  EXPECT_EQ(norm(3, V), 7.0);
  EXPECT_EQ(__saturatef(1.5f), 1.0f);
  EXPECT_EQ(__saturatef(-0.5f), 0.0f);
  EXPECT_EQ(__saturatef(NAN), 0.0f);
  EXPECT_EQ(__fdividef(1.0f, 4.0f), 0.25f);
  EXPECT_NEAR(__expf(1.0f), 2.7182817f, 1e-6f);
  float S, C;
  __sincosf(0.0f, &S, &C);
  EXPECT_EQ(S, 0.0f);
  EXPECT_EQ(C, 1.0f);
}

TEST(CpuMathFunctions, GlobalMinAndMax) {
  EXPECT_EQ(min(3, 5), 3);
  EXPECT_EQ(max(-3, -5), -3);
  EXPECT_EQ(min(2.5f, 1.5f), 1.5f);
  EXPECT_EQ(max(2.5, 7.0), 7.0);
  EXPECT_EQ(min(10ll, -2ll), -2ll);
  auto Mixed = min(3, 5u);
  static_assert(std::is_same_v<decltype(Mixed), unsigned int>);
  EXPECT_EQ(Mixed, 3u);
  EXPECT_EQ(max(1, 2.5), 2.5);
  EXPECT_EQ(umax(7u, 9u), 9u);
  EXPECT_EQ(llmin(-7ll, 9ll), -7ll);
}

} // namespace
