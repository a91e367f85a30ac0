// Half of each warp shuffles with a mask that names the whole warp, while
// the other half waits at the block barrier: a deadlock, phased or not.
#include <cuda_runtime.h>

__global__ void halfWarp(int *p) {
  int v = p[threadIdx.x];
  if (threadIdx.x % 32 < 16) {
    v = __shfl_sync(0xffffffffu, v, 0);
  }
  __syncthreads();
  p[threadIdx.x] = v;
}

int main() {
  int *p;
  cudaMallocManaged(&p, 64 * sizeof(int));
  halfWarp<<<1, 64>>>(p);
  cudaDeviceSynchronize();
  return 0;
}
