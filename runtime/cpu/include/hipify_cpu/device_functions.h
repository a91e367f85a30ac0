//===- device_functions.h - math, conversion and integer intrinsics -------===//
//
// The device functions CUDA and HIP share: conversions with explicit
// rounding modes (__float2int_rz, __int2float_rd, __fadd_ru...), bit
// reinterpretations, integer intrinsics (__popc, __clz, __byte_perm,
// __mulhi...), the math functions the C library lacks (rsqrtf, sinpif,
// erfinvf, normcdff...), fast-math intrinsics, global min/max, block
// barriers and memory fences.
//
// Directed rounding never touches the floating-point environment: each
// operation is computed in double (or with an error-free transformation)
// together with the sign of its rounding error, and then rounded to the
// target format in the requested direction. Results are bit-exact for every
// mode. Fast-math intrinsics (__expf, __sinf...) return the accurate
// library result: the GPU's approximations differ from it by a few ulps,
// which comparisons of CUDA and HIP runs must tolerate anyway.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_DEVICE_FUNCTIONS_H
#define HIPIFY_CPU_DEVICE_FUNCTIONS_H

#include "hipify_cpu/host_library.h"

#include "hipify_cpu/exec.h"
#include "hipify_cpu/mode.h"
#include "hipify_cpu/qualifiers.h"
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <type_traits>

