// The last thread writes one element past the end of a 1000-int buffer:
// inside the allocation's rounding, so no page guard would catch it.
#include <cstdio>
__global__ void tail(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i <= n)
    p[i] = i;
}
int main() {
  const int n = 1000;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  tail<<<4, 256>>>(d, n);
  cudaDeviceSynchronize();
  cudaFree(d);
  std::printf("done\n");
}
