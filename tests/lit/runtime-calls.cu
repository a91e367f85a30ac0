// Runtime API calls are renamed wherever they are written: plain calls,
// qualified calls, calls inside macro arguments, and calls in templates whose
// arguments depend on template parameters.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_runtime.h>
// MSG:{{.*}}runtime-calls.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]
// CHECK:#include <hip/hip_runtime.h>

#define CHECK(call) (void)(call)

__constant__ float table[4];

template <typename T> void allocate(T **p, size_t n) {
  cudaMalloc(p, n * sizeof(T));
  // MSG:{{.*}}runtime-calls.cu:[[@LINE-1]]:3: note: 'cudaMalloc' -> 'hipMalloc' [hipify-api-rename]
  // CHECK:  hipMalloc(p, n * sizeof(T));
}

int main() {
  float *d = nullptr;
  float h[4] = {1, 2, 3, 4};
  allocate(&d, 4);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  // MSG:{{.*}}runtime-calls.cu:[[@LINE-1]]:3: note: 'cudaMemcpy' -> 'hipMemcpy' [hipify-api-rename]
  // MSG:{{.*}}runtime-calls.cu:[[@LINE-2]]:30: note: 'cudaMemcpyHostToDevice' -> 'hipMemcpyHostToDevice' [hipify-api-rename]
  // CHECK:  hipMemcpy(d, h, sizeof h, hipMemcpyHostToDevice);
  ::cudaMemset(d, 0, sizeof h);
  // MSG:{{.*}}runtime-calls.cu:[[@LINE-1]]:5: note: 'cudaMemset' -> 'hipMemset' [hipify-api-rename]
  // CHECK:  ::hipMemset(d, 0, sizeof h);
  CHECK(cudaDeviceSynchronize());
  // MSG:{{.*}}runtime-calls.cu:[[@LINE-1]]:9: note: 'cudaDeviceSynchronize' -> 'hipDeviceSynchronize' [hipify-api-rename]
  // CHECK:  CHECK(hipDeviceSynchronize());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  // MSG:{{.*}}runtime-calls.cu:[[@LINE-1]]:9: note: 'cudaMemcpy' -> 'hipMemcpy' [hipify-api-rename]
  // MSG:{{.*}}runtime-calls.cu:[[@LINE-2]]:36: note: 'cudaMemcpyDeviceToHost' -> 'hipMemcpyDeviceToHost' [hipify-api-rename]
  // CHECK:  CHECK(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
  // Symbols go through HIP_SYMBOL, which HIP on NVIDIA needs.
  CHECK(cudaMemcpyToSymbol(table, h, sizeof table));
  // MSG:{{.*}}runtime-calls.cu:[[@LINE-1]]:9: note: 'cudaMemcpyToSymbol' -> 'hipMemcpyToSymbol' (the symbol is passed through HIP_SYMBOL, which HIP on NVIDIA needs (it takes the symbol's address there)) [hipify-api-rename]
  // MSG:{{.*}}runtime-calls.cu:[[@LINE-2]]:28: note: arguments of 'cudaMemcpyToSymbol' rewritten as (HIP_SYMBOL($1), $2, $3) [hipify-argument-rewrite]
  // CHECK:  CHECK(hipMemcpyToSymbol(HIP_SYMBOL(table), h, sizeof table));
  CHECK(cudaMemcpyFromSymbol(h, table, sizeof table, 0, cudaMemcpyDeviceToHost));
  // MSG:{{.*}}runtime-calls.cu:[[@LINE-1]]:9: note: 'cudaMemcpyFromSymbol' -> 'hipMemcpyFromSymbol' (the symbol is passed through HIP_SYMBOL, which HIP on NVIDIA needs (it takes the symbol's address there)) [hipify-api-rename]
  // MSG:{{.*}}runtime-calls.cu:[[@LINE-2]]:30: note: arguments of 'cudaMemcpyFromSymbol' rewritten as ($1, HIP_SYMBOL($2), $3, $4, $5) [hipify-argument-rewrite]
  // MSG:{{.*}}runtime-calls.cu:[[@LINE-3]]:57: note: 'cudaMemcpyDeviceToHost' -> 'hipMemcpyDeviceToHost' [hipify-api-rename]
  // CHECK:  CHECK(hipMemcpyFromSymbol(h, HIP_SYMBOL(table), sizeof table, 0, hipMemcpyDeviceToHost));
  int count = 0;
  if (cudaGetDeviceCount(&count) != cudaSuccess)
    return 1;
  // MSG:{{.*}}runtime-calls.cu:[[@LINE-2]]:7: note: 'cudaGetDeviceCount' -> 'hipGetDeviceCount' [hipify-api-rename]
  // MSG:{{.*}}runtime-calls.cu:[[@LINE-3]]:37: note: 'cudaSuccess' -> 'hipSuccess' [hipify-api-rename]
  // CHECK:  if (hipGetDeviceCount(&count) != hipSuccess)
  auto *fn = &cudaFree;
  // MSG:{{.*}}runtime-calls.cu:[[@LINE-1]]:15: note: 'cudaFree' -> 'hipFree' [hipify-api-rename]
  // CHECK:  auto *fn = &hipFree;
  return fn(d) == cudaSuccess ? 0 : 1;
  // MSG:{{.*}}runtime-calls.cu:[[@LINE-1]]:19: note: 'cudaSuccess' -> 'hipSuccess' [hipify-api-rename]
  // CHECK:  return fn(d) == hipSuccess ? 0 : 1;
}