HIPIFY_CPU_BEGIN_DECLS
namespace hipify_cpu {

/// The rounding modes of CUDA's _rn, _rz, _ru and _rd suffixes.
enum class Round { Nearest, Zero, Up, Down };

template <typename To, typename From> inline To bit_cast(const From &Value) {
  static_assert(sizeof(To) == sizeof(From), "bit_cast between sizes");
  To Result;
  std::memcpy(&Result, &Value, sizeof(To));
  return Result;
}

/// X rounded to an integral value in direction R (ties to even).
template <typename F> inline F round_integral(F X, Round R) {
  switch (R) {
  case Round::Zero:
    return std::trunc(X);
  case Round::Up:
    return std::ceil(X);
  case Round::Down:
    return std::floor(X);
  case Round::Nearest:
    break;
  }
  F Whole = std::trunc(X);
  F Fraction = std::fabs(X - Whole); // Exact.
  if (Fraction > F(0.5) ||
      (Fraction == F(0.5) && std::fmod(Whole, F(2)) != F(0)))
    Whole += std::copysign(F(1), X);
  return Whole;
}

/// Floating point to integer as the GPU converts: rounded in direction R,
/// saturated to the integer's range, NaN to 0.
template <typename I, typename F> inline I float_to_int(F X, Round R) {
  if (std::isnan(X))
    return 0;
  F Rounded = round_integral(X, R);
  // 2^digits: one past the largest value, exactly representable in F.
  F Limit = std::ldexp(F(1), std::numeric_limits<I>::digits);
  if (Rounded >= Limit)
    return std::numeric_limits<I>::max();
  if constexpr (std::is_signed_v<I>) {
    if (Rounded <= -Limit)
      return std::numeric_limits<I>::min();
  } else if (Rounded <= F(0)) {
    return 0;
  }
  return static_cast<I>(Rounded);
}

/// Steps Nearest, the nearest F to a value, one ulp in direction R when the
/// value lies on the other side of it: Above says whether the exact value is
/// above Nearest, Below whether it is below.
template <typename F>
inline F step_directed(F Nearest, bool Above, bool Below, Round R) {
  constexpr F Inf = std::numeric_limits<F>::infinity();
  switch (R) {
  case Round::Nearest:
    return Nearest;
  case Round::Up:
    return Below ? Nearest : (Above ? std::nextafter(Nearest, Inf) : Nearest);
  case Round::Down:
    return Above ? Nearest : (Below ? std::nextafter(Nearest, -Inf) : Nearest);
  case Round::Zero:
    if (Above && Nearest < F(0))
      return std::nextafter(Nearest, F(0));
    if (Below && Nearest > F(0))
      return std::nextafter(Nearest, F(0));
    return Nearest;
  }
  return Nearest;
}

/// Integer to floating point, rounded in direction R.
template <typename F, typename I> inline F int_to_float(I X, Round R) {
  F Nearest = static_cast<F>(X);
  // Both are integers here, and both fit in 128 bits.
  __int128 Wide = static_cast<__int128>(X);
  __int128 Back = static_cast<__int128>(Nearest);
  F Result = step_directed(Nearest, Wide > Back, Wide < Back, R);
  return Result == F(0) ? F(0) : Result; // Integers give +0.
}

/// The nearest double to an exact value Sum + (something of sign Error),
/// rounded to odd when it is inexact: rounding that to any narrower format
/// (float, half, bfloat16) in any direction gives the correctly rounded
/// result of the exact value.
inline double round_to_odd(double Sum, double Error) {
  if (Error == 0 || std::isnan(Error) || !std::isfinite(Sum))
    return Sum;
  uint64_t Bits = bit_cast<uint64_t>(Sum);
  if (Bits & 1)
    return Sum;
  return std::nextafter(Sum, Error > 0 ? HUGE_VAL : -HUGE_VAL);
}

/// A double rounded to float in direction R.
inline float double_to_float(double X, Round R) {
  float Nearest = static_cast<float>(X);
  if (std::isnan(X))
    return Nearest;
  double Back = static_cast<double>(Nearest);
  if (std::isinf(Nearest) && !std::isinf(X)) {
    // Overflow: the directions that do not round away from zero stop at the
    // largest finite value.
    float Max = std::numeric_limits<float>::max();
    if (R == Round::Zero || (R == Round::Down && X > 0) ||
        (R == Round::Up && X < 0))
      return std::copysign(Max, X);
    return Nearest;
  }
  return step_directed(Nearest, X > Back, X < Back, R);
}

// Exact values as (nearest double, sign of the remaining error).
struct ExactDouble {
  double Value;
  double Error;
};
inline ExactDouble exact_sum(double A, double B) {
  double S = A + B;
  double BB = S - A;
  double E = (A - (S - BB)) + (B - BB);
  return {S, std::isfinite(S) ? E : 0.0};
}
inline ExactDouble exact_product(double A, double B) {
  double P = A * B;
  return {P, std::isfinite(P) ? std::fma(A, B, -P) : 0.0};
}
inline ExactDouble exact_quotient(double A, double B) {
  double Q = A / B;
  if (!std::isfinite(Q) || B == 0)
    return {Q, 0.0};
  double Remainder = std::fma(-Q, B, A);
  return {Q, B > 0 ? Remainder : -Remainder};
}
inline ExactDouble exact_sqrt(double A) {
  double S = std::sqrt(A);
  if (!std::isfinite(S))
    return {S, 0.0};
  return {S, std::fma(-S, S, A)};
}
/// A * B + C, with the sign of what the double result misses (exact when
/// the product's low part and the sum's error do not cancel).
inline ExactDouble exact_fma(double A, double B, double C) {
  double R = std::fma(A, B, C);
  if (!std::isfinite(R))
    return {R, 0.0};
  ExactDouble P = exact_product(A, B);
  ExactDouble S = exact_sum(P.Value, C);
  double Rest = (S.Value - R) + (S.Error + P.Error);
  return {R, Rest};
}

/// A double result of an exact value, rounded in direction R.
inline double double_directed(ExactDouble X, Round R) {
  if (std::isinf(X.Value) && R != Round::Nearest) {
    // Only a finite exact value can overflow; inputs that were infinite
    // leave infinities alone in every mode.
    return X.Value;
  }
  return step_directed(X.Value, X.Error > 0, X.Error < 0, R);
}
/// The float result of an exact value, rounded in direction R.
inline float float_directed(ExactDouble X, Round R) {
  return double_to_float(round_to_odd(X.Value, X.Error), R);
}

/// Signed integer average helpers without overflow.
inline long long average_floor(long long A, long long B) {
  return (A & B) + ((A ^ B) >> 1);
}

} // namespace hipify_cpu

// --- Bit reinterpretation ---------------------------------------------------
inline int __float_as_int(float X) { return hipify_cpu::bit_cast<int>(X); }
inline unsigned int __float_as_uint(float X) {
  return hipify_cpu::bit_cast<unsigned int>(X);
}
inline float __int_as_float(int X) { return hipify_cpu::bit_cast<float>(X); }
inline float __uint_as_float(unsigned int X) {
  return hipify_cpu::bit_cast<float>(X);
}
inline long long __double_as_longlong(double X) {
  return hipify_cpu::bit_cast<long long>(X);
}
inline double __longlong_as_double(long long X) {
  return hipify_cpu::bit_cast<double>(X);
}
inline int __double2hiint(double X) {
  return static_cast<int>(hipify_cpu::bit_cast<unsigned long long>(X) >> 32);
}
inline int __double2loint(double X) {
  return static_cast<int>(hipify_cpu::bit_cast<unsigned long long>(X));
}
inline double __hiloint2double(int Hi, int Lo) {
  unsigned long long Bits =
      (static_cast<unsigned long long>(static_cast<unsigned int>(Hi)) << 32) |
      static_cast<unsigned int>(Lo);
  return hipify_cpu::bit_cast<double>(Bits);
}

