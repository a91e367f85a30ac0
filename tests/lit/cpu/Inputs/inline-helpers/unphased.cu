// A helper that inlines, in a kernel that still cannot run phased
// (inline-helpers.test): the source is prepared as written.
#include <cstdio>
#include <cuda_runtime.h>

__device__ int blockSum(int v) {
  __shared__ int total;
  if (threadIdx.x == 0) total = 0;
  __syncthreads();
  atomicAdd(&total, v);
  __syncthreads();
#if 1
  return total;
#else
  return -1;
#endif
}

__global__ void guarded(int *out, int n) {
  int v = threadIdx.x;
  if (threadIdx.x < n) {
    v = blockSum(v);
  }
  out[threadIdx.x] = v;
}

int main() {
  int *d, h[64];
  cudaMalloc(&d, sizeof(h));
  guarded<<<1, 64>>>(d, 64);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  printf("sum %d %d\n", h[0], h[63]);
  return 0;
}
