//===- complex.h - cuComplex.h and hip/hip_complex.h ----------------------===//
//
// Single and double complex numbers as float2/double2, with the functions
// both dialects name alike but for the prefix (cuCaddf, hipCaddf). Division
// scales both operands by the divisor's magnitude first, and the modulus is
// a hypotenuse, so that neither overflows where the quotient or modulus is
// representable (as on the GPU).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_COMPLEX_H
#define HIPIFY_CPU_COMPLEX_H

#include "hipify_cpu/qualifiers.h"
#include "hipify_cpu/vector_types.h"
#include <cmath>

namespace hipify_cpu {
template <typename V, typename T> inline V complex_divide(V A, V B) {
  T Scale = T(1) / (std::fabs(B.x) + std::fabs(B.y));
  T Ar = A.x * Scale, Ai = A.y * Scale, Br = B.x * Scale, Bi = B.y * Scale;
  T Norm = T(1) / (Br * Br + Bi * Bi);
  return V{(Ar * Br + Ai * Bi) * Norm, (Ai * Br - Ar * Bi) * Norm};
}
} // namespace hipify_cpu

// P: the dialect's prefix (cu, hip).
#define HIPIFY_CPU_COMPLEX_FAMILY(P, V, T, SUFFIX, NAME)                       \
  typedef V P##NAME;                                                           \
  __host__ __device__ inline T P##Creal##SUFFIX(V Z) { return Z.x; }           \
  __host__ __device__ inline T P##Cimag##SUFFIX(V Z) { return Z.y; }           \
  __host__ __device__ inline V make_##P##NAME(T R, T I) { return V{R, I}; }    \
  __host__ __device__ inline V P##Conj##SUFFIX(V Z) { return V{Z.x, -Z.y}; }   \
  __host__ __device__ inline V P##Cadd##SUFFIX(V A, V B) {                     \
    return V{A.x + B.x, A.y + B.y};                                            \
  }                                                                            \
  __host__ __device__ inline V P##Csub##SUFFIX(V A, V B) {                     \
    return V{A.x - B.x, A.y - B.y};                                            \
  }                                                                            \
  __host__ __device__ inline V P##Cmul##SUFFIX(V A, V B) {                     \
    return V{A.x * B.x - A.y * B.y, A.x * B.y + A.y * B.x};                    \
  }                                                                            \
  __host__ __device__ inline V P##Cdiv##SUFFIX(V A, V B) {                     \
    return ::hipify_cpu::complex_divide<V, T>(A, B);                           \
  }                                                                            \
  __host__ __device__ inline T P##Cabs##SUFFIX(V Z) {                          \
    return std::hypot(Z.x, Z.y);                                               \
  }                                                                            \
  __host__ __device__ inline T P##Csqabs##SUFFIX(V Z) {                        \
    return Z.x * Z.x + Z.y * Z.y;                                              \
  }                                                                            \
  /* A*B + C, as cuCfma/hipCfma: each part a sum of products. */               \
  __host__ __device__ inline V P##Cfma##SUFFIX(V A, V B, V C) {                \
    return V{A.x * B.x + C.x - A.y * B.y, A.x * B.y + C.y + A.y * B.x};        \
  }

#define HIPIFY_CPU_COMPLEX_API(P)                                              \
  HIPIFY_CPU_COMPLEX_FAMILY(P, float2, float, f, FloatComplex)                 \
  HIPIFY_CPU_COMPLEX_FAMILY(P, double2, double, , DoubleComplex)               \
  typedef P##FloatComplex P##Complex;                                          \
  __host__ __device__ inline P##Complex make_##P##Complex(float R, float I) {  \
    return float2{R, I};                                                       \
  }                                                                            \
  __host__ __device__ inline P##DoubleComplex P##ComplexFloatToDouble(         \
      P##FloatComplex Z) {                                                     \
    return double2{double(Z.x), double(Z.y)};                                  \
  }                                                                            \
  __host__ __device__ inline P##FloatComplex P##ComplexDoubleToFloat(          \
      P##DoubleComplex Z) {                                                    \
    return float2{float(Z.x), float(Z.y)};                                     \
  }

#endif
