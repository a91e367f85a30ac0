// Runtime API calls are renamed wherever they are written: plain calls,
// qualified calls, calls inside macro arguments, and calls in templates whose
// arguments depend on template parameters.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_runtime.h>
// CHECK:#include <hip/hip_runtime.h>

#define CHECK(call) (void)(call)

__constant__ float table[4];

template <typename T> void allocate(T **p, size_t n) {
  cudaMalloc(p, n * sizeof(T));
  // CHECK:  hipMalloc(p, n * sizeof(T));
}

int main() {
  float *d = nullptr;
  float h[4] = {1, 2, 3, 4};
  allocate(&d, 4);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  // CHECK:  hipMemcpy(d, h, sizeof h, hipMemcpyHostToDevice);
  ::cudaMemset(d, 0, sizeof h);
  // CHECK:  ::hipMemset(d, 0, sizeof h);
  CHECK(cudaDeviceSynchronize());
  // CHECK:  CHECK(hipDeviceSynchronize());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  // CHECK:  CHECK(hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost));
  // Symbols go through HIP_SYMBOL, which HIP on NVIDIA needs.
  CHECK(cudaMemcpyToSymbol(table, h, sizeof table));
  // CHECK:  CHECK(hipMemcpyToSymbol(HIP_SYMBOL(table), h, sizeof table));
  CHECK(cudaMemcpyFromSymbol(h, table, sizeof table, 0, cudaMemcpyDeviceToHost));
  // CHECK:  CHECK(hipMemcpyFromSymbol(h, HIP_SYMBOL(table), sizeof table, 0, hipMemcpyDeviceToHost));
  int count = 0;
  if (cudaGetDeviceCount(&count) != cudaSuccess)
    return 1;
  // CHECK:  if (hipGetDeviceCount(&count) != hipSuccess)
  auto *fn = &cudaFree;
  // CHECK:  auto *fn = &hipFree;
  return fn(d) == cudaSuccess ? 0 : 1;
  // CHECK:  return fn(d) == hipSuccess ? 0 : 1;
}
