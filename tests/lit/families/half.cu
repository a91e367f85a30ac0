// cuda_fp16.h -> hip_fp16.h: __half keeps its name, and so do the conversion
// and arithmetic intrinsics.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --allow-empty --match-full-lines --check-prefix=WARN %s < %t.err
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_fp16.h>
#include <cuda_runtime.h>
// CHECK:#include <hip/hip_fp16.h>
// CHECK-NEXT:#include <hip/hip_runtime.h>

__global__ void axpy_half(int n, float a, const __half *x, __half *y) {
  // CHECK:__global__ void axpy_half(int n, float a, const __half *x, __half *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    __half ha = __float2half(a);
    __half r = __hadd(__hmul(ha, x[i]), y[i]);
    y[i] = r;
    // CHECK:    __half ha = __float2half(a);
    // CHECK-NEXT:    __half r = __hadd(__hmul(ha, x[i]), y[i]);
    // CHECK-NEXT:    y[i] = r;
  }
}

__global__ void to_float(int n, const __half *x, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = __half2float(x[i]);
  // CHECK:    out[i] = __half2float(x[i]);
}
// WARN-NOT: warning:
