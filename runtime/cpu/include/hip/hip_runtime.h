//===- hip/hip_runtime.h - the HIP runtime, as the CPU runner provides it -===//
//
// Programs are compiled with `-include hip/hip_runtime.h` against these
// headers (see docs/cpu-runner.md): in prepare mode by clang's CUDA front
// end, in run mode as plain C++. The runner plays an AMD platform.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_HIP_RUNTIME_H
#define HIPIFY_CPU_HIP_RUNTIME_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_hip_hip_runtime_h
#include "hipify_cpu/header_macros.h"

#define HIPIFY_CPU_DIALECT_HIP 1
#define __HIP_PLATFORM_AMD__ 1
#define __HIP_PLATFORM_HCC__ 1
#ifndef __HIPCC__
#define __HIPCC__ 1
#endif
#define HIP_VERSION_MAJOR 6
#define HIP_VERSION_MINOR 2
#define HIP_VERSION_PATCH 0
#define HIP_VERSION                                                            \
  (HIP_VERSION_MAJOR * 10000000 + HIP_VERSION_MINOR * 100000 +                 \
   HIP_VERSION_PATCH)

#include "hipify_cpu/device_runtime.h"
#include "hipify_cpu/hip_vector_operators.h"

#include "hipify_cpu/hip_api.h"

#include "hipify_cpu/amd_device_functions.h"

/// hipMemcpyToSymbol and friends take the variable itself.
#define HIP_SYMBOL(X) X
#define HIP_KERNEL_NAME(...) __VA_ARGS__
#define HIP_DYNAMIC_SHARED(TYPE, NAME) extern __shared__ TYPE NAME[];
#define HIP_DYNAMIC_SHARED_ATTRIBUTE

#if HIPIFY_CPU_PREPARE_MODE
// The preparation step rewrites this launch like any other.
#define hipLaunchKernelGGL(KERNEL, GRID, BLOCK, SHARED, STREAM, ...)           \
  KERNEL<<<GRID, BLOCK, SHARED, STREAM>>>(__VA_ARGS__)
#else
// Only reached when a launch escaped the preparation step: run it as one
// that may synchronise.
#define hipLaunchKernelGGL(KERNEL, GRID, BLOCK, SHARED, STREAM, ...)           \
  ::hipify_cpu::launch({#KERNEL, "", true}, GRID, BLOCK, SHARED, STREAM)(      \
      [&](auto &&...hipify_cpu_args) { KERNEL(hipify_cpu_args...); }          \
      __VA_OPT__(, ) __VA_ARGS__)
#endif

// HIP's older spellings of the built-in variables.
#define hipThreadIdx_x (threadIdx.x)
#define hipThreadIdx_y (threadIdx.y)
#define hipThreadIdx_z (threadIdx.z)
#define hipBlockIdx_x (blockIdx.x)
#define hipBlockIdx_y (blockIdx.y)
#define hipBlockIdx_z (blockIdx.z)
#define hipBlockDim_x (blockDim.x)
#define hipBlockDim_y (blockDim.y)
#define hipBlockDim_z (blockDim.z)
#define hipGridDim_x (gridDim.x)
#define hipGridDim_y (gridDim.y)
#define hipGridDim_z (gridDim.z)

#if !HIPIFY_CPU_PREPARE_MODE
namespace hipify_cpu::detail {
// HIP programs get AMD's 64-lane wavefronts unless HIPIFY_CPU_WARP_SIZE
// says otherwise.
inline const bool HipWarpSizeRegistered = (set_default_warp_size(64), true);
} // namespace hipify_cpu::detail
#endif

#endif