// --- Conversions with rounding modes ----------------------------------------
// __<from>2<to>_<mode>: one definition per (from, to, mode).
#define HIPIFY_CPU_CONVERSION(FROM_NAME, FROM, TO_NAME, TO, HOW)               \
  inline TO __##FROM_NAME##2##TO_NAME##_rn(FROM X) {                           \
    return HOW(X, ::hipify_cpu::Round::Nearest);                               \
  }                                                                            \
  inline TO __##FROM_NAME##2##TO_NAME##_rz(FROM X) {                           \
    return HOW(X, ::hipify_cpu::Round::Zero);                                  \
  }                                                                            \
  inline TO __##FROM_NAME##2##TO_NAME##_ru(FROM X) {                           \
    return HOW(X, ::hipify_cpu::Round::Up);                                    \
  }                                                                            \
  inline TO __##FROM_NAME##2##TO_NAME##_rd(FROM X) {                           \
    return HOW(X, ::hipify_cpu::Round::Down);                                  \
  }

HIPIFY_CPU_CONVERSION(float, float, int, int, ::hipify_cpu::float_to_int<int>)
HIPIFY_CPU_CONVERSION(float, float, uint, unsigned int,
                      ::hipify_cpu::float_to_int<unsigned int>)
HIPIFY_CPU_CONVERSION(float, float, ll, long long,
                      ::hipify_cpu::float_to_int<long long>)
HIPIFY_CPU_CONVERSION(float, float, ull, unsigned long long,
                      ::hipify_cpu::float_to_int<unsigned long long>)
HIPIFY_CPU_CONVERSION(double, double, int, int,
                      ::hipify_cpu::float_to_int<int>)
HIPIFY_CPU_CONVERSION(double, double, uint, unsigned int,
                      ::hipify_cpu::float_to_int<unsigned int>)
HIPIFY_CPU_CONVERSION(double, double, ll, long long,
                      ::hipify_cpu::float_to_int<long long>)
HIPIFY_CPU_CONVERSION(double, double, ull, unsigned long long,
                      ::hipify_cpu::float_to_int<unsigned long long>)
HIPIFY_CPU_CONVERSION(int, int, float, float,
                      ::hipify_cpu::int_to_float<float>)
HIPIFY_CPU_CONVERSION(uint, unsigned int, float, float,
                      ::hipify_cpu::int_to_float<float>)
HIPIFY_CPU_CONVERSION(ll, long long, float, float,
                      ::hipify_cpu::int_to_float<float>)
HIPIFY_CPU_CONVERSION(ull, unsigned long long, float, float,
                      ::hipify_cpu::int_to_float<float>)
HIPIFY_CPU_CONVERSION(ll, long long, double, double,
                      ::hipify_cpu::int_to_float<double>)
HIPIFY_CPU_CONVERSION(ull, unsigned long long, double, double,
                      ::hipify_cpu::int_to_float<double>)
HIPIFY_CPU_CONVERSION(double, double, float, float,
                      ::hipify_cpu::double_to_float)
#undef HIPIFY_CPU_CONVERSION

// 32-bit integers convert to double exactly.
inline double __int2double_rn(int X) { return X; }
inline double __uint2double_rn(unsigned int X) { return X; }

// --- Arithmetic with rounding modes -----------------------------------------
#define HIPIFY_CPU_ROUNDED_OP(NAME, TYPE, PARAMS, EXACT, FINISH)               \
  inline TYPE NAME##_rn PARAMS {                                               \
    return FINISH(EXACT, ::hipify_cpu::Round::Nearest);                        \
  }                                                                            \
  inline TYPE NAME##_rz PARAMS {                                               \
    return FINISH(EXACT, ::hipify_cpu::Round::Zero);                           \
  }                                                                            \
  inline TYPE NAME##_ru PARAMS {                                               \
    return FINISH(EXACT, ::hipify_cpu::Round::Up);                             \
  }                                                                            \
  inline TYPE NAME##_rd PARAMS {                                               \
    return FINISH(EXACT, ::hipify_cpu::Round::Down);                           \
  }

