//===- narrow_float.h - 16-bit floating point: __half and bfloat16 --------===//
//
// Both 16-bit formats are stored as their bits and computed in double:
// a sum, difference or product of two 16-bit values is exact in double, and
// quotients, square roots and fused multiply-adds are rounded to odd there
// (see round_to_odd), so one final rounding gives the correctly rounded
// 16-bit result in every rounding mode, bit for bit what the GPU computes.
//
// The two types share every function name that CUDA overloads on them
// (__hadd, __hmul2, hsqrt, the operators...): HIPIFY_CPU_NARROW_FUNCTIONS
// declares them once per type, and the conversions whose names spell the
// type (__float2half, __float2bfloat16...) from its name stems.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_NARROW_FLOAT_H
#define HIPIFY_CPU_NARROW_FLOAT_H

#include "hipify_cpu/atomics.h"
#include "hipify_cpu/device_functions.h"
#include "hipify_cpu/mode.h"
#include "hipify_cpu/vector_types.h"
#include <cmath>
#include <cstdint>
#include <type_traits>

HIPIFY_CPU_BEGIN_DECLS
namespace hipify_cpu {

/// A binary floating-point format of 16 bits: a sign, ExponentBits of
/// biased exponent and MantissaBits of stored significand.
template <int MantissaBits, int ExponentBits> struct NarrowFormat {
  static constexpr int Bias = (1 << (ExponentBits - 1)) - 1;
  static constexpr int MinExponent = 1 - Bias;
  static constexpr uint16_t ExponentMask =
      static_cast<uint16_t>(((1 << ExponentBits) - 1) << MantissaBits);
  static constexpr uint16_t MaxFinite =
      static_cast<uint16_t>(ExponentMask - 1);
  static constexpr uint16_t CanonicalNaN = 0x7FFF;

  /// X rounded to this format in direction R.
  static uint16_t encode(double X, Round R) {
    if (std::isnan(X))
      return CanonicalNaN;
    bool Negative = std::signbit(X);
    uint16_t Sign = Negative ? 0x8000 : 0;
    if (std::isinf(X))
      return Sign | ExponentMask;
    double A = std::fabs(X);
    if (A == 0)
      return Sign;
    int E;
    std::frexp(A, &E); // A = f * 2^E, f in [0.5, 1).
    int Exponent = E - 1 < MinExponent ? MinExponent : E - 1;
    if (Exponent > Bias + 1)
      Exponent = Bias + 1; // Overflows below; keeps the scaling finite.
    double Scaled = std::ldexp(A, MantissaBits - Exponent); // Exact.
    double Whole = std::floor(Scaled);
    double Fraction = Scaled - Whole;
    bool Up = false;
    switch (R) {
    case Round::Nearest:
      Up = Fraction > 0.5 || (Fraction == 0.5 && std::fmod(Whole, 2.0) != 0);
      break;
    case Round::Zero:
      break;
    case Round::Up:
      Up = !Negative && Fraction > 0;
      break;
    case Round::Down:
      Up = Negative && Fraction > 0;
      break;
    }
    uint64_t Magnitude = static_cast<uint64_t>(Whole) + (Up ? 1 : 0);
    uint64_t Bits;
    if (Magnitude < (uint64_t(1) << MantissaBits))
      Bits = Magnitude; // Subnormal (a carry into the normal range encodes).
    else
      Bits = (static_cast<uint64_t>(Exponent + Bias) << MantissaBits) +
             (Magnitude - (uint64_t(1) << MantissaBits));
    if (Bits >= ExponentMask || std::fabs(Scaled) >= HUGE_VAL) {
      bool ToInfinity = R == Round::Nearest ||
                        (R == Round::Up && !Negative) ||
                        (R == Round::Down && Negative);
      return Sign | (ToInfinity ? ExponentMask : MaxFinite);
    }
    return Sign | static_cast<uint16_t>(Bits);
  }

  static double decode(uint16_t Bits) {
    int Exponent = (Bits & ExponentMask) >> MantissaBits;
    double Mantissa = Bits & ((1u << MantissaBits) - 1);
    double Magnitude;
    if (Exponent == (ExponentMask >> MantissaBits))
      Magnitude = Mantissa != 0 ? std::nan("") : HUGE_VAL;
    else if (Exponent == 0)
      Magnitude = std::ldexp(Mantissa, MinExponent - MantissaBits);
    else
      Magnitude = std::ldexp(Mantissa + (1u << MantissaBits),
                             Exponent - Bias - MantissaBits);
    return (Bits & 0x8000) ? -Magnitude : Magnitude;
  }

  static bool is_nan(uint16_t Bits) {
    return (Bits & 0x7FFF) > ExponentMask;
  }

  /// An exact value (nearest double and error sign) rounded in direction R.
  static uint16_t encode_exact(ExactDouble X, Round R) {
    return encode(round_to_odd(X.Value, X.Error), R);
  }

  /// An integer, rounded in direction R.
  template <typename I> static uint16_t encode_int(I Value, Round R) {
    double Nearest = static_cast<double>(Value);
    __int128 Back = static_cast<__int128>(Nearest);
    __int128 Wide = static_cast<__int128>(Value);
    double Error = Wide > Back ? 1.0 : (Wide < Back ? -1.0 : 0.0);
    return encode(round_to_odd(Nearest, Error), R);
  }
};

/// A pair of 1.0 and 0.0, the results of lane-wise comparisons.
template <typename Pair> inline Pair lane_flags(bool X, bool Y) {
  using T = decltype(Pair::x);
  return Pair(T(X ? 1.0f : 0.0f), T(Y ? 1.0f : 0.0f));
}

using HalfFormat = NarrowFormat<10, 5>;
using BFloat16Format = NarrowFormat<7, 8>;

} // namespace hipify_cpu

