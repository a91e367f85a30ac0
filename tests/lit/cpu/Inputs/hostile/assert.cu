// A device-side assert fails.
#include <cassert>
__global__ void positive(const int *p) { assert(p[threadIdx.x] >= 0); }
int main() {
  int h[4] = {1, 2, -3, 4}, *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  positive<<<1, 4>>>(d);
  cudaDeviceSynchronize();
}
