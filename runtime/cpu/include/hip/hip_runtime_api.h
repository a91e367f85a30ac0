//===- hip/hip_runtime_api.h - the HIP runtime API ------------------------===//
// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_hip_hip_runtime_api_h
#include "hipify_cpu/header_macros.h"
#include "hip/hip_runtime.h"