/// A 16-bit float type NAME with raw type RAW, in format FORMAT.
#define HIPIFY_CPU_NARROW_STRUCT(NAME, RAW, FORMAT)                            \
  struct RAW {                                                                 \
    unsigned short x;                                                          \
  };                                                                           \
  struct NAME {                                                                \
    unsigned short __x;                                                        \
    NAME() = default;                                                          \
    constexpr NAME(const RAW &Raw) : __x(Raw.x) {}                             \
    NAME(float F)                                                              \
        : __x(FORMAT::encode(F, ::hipify_cpu::Round::Nearest)) {}              \
    NAME(double D)                                                             \
        : __x(FORMAT::encode(D, ::hipify_cpu::Round::Nearest)) {}              \
    NAME(int I)                                                                \
        : __x(FORMAT::encode_int(I, ::hipify_cpu::Round::Nearest)) {}          \
    NAME(unsigned int I)                                                       \
        : __x(FORMAT::encode_int(I, ::hipify_cpu::Round::Nearest)) {}          \
    NAME(short I)                                                              \
        : __x(FORMAT::encode_int(I, ::hipify_cpu::Round::Nearest)) {}          \
    NAME(unsigned short I)                                                     \
        : __x(FORMAT::encode_int(I, ::hipify_cpu::Round::Nearest)) {}          \
    NAME(long I)                                                               \
        : __x(FORMAT::encode_int(I, ::hipify_cpu::Round::Nearest)) {}          \
    NAME(unsigned long I)                                                      \
        : __x(FORMAT::encode_int(I, ::hipify_cpu::Round::Nearest)) {}          \
    NAME(long long I)                                                          \
        : __x(FORMAT::encode_int(I, ::hipify_cpu::Round::Nearest)) {}          \
    NAME(unsigned long long I)                                                 \
        : __x(FORMAT::encode_int(I, ::hipify_cpu::Round::Nearest)) {}          \
    NAME &operator=(const RAW &Raw) {                                          \
      __x = Raw.x;                                                             \
      return *this;                                                            \
    }                                                                          \
    operator RAW() const { return RAW{__x}; }                                  \
    operator float() const {                                                   \
      return static_cast<float>(FORMAT::decode(__x));                          \
    }                                                                          \
    /* Helpers for the functions below. */                                     \
    double value() const { return FORMAT::decode(__x); }                       \
    static NAME from_bits(unsigned short Bits) { return NAME(RAW{Bits}); }     \
    static NAME from_exact(::hipify_cpu::ExactDouble X) {                      \
      return from_bits(FORMAT::encode_exact(X, ::hipify_cpu::Round::Nearest)); \
    }                                                                          \
    static NAME from_double(double D) {                                        \
      return from_bits(FORMAT::encode(D, ::hipify_cpu::Round::Nearest));       \
    }                                                                          \
  };

