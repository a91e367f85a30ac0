// Lane 0 waits at a barrier the other lanes never reach: they wait at a
// full-warp shuffle that lane 0 never joins.
#include <cstdio>
__global__ void stuck(int *out) {
  if (threadIdx.x == 0) {
    __syncthreads();
  } else {
    out[threadIdx.x] = __shfl_down_sync(0xffffffffu, (int)threadIdx.x, 1);
  }
}
int main() {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  stuck<<<1, 64>>>(d);
  cudaDeviceSynchronize();
  std::printf("not reached\n");
}
