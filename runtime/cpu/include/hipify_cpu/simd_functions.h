//===- simd_functions.h - SIMD intrinsics on packed 16- and 8-bit lanes ---===//
//
// CUDA's SIMD intrinsics (__vadd4, __vmaxs2, __vcmpgtu4, __vsads2...) treat
// an unsigned int as two 16-bit lanes (the names ending in 2) or four 8-bit
// lanes (ending in 4). Every one is the same loop over lanes with another
// per-lane operation, so each is written once, as that operation, and the
// lane width is a template parameter. Lanes are widened to 64 bits first:
// wrap-around, saturation and rounding are then plain arithmetic.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_SIMD_FUNCTIONS_H
#define HIPIFY_CPU_SIMD_FUNCTIONS_H

#include "hipify_cpu/mode.h"
#include <cstdint>

namespace hipify_cpu::simd {

/// Lane I of X, Bits wide, sign-extended when Signed.
template <unsigned Bits, bool Signed>
inline int64_t lane(unsigned int X, unsigned I) {
  uint64_t Field = (uint64_t(X) >> (I * Bits)) & ((uint64_t(1) << Bits) - 1);
  if (Signed && (Field >> (Bits - 1)))
    return int64_t(Field) - (int64_t(1) << Bits);
  return int64_t(Field);
}

template <unsigned Bits, bool Signed> constexpr int64_t lowest() {
  return Signed ? -(int64_t(1) << (Bits - 1)) : 0;
}
template <unsigned Bits, bool Signed> constexpr int64_t highest() {
  return Signed ? (int64_t(1) << (Bits - 1)) - 1 : (int64_t(1) << Bits) - 1;
}

/// Op applied lane by lane; each result is truncated to the lane.
template <unsigned Bits, bool Signed, typename Op>
inline unsigned int lanewise(unsigned int A, unsigned int B, Op F) {
  unsigned int Result = 0;
  for (unsigned I = 0; I < 32 / Bits; ++I) {
    uint64_t Value = uint64_t(F(lane<Bits, Signed>(A, I), lane<Bits, Signed>(B, I)));
    Result |= unsigned((Value & ((uint64_t(1) << Bits) - 1)) << (I * Bits));
  }
  return Result;
}

/// Op applied lane by lane, its result clamped to the lane's range.
template <unsigned Bits, bool Signed, typename Op>
inline unsigned int saturated(unsigned int A, unsigned int B, Op F) {
  return lanewise<Bits, Signed>(A, B, [&](int64_t X, int64_t Y) {
    int64_t V = F(X, Y);
    return V < lowest<Bits, Signed>()    ? lowest<Bits, Signed>()
           : V > highest<Bits, Signed>() ? highest<Bits, Signed>()
                                         : V;
  });
}

/// All ones in a lane where Test holds (the __vcmp* form), or 1 (__vset*).
template <unsigned Bits, bool Signed, typename Test>
inline unsigned int compare(unsigned int A, unsigned int B, Test T, bool Mask) {
  return lanewise<Bits, Signed>(A, B, [&](int64_t X, int64_t Y) {
    return T(X, Y) ? (Mask ? -1 : 1) : 0;
  });
}

/// The sum of the lanes' absolute differences.
template <unsigned Bits, bool Signed>
inline unsigned int sumOfAbsoluteDifferences(unsigned int A, unsigned int B) {
  int64_t Sum = 0;
  for (unsigned I = 0; I < 32 / Bits; ++I) {
    int64_t D = lane<Bits, Signed>(A, I) - lane<Bits, Signed>(B, I);
    Sum += D < 0 ? -D : D;
  }
  return unsigned(Sum);
}

inline int64_t add(int64_t X, int64_t Y) { return X + Y; }
inline int64_t sub(int64_t X, int64_t Y) { return X - Y; }
inline int64_t absDiff(int64_t X, int64_t Y) { return X > Y ? X - Y : Y - X; }
inline int64_t absolute(int64_t X, int64_t) { return X < 0 ? -X : X; }
inline int64_t negate(int64_t X, int64_t) { return -X; }
inline int64_t maximum(int64_t X, int64_t Y) { return X > Y ? X : Y; }
inline int64_t minimum(int64_t X, int64_t Y) { return X < Y ? X : Y; }
/// Rounded half up, as the GPU's vavrg: (x + y + 1) >> 1, exactly.
inline int64_t roundedAverage(int64_t X, int64_t Y) {
  int64_t S = X + Y + 1;
  return S >= 0 ? S / 2 : -((-S + 1) / 2);
}
inline int64_t truncatedAverage(int64_t X, int64_t Y) { return (X + Y) >> 1; }

} // namespace hipify_cpu::simd

