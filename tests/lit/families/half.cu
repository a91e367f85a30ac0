// cuda_fp16.h -> hip_fp16.h: __half keeps its name, and so do the conversion
// and arithmetic intrinsics.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_fp16.h>
#include <cuda_runtime.h>
// MSG:{{.*}}half.cu:[[@LINE-2]]:10: note: 'cuda_fp16.h' -> 'hip/hip_fp16.h' [hipify-include]
// MSG:{{.*}}half.cu:[[@LINE-2]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]
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
