#pragma once
// A kernel, its dynamic shared memory and its launch, all in a header.
__global__ void reverseEach(float *data) {
  extern __shared__ float tile[];
  int t = threadIdx.x, base = blockIdx.x * blockDim.x;
  tile[t] = data[base + t];
  __syncthreads();
  data[base + t] = tile[blockDim.x - 1 - t];
}

inline void reverseBlocks(float *data, int n, int block) {
  reverseEach<<<n / block, block, block * sizeof(float)>>>(data);
}
