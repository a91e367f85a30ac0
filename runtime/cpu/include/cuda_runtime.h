//===- cuda_runtime.h - the CUDA runtime, as the CPU runner provides it ---===//
//
// Programs are compiled with `-include cuda_runtime.h` against these
// headers (see docs/cpu-runner.md): in prepare mode by clang's CUDA front
// end, in run mode as plain C++.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_CUDA_RUNTIME_H
#define HIPIFY_CPU_CUDA_RUNTIME_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_cuda_runtime_h
#include "hipify_cpu/header_macros.h"

#ifndef __CUDACC__
#define __CUDACC__ 1
#endif
#define __CUDACC_VER_MAJOR__ 13
#define __CUDACC_VER_MINOR__ 0
#define __CUDACC_VER_BUILD__ 0
#define CUDART_VERSION 13000
#define __CUDART_API_VERSION CUDART_VERSION

#include "hipify_cpu/device_runtime.h"
#include "hipify_cpu/nv_atomics.h"

#include "hipify_cpu/cuda_api.h"

#if !HIPIFY_CPU_PREPARE_MODE
namespace hipify_cpu::detail {
// CUDA programs assume 32-lane warps unless HIPIFY_CPU_WARP_SIZE says
// otherwise.
inline const bool CudaWarpSizeRegistered = (set_default_warp_size(32), true);
} // namespace hipify_cpu::detail
#endif

#endif
