// Each OpenMP thread launches a kernel on a slice of its own, in the order
// of the threads (an ordered loop of one iteration per thread): thread t
// takes slice t. What the program prints depends on no order.
#include <cstdio>
#include <omp.h>
#include <cuda_runtime.h>

__global__ void addSlice(int *slice, int base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  slice[i] += base + i;
}

int main() {
  const int threads = 4, n = 256;
  static int host[threads * n];
#pragma omp parallel for ordered schedule(static, 1) num_threads(threads)
  for (int t = 0; t < threads; ++t) {
    int slice = t;
    int *d;
    cudaMalloc(&d, n * sizeof(int));
    cudaMemset(d, 0, n * sizeof(int));
#pragma omp ordered
    addSlice<<<n / 64, 64>>>(d, slice * 1000);
    cudaMemcpy(host + slice * n, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(d);
  }
  int wrong = 0;
  for (int s = 0; s < threads; ++s)
    for (int i = 0; i < n; ++i)
      wrong += host[s * n + i] != s * 1000 + i;
  printf("%d slices: %s\n", threads, wrong ? "FAIL" : "PASS");
  return 0;
}
