// A launch written with blanks between its chevrons, which nvcc takes.
#include <cstdio>
__global__ void fill(int *p, int v) { p[threadIdx.x] = v + threadIdx.x; }
int main() {
  int *d;
  cudaMalloc(&d, 4 * sizeof(int));
  fill<< <1, 4>> >(d, 10);
  int h[4];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d\n", h[0], h[3]);
  return 0;
}
