//===- hip/hip_bf16.h - __hip_bfloat16 and __hip_bfloat162 ----------------===//
#ifndef HIPIFY_CPU_HIP_BF16_H
#define HIPIFY_CPU_HIP_BF16_H

#include "hipify_cpu/bfloat16.h"

typedef hipify_cpu_bfloat16 __hip_bfloat16;
typedef hipify_cpu_bfloat16_raw __hip_bfloat16_raw;
typedef hipify_cpu_bfloat162 __hip_bfloat162;
typedef hipify_cpu_bfloat162_raw __hip_bfloat162_raw;
typedef hipify_cpu_bfloat16 hip_bfloat16;

#endif
