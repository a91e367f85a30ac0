//===- cuda_bf16.h - __nv_bfloat16 and __nv_bfloat162 ---------------------===//
#ifndef HIPIFY_CPU_CUDA_BF16_H
#define HIPIFY_CPU_CUDA_BF16_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_cuda_bf16_h
#include "hipify_cpu/header_macros.h"

#include "hipify_cpu/bfloat16.h"

typedef hipify_cpu_bfloat16 __nv_bfloat16;
typedef hipify_cpu_bfloat16_raw __nv_bfloat16_raw;
typedef hipify_cpu_bfloat162 __nv_bfloat162;
typedef hipify_cpu_bfloat162_raw __nv_bfloat162_raw;
typedef hipify_cpu_bfloat16 nv_bfloat16;
typedef hipify_cpu_bfloat162 nv_bfloat162;

#endif
