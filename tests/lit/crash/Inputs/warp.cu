#include <cuda_runtime.h>

__device__ float lane_sum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

__global__ void reduce(float *out, const float *in) {
  float v = lane_sum(in[threadIdx.x]);
  if ((threadIdx.x & 31) == 0)
    out[threadIdx.x / 32] = v;
}
