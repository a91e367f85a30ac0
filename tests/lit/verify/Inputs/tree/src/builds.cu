#include <cuda_runtime.h>

__global__ void fill(int *p) { p[threadIdx.x] = 1; }

int main() {
  int *d = nullptr;
  cudaMalloc(&d, 4 * sizeof(int));
  fill<<<1, 4>>>(d);
  return cudaDeviceSynchronize() != cudaSuccess;
}
