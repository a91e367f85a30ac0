//===- qualifiers.h - CUDA/HIP function and variable qualifiers -----------===//
#ifndef HIPIFY_CPU_QUALIFIERS_H
#define HIPIFY_CPU_QUALIFIERS_H

#include "hipify_cpu/mode.h"
#include <cstddef>

#if HIPIFY_CPU_PREPARE_MODE
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#else
#define __global__
#define __device__
#define __host__
// One block runs on one worker thread at a time, all its threads as fibers
// of that worker: per-worker storage is per-block storage.
#define __shared__ static thread_local
#define __constant__
#define __managed__
#endif

#define __forceinline__ inline __attribute__((always_inline))
// libstdc++ spells its own attribute __attribute__((__noinline__)), which a
// function-like expansion would break: clang's CUDA mode knows the keyword,
// and on the host it is only a hint.
#if !HIPIFY_CPU_PREPARE_MODE
#define __noinline__
#endif
#define __inline__ inline
#define __restrict__ __restrict
#define __launch_bounds__(...)
#define __grid_constant__
// CUDA's alignment qualifiers (host_defines.h spells them the same way).
#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(n) __attribute__((aligned(n)))

#if HIPIFY_CPU_PREPARE_MODE
struct dim3;
// What clang's CUDA mode looks up to type-check `k<<<g, b, s, st>>>(...)`.
extern "C" int __cudaPushCallConfiguration(dim3 grid, dim3 block,
                                           size_t shared = 0,
                                           void *stream = nullptr);
extern "C" int cudaConfigureCall(dim3 grid, dim3 block, size_t shared = 0,
                                 void *stream = nullptr);
#endif

#endif