/// The pair type NAME2 of NAME (raw type RAW), with raw type RAW2.
#define HIPIFY_CPU_NARROW_PAIR_STRUCT(NAME2, RAW2, NAME, RAW)                       \
  struct RAW2 {                                                                \
    unsigned short x, y;                                                       \
  };                                                                           \
  struct alignas(4) NAME2 {                                                    \
    NAME x, y;                                                                 \
    NAME2() = default;                                                         \
    constexpr NAME2(NAME X, NAME Y) : x(X), y(Y) {}                            \
    constexpr NAME2(const RAW2 &Raw)                                           \
        : x(RAW{Raw.x}), y(RAW{Raw.y}) {}                                       \
    /* A template, so that `pair = {}` (which nvcc takes) is not ambiguous  \
       with the copy and move assignments: {} deduces no RAW2. */           \
    template <typename R,                                                      \
              std::enable_if_t<std::is_same_v<R, RAW2>, int> = 0>              \
    NAME2 &operator=(const R &Raw) {                                           \
      *this = NAME2(Raw);                                                      \
      return *this;                                                            \
    }                                                                          \
    operator RAW2() const { return RAW2{x.__x, y.__x}; }                       \
  };

// Functions of T and its pair T2 that CUDA overloads on both 16-bit types.
#define HIPIFY_CPU_NARROW_FUNCTIONS(T, T2, FORMAT)                             \
  /* Arithmetic, rounded to nearest. */                                        \
  inline T __hadd(T A, T B) { return T::from_double(A.value() + B.value()); } \
  inline T __hsub(T A, T B) { return T::from_double(A.value() - B.value()); } \
  inline T __hmul(T A, T B) { return T::from_double(A.value() * B.value()); } \
  inline T __hadd_rn(T A, T B) { return __hadd(A, B); }                        \
  inline T __hsub_rn(T A, T B) { return __hsub(A, B); }                        \
  inline T __hmul_rn(T A, T B) { return __hmul(A, B); }                        \
  inline T __hdiv(T A, T B) {                                                  \
    return T::from_exact(::hipify_cpu::exact_quotient(A.value(), B.value()));  \
  }                                                                            \
  inline T __hfma(T A, T B, T C) {                                             \
    return T::from_exact(                                                      \
        ::hipify_cpu::exact_fma(A.value(), B.value(), C.value()));             \
  }                                                                            \
  inline T __hneg(T A) { return T::from_bits(A.__x ^ 0x8000u); }               \
  inline T __habs(T A) { return T::from_bits(A.__x & 0x7FFFu); }               \
  inline bool __hisnan(T A) { return FORMAT::is_nan(A.__x); }                  \
  inline int __hisinf(T A) {                                                   \
    return (A.__x & 0x7FFFu) == FORMAT::ExponentMask                           \
               ? ((A.__x & 0x8000u) ? -1 : 1)                                  \
               : 0;                                                            \
  }                                                                            \
  /* Saturation clamps to [0, 1], NaN to 0. */                                 \
  inline T hipify_cpu_saturate(T A) {                                          \
    double V = A.value();                                                      \
    return std::isnan(V) ? T(0.0f) : (V < 0 ? T(0.0f) : (V > 1 ? T(1.0f) : A));\
  }                                                                            \
  inline T __hadd_sat(T A, T B) { return hipify_cpu_saturate(__hadd(A, B)); }  \
  inline T __hsub_sat(T A, T B) { return hipify_cpu_saturate(__hsub(A, B)); }  \
  inline T __hmul_sat(T A, T B) { return hipify_cpu_saturate(__hmul(A, B)); }  \
  inline T __hfma_sat(T A, T B, T C) {                                         \
    return hipify_cpu_saturate(__hfma(A, B, C));                               \
  }                                                                            \
  inline T __hfma_relu(T A, T B, T C) {                                        \
    T R = __hfma(A, B, C);                                                     \
    return __hisnan(R) ? R : (R.value() < 0 ? T(0.0f) : R);                    \
  }                                                                            \
  /* min/max: a NaN loses (the _nan forms propagate it). */                    \
  inline T __hmin(T A, T B) {                                                  \
    return __hisnan(A) ? B : (__hisnan(B) ? A : (B.value() < A.value() ? B : A));\
  }                                                                            \
  inline T __hmax(T A, T B) {                                                  \
    return __hisnan(A) ? B : (__hisnan(B) ? A : (A.value() < B.value() ? B : A));\
  }                                                                            \
  inline T __hmin_nan(T A, T B) {                                              \
    return __hisnan(A) ? A : (__hisnan(B) ? B : __hmin(A, B));                 \
  }                                                                            \
  inline T __hmax_nan(T A, T B) {                                              \
    return __hisnan(A) ? A : (__hisnan(B) ? B : __hmax(A, B));                 \
  }                                                                            \
  /* Ordered comparisons are false with a NaN; the `u` forms are true. */      \
  inline bool __heq(T A, T B) { return A.value() == B.value(); }               \
  inline bool __hne(T A, T B) {                                                \
    return !__hisnan(A) && !__hisnan(B) && A.value() != B.value();             \
  }                                                                            \
  inline bool __hlt(T A, T B) { return A.value() < B.value(); }                \
  inline bool __hle(T A, T B) { return A.value() <= B.value(); }               \
  inline bool __hgt(T A, T B) { return A.value() > B.value(); }                \
  inline bool __hge(T A, T B) { return A.value() >= B.value(); }               \
  inline bool __hequ(T A, T B) { return !(__hne(A, B)); }                      \
  inline bool __hneu(T A, T B) { return !__heq(A, B); }                        \
  inline bool __hltu(T A, T B) { return !__hge(A, B); }                        \
  inline bool __hleu(T A, T B) { return !__hgt(A, B); }                        \
  inline bool __hgtu(T A, T B) { return !__hle(A, B); }                        \
  inline bool __hgeu(T A, T B) { return !__hlt(A, B); }                        \
  /* Math functions, through double. */                                       \
  inline T hsqrt(T A) {                                                        \
    return T::from_exact(::hipify_cpu::exact_sqrt(A.value()));                 \
  }                                                                            \
  inline T hrsqrt(T A) { return T::from_double(1.0 / std::sqrt(A.value())); } \
  inline T hrcp(T A) {                                                         \
    return T::from_exact(::hipify_cpu::exact_quotient(1.0, A.value()));        \
  }                                                                            \
  inline T hexp(T A) { return T::from_double(std::exp(A.value())); }          \
  inline T hexp2(T A) { return T::from_double(std::exp2(A.value())); }        \
  inline T hexp10(T A) { return T::from_double(std::pow(10.0, A.value())); }  \
  inline T hlog(T A) { return T::from_double(std::log(A.value())); }          \
  inline T hlog2(T A) { return T::from_double(std::log2(A.value())); }        \
  inline T hlog10(T A) { return T::from_double(std::log10(A.value())); }      \
  inline T hsin(T A) { return T::from_double(std::sin(A.value())); }          \
  inline T hcos(T A) { return T::from_double(std::cos(A.value())); }          \
  inline T htanh(T A) { return T::from_double(std::tanh(A.value())); }        \
  /* The approximation is the correctly rounded result here. */               \
  inline T htanh_approx(T A) { return htanh(A); }                              \
  inline T hceil(T A) { return T::from_double(std::ceil(A.value())); }        \
  inline T hfloor(T A) { return T::from_double(std::floor(A.value())); }      \
  inline T htrunc(T A) { return T::from_double(std::trunc(A.value())); }      \
  inline T hrint(T A) {                                                        \
    return T::from_double(::hipify_cpu::round_integral(                        \
        A.value(), ::hipify_cpu::Round::Nearest));                             \
  }                                                                            \
  /* Operators. */                                                             \
  inline T operator+(const T &A, const T &B) { return __hadd(A, B); }          \
  inline T operator-(const T &A, const T &B) { return __hsub(A, B); }          \
  inline T operator*(const T &A, const T &B) { return __hmul(A, B); }          \
  inline T operator/(const T &A, const T &B) { return __hdiv(A, B); }          \
  inline T &operator+=(T &A, const T &B) { return A = __hadd(A, B); }          \
  inline T &operator-=(T &A, const T &B) { return A = __hsub(A, B); }          \
  inline T &operator*=(T &A, const T &B) { return A = __hmul(A, B); }          \
  inline T &operator/=(T &A, const T &B) { return A = __hdiv(A, B); }          \
  inline T operator+(const T &A) { return A; }                                 \
  inline T operator-(const T &A) { return __hneg(A); }                         \
  inline T &operator++(T &A) { return A = __hadd(A, T(1.0f)); }                \
  inline T &operator--(T &A) { return A = __hsub(A, T(1.0f)); }                \
  inline T operator++(T &A, int) {                                             \
    T Old = A;                                                                 \
    ++A;                                                                       \
    return Old;                                                                \
  }                                                                            \
  inline T operator--(T &A, int) {                                             \
    T Old = A;                                                                 \
    --A;                                                                       \
    return Old;                                                                \
  }                                                                            \
  inline bool operator==(const T &A, const T &B) { return __heq(A, B); }       \
  inline bool operator!=(const T &A, const T &B) { return __hneu(A, B); }      \
  inline bool operator<(const T &A, const T &B) { return __hlt(A, B); }        \
  inline bool operator<=(const T &A, const T &B) { return __hle(A, B); }       \
  inline bool operator>(const T &A, const T &B) { return __hgt(A, B); }        \
  inline bool operator>=(const T &A, const T &B) { return __hge(A, B); }       \
  /* Pairs: the same, lane by lane. */                                         \
  inline T2 __hadd2(T2 A, T2 B) { return T2(__hadd(A.x, B.x), __hadd(A.y, B.y)); } \
  inline T2 __hsub2(T2 A, T2 B) { return T2(__hsub(A.x, B.x), __hsub(A.y, B.y)); } \
  inline T2 __hmul2(T2 A, T2 B) { return T2(__hmul(A.x, B.x), __hmul(A.y, B.y)); } \
  inline T2 __h2div(T2 A, T2 B) { return T2(__hdiv(A.x, B.x), __hdiv(A.y, B.y)); } \
  inline T2 __hadd2_sat(T2 A, T2 B) {                                          \
    return T2(__hadd_sat(A.x, B.x), __hadd_sat(A.y, B.y));                     \
  }                                                                            \
  inline T2 __hsub2_sat(T2 A, T2 B) {                                          \
    return T2(__hsub_sat(A.x, B.x), __hsub_sat(A.y, B.y));                     \
  }                                                                            \
  inline T2 __hmul2_sat(T2 A, T2 B) {                                          \
    return T2(__hmul_sat(A.x, B.x), __hmul_sat(A.y, B.y));                     \
  }                                                                            \
  inline T2 __hfma2(T2 A, T2 B, T2 C) {                                        \
    return T2(__hfma(A.x, B.x, C.x), __hfma(A.y, B.y, C.y));                   \
  }                                                                            \
  inline T2 __hfma2_sat(T2 A, T2 B, T2 C) {                                    \
    return T2(__hfma_sat(A.x, B.x, C.x), __hfma_sat(A.y, B.y, C.y));           \
  }                                                                            \
  inline T2 __hneg2(T2 A) { return T2(__hneg(A.x), __hneg(A.y)); }             \
  inline T2 __habs2(T2 A) { return T2(__habs(A.x), __habs(A.y)); }             \
  inline T2 __hmin2(T2 A, T2 B) { return T2(__hmin(A.x, B.x), __hmin(A.y, B.y)); } \
  inline T2 __hmax2(T2 A, T2 B) { return T2(__hmax(A.x, B.x), __hmax(A.y, B.y)); } \
  inline T2 __hisnan2(T2 A) {                                                  \
    return T2(T(__hisnan(A.x) ? 1.0f : 0.0f), T(__hisnan(A.y) ? 1.0f : 0.0f)); \
  }                                                                            \
  /* Lane-wise comparisons give 1.0 or 0.0; the __hb forms need both. */       \
  inline T2 __heq2(T2 A, T2 B) {                                               \
    return ::hipify_cpu::lane_flags<T2>(__heq(A.x, B.x), __heq(A.y, B.y));              \
  }                                                                            \
  inline T2 __hne2(T2 A, T2 B) {                                               \
    return ::hipify_cpu::lane_flags<T2>(__hne(A.x, B.x), __hne(A.y, B.y));              \
  }                                                                            \
  inline T2 __hlt2(T2 A, T2 B) {                                               \
    return ::hipify_cpu::lane_flags<T2>(__hlt(A.x, B.x), __hlt(A.y, B.y));              \
  }                                                                            \
  inline T2 __hle2(T2 A, T2 B) {                                               \
    return ::hipify_cpu::lane_flags<T2>(__hle(A.x, B.x), __hle(A.y, B.y));              \
  }                                                                            \
  inline T2 __hgt2(T2 A, T2 B) {                                               \
    return ::hipify_cpu::lane_flags<T2>(__hgt(A.x, B.x), __hgt(A.y, B.y));              \
  }                                                                            \
  inline T2 __hge2(T2 A, T2 B) {                                               \
    return ::hipify_cpu::lane_flags<T2>(__hge(A.x, B.x), __hge(A.y, B.y));              \
  }                                                                            \
  inline bool __hbeq2(T2 A, T2 B) { return __heq(A.x, B.x) && __heq(A.y, B.y); } \
  inline bool __hbne2(T2 A, T2 B) { return __hne(A.x, B.x) && __hne(A.y, B.y); } \
  inline bool __hblt2(T2 A, T2 B) { return __hlt(A.x, B.x) && __hlt(A.y, B.y); } \
  inline bool __hble2(T2 A, T2 B) { return __hle(A.x, B.x) && __hle(A.y, B.y); } \
  inline bool __hbgt2(T2 A, T2 B) { return __hgt(A.x, B.x) && __hgt(A.y, B.y); } \
  inline bool __hbge2(T2 A, T2 B) { return __hge(A.x, B.x) && __hge(A.y, B.y); } \
  inline T2 h2sqrt(T2 A) { return T2(hsqrt(A.x), hsqrt(A.y)); }                \
  inline T2 h2rsqrt(T2 A) { return T2(hrsqrt(A.x), hrsqrt(A.y)); }             \
  inline T2 h2rcp(T2 A) { return T2(hrcp(A.x), hrcp(A.y)); }                   \
  inline T2 h2exp(T2 A) { return T2(hexp(A.x), hexp(A.y)); }                   \
  inline T2 h2exp2(T2 A) { return T2(hexp2(A.x), hexp2(A.y)); }                \
  inline T2 h2exp10(T2 A) { return T2(hexp10(A.x), hexp10(A.y)); }             \
  inline T2 h2log(T2 A) { return T2(hlog(A.x), hlog(A.y)); }                   \
  inline T2 h2log2(T2 A) { return T2(hlog2(A.x), hlog2(A.y)); }                \
  inline T2 h2log10(T2 A) { return T2(hlog10(A.x), hlog10(A.y)); }             \
  inline T2 h2sin(T2 A) { return T2(hsin(A.x), hsin(A.y)); }                   \
  inline T2 h2cos(T2 A) { return T2(hcos(A.x), hcos(A.y)); }                   \
  inline T2 h2tanh(T2 A) { return T2(htanh(A.x), htanh(A.y)); }                \
  inline T2 h2tanh_approx(T2 A) { return T2(htanh(A.x), htanh(A.y)); }         \
  inline T2 h2ceil(T2 A) { return T2(hceil(A.x), hceil(A.y)); }                \
  inline T2 h2floor(T2 A) { return T2(hfloor(A.x), hfloor(A.y)); }             \
  inline T2 h2trunc(T2 A) { return T2(htrunc(A.x), htrunc(A.y)); }             \
  inline T2 h2rint(T2 A) { return T2(hrint(A.x), hrint(A.y)); }                \
  inline float __low2float(T2 A) { return static_cast<float>(A.x); }           \
  inline float __high2float(T2 A) { return static_cast<float>(A.y); }          \
  inline T2 operator+(const T2 &A, const T2 &B) { return __hadd2(A, B); }      \
  inline T2 operator-(const T2 &A, const T2 &B) { return __hsub2(A, B); }      \
  inline T2 operator*(const T2 &A, const T2 &B) { return __hmul2(A, B); }      \
  inline T2 operator/(const T2 &A, const T2 &B) { return __h2div(A, B); }      \
  inline T2 &operator+=(T2 &A, const T2 &B) { return A = __hadd2(A, B); }      \
  inline T2 &operator-=(T2 &A, const T2 &B) { return A = __hsub2(A, B); }      \
  inline T2 &operator*=(T2 &A, const T2 &B) { return A = __hmul2(A, B); }      \
  inline T2 &operator/=(T2 &A, const T2 &B) { return A = __h2div(A, B); }      \
  inline T2 operator+(const T2 &A) { return A; }                               \
  inline T2 operator-(const T2 &A) { return __hneg2(A); }                      \
  inline bool operator==(const T2 &A, const T2 &B) { return __hbeq2(A, B); }   \
  inline bool operator!=(const T2 &A, const T2 &B) {                           \
    return __hneu(A.x, B.x) || __hneu(A.y, B.y);                               \
  }                                                                            \
  /* Atomics. */                                                               \
  inline T atomicAdd(T *Address, T Value) {                                    \
    return ::hipify_cpu::atomic_update(Address,                                \
                                       [&](T Old) { return __hadd(Old, Value); }); \
  }                                                                            \
  inline T2 atomicAdd(T2 *Address, T2 Value) {                                 \
    return ::hipify_cpu::atomic_update(                                        \
        Address, [&](T2 Old) { return __hadd2(Old, Value); });                 \
  }

