//===- device_runtime.h - what both dialects' runtime headers declare -----===//
//
// Qualifiers, built-in variables, vector types and the device functions of
// cuda_runtime.h and hip/hip_runtime.h. The dialect headers define
// HIPIFY_CPU_DIALECT_HIP (or not) before including this, and add their
// runtime API.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_DEVICE_RUNTIME_H
#define HIPIFY_CPU_DEVICE_RUNTIME_H

#include "hipify_cpu/host_library.h"

#include "hipify_cpu/atomics.h"
#include "hipify_cpu/device_functions.h"
#include "hipify_cpu/simd_functions.h"
#include "hipify_cpu/dim3.h"
#include "hipify_cpu/exec.h"
#include "hipify_cpu/mode.h"
#include "hipify_cpu/qualifiers.h"
#include "hipify_cpu/vector_types.h"
#include "hipify_cpu/warp_functions.h"

#endif