HIPIFY_CPU_BEGIN_DECLS

// One function per name: the lane width (2: 16 bits, 4: 8 bits), whether
// lanes are signed, and the per-lane operation.
#define HIPIFY_CPU_SIMD(NAME, BITS, SIGNED, FORM, OP)                        \
  inline unsigned int NAME(unsigned int A, unsigned int B) {                  \
    return ::hipify_cpu::simd::FORM<BITS, SIGNED>(A, B,                       \
                                                  ::hipify_cpu::simd::OP);    \
  }
#define HIPIFY_CPU_SIMD_UNARY(NAME, BITS, SIGNED, FORM, OP)                  \
  inline unsigned int NAME(unsigned int A) {                                  \
    return ::hipify_cpu::simd::FORM<BITS, SIGNED>(A, 0u,                      \
                                                  ::hipify_cpu::simd::OP);    \
  }
#define HIPIFY_CPU_SIMD_BOTH(NAME, SIGNED, FORM, OP)                         \
  HIPIFY_CPU_SIMD(NAME##2, 16, SIGNED, FORM, OP)                              \
  HIPIFY_CPU_SIMD(NAME##4, 8, SIGNED, FORM, OP)
#define HIPIFY_CPU_SIMD_UNARY_BOTH(NAME, SIGNED, FORM, OP)                   \
  HIPIFY_CPU_SIMD_UNARY(NAME##2, 16, SIGNED, FORM, OP)                        \
  HIPIFY_CPU_SIMD_UNARY(NAME##4, 8, SIGNED, FORM, OP)

HIPIFY_CPU_SIMD_BOTH(__vadd, false, lanewise, add)
HIPIFY_CPU_SIMD_BOTH(__vaddss, true, saturated, add)
HIPIFY_CPU_SIMD_BOTH(__vaddus, false, saturated, add)
HIPIFY_CPU_SIMD_BOTH(__vsub, false, lanewise, sub)
HIPIFY_CPU_SIMD_BOTH(__vsubss, true, saturated, sub)
HIPIFY_CPU_SIMD_BOTH(__vsubus, false, saturated, sub)
HIPIFY_CPU_SIMD_BOTH(__vabsdiffs, true, lanewise, absDiff)
HIPIFY_CPU_SIMD_BOTH(__vabsdiffu, false, lanewise, absDiff)
HIPIFY_CPU_SIMD_BOTH(__vavgs, true, lanewise, roundedAverage)
HIPIFY_CPU_SIMD_BOTH(__vavgu, false, lanewise, roundedAverage)
HIPIFY_CPU_SIMD_BOTH(__vhaddu, false, lanewise, truncatedAverage)
HIPIFY_CPU_SIMD_BOTH(__vmaxs, true, lanewise, maximum)
HIPIFY_CPU_SIMD_BOTH(__vmaxu, false, lanewise, maximum)
HIPIFY_CPU_SIMD_BOTH(__vmins, true, lanewise, minimum)
HIPIFY_CPU_SIMD_BOTH(__vminu, false, lanewise, minimum)
HIPIFY_CPU_SIMD_UNARY_BOTH(__vabs, true, lanewise, absolute)
HIPIFY_CPU_SIMD_UNARY_BOTH(__vabsss, true, saturated, absolute)
HIPIFY_CPU_SIMD_UNARY_BOTH(__vneg, true, lanewise, negate)
HIPIFY_CPU_SIMD_UNARY_BOTH(__vnegss, true, saturated, negate)

// Comparisons: __vcmp* set a true lane to all ones, __vset* to 1.
#define HIPIFY_CPU_SIMD_COMPARE(SUFFIX, SIGNED, TEST)                        \
  inline unsigned int __vcmp##SUFFIX##2(unsigned int A, unsigned int B) {     \
    return ::hipify_cpu::simd::compare<16, SIGNED>(A, B, TEST, true);         \
  }                                                                           \
  inline unsigned int __vcmp##SUFFIX##4(unsigned int A, unsigned int B) {     \
    return ::hipify_cpu::simd::compare<8, SIGNED>(A, B, TEST, true);          \
  }                                                                           \
  inline unsigned int __vset##SUFFIX##2(unsigned int A, unsigned int B) {     \
    return ::hipify_cpu::simd::compare<16, SIGNED>(A, B, TEST, false);        \
  }                                                                           \
  inline unsigned int __vset##SUFFIX##4(unsigned int A, unsigned int B) {     \
    return ::hipify_cpu::simd::compare<8, SIGNED>(A, B, TEST, false);         \
  }

