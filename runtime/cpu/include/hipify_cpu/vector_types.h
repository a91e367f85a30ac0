//===- vector_types.h - char1 ... double4 and their make_ functions -------===//
//
// CUDA's vector types are aggregates with x, y, z, w members, aligned so
// that two- and four-component types load in one access (float4: 16 bytes);
// HIP spells them the same. uint3 and dim3 come from dim3.h.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_VECTOR_TYPES_H
#define HIPIFY_CPU_VECTOR_TYPES_H

#include "hipify_cpu/dim3.h"
#include "hipify_cpu/exec.h"
#include "hipify_cpu/mode.h"
#include <type_traits>

HIPIFY_CPU_BEGIN_DECLS

namespace hipify_cpu {
/// The component type of a vector type; void for everything else.
template <typename T> struct vector_component { using type = void; };
} // namespace hipify_cpu

#define HIPIFY_CPU_VECTOR_TRAIT(NAME, T)                                       \
  namespace hipify_cpu {                                                       \
  template <> struct vector_component<NAME> { using type = T; };              \
  }

#define HIPIFY_CPU_VECTOR1(NAME, T)                                            \
  struct NAME {                                                                \
    T x;                                                                       \
  };                                                                           \
  inline constexpr NAME make_##NAME(T x) { return NAME{x}; }                   \
  HIPIFY_CPU_VECTOR_TRAIT(NAME, T)
#define HIPIFY_CPU_VECTOR2(NAME, T, ALIGN)                                     \
  struct alignas(ALIGN) NAME {                                                 \
    T x, y;                                                                    \
  };                                                                           \
  inline constexpr NAME make_##NAME(T x, T y) { return NAME{x, y}; }           \
  HIPIFY_CPU_VECTOR_TRAIT(NAME, T)
#define HIPIFY_CPU_VECTOR3(NAME, T)                                            \
  struct NAME {                                                                \
    T x, y, z;                                                                 \
  };                                                                           \
  inline constexpr NAME make_##NAME(T x, T y, T z) { return NAME{x, y, z}; }   \
  HIPIFY_CPU_VECTOR_TRAIT(NAME, T)
#define HIPIFY_CPU_VECTOR4(NAME, T, ALIGN)                                     \
  struct alignas(ALIGN) NAME {                                                 \
    T x, y, z, w;                                                              \
  };                                                                           \
  inline constexpr NAME make_##NAME(T x, T y, T z, T w) {                      \
    return NAME{x, y, z, w};                                                   \
  }                                                                            \
  HIPIFY_CPU_VECTOR_TRAIT(NAME, T)

/// One family: NAME1 ... NAME4, with the alignments of the two- and
/// four-component members.
#define HIPIFY_CPU_VECTOR_FAMILY(NAME, T, ALIGN2, ALIGN4)                      \
  HIPIFY_CPU_VECTOR1(NAME##1, T)                                               \
  HIPIFY_CPU_VECTOR2(NAME##2, T, ALIGN2)                                       \
  HIPIFY_CPU_VECTOR3(NAME##3, T)                                               \
  HIPIFY_CPU_VECTOR4(NAME##4, T, ALIGN4)

HIPIFY_CPU_VECTOR_FAMILY(char, signed char, 2, 4)
HIPIFY_CPU_VECTOR_FAMILY(uchar, unsigned char, 2, 4)
HIPIFY_CPU_VECTOR_FAMILY(short, short, 4, 8)
HIPIFY_CPU_VECTOR_FAMILY(ushort, unsigned short, 4, 8)
HIPIFY_CPU_VECTOR_FAMILY(int, int, 8, 16)
HIPIFY_CPU_VECTOR_FAMILY(long, long, 2 * sizeof(long), 16)
HIPIFY_CPU_VECTOR_FAMILY(ulong, unsigned long, 2 * sizeof(long), 16)
HIPIFY_CPU_VECTOR_FAMILY(longlong, long long, 16, 16)
HIPIFY_CPU_VECTOR_FAMILY(ulonglong, unsigned long long, 16, 16)
HIPIFY_CPU_VECTOR_FAMILY(float, float, 8, 16)
HIPIFY_CPU_VECTOR_FAMILY(double, double, 16, 16)

// uint3 is declared with dim3.
HIPIFY_CPU_VECTOR1(uint1, unsigned int)
HIPIFY_CPU_VECTOR2(uint2, unsigned int, 8)
HIPIFY_CPU_VECTOR4(uint4, unsigned int, 16)
inline constexpr uint3 make_uint3(unsigned int x, unsigned int y,
                                  unsigned int z) {
  return uint3{x, y, z};
}
HIPIFY_CPU_VECTOR_TRAIT(uint3, unsigned int)
HIPIFY_CPU_VECTOR_TRAIT(dim3, unsigned int)

#undef HIPIFY_CPU_VECTOR_FAMILY
#undef HIPIFY_CPU_VECTOR4
#undef HIPIFY_CPU_VECTOR3
#undef HIPIFY_CPU_VECTOR2
#undef HIPIFY_CPU_VECTOR1
#undef HIPIFY_CPU_VECTOR_TRAIT

namespace hipify_cpu {
/// Launch traces describe a buffer of vectors by their component type.
template <typename T>
struct element_kind<
    T, std::enable_if_t<!std::is_void_v<typename vector_component<T>::type>>> {
  static constexpr const char *name() {
    return element_kind<typename vector_component<T>::type>::name();
  }
};
} // namespace hipify_cpu

HIPIFY_CPU_END_DECLS

#endif
