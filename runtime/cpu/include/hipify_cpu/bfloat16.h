//===- bfloat16.h - bfloat16 and its pair ---------------------------------===//
//
// One type under the dialects' names: __nv_bfloat16 (cuda_bf16.h) and
// __hip_bfloat16 (hip/hip_bf16.h) are aliases of hipify_cpu_bfloat16.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_BFLOAT16_H
#define HIPIFY_CPU_BFLOAT16_H

#include "hipify_cpu/exec.h"
#include "hipify_cpu/mode.h"
#include "hipify_cpu/narrow_float.h"

HIPIFY_CPU_BEGIN_DECLS

HIPIFY_CPU_NARROW_STRUCT(hipify_cpu_bfloat16, hipify_cpu_bfloat16_raw,
                         ::hipify_cpu::BFloat16Format)
HIPIFY_CPU_NARROW_PAIR_STRUCT(hipify_cpu_bfloat162, hipify_cpu_bfloat162_raw,
                              hipify_cpu_bfloat16, hipify_cpu_bfloat16_raw)
HIPIFY_CPU_NARROW_FUNCTIONS(hipify_cpu_bfloat16, hipify_cpu_bfloat162,
                            ::hipify_cpu::BFloat16Format)
HIPIFY_CPU_NARROW_CONVERSIONS(hipify_cpu_bfloat16, hipify_cpu_bfloat162,
                              ::hipify_cpu::BFloat16Format, bfloat16,
                              bfloat162)

namespace hipify_cpu {
template <> struct element_kind<hipify_cpu_bfloat16> {
  static constexpr const char *name() { return "bf16"; }
};
template <> struct element_kind<hipify_cpu_bfloat162> {
  static constexpr const char *name() { return "bf16"; }
};
} // namespace hipify_cpu

HIPIFY_CPU_END_DECLS

#endif
