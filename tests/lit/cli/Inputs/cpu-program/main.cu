#include "twice.cuh"
#include <cstdio>

__global__ void fill(int *p) { p[threadIdx.x] = twice(threadIdx.x); }

int main() {
  int *p;
  cudaMallocManaged(&p, 4 * sizeof(int));
  fill<<<1, 4>>>(p);
  cudaDeviceSynchronize();
  printf("p[3] = %d\n", p[3]);
  return 0;
}
