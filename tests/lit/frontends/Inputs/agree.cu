// Every front end translates this the same way: a warp call with a mask
// (dropped below HIP 6.2), a row newer than the target (the mapping file),
// 32-lane warp code the warp fixes make right at 64 lanes (a note and its
// fix in check, as in port), a 32-lane assumption they leave alone, a
// launch, renames.
#include <cuda_runtime.h>

__global__ void reduce(const float *in, float *out) {
  float v = in[threadIdx.x];
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  if (threadIdx.x % 32 == 0)
    out[threadIdx.x / 32] = v;
  out[threadIdx.x] = __shfl_sync(0xffffffff, v, 31);
}

// Lane arithmetic without a warp function: the fixes have nothing to keep
// in a group, check reports the assumption.
__device__ int slot() { return threadIdx.x / 32; }

int main() {
  float *in = nullptr, *out = nullptr;
  cudaMalloc(&in, 64 * sizeof(float));
  cudaMalloc(&out, 2 * sizeof(float));
  reduce<<<1, 64>>>(in, out);
  cudaDeviceSynchronize();
  cudaFree(in);
  cudaFree(out);
  return 0;
}
