#include <cuda_runtime.h>

__global__ void scale(float *p) {
  int lane = threadIdx.x % 32;
  p[lane] *= 2.0f;
  asm volatile("membar.gl;");
}

int main() {
  float *d;
  cudaMalloc(&d, 64 * sizeof(float));
  scale<<<1, 64>>>(d);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
