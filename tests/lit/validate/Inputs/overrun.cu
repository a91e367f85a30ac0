// A kernel that writes far past its buffer: the guarded CPU runner stops it.
#include <cuda_runtime.h>
__global__ void spill(int *p) { p[threadIdx.x * 100000] = 1; }
int main() {
  int *d;
  cudaMalloc(&d, sizeof(int));
  spill<<<1, 64>>>(d);
  cudaDeviceSynchronize();
  return 0;
}
