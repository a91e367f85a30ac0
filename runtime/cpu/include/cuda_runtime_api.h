//===- cuda_runtime_api.h - the CUDA runtime API --------------------------===//
// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_cuda_runtime_api_h
#include "hipify_cpu/header_macros.h"
#include "cuda_runtime.h"
