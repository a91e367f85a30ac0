//===- HalfTest.cpp - __half and bfloat16, bit for bit --------------------===//
#include "cuda_runtime.h"
#include "cuda_bf16.h"
#include "cuda_fp16.h"
#include <cmath>
#include <gtest/gtest.h>
#include <string>

namespace {

unsigned short bits(__half H) { return H.__x; }
__half fromBits(unsigned short B) { return __ushort_as_half(B); }

TEST(CpuHalf, FloatToHalfInEveryMode) {
  EXPECT_EQ(bits(__float2half(1.0f)), 0x3C00);
  EXPECT_EQ(bits(__float2half(-2.0f)), 0xC000);
  EXPECT_EQ(bits(__float2half(65504.0f)), 0x7BFF);
  // 65520 is halfway between the largest half and the next power of two.
  EXPECT_EQ(bits(__float2half_rn(65520.0f)), 0x7C00);
  EXPECT_EQ(bits(__float2half_rz(65520.0f)), 0x7BFF);
  EXPECT_EQ(bits(__float2half_rn(65519.0f)), 0x7BFF);
  EXPECT_EQ(bits(__float2half_rd(1e9f)), 0x7BFF);
  EXPECT_EQ(bits(__float2half_ru(1e9f)), 0x7C00);
  EXPECT_EQ(bits(__float2half_ru(-1e9f)), 0xFBFF);
  // 1/3: 0x3555 is the nearest and below it, 0x3556 above.
  EXPECT_EQ(bits(__float2half_rn(1.0f / 3)), 0x3555);
  EXPECT_EQ(bits(__float2half_rz(1.0f / 3)), 0x3555);
  EXPECT_EQ(bits(__float2half_rd(1.0f / 3)), 0x3555);
  EXPECT_EQ(bits(__float2half_ru(1.0f / 3)), 0x3556);
  EXPECT_EQ(bits(__float2half_ru(-1.0f / 3)), 0xB555);
  EXPECT_EQ(bits(__float2half_rd(-1.0f / 3)), 0xB556);
  // Subnormals: 2^-24 is the smallest; 2^-25 ties to even (zero).
  EXPECT_EQ(bits(__float2half(0x1p-24f)), 0x0001);
  EXPECT_EQ(bits(__float2half_rn(0x1p-25f)), 0x0000);
  EXPECT_EQ(bits(__float2half_rn(0x1.8p-25f)), 0x0001);
  EXPECT_EQ(bits(__float2half_rn(0x1.8p-24f)), 0x0002); // Tie to even.
  EXPECT_EQ(bits(__float2half_ru(1e-10f)), 0x0001);
  EXPECT_EQ(bits(__float2half_rz(1e-10f)), 0x0000);
  EXPECT_EQ(bits(__float2half_rn(0x1.ffcp-15f)), 0x0400); // Into normal.
  EXPECT_EQ(bits(__float2half(-0.0f)), 0x8000);
  EXPECT_EQ(bits(__float2half(INFINITY)), 0x7C00);
  EXPECT_TRUE(__hisnan(__float2half(NAN)));
  // Rounding from double is direct, not through float.
  EXPECT_EQ(bits(__double2half(1.0 + 0x1p-11 + 0x1p-40)), 0x3C01);
}

TEST(CpuHalf, HalfToFloatAndIntegers) {
  EXPECT_EQ(__half2float(fromBits(0x3C01)), 1.0009765625f);
  EXPECT_EQ(__half2float(fromBits(0x0001)), 0x1p-24f);
  EXPECT_EQ(__half2float(fromBits(0xFC00)), -INFINITY);
  EXPECT_EQ(__half2int_rz(__float2half(2.75f)), 2);
  EXPECT_EQ(__half2int_rn(__float2half(2.5f)), 2);
  EXPECT_EQ(__half2int_ru(__float2half(-2.5f)), -2);
  EXPECT_EQ(__half2short_rd(__float2half(-2.25f)), -3);
  EXPECT_EQ(__half2uint_rn(__float2half(-7.0f)), 0u);
  EXPECT_EQ(__half2ll_rz(__float2half(65504.0f)), 65504ll);
  EXPECT_EQ(bits(__int2half_rn(2049)), bits(__float2half(2048.0f)));
  EXPECT_EQ(bits(__int2half_ru(2049)), bits(__float2half(2050.0f)));
  EXPECT_EQ(bits(__int2half_rd(-2049)), bits(__float2half(-2050.0f)));
  EXPECT_EQ(bits(__ull2half_rz(~0ull)), 0x7BFF);
  EXPECT_EQ(bits(__uint2half_rn(70000u)), 0x7C00);
  EXPECT_EQ(__half_as_ushort(__float2half(1.0f)), 0x3C00);
  EXPECT_EQ(__half_as_short(__float2half(-1.0f)), short(0xBC00));
}

TEST(CpuHalf, ArithmeticRoundsOnceToHalf) {
  __half One = __float2half(1.0f);
  __half HalfUlp = __float2half(0x1p-11f);
  EXPECT_EQ(bits(__hadd(One, HalfUlp)), 0x3C00); // Tie to even.
  EXPECT_EQ(bits(__hadd(fromBits(0x3C01), HalfUlp)), 0x3C02);
  EXPECT_EQ(bits(__hsub(One, HalfUlp)), 0x3BFF);
  EXPECT_EQ(__half2float(__hmul(__float2half(3.0f), __float2half(0.5f))),
            1.5f);
  EXPECT_EQ(bits(__hdiv(One, __float2half(3.0f))), 0x3555);
  // (1 + 2^-10)^2 - 1 = 2^-9 + 2^-20, rounded once: 2^-9 (ties to even).
  __half A = fromBits(0x3C01);
  EXPECT_EQ(bits(__hfma(A, A, __float2half(-1.0f))), 0x1800);
  EXPECT_EQ(bits(__hfma(__float2half(2.0f), __float2half(3.0f),
                        __float2half(1.0f))),
            bits(__float2half(7.0f)));
  EXPECT_EQ(bits(__hneg(One)), 0xBC00);
  EXPECT_EQ(bits(__habs(__float2half(-5.0f))), bits(__float2half(5.0f)));
  EXPECT_EQ(__half2float(__hadd_sat(One, One)), 1.0f);
  EXPECT_EQ(__half2float(__hsub_sat(__float2half(0.25f), One)), 0.0f);
  EXPECT_EQ(__half2float(__hmax(__float2half(NAN), One)), 1.0f);
  EXPECT_TRUE(__hisnan(__hmax_nan(__float2half(NAN), One)));
  EXPECT_EQ(__half2float(hsqrt(__float2half(16.0f))), 4.0f);
  EXPECT_EQ(__half2float(hrcp(__float2half(4.0f))), 0.25f);
  EXPECT_EQ(__half2float(hfloor(__float2half(-1.5f))), -2.0f);
  EXPECT_EQ(__half2float(hrint(__float2half(2.5f))), 2.0f);
  // Operators.
  __half X = __float2half(1.5f), Y = __float2half(2.0f);
  EXPECT_EQ(__half2float(X + Y), 3.5f);
  EXPECT_EQ(__half2float(X * Y - Y), 1.0f);
  EXPECT_EQ(__half2float(-X / Y), -0.75f);
  X += Y;
  EXPECT_EQ(__half2float(X), 3.5f);
  EXPECT_TRUE(Y < X);
  EXPECT_TRUE(X != Y);
  EXPECT_FALSE(__heq(__float2half(NAN), __float2half(NAN)));
  EXPECT_TRUE(__hneu(__float2half(NAN), One));
  EXPECT_FALSE(__hne(__float2half(NAN), One));
  EXPECT_EQ(__hisinf(__float2half(-INFINITY)), -1);
}

TEST(CpuHalf, PairsWorkLaneByLane) {
  __half2 A = __floats2half2_rn(1.0f, 2.0f);
  __half2 B = __halves2half2(__float2half(3.0f), __float2half(-4.0f));
  __half2 Sum = __hadd2(A, B);
  EXPECT_EQ(__low2float(Sum), 4.0f);
  EXPECT_EQ(__high2float(Sum), -2.0f);
  float2 Product = __half22float2(__hmul2(A, B));
  EXPECT_EQ(Product.x, 3.0f);
  EXPECT_EQ(Product.y, -8.0f);
  __half2 Fma = __hfma2(A, A, B);
  EXPECT_EQ(__low2float(Fma), 4.0f);
  EXPECT_EQ(__high2float(Fma), 0.0f);
  __half2 Less = __hlt2(A, B);
  EXPECT_EQ(__low2float(Less), 1.0f);
  EXPECT_EQ(__high2float(Less), 0.0f);
  EXPECT_FALSE(__hblt2(A, B));
  EXPECT_TRUE(__hbeq2(A, A));
  EXPECT_EQ(__low2float(__lowhigh2highlow(A)), 2.0f);
  EXPECT_EQ(__high2float(__half2half2(__float2half(5.0f))), 5.0f);
  EXPECT_EQ(__low2float(A + B), 4.0f);
  EXPECT_EQ(sizeof(__half2), 4u);
  EXPECT_EQ(alignof(__half2), 4u);
}

TEST(CpuHalf, HyperbolicTangentRoundsOnce) {
  // tanh(0.5) = 0.46211715726..., between the halves 0x3764 (0.461914...)
  // and 0x3765 (0.462158...); the nearer is 0x3765.
  EXPECT_EQ(bits(htanh(__float2half(0.5f))), 0x3765);
  EXPECT_EQ(bits(htanh_approx(__float2half(0.5f))), 0x3765);
  EXPECT_EQ(__half2float(htanh(__float2half(-INFINITY))), -1.0f);
  __half2 Pair = h2tanh_approx(__floats2half2_rn(0.0f, 20.0f));
  EXPECT_EQ(__low2float(Pair), 0.0f);
  EXPECT_EQ(__high2float(Pair), 1.0f);
  EXPECT_EQ(__bfloat162float(htanh(__float2bfloat16(100.0f))), 1.0f);
}

TEST(CpuHalf, BFloat16) {
  EXPECT_EQ(__float2bfloat16(1.0f).__x, 0x3F80);
  EXPECT_EQ(__float2bfloat16_rn(1.0f + 0x1p-8f).__x, 0x3F80); // Tie to even.
  EXPECT_EQ(__float2bfloat16_rn(1.0f + 0x1.8p-7f).__x, 0x3F82);
  EXPECT_EQ(__float2bfloat16_ru(1.0f + 0x1p-20f).__x, 0x3F81);
  EXPECT_EQ(__float2bfloat16_rz(-1.0f - 0x1p-20f).__x, 0xBF80);
  EXPECT_EQ(__float2bfloat16(3e38f).__x, 0x7F62);
  EXPECT_EQ(__bfloat162float(__float2bfloat16(3.25f)), 3.25f);
  __nv_bfloat16 A = __float2bfloat16(1.5f), B = __float2bfloat16(2.5f);
  EXPECT_EQ(__bfloat162float(__hadd(A, B)), 4.0f);
  EXPECT_EQ(__bfloat162float(__hmul(A, B)), 3.75f);
  EXPECT_EQ(__bfloat162float(A * B + A), 5.25f);
  __nv_bfloat162 P = __floats2bfloat162_rn(1.0f, 2.0f);
  EXPECT_EQ(__high2float(__hadd2(P, P)), 4.0f);
  EXPECT_EQ(__bfloat162int_rz(__float2bfloat16(-2.75f)), -2);
}

TEST(CpuHalf, TracesNameTheComponentType) {
  EXPECT_EQ(std::string(hipify_cpu::element_kind<__half>::name()), "f16");
  EXPECT_EQ(std::string(hipify_cpu::element_kind<__half2>::name()), "f16");
  EXPECT_EQ(std::string(hipify_cpu::element_kind<__nv_bfloat16>::name()),
            "bf16");
  EXPECT_EQ(std::string(hipify_cpu::element_kind<float4>::name()), "f32");
  EXPECT_EQ(std::string(hipify_cpu::element_kind<uchar2>::name()), "u8");
  EXPECT_EQ(std::string(hipify_cpu::element_kind<longlong2>::name()), "i64");
  EXPECT_EQ(std::string(hipify_cpu::element_kind<uint3>::name()), "u32");
  EXPECT_EQ(std::string(hipify_cpu::element_kind<int>::name()), "i32");
  EXPECT_EQ(alignof(float4), 16u);
  EXPECT_EQ(alignof(float2), 8u);
  EXPECT_EQ(sizeof(float3), 12u);
  EXPECT_EQ(alignof(double2), 16u);
  float4 V = make_float4(1, 2, 3, 4);
  EXPECT_EQ(V.w, 4.0f);
}

} // namespace