/// The conversions whose names spell the type: STEM is "half" or
/// "bfloat16", PAIR "half2" or "bfloat162".
#define HIPIFY_CPU_NARROW_CONVERSIONS(T, T2, FORMAT, STEM, PAIR)               \
  inline T __float2##STEM(float F) { return T(F); }                            \
  inline T __double2##STEM(double D) { return T(D); }                          \
  inline float __##STEM##2float(T A) { return static_cast<float>(A); }         \
  HIPIFY_CPU_NARROW_ROUNDED(T, __float2##STEM, float, FORMAT::encode)          \
  HIPIFY_CPU_NARROW_ROUNDED(T, __int2##STEM, int, FORMAT::encode_int)          \
  HIPIFY_CPU_NARROW_ROUNDED(T, __uint2##STEM, unsigned int, FORMAT::encode_int)\
  HIPIFY_CPU_NARROW_ROUNDED(T, __short2##STEM, short, FORMAT::encode_int)      \
  HIPIFY_CPU_NARROW_ROUNDED(T, __ushort2##STEM, unsigned short,                \
                            FORMAT::encode_int)                                \
  HIPIFY_CPU_NARROW_ROUNDED(T, __ll2##STEM, long long, FORMAT::encode_int)     \
  HIPIFY_CPU_NARROW_ROUNDED(T, __ull2##STEM, unsigned long long,               \
                            FORMAT::encode_int)                                \
  HIPIFY_CPU_NARROW_TO_INT(T, __##STEM##2int, int)                             \
  HIPIFY_CPU_NARROW_TO_INT(T, __##STEM##2uint, unsigned int)                   \
  HIPIFY_CPU_NARROW_TO_INT(T, __##STEM##2short, short)                         \
  HIPIFY_CPU_NARROW_TO_INT(T, __##STEM##2ushort, unsigned short)               \
  HIPIFY_CPU_NARROW_TO_INT(T, __##STEM##2ll, long long)                        \
  HIPIFY_CPU_NARROW_TO_INT(T, __##STEM##2ull, unsigned long long)              \
  inline short __##STEM##_as_short(T A) { return static_cast<short>(A.__x); }  \
  inline unsigned short __##STEM##_as_ushort(T A) { return A.__x; }            \
  inline T __short_as_##STEM(short S) {                                        \
    return T::from_bits(static_cast<unsigned short>(S));                       \
  }                                                                            \
  inline T __ushort_as_##STEM(unsigned short S) { return T::from_bits(S); }    \
  inline T2 __float2##PAIR##_rn(float F) { return T2(T(F), T(F)); }            \
  inline T2 __floats2##PAIR##_rn(float A, float B) { return T2(T(A), T(B)); }  \
  inline T2 __float22##PAIR##_rn(float2 F) { return T2(T(F.x), T(F.y)); }      \
  inline float2 __##PAIR##2float2(T2 A) {                                      \
    return make_float2(static_cast<float>(A.x), static_cast<float>(A.y));      \
  }                                                                            \
  inline T __low2##STEM(T2 A) { return A.x; }                                  \
  inline T __high2##STEM(T2 A) { return A.y; }                                 \
  inline T2 __halves2##PAIR(T A, T B) { return T2(A, B); }                     \
  inline T2 __##STEM##2##PAIR(T A) { return T2(A, A); }                        \
  inline T2 __low2##PAIR(T2 A) { return T2(A.x, A.x); }                        \
  inline T2 __high2##PAIR(T2 A) { return T2(A.y, A.y); }                       \
  inline T2 __lows2##PAIR(T2 A, T2 B) { return T2(A.x, B.x); }                 \
  inline T2 __highs2##PAIR(T2 A, T2 B) { return T2(A.y, B.y); }                \
  inline T2 __lowhigh2highlow(T2 A) { return T2(A.y, A.x); }                   \
  inline T2 make_##PAIR(T A, T B) { return T2(A, B); }

#define HIPIFY_CPU_NARROW_ROUNDED(T, NAME, FROM, ENCODE)                       \
  inline T NAME##_rn(FROM V) {                                                 \
    return T::from_bits(ENCODE(V, ::hipify_cpu::Round::Nearest));             \
  }                                                                            \
  inline T NAME##_rz(FROM V) {                                                 \
    return T::from_bits(ENCODE(V, ::hipify_cpu::Round::Zero));                \
  }                                                                            \
  inline T NAME##_ru(FROM V) {                                                 \
    return T::from_bits(ENCODE(V, ::hipify_cpu::Round::Up));                  \
  }                                                                            \
  inline T NAME##_rd(FROM V) {                                                 \
    return T::from_bits(ENCODE(V, ::hipify_cpu::Round::Down));                \
  }
#define HIPIFY_CPU_NARROW_TO_INT(T, NAME, TO)                                  \
  inline TO NAME##_rn(T A) {                                                   \
    return ::hipify_cpu::float_to_int<TO>(A.value(),                           \
                                          ::hipify_cpu::Round::Nearest);       \
  }                                                                            \
  inline TO NAME##_rz(T A) {                                                   \
    return ::hipify_cpu::float_to_int<TO>(A.value(),                           \
                                          ::hipify_cpu::Round::Zero);          \
  }                                                                            \
  inline TO NAME##_ru(T A) {                                                   \
    return ::hipify_cpu::float_to_int<TO>(A.value(), ::hipify_cpu::Round::Up); \
  }                                                                            \
  inline TO NAME##_rd(T A) {                                                   \
    return ::hipify_cpu::float_to_int<TO>(A.value(),                           \
                                          ::hipify_cpu::Round::Down);          \
  }

HIPIFY_CPU_END_DECLS

#endif
