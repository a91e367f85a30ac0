//===- hip_vector_operators.h - HIP's arithmetic on its vector types ------===//
//
// HIP's vector types (float4, int2, ...) have arithmetic operators of their
// own, component by component: `a += b`, `a * 2.0f`, `-v`. CUDA's have none
// (programs bring helper_math.h), so hipify removes a CUDA program's own
// compound operators from its port (hipify-vector-operator), and the port
// then relies on these. The runner gives them to HIP programs only: a CUDA
// program defining its own would clash with them.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_HIP_VECTOR_OPERATORS_H
#define HIPIFY_CPU_HIP_VECTOR_OPERATORS_H

#include "hipify_cpu/mode.h"
#include "hipify_cpu/vector_types.h"
#include <type_traits>

HIPIFY_CPU_BEGIN_DECLS

namespace hipify_cpu {

template <typename V>
inline constexpr bool is_vector_v =
    !std::is_void_v<typename vector_component<V>::type> &&
    !std::is_same_v<V, dim3>;

/// The number of components: no vector type is padded beyond them
/// (vector_types.h aligns two- and four-component types to their size).
template <typename V> constexpr int vector_width() {
  return sizeof(V) / sizeof(typename vector_component<V>::type);
}

/// Applies F to each component of A (and B), in place.
template <typename V, typename F> constexpr void each(V &A, const V &B, F f) {
  constexpr int N = vector_width<V>();
  f(A.x, B.x);
  if constexpr (N > 1)
    f(A.y, B.y);
  if constexpr (N > 2)
    f(A.z, B.z);
  if constexpr (N > 3)
    f(A.w, B.w);
}

template <typename V>
constexpr V splat(typename vector_component<V>::type S) {
  V Out{};
  each(Out, Out, [S](auto &C, auto) { C = S; });
  return Out;
}

} // namespace hipify_cpu

#define HIPIFY_CPU_HIP_VECTOR_OPERATOR(OP, COMPOUND, REQUIRES)                 \
  template <typename V, std::enable_if_t<::hipify_cpu::is_vector_v<V> &&      \
                                             REQUIRES,                         \
                                         int> = 0>                             \
  constexpr V &operator COMPOUND(V &A, const V &B) {                           \
    ::hipify_cpu::each(A, B, [](auto &L, auto R) { L COMPOUND R; });           \
    return A;                                                                  \
  }                                                                            \
  template <typename V, std::enable_if_t<::hipify_cpu::is_vector_v<V> &&      \
                                             REQUIRES,                         \
                                         int> = 0>                             \
  constexpr V &operator COMPOUND(                                              \
      V &A, typename ::hipify_cpu::vector_component<V>::type S) {              \
    return A COMPOUND ::hipify_cpu::splat<V>(S);                               \
  }                                                                            \
  template <typename V, std::enable_if_t<::hipify_cpu::is_vector_v<V> &&      \
                                             REQUIRES,                         \
                                         int> = 0>                             \
  constexpr V operator OP(V A, const V &B) {                                   \
    return A COMPOUND B;                                                       \
  }                                                                            \
  template <typename V, std::enable_if_t<::hipify_cpu::is_vector_v<V> &&      \
                                             REQUIRES,                         \
                                         int> = 0>                             \
  constexpr V operator OP(V A,                                                 \
                          typename ::hipify_cpu::vector_component<V>::type S) { \
    return A COMPOUND ::hipify_cpu::splat<V>(S);                               \
  }                                                                            \
  template <typename V, std::enable_if_t<::hipify_cpu::is_vector_v<V> &&      \
                                             REQUIRES,                         \
                                         int> = 0>                             \
  constexpr V operator OP(typename ::hipify_cpu::vector_component<V>::type S, \
                          const V &B) {                                        \
    return ::hipify_cpu::splat<V>(S) COMPOUND B;                               \
  }

#define HIPIFY_CPU_INTEGRAL                                                    \
  std::is_integral_v<typename ::hipify_cpu::vector_component<V>::type>
HIPIFY_CPU_HIP_VECTOR_OPERATOR(+, +=, true)
HIPIFY_CPU_HIP_VECTOR_OPERATOR(-, -=, true)
HIPIFY_CPU_HIP_VECTOR_OPERATOR(*, *=, true)
HIPIFY_CPU_HIP_VECTOR_OPERATOR(/, /=, true)
HIPIFY_CPU_HIP_VECTOR_OPERATOR(%, %=, HIPIFY_CPU_INTEGRAL)
HIPIFY_CPU_HIP_VECTOR_OPERATOR(&, &=, HIPIFY_CPU_INTEGRAL)
HIPIFY_CPU_HIP_VECTOR_OPERATOR(|, |=, HIPIFY_CPU_INTEGRAL)
HIPIFY_CPU_HIP_VECTOR_OPERATOR(^, ^=, HIPIFY_CPU_INTEGRAL)
#undef HIPIFY_CPU_INTEGRAL
#undef HIPIFY_CPU_HIP_VECTOR_OPERATOR

template <typename V,
          std::enable_if_t<::hipify_cpu::is_vector_v<V>, int> = 0>
constexpr V operator-(V A) {
  ::hipify_cpu::each(A, A, [](auto &C, auto) { C = -C; });
  return A;
}

HIPIFY_CPU_END_DECLS

#endif
