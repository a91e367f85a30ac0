// A program whose headers lie in a subdirectory (named cuda/, like CUDA's
// own) and include each other by their path from the program's directory.
#include <cstdio>
#include "cuda/fill.cuh"

int main() {
  const int n = 64;
  float *p, h[n];
  cudaMalloc(&p, n * sizeof(float));
  clearAsync(p, n);
  fillLanes<<<1, n>>>(p);
  cudaMemcpy(h, p, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(p);
  printf("%s\n", h[3] == 1.5f ? "PASS" : "FAIL");
  return 0;
}
