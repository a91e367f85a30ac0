// A program whose kernels are in its own headers, one of them in a subdirectory.
#include <cstdio>
#include <cuda_runtime.h>
#include "kernels.h"
#include "detail/scale.h"
int main() {
  float h[32], r = 0, *d, *o;
  for (int i = 0; i < 32; ++i) h[i] = i;
  cudaMalloc(&d, sizeof h); cudaMalloc(&o, sizeof r);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  sumKernel<<<1, 32>>>(d, o);
  cudaMemcpy(&r, o, sizeof r, cudaMemcpyDeviceToHost);
  printf("sum %.1f scaled %.1f %s\n", r, scaled(r), r == 496.0f ? "PASS" : "FAIL");
  return 0;
}
