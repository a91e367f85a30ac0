// cudaFunc* calls that take a kernel: CUDA has template overloads taking the
// kernel itself, HIP 5.2 only `const void *`, so the kernel is cast; the
// port compiles with hipcc.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -fsyntax-only -w %t.hip %}

#include <cuda_runtime.h>
// MSG:{{.*}}func-attributes.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]

__global__ void kernel(float *p) { p[threadIdx.x] = 0; }

int main() {
  cudaFuncAttributes attributes;
  cudaFuncGetAttributes(&attributes, kernel);
  cudaFuncSetCacheConfig(kernel, cudaFuncCachePreferShared);
  cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024);
  return 0;
}
// MSG:{{.*}}func-attributes.cu:[[@LINE-6]]:3: note: 'cudaFuncAttributes' -> 'hipFuncAttributes' [hipify-api-rename]
// MSG:{{.*}}func-attributes.cu:[[@LINE-6]]:3: note: 'cudaFuncGetAttributes' -> 'hipFuncGetAttributes' (HIP 5.2 takes the kernel as const void *, where CUDA has a template overload taking the kernel itself) [hipify-api-rename]
// MSG:{{.*}}func-attributes.cu:[[@LINE-7]]:25: note: arguments of 'cudaFuncGetAttributes' rewritten as ($1, reinterpret_cast<const void *>($2)) [hipify-argument-rewrite]
// MSG:{{.*}}func-attributes.cu:[[@LINE-7]]:3: note: 'cudaFuncSetCacheConfig' -> 'hipFuncSetCacheConfig' (HIP 5.2 takes the kernel as const void *, where CUDA has a template overload taking the kernel itself) [hipify-api-rename]
// MSG:{{.*}}func-attributes.cu:[[@LINE-8]]:26: note: arguments of 'cudaFuncSetCacheConfig' rewritten as (reinterpret_cast<const void *>($1), $2) [hipify-argument-rewrite]
// MSG:{{.*}}func-attributes.cu:[[@LINE-9]]:34: note: 'cudaFuncCachePreferShared' -> 'hipFuncCachePreferShared' [hipify-api-rename]
// MSG:{{.*}}func-attributes.cu:[[@LINE-9]]:3: note: 'cudaFuncSetAttribute' -> 'hipFuncSetAttribute' (HIP 5.2 takes the kernel as const void *, where CUDA has a template overload taking the kernel itself) [hipify-api-rename]
// MSG:{{.*}}func-attributes.cu:[[@LINE-10]]:24: note: arguments of 'cudaFuncSetAttribute' rewritten as (reinterpret_cast<const void *>($1), $2, $3) [hipify-argument-rewrite]
// MSG:{{.*}}func-attributes.cu:[[@LINE-11]]:32: note: 'cudaFuncAttributeMaxDynamicSharedMemorySize' -> 'hipFuncAttributeMaxDynamicSharedMemorySize' [hipify-api-rename]
// CHECK:  hipFuncAttributes attributes;
// CHECK-NEXT:  hipFuncGetAttributes(&attributes, reinterpret_cast<const void *>(kernel));
// CHECK-NEXT:  hipFuncSetCacheConfig(reinterpret_cast<const void *>(kernel), hipFuncCachePreferShared);
// CHECK-NEXT:  hipFuncSetAttribute(reinterpret_cast<const void *>(kernel), hipFuncAttributeMaxDynamicSharedMemorySize, 1024);
