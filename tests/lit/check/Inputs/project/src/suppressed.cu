#include <cuda_runtime.h>

__global__ void k(float *p) {
  // hipify-ignore(hipify-warp-size-assumption): lanes 32..63 do nothing here
  int lane = threadIdx.x % 32;
  int other = threadIdx.x & 31; // hipify-ignore(*): checked by hand
  int warp = threadIdx.x / 32; // hipify-ignore(hipify-inline-ptx): wrong rule
  p[lane + other + warp] = 0.0f;
}
