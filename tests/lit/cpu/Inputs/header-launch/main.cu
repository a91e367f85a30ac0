// Its launch is in a header of its own directory.
#include <cstdio>
#include "launch.cuh"
int main() {
  int *p, h[32];
  cudaMalloc(&p, sizeof h);
  launchK(p);
  cudaMemcpy(h, p, sizeof h, cudaMemcpyDeviceToHost);
  printf("h[31] = %d\n", h[31]);
}
