// A program whose files start with a UTF-8 byte-order mark (the test adds
// it), the header with a kernel and its launch.
#include <cstdio>
#include "kernel.cuh"

int main() {
  int *d, h[4];
  cudaMalloc(&d, sizeof h);
  fill(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
  return 0;
}
