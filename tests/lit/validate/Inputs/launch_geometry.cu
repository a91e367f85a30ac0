// Host code that names its launch geometry after the built-in variables.
#include <cstdio>
#include <cuda_runtime.h>
__global__ void fill(int *v) { v[blockIdx.x * blockDim.x + threadIdx.x] = gridDim.x; }
static void launch(dim3 gridDim, dim3 blockDim, int *d) {
  fill<<<gridDim, blockDim>>>(d);
}
int main() {
  int *d, h[64];
  cudaMalloc(&d, sizeof h);
  dim3 blockDim(16);
  dim3 gridDim(64 / blockDim.x);
  launch(gridDim, blockDim, d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[63]);
  return 0;
}