HIPIFY_CPU_ROUNDED_OP(__fadd, float, (float A, float B),
                      ::hipify_cpu::exact_sum(A, B),
                      ::hipify_cpu::float_directed)
HIPIFY_CPU_ROUNDED_OP(__fsub, float, (float A, float B),
                      ::hipify_cpu::exact_sum(A, -double(B)),
                      ::hipify_cpu::float_directed)
HIPIFY_CPU_ROUNDED_OP(__fmul, float, (float A, float B),
                      ::hipify_cpu::exact_product(A, B),
                      ::hipify_cpu::float_directed)
HIPIFY_CPU_ROUNDED_OP(__fdiv, float, (float A, float B),
                      ::hipify_cpu::exact_quotient(A, B),
                      ::hipify_cpu::float_directed)
HIPIFY_CPU_ROUNDED_OP(__frcp, float, (float A),
                      ::hipify_cpu::exact_quotient(1.0, A),
                      ::hipify_cpu::float_directed)
HIPIFY_CPU_ROUNDED_OP(__fsqrt, float, (float A), ::hipify_cpu::exact_sqrt(A),
                      ::hipify_cpu::float_directed)
HIPIFY_CPU_ROUNDED_OP(__fmaf, float, (float A, float B, float C),
                      ::hipify_cpu::exact_fma(A, B, C),
                      ::hipify_cpu::float_directed)
HIPIFY_CPU_ROUNDED_OP(__dadd, double, (double A, double B),
                      ::hipify_cpu::exact_sum(A, B),
                      ::hipify_cpu::double_directed)
HIPIFY_CPU_ROUNDED_OP(__dsub, double, (double A, double B),
                      ::hipify_cpu::exact_sum(A, -B),
                      ::hipify_cpu::double_directed)
HIPIFY_CPU_ROUNDED_OP(__dmul, double, (double A, double B),
                      ::hipify_cpu::exact_product(A, B),
                      ::hipify_cpu::double_directed)
HIPIFY_CPU_ROUNDED_OP(__ddiv, double, (double A, double B),
                      ::hipify_cpu::exact_quotient(A, B),
                      ::hipify_cpu::double_directed)
HIPIFY_CPU_ROUNDED_OP(__drcp, double, (double A),
                      ::hipify_cpu::exact_quotient(1.0, A),
                      ::hipify_cpu::double_directed)
HIPIFY_CPU_ROUNDED_OP(__dsqrt, double, (double A),
                      ::hipify_cpu::exact_sqrt(A),
                      ::hipify_cpu::double_directed)
HIPIFY_CPU_ROUNDED_OP(__fma, double, (double A, double B, double C),
                      ::hipify_cpu::exact_fma(A, B, C),
                      ::hipify_cpu::double_directed)
#undef HIPIFY_CPU_ROUNDED_OP

inline float __frsqrt_rn(float X) {
  return static_cast<float>(1.0 / std::sqrt(static_cast<double>(X)));
}

// --- Fast-math intrinsics ---------------------------------------------------
inline float __fdividef(float A, float B) { return A / B; }
inline float fdividef(float A, float B) { return A / B; }
inline double fdivide(double A, double B) { return A / B; }
inline float __saturatef(float X) {
  return std::isnan(X) ? 0.0f : (X < 0.0f ? 0.0f : (X > 1.0f ? 1.0f : X));
}
inline float __expf(float X) { return std::exp(X); }
inline float __exp10f(float X) { return std::pow(10.0f, X); }
inline float __logf(float X) { return std::log(X); }
inline float __log2f(float X) { return std::log2(X); }
inline float __log10f(float X) { return std::log10(X); }
inline float __powf(float X, float Y) { return std::pow(X, Y); }
inline float __sinf(float X) { return std::sin(X); }
inline float __cosf(float X) { return std::cos(X); }
inline float __tanf(float X) { return std::tan(X); }
inline void __sincosf(float X, float *S, float *C) {
  *S = std::sin(X);
  *C = std::cos(X);
}

