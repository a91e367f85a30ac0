// Enum constants are renamed in expressions, case labels, default arguments
// and initializers.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_runtime.h>
// MSG:{{.*}}enums.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]

static const char *describe(cudaError_t e) {
  switch (e) {
  case cudaSuccess:
  // MSG:{{.*}}enums.cu:[[@LINE-3]]:29: note: 'cudaError_t' -> 'hipError_t' [hipify-api-rename]
  // MSG:{{.*}}enums.cu:[[@LINE-2]]:8: note: 'cudaSuccess' -> 'hipSuccess' [hipify-api-rename]
  // CHECK:  case hipSuccess:
    return "ok";
  case cudaErrorMemoryAllocation:
  // MSG:{{.*}}enums.cu:[[@LINE-1]]:8: note: 'cudaErrorMemoryAllocation' -> 'hipErrorOutOfMemory' (same value (2); hipErrorMemoryAllocation is its deprecated alias) [hipify-api-rename]
  // CHECK:  case hipErrorOutOfMemory:
    return "out of memory";
  default:
    return cudaGetErrorString(e);
    // MSG:{{.*}}enums.cu:[[@LINE-1]]:12: note: 'cudaGetErrorString' -> 'hipGetErrorString' [hipify-api-rename]
    // CHECK:    return hipGetErrorString(e);
  }
}

static void copy(void *dst, const void *src, size_t n,
                 cudaMemcpyKind kind = cudaMemcpyDefault) {
// MSG:{{.*}}enums.cu:[[@LINE-1]]:18: note: 'cudaMemcpyKind' -> 'hipMemcpyKind' [hipify-api-rename]
// MSG:{{.*}}enums.cu:[[@LINE-2]]:40: note: 'cudaMemcpyDefault' -> 'hipMemcpyDefault' [hipify-api-rename]
// CHECK:                 hipMemcpyKind kind = hipMemcpyDefault) {
  cudaMemcpy(dst, src, n, kind);
}
// MSG:{{.*}}enums.cu:[[@LINE-2]]:3: note: 'cudaMemcpy' -> 'hipMemcpy' [hipify-api-rename]

int main() {
  int value = 0;
  cudaDeviceGetAttribute(&value, cudaDevAttrMaxThreadsPerBlock, 0);
  // MSG:{{.*}}enums.cu:[[@LINE-1]]:3: note: 'cudaDeviceGetAttribute' -> 'hipDeviceGetAttribute' [hipify-api-rename]
  // MSG:{{.*}}enums.cu:[[@LINE-2]]:34: note: 'cudaDevAttrMaxThreadsPerBlock' -> 'hipDeviceAttributeMaxThreadsPerBlock' (derived: enumerator of hipDeviceAttribute_t with the same name after the prefix (cudaDevAttr -> hipDeviceAttribute)) [hipify-api-rename]
  // CHECK:  hipDeviceGetAttribute(&value, hipDeviceAttributeMaxThreadsPerBlock, 0);
  copy(&value, &value, sizeof value);
  return describe(cudaSuccess)[0] == 'o' ? 0 : 1;
  // MSG:{{.*}}enums.cu:[[@LINE-1]]:19: note: 'cudaSuccess' -> 'hipSuccess' [hipify-api-rename]
  // CHECK:  return describe(hipSuccess)[0] == 'o' ? 0 : 1;
}
