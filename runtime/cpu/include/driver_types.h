//===- driver_types.h - part of the CUDA runtime's headers ------------------------===//
// cuda_runtime.h declares what this header holds.
// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_driver_types_h
#include "hipify_cpu/header_macros.h"
#include "cuda_runtime.h"
