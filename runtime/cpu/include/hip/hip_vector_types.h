//===- hip/hip_vector_types.h - float4 and friends ------------------------===//
// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_hip_hip_vector_types_h
#include "hipify_cpu/header_macros.h"
#include "hipify_cpu/vector_types.h"