HIPIFY_CPU_SIMD_COMPARE(eq, false, [](int64_t X, int64_t Y) { return X == Y; })
HIPIFY_CPU_SIMD_COMPARE(ne, false, [](int64_t X, int64_t Y) { return X != Y; })
HIPIFY_CPU_SIMD_COMPARE(ges, true, [](int64_t X, int64_t Y) { return X >= Y; })
HIPIFY_CPU_SIMD_COMPARE(geu, false, [](int64_t X, int64_t Y) { return X >= Y; })
HIPIFY_CPU_SIMD_COMPARE(gts, true, [](int64_t X, int64_t Y) { return X > Y; })
HIPIFY_CPU_SIMD_COMPARE(gtu, false, [](int64_t X, int64_t Y) { return X > Y; })
HIPIFY_CPU_SIMD_COMPARE(les, true, [](int64_t X, int64_t Y) { return X <= Y; })
HIPIFY_CPU_SIMD_COMPARE(leu, false, [](int64_t X, int64_t Y) { return X <= Y; })
HIPIFY_CPU_SIMD_COMPARE(lts, true, [](int64_t X, int64_t Y) { return X < Y; })
HIPIFY_CPU_SIMD_COMPARE(ltu, false, [](int64_t X, int64_t Y) { return X < Y; })

inline unsigned int __vsads2(unsigned int A, unsigned int B) {
  return ::hipify_cpu::simd::sumOfAbsoluteDifferences<16, true>(A, B);
}
inline unsigned int __vsads4(unsigned int A, unsigned int B) {
  return ::hipify_cpu::simd::sumOfAbsoluteDifferences<8, true>(A, B);
}
inline unsigned int __vsadu2(unsigned int A, unsigned int B) {
  return ::hipify_cpu::simd::sumOfAbsoluteDifferences<16, false>(A, B);
}
inline unsigned int __vsadu4(unsigned int A, unsigned int B) {
  return ::hipify_cpu::simd::sumOfAbsoluteDifferences<8, false>(A, B);
}

#undef HIPIFY_CPU_SIMD_COMPARE
#undef HIPIFY_CPU_SIMD_UNARY_BOTH
#undef HIPIFY_CPU_SIMD_BOTH
#undef HIPIFY_CPU_SIMD_UNARY
#undef HIPIFY_CPU_SIMD

HIPIFY_CPU_END_DECLS

#endif
