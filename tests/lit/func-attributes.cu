// cudaFunc* calls that take a kernel: CUDA has template overloads taking the
// kernel itself, HIP 5.2 only `const void *`, so the kernel is cast; the
// port compiles with hipcc.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -fsyntax-only -w %t.hip %}

#include <cuda_runtime.h>

__global__ void kernel(float *p) { p[threadIdx.x] = 0; }

int main() {
  cudaFuncAttributes attributes;
  cudaFuncGetAttributes(&attributes, kernel);
  cudaFuncSetCacheConfig(kernel, cudaFuncCachePreferShared);
  cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024);
  return 0;
}
// CHECK:  hipFuncAttributes attributes;
// CHECK-NEXT:  hipFuncGetAttributes(&attributes, reinterpret_cast<const void *>(kernel));
// CHECK-NEXT:  hipFuncSetCacheConfig(reinterpret_cast<const void *>(kernel), hipFuncCachePreferShared);
// CHECK-NEXT:  hipFuncSetAttribute(reinterpret_cast<const void *>(kernel), hipFuncAttributeMaxDynamicSharedMemorySize, 1024);
