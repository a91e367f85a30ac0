//===- cuda_fp8.h - __nv_fp8_e4m3, __nv_fp8_e5m2 and their conversions ----===//
//
// The text is hipify_cpu/ocp_fp8.h, which the port also writes in place of
// #include <cuda_fp8.h>. Like CUDA's, this header brings in the 16-bit
// types' headers; hip/hip_bf16.h names bfloat16 as that text does.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_CUDA_FP8_H
#define HIPIFY_CPU_CUDA_FP8_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_cuda_fp8_h
#include "hipify_cpu/header_macros.h"

#include "cuda_bf16.h"
#include "cuda_fp16.h"
#include "hip/hip_bf16.h"
#include "hipify_cpu/qualifiers.h"
#include "hipify_cpu/vector_types.h"

#include "hipify_cpu/ocp_fp8.h"

#endif
