#include "common.cuh"

__global__ void scale(float *p) { p[threadIdx.x] = notInHipShared(p[0]); }

void launch(float *p) {
  cudaStream_t s; cudaStreamCreate(&s); scale<<<1, 4, 0, s>>>(p); int notInHipUsed = 0;
}
