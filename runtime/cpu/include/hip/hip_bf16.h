//===- hip/hip_bf16.h - __hip_bfloat16 and __hip_bfloat162 ----------------===//
#ifndef HIPIFY_CPU_HIP_BF16_H
#define HIPIFY_CPU_HIP_BF16_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_hip_hip_bf16_h
#include "hipify_cpu/header_macros.h"

#include "hipify_cpu/bfloat16.h"

typedef hipify_cpu_bfloat16 __hip_bfloat16;
typedef hipify_cpu_bfloat16_raw __hip_bfloat16_raw;
typedef hipify_cpu_bfloat162 __hip_bfloat162;
typedef hipify_cpu_bfloat162_raw __hip_bfloat162_raw;
typedef hipify_cpu_bfloat16 hip_bfloat16;

#endif
