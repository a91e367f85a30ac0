// Enum constants are renamed in expressions, case labels, default arguments
// and initializers.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_runtime.h>

static const char *describe(cudaError_t e) {
  switch (e) {
  case cudaSuccess:
  // CHECK:  case hipSuccess:
    return "ok";
  case cudaErrorMemoryAllocation:
  // CHECK:  case hipErrorMemoryAllocation:
    return "out of memory";
  default:
    return cudaGetErrorString(e);
    // CHECK:    return hipGetErrorString(e);
  }
}

static void copy(void *dst, const void *src, size_t n,
                 cudaMemcpyKind kind = cudaMemcpyDefault) {
// CHECK:                 hipMemcpyKind kind = hipMemcpyDefault) {
  cudaMemcpy(dst, src, n, kind);
}

int main() {
  int value = 0;
  cudaDeviceGetAttribute(&value, cudaDevAttrMaxThreadsPerBlock, 0);
  // CHECK:  hipDeviceGetAttribute(&value, hipDeviceAttributeMaxThreadsPerBlock, 0);
  copy(&value, &value, sizeof value);
  return describe(cudaSuccess)[0] == 'o' ? 0 : 1;
  // CHECK:  return describe(hipSuccess)[0] == 'o' ? 0 : 1;
}
