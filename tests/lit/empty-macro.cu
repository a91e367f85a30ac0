// CUDART_CB, the calling convention of stream callbacks, is empty on Linux
// and HIP callbacks need none: each use is deleted with the blank after it,
// in code, in a macro's body and in an inactive branch. A test of whether
// it is defined tests the HIP header that defines the driver types instead
// (driver_types.h defines it).
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -std=c++17 -fsyntax-only -x hip %t.hip %}
#include <cuda_runtime.h>
#include <cstdio>
// MSG:{{.*}}empty-macro.cu:[[@LINE-2]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]

void CUDART_CB done(cudaStream_t stream, cudaError_t status, void *data) {
  printf("done %d\n", (int)status);
}
// MSG:{{.*}}empty-macro.cu:[[@LINE-3]]:6: note: 'CUDART_CB' removed (the calling convention of callbacks, empty on Linux; HIP callbacks need none, so each use is deleted) [hipify-api-rename]
// MSG:{{.*}}empty-macro.cu:[[@LINE-4]]:21: note: 'cudaStream_t' -> 'hipStream_t' [hipify-api-rename]
// MSG:{{.*}}empty-macro.cu:[[@LINE-5]]:42: note: 'cudaError_t' -> 'hipError_t' [hipify-api-rename]
// CHECK:void done(hipStream_t stream, hipError_t status, void *data) {

#define CALLBACK(name) void CUDART_CB name(cudaStream_t, cudaError_t, void *)
// MSG:{{.*}}empty-macro.cu:[[@LINE-1]]:29: note: 'CUDART_CB' removed (the calling convention of callbacks, empty on Linux; HIP callbacks need none, so each use is deleted) [hipify-api-rename]
// MSG:{{.*}}empty-macro.cu:[[@LINE-2]]:44: note: 'cudaStream_t' -> 'hipStream_t' [hipify-api-rename]
// MSG:{{.*}}empty-macro.cu:[[@LINE-3]]:58: note: 'cudaError_t' -> 'hipError_t' [hipify-api-rename]
// CHECK:#define CALLBACK(name) void name(hipStream_t, hipError_t, void *)
CALLBACK(other) {}

#ifdef CUDART_CB
int callbacksDeclared = 1;
#endif
// MSG:{{.*}}empty-macro.cu:[[@LINE-3]]:8: note: 'CUDART_CB' tells that CUDA's driver_types.h is included; the port tests 'HIP_INCLUDE_HIP_DRIVER_TYPES_H' of hip/driver_types.h, which it includes instead [hipify-include]
// CHECK:#ifdef HIP_INCLUDE_HIP_DRIVER_TYPES_H

#if 0
void CUDART_CB unused(cudaStream_t, cudaError_t, void *) {}
#endif
// MSG:{{.*}}empty-macro.cu:[[@LINE-2]]:6: note: 'CUDART_CB' removed (the calling convention of callbacks, empty on Linux; HIP callbacks need none, so each use is deleted) [hipify-api-rename]
// MSG:{{.*}}empty-macro.cu:[[@LINE-3]]:23: note: 'cudaStream_t' -> 'hipStream_t' (in an inactive preprocessor branch) [hipify-token-fallback]
// MSG:{{.*}}empty-macro.cu:[[@LINE-4]]:37: note: 'cudaError_t' -> 'hipError_t' (in an inactive preprocessor branch) [hipify-token-fallback]
// CHECK:void unused(hipStream_t, hipError_t, void *) {}

int main() {
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaStreamAddCallback(s, done, nullptr, 0);
  cudaStreamAddCallback(s, other, nullptr, 0);
  return callbacksDeclared - 1;
}
// MSG:{{.*}}empty-macro.cu:[[@LINE-6]]:3: note: 'cudaStream_t' -> 'hipStream_t' [hipify-api-rename]
// MSG:{{.*}}empty-macro.cu:[[@LINE-6]]:3: note: 'cudaStreamCreate' -> 'hipStreamCreate' [hipify-api-rename]
// MSG:{{.*}}empty-macro.cu:[[@LINE-6]]:3: note: 'cudaStreamAddCallback' -> 'hipStreamAddCallback' [hipify-api-rename]
// MSG:{{.*}}empty-macro.cu:[[@LINE-6]]:3: note: 'cudaStreamAddCallback' -> 'hipStreamAddCallback' [hipify-api-rename]
