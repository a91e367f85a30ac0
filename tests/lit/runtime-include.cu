// A CUDA file that relied on nvcc's implicit cuda_runtime.h gets
// hip/hip_runtime.h once, after its leading comments, include guard and
// #pragma once, as does a file that uses CUDA only through a header of its
// own; a file that includes a runtime header (itself or through a
// header of its own) or uses no CUDA gets none. Include delimiters stay as
// written.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %hipify port %t.hip --cuda-path=%cuda-path -o %t.twice.hip
// RUN: diff %t.hip %t.twice.hip
// RUN: %hipify port %S/Inputs/runtime-include/quoted.cu --cuda-path=%cuda-path | FileCheck --match-full-lines --check-prefix=QUOTED %s
// RUN: %hipify port %S/Inputs/runtime-include/via-header.cu --cuda-path=%cuda-path | FileCheck --match-full-lines --check-prefix=VIA %s
// RUN: %hipify port %S/Inputs/runtime-include/via-helper.cu --cuda-path=%cuda-path --verbose 2>&1 | FileCheck --match-full-lines --check-prefix=HELPER %s
// RUN: %hipify port %S/Inputs/runtime-include/no-cuda.cu --cuda-path=%cuda-path | FileCheck --match-full-lines --check-prefix=NOCUDA %s
// RUN: %hipify port %S/Inputs/runtime-include/guarded.cuh --cuda-path=%cuda-path | FileCheck --match-full-lines --check-prefix=GUARD %s
#pragma once
#include <cstdio>

__global__ void fill(float *x) { x[threadIdx.x] = 1.0f; }
// MSG:{{.*}}runtime-include.cu:[[@LINE-3]]:1: note: 'hip/hip_runtime.h' included: the file uses CUDA without including a runtime header, which nvcc includes implicitly and hipcc does not [hipify-include]

// CHECK:#pragma once
// CHECK-NEXT:#include <hip/hip_runtime.h>
// CHECK-NEXT:#include <cstdio>
// CHECK-EMPTY:
// CHECK-NEXT:__global__ void fill(float *x) { x[threadIdx.x] = 1.0f; }

// QUOTED:#include "hip/hip_runtime.h"
// QUOTED-NEXT:__global__ void k() {}

// HELPER:{{.*}}via-helper.cu:2:1: note: 'hip/hip_runtime.h' included: a header of its own that it includes uses CUDA without including a runtime header, which nvcc includes implicitly and hipcc does not [hipify-include]
// HELPER:// Uses the runtime only through a helper header that includes none.
// HELPER-NEXT:#include <hip/hip_runtime.h>
// HELPER-NEXT:#include "checks.h"

// VIA:#include "via-header.h"
// VIA-NEXT:void h() { hipDeviceSynchronize(); }

// NOCUDA:#include <cstdio>
// NOCUDA-NEXT:int main() { std::puts("no CUDA here"); }

// GUARD:// A header with a guard.
// GUARD-NEXT:#ifndef GUARDED_CUH
// GUARD-NEXT:#define GUARDED_CUH
// GUARD-NEXT:#include <hip/hip_runtime.h>
// GUARD-NEXT:__device__ inline float twice(float v) { return 2 * v; }
// GUARD-NEXT:#endif
