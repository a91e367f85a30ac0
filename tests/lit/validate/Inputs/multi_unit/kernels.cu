#include "kernels.h"

__constant__ float factor;

__global__ void scale(float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? data[i] * factor : 0.0f;
  // Each lane keeps its own value: the shuffle reads the lane itself.
  v = __shfl_sync(0xffffffff, v, threadIdx.x % 32);
  if (i < n)
    data[i] = v;
}

void scaleAndSum(float *data, int n, float f) {
  cudaMemcpyToSymbol(factor, &f, sizeof(float));
  scale<<<(n + 127) / 128, 128>>>(data, n);
}

// Launched from main.cu, which sees only its declaration: the CPU runner
// must assume it synchronises.
__global__ void rotateBlocks(float *data) {
  __shared__ float tile[64];
  int t = threadIdx.x, base = blockIdx.x * blockDim.x;
  tile[t] = data[base + t];
  __syncthreads();
  data[base + t] = tile[(t + 1) % blockDim.x];
}