// --- Math functions the C library lacks -------------------------------------
namespace hipify_cpu {
inline constexpr double kPi = 3.14159265358979323846;

inline double sin_pi(double X) {
  if (!std::isfinite(X))
    return std::nan("");
  double R = std::fmod(X, 2.0); // Exact; in (-2, 2).
  if (R == 0 || std::fabs(R) == 1)
    return std::copysign(0.0, X);
  if (std::fabs(R) == 0.5)
    return std::copysign(1.0, R);
  if (std::fabs(R) == 1.5)
    return -std::copysign(1.0, R);
  return std::sin(kPi * R);
}
inline double cos_pi(double X) {
  if (!std::isfinite(X))
    return std::nan("");
  double R = std::fabs(std::fmod(X, 2.0));
  if (R == 0.5 || R == 1.5)
    return 0.0;
  if (R == 0)
    return 1.0;
  if (R == 1)
    return -1.0;
  return std::cos(kPi * R);
}

/// erfc(X) = Y solved for X (0 < Y < 2) by Newton's method on log(erfc),
/// from Winitzki's closed-form approximation of the inverse.
inline double inverse_erfc(double Y) {
  if (std::isnan(Y) || Y < 0 || Y > 2)
    return std::nan("");
  if (Y == 0)
    return HUGE_VAL;
  if (Y == 2)
    return -HUGE_VAL;
  if (Y == 1)
    return 0.0;
  if (Y > 1)
    return -inverse_erfc(2 - Y);
  constexpr double A = 0.147;
  double L = std::log(Y * (2 - Y)); // log(1 - x^2) for x = 1 - Y.
  double T = 2 / (kPi * A) + L / 2;
  double X = std::sqrt(std::sqrt(T * T - L / A) - T);
  for (int I = 0; I < 30; ++I) {
    double E = std::erfc(X);
    if (E == 0)
      break;
    // d/dx log(erfc(x)) = -2/sqrt(pi) exp(-x^2) / erfc(x).
    double Slope = -2 / std::sqrt(kPi) * std::exp(-X * X) / E;
    double Step = (std::log(E) - std::log(Y)) / Slope;
    X -= Step;
    if (std::fabs(Step) <= 1e-16 * std::fabs(X))
      break;
  }
  return X;
}
/// erf(X) = Y solved for X (-1 < Y < 1).
inline double inverse_erf(double Y) {
  if (std::fabs(Y) >= 0.5)
    return Y > 0 ? inverse_erfc(1 - Y) : -inverse_erfc(1 + Y);
  if (Y == 0)
    return Y;
  double X = inverse_erfc(1 - Y); // A close start; refine on erf itself.
  for (int I = 0; I < 4; ++I)
    X -= (std::erf(X) - Y) / (2 / std::sqrt(kPi) * std::exp(-X * X));
  return X;
}
inline double scaled_erfc(double X) {
  if (X < 26)
    return std::exp(X * X) * std::erfc(X);
  // Asymptotic expansion; its terms are below double precision here.
  double Inv = 1 / (X * X);
  return 1 / (X * std::sqrt(kPi)) *
         (1 - Inv / 2 + 3 * Inv * Inv / 4 - 15 * Inv * Inv * Inv / 8);
}
} // namespace hipify_cpu

