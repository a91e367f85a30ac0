//===- half.h - __half and __half2 (IEEE binary16) ------------------------===//
#ifndef HIPIFY_CPU_HALF_H
#define HIPIFY_CPU_HALF_H

#include "hipify_cpu/exec.h"
#include "hipify_cpu/mode.h"
#include "hipify_cpu/narrow_float.h"

HIPIFY_CPU_BEGIN_DECLS

HIPIFY_CPU_NARROW_STRUCT(__half, __half_raw, ::hipify_cpu::HalfFormat)
HIPIFY_CPU_NARROW_PAIR_STRUCT(__half2, __half2_raw, __half, __half_raw)
HIPIFY_CPU_NARROW_FUNCTIONS(__half, __half2, ::hipify_cpu::HalfFormat)
HIPIFY_CPU_NARROW_CONVERSIONS(__half, __half2, ::hipify_cpu::HalfFormat, half,
                              half2)

typedef __half half;
typedef __half2 half2;

namespace hipify_cpu {
template <> struct element_kind<__half> {
  static constexpr const char *name() { return "f16"; }
};
template <> struct element_kind<__half2> {
  static constexpr const char *name() { return "f16"; }
};
} // namespace hipify_cpu

HIPIFY_CPU_END_DECLS

#endif
