// Each lane votes with the mask of the lanes below it (as bscan's
// binary_warp_scan does): a mask that leaves out the caller is undefined in
// CUDA, and on fibers lane 1 waits for lane 0, which has moved on.
#include <cstdio>

__global__ void prefixCounts(const int *in, int *out) {
  unsigned lane = threadIdx.x % 32;
  unsigned below = (1u << lane) - 1;
  unsigned votes = __ballot_sync(below, in[threadIdx.x] > 0);
  __syncthreads();
  out[threadIdx.x] = __popc(votes);
}

int main() {
  int *in, *out;
  cudaMalloc(&in, 32 * sizeof(int));
  cudaMalloc(&out, 32 * sizeof(int));
  cudaMemset(in, 1, 32 * sizeof(int));
  prefixCounts<<<1, 32>>>(in, out);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