inline float rsqrtf(float X) {
  return static_cast<float>(1.0 / std::sqrt(static_cast<double>(X)));
}
inline double rsqrt(double X) { return 1.0 / std::sqrt(X); }
inline float rcbrtf(float X) {
  return static_cast<float>(1.0 / std::cbrt(static_cast<double>(X)));
}
inline double rcbrt(double X) { return 1.0 / std::cbrt(X); }
inline float sinpif(float X) {
  return static_cast<float>(hipify_cpu::sin_pi(X));
}
inline double sinpi(double X) { return hipify_cpu::sin_pi(X); }
inline float cospif(float X) {
  return static_cast<float>(hipify_cpu::cos_pi(X));
}
inline double cospi(double X) { return hipify_cpu::cos_pi(X); }
inline void sincospif(float X, float *S, float *C) {
  *S = sinpif(X);
  *C = cospif(X);
}
inline void sincospi(double X, double *S, double *C) {
  *S = sinpi(X);
  *C = cospi(X);
}
inline float erfinvf(float X) {
  return static_cast<float>(hipify_cpu::inverse_erf(X));
}
inline double erfinv(double X) { return hipify_cpu::inverse_erf(X); }
inline float erfcinvf(float X) {
  return static_cast<float>(hipify_cpu::inverse_erfc(X));
}
inline double erfcinv(double X) { return hipify_cpu::inverse_erfc(X); }
inline float erfcxf(float X) {
  return static_cast<float>(hipify_cpu::scaled_erfc(X));
}
inline double erfcx(double X) { return hipify_cpu::scaled_erfc(X); }
inline float normcdff(float X) {
  return static_cast<float>(0.5 * std::erfc(-X / std::sqrt(2.0)));
}
inline double normcdf(double X) { return 0.5 * std::erfc(-X / std::sqrt(2.0)); }
inline float normcdfinvf(float P) {
  return static_cast<float>(-std::sqrt(2.0) *
                            hipify_cpu::inverse_erfc(2.0 * P));
}
inline double normcdfinv(double P) {
  return -std::sqrt(2.0) * hipify_cpu::inverse_erfc(2 * P);
}
inline float rhypotf(float X, float Y) {
  return static_cast<float>(1.0 / std::hypot(double(X), double(Y)));
}
inline double rhypot(double X, double Y) { return 1.0 / std::hypot(X, Y); }
inline double norm3d(double A, double B, double C) {
  return std::hypot(A, B, C);
}
inline float norm3df(float A, float B, float C) {
  return static_cast<float>(std::hypot(double(A), double(B), double(C)));
}
inline double rnorm3d(double A, double B, double C) {
  return 1.0 / norm3d(A, B, C);
}
inline float rnorm3df(float A, float B, float C) {
  return static_cast<float>(1.0 / norm3d(A, B, C));
}
inline double norm4d(double A, double B, double C, double D) {
  return std::hypot(std::hypot(A, B), std::hypot(C, D));
}
inline float norm4df(float A, float B, float C, float D) {
  return static_cast<float>(norm4d(A, B, C, D));
}
inline double rnorm4d(double A, double B, double C, double D) {
  return 1.0 / norm4d(A, B, C, D);
}
inline float rnorm4df(float A, float B, float C, float D) {
  return static_cast<float>(1.0 / norm4d(A, B, C, D));
}
inline double norm(int Dim, const double *P) {
  double Sum = 0;
  for (int I = 0; I < Dim; ++I)
    Sum += P[I] * P[I];
  return std::sqrt(Sum);
}
inline float normf(int Dim, const float *P) {
  return static_cast<float>(std::sqrt([&] {
    double Sum = 0;
    for (int I = 0; I < Dim; ++I)
      Sum += double(P[I]) * P[I];
    return Sum;
  }()));
}
inline double rnorm(int Dim, const double *P) { return 1.0 / norm(Dim, P); }
inline float rnormf(int Dim, const float *P) { return 1.0f / normf(Dim, P); }

// --- min and max at global scope, as CUDA declares them ---------------------
// One template for every pair of arithmetic types (mixed signedness gives
// the unsigned type, as CUDA's overloads do); user-declared min/max
// functions and std::min are more specialised and win.
template <typename A, typename B,
          typename = std::enable_if_t<std::is_arithmetic_v<A> &&
                                      std::is_arithmetic_v<B>>>
inline std::common_type_t<A, B> min(A X, B Y) {
  using C = std::common_type_t<A, B>;
  if constexpr (std::is_floating_point_v<C>)
    return std::fmin(static_cast<C>(X), static_cast<C>(Y));
  else
    return static_cast<C>(Y) < static_cast<C>(X) ? static_cast<C>(Y)
                                                 : static_cast<C>(X);
}
template <typename A, typename B,
          typename = std::enable_if_t<std::is_arithmetic_v<A> &&
                                      std::is_arithmetic_v<B>>>
inline std::common_type_t<A, B> max(A X, B Y) {
  using C = std::common_type_t<A, B>;
  if constexpr (std::is_floating_point_v<C>)
    return std::fmax(static_cast<C>(X), static_cast<C>(Y));
  else
    return static_cast<C>(X) < static_cast<C>(Y) ? static_cast<C>(Y)
                                                 : static_cast<C>(X);
}
inline unsigned int umin(unsigned int X, unsigned int Y) { return min(X, Y); }
inline unsigned int umax(unsigned int X, unsigned int Y) { return max(X, Y); }
inline long long llmin(long long X, long long Y) { return min(X, Y); }
inline long long llmax(long long X, long long Y) { return max(X, Y); }
inline unsigned long long ullmin(unsigned long long X, unsigned long long Y) {
  return min(X, Y);
}
inline unsigned long long ullmax(unsigned long long X, unsigned long long Y) {
  return max(X, Y);
}

