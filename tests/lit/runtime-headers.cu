// The headers cuda_runtime.h includes (builtin_types.h, the sm_*_intrinsics.h
// and *_atomic_functions.h, ...) declare what hip_runtime.h declares for HIP:
// included on their own they become hip/hip_runtime.h, once per file, and the
// port builds.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.txt
// RUN: grep '^#include' %t.hip | FileCheck --match-full-lines %s
// RUN: count 0 < %t.txt
// RUN: %if hipcc %{ %hipcc -fsyntax-only -x hip --offload-arch=gfx90a -std=c++17 %t.hip %}
#include <builtin_types.h>
#include <sm_32_intrinsics.h>
#include <device_atomic_functions.h>
// CHECK:#include <hip/hip_runtime.h>
// CHECK-NOT:{{.}}

__global__ void add(const float4 *in, unsigned *n) {
  float4 v = __ldg(in);
  atomicAdd(n, v.x > 0);
}
