//===- cuda_fp16.h - __half and __half2 -----------------------------------===//
// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_cuda_fp16_h
#include "hipify_cpu/header_macros.h"
#include "hipify_cpu/half.h"