// --- Integer intrinsics -----------------------------------------------------
inline int __popc(unsigned int X) { return __builtin_popcount(X); }
inline int __popcll(unsigned long long X) { return __builtin_popcountll(X); }
inline int __clz(int X) {
  return X == 0 ? 32 : __builtin_clz(static_cast<unsigned int>(X));
}
inline int __clzll(long long X) {
  return X == 0 ? 64 : __builtin_clzll(static_cast<unsigned long long>(X));
}
inline int __ffs(int X) { return __builtin_ffs(X); }
inline int __ffsll(long long X) { return __builtin_ffsll(X); }
inline unsigned int __brev(unsigned int X) {
  unsigned int R = 0;
  for (int I = 0; I < 32; ++I, X >>= 1)
    R = (R << 1) | (X & 1u);
  return R;
}
inline unsigned long long __brevll(unsigned long long X) {
  unsigned long long R = 0;
  for (int I = 0; I < 64; ++I, X >>= 1)
    R = (R << 1) | (X & 1ull);
  return R;
}
/// Result byte I is byte (S >> 4I) & 7 of the eight bytes Y:X.
inline unsigned int __byte_perm(unsigned int X, unsigned int Y,
                                unsigned int S) {
  unsigned long long Bytes = (static_cast<unsigned long long>(Y) << 32) | X;
  unsigned int R = 0;
  for (int I = 0; I < 4; ++I) {
    unsigned int Selector = (S >> (4 * I)) & 7u;
    R |= static_cast<unsigned int>((Bytes >> (8 * Selector)) & 0xFFu)
         << (8 * I);
  }
  return R;
}
inline int __mulhi(int X, int Y) {
  return static_cast<int>((static_cast<long long>(X) * Y) >> 32);
}
inline unsigned int __umulhi(unsigned int X, unsigned int Y) {
  return static_cast<unsigned int>((static_cast<unsigned long long>(X) * Y) >>
                                   32);
}
inline long long __mul64hi(long long X, long long Y) {
  return static_cast<long long>((static_cast<__int128>(X) * Y) >> 64);
}
inline unsigned long long __umul64hi(unsigned long long X,
                                     unsigned long long Y) {
  return static_cast<unsigned long long>(
      (static_cast<unsigned __int128>(X) * Y) >> 64);
}
/// Products of the low 24 bits (sign-extended for __mul24).
inline int __mul24(int X, int Y) {
  long long A = static_cast<int>(static_cast<unsigned int>(X) << 8) >> 8;
  long long B = static_cast<int>(static_cast<unsigned int>(Y) << 8) >> 8;
  return static_cast<int>(static_cast<unsigned int>(A * B));
}
inline unsigned int __umul24(unsigned int X, unsigned int Y) {
  return (X & 0xFFFFFFu) * (Y & 0xFFFFFFu);
}
inline unsigned int __sad(int X, int Y, unsigned int Z) {
  long long D = static_cast<long long>(X) - Y;
  return static_cast<unsigned int>(D < 0 ? -D : D) + Z;
}
inline unsigned int __usad(unsigned int X, unsigned int Y, unsigned int Z) {
  return (X > Y ? X - Y : Y - X) + Z;
}
inline int __hadd(int X, int Y) {
  return static_cast<int>(hipify_cpu::average_floor(X, Y));
}
inline int __rhadd(int X, int Y) {
  return static_cast<int>((static_cast<long long>(X) + Y + 1) >> 1);
}
inline unsigned int __uhadd(unsigned int X, unsigned int Y) {
  return static_cast<unsigned int>((static_cast<unsigned long long>(X) + Y) >>
                                   1);
}
inline unsigned int __urhadd(unsigned int X, unsigned int Y) {
  return static_cast<unsigned int>(
      (static_cast<unsigned long long>(X) + Y + 1) >> 1);
}
/// The funnel shifts: the 64-bit Hi:Lo shifted, keeping one 32-bit half.
/// The plain forms take the shift modulo 32, the `c` forms clamp it to 32.
inline unsigned int __funnelshift_l(unsigned int Lo, unsigned int Hi,
                                    unsigned int Shift) {
  unsigned long long V = (static_cast<unsigned long long>(Hi) << 32) | Lo;
  return static_cast<unsigned int>((V << (Shift & 31u)) >> 32);
}
inline unsigned int __funnelshift_lc(unsigned int Lo, unsigned int Hi,
                                     unsigned int Shift) {
  unsigned long long V = (static_cast<unsigned long long>(Hi) << 32) | Lo;
  return static_cast<unsigned int>((V << (Shift < 32 ? Shift : 32)) >> 32);
}
inline unsigned int __funnelshift_r(unsigned int Lo, unsigned int Hi,
                                    unsigned int Shift) {
  unsigned long long V = (static_cast<unsigned long long>(Hi) << 32) | Lo;
  return static_cast<unsigned int>(V >> (Shift & 31u));
}
inline unsigned int __funnelshift_rc(unsigned int Lo, unsigned int Hi,
                                     unsigned int Shift) {
  unsigned long long V = (static_cast<unsigned long long>(Hi) << 32) | Lo;
  return static_cast<unsigned int>(V >> (Shift < 32 ? Shift : 32));
}
/// Four-way byte dot products plus an accumulator.
inline int __dp4a(int A, int B, int C) {
  int Sum = C;
  for (int I = 0; I < 4; ++I)
    Sum += static_cast<signed char>(A >> (8 * I)) *
           static_cast<signed char>(B >> (8 * I));
  return Sum;
}
inline unsigned int __dp4a(unsigned int A, unsigned int B, unsigned int C) {
  unsigned int Sum = C;
  for (int I = 0; I < 4; ++I)
    Sum += ((A >> (8 * I)) & 0xFFu) * ((B >> (8 * I)) & 0xFFu);
  return Sum;
}

