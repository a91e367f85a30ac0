// A CUDA program whose host code sums with OpenMP.
#include <cstdio>
#include <omp.h>
#include <cuda_runtime.h>
__global__ void square(int n, int *v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = v[i] * v[i];
}
int main() {
  const int n = 1000;
  int h[n];
  for (int i = 0; i < n; ++i) h[i] = i % 100;
  int *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  square<<<(n + 127) / 128, 128>>>(n, d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  long sum = 0, expect = 0;
#pragma omp parallel for reduction(+ : sum)
  for (int i = 0; i < n; ++i) sum += h[i];
  for (int i = 0; i < n; ++i) expect += (i % 100) * (i % 100);
  printf("sum %ld %s\n", sum, sum == expect && omp_get_max_threads() > 0 ? "PASS" : "FAIL");
  cudaFree(d);
  return 0;
}
