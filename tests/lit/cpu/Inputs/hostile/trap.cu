// One thread traps.
#include <cstdio>
__global__ void checked(const int *p) {
  if (p[threadIdx.x] < 0)
    __trap();
}
int main() {
  int h[64], *d;
  for (int i = 0; i < 64; ++i)
    h[i] = i == 37 ? -1 : i;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  checked<<<2, 64>>>(d);
  cudaDeviceSynchronize();
  std::printf("not reached\n");
}