// --- Loads and stores with cache hints: plain accesses on the host ---------
template <typename T> inline T __ldg(const T *P) { return *P; }
template <typename T> inline T __ldcg(const T *P) { return *P; }
template <typename T> inline T __ldca(const T *P) { return *P; }
template <typename T> inline T __ldcs(const T *P) { return *P; }
template <typename T> inline T __ldlu(const T *P) { return *P; }
template <typename T> inline T __ldcv(const T *P) { return *P; }
template <typename T> inline void __stwb(T *P, T V) { *P = V; }
template <typename T> inline void __stcg(T *P, T V) { *P = V; }
template <typename T> inline void __stcs(T *P, T V) { *P = V; }
template <typename T> inline void __stwt(T *P, T V) { *P = V; }

// --- Timers, traps and fences -----------------------------------------------
/// A cycle-counter stand-in: nanoseconds of the steady clock.
inline long long clock64() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}
inline void __nanosleep(unsigned int) {}
namespace hipify_cpu {
/// What device code's clock() reads: the low bits of clock64(), ticking at
/// the clock rate the runner reports (1 GHz). The C library's clock() is
/// the process's CPU time in microseconds: a kernel that waits for a number
/// of cycles (clockRate * ms, cuda-samples' clock_block) would wait a
/// thousand times longer.
inline clock_t device_clock() { return clock_t(unsigned(clock64())); }
} // namespace hipify_cpu
#if HIPIFY_CPU_PREPARE_MODE
// Kernels call the C library's clock(), which is the host's in prepare mode:
// a device overload stands for it, and preparation rewrites its calls into
// ::hipify_cpu::device_clock() (CpuLowering). Outside the host-and-device
// region: a function of both sides would not overload the host's.
HIPIFY_CPU_END_DECLS
__attribute__((device)) inline clock_t clock() {
  return ::hipify_cpu::device_clock();
}
HIPIFY_CPU_BEGIN_DECLS
#endif
[[noreturn]] inline void __trap() { ::hipify_cpu::trap(); }
inline void __brkpt() {}
inline void __threadfence() { ::hipify_cpu::thread_fence(); }
inline void __threadfence_block() { ::hipify_cpu::thread_fence(); }
inline void __threadfence_system() { ::hipify_cpu::thread_fence(); }

// --- Block barriers ----------------------------------------------------------
#if !HIPIFY_CPU_PREPARE_MODE
// A clang builtin in prepare mode.
inline void __syncthreads() { ::hipify_cpu::sync_block(); }
#endif
// With a PhasedCall first: the phased forms (warp_functions.h).
HIPIFY_CPU_COLLECTIVE inline int __syncthreads_count(int Predicate) {
  return ::hipify_cpu::sync_block_count(Predicate);
}
inline int __syncthreads_count(::hipify_cpu::PhasedCall At, int Predicate) {
  return ::hipify_cpu::sync_block_count(At, Predicate);
}
HIPIFY_CPU_COLLECTIVE inline int __syncthreads_and(int Predicate) {
  return ::hipify_cpu::sync_block_and(Predicate);
}
inline int __syncthreads_and(::hipify_cpu::PhasedCall At, int Predicate) {
  return ::hipify_cpu::sync_block_and(At, Predicate);
}
HIPIFY_CPU_COLLECTIVE inline int __syncthreads_or(int Predicate) {
  return ::hipify_cpu::sync_block_or(Predicate);
}
inline int __syncthreads_or(::hipify_cpu::PhasedCall At, int Predicate) {
  return ::hipify_cpu::sync_block_or(At, Predicate);
}

HIPIFY_CPU_END_DECLS

#endif
