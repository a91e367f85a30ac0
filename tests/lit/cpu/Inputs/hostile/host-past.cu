// Host code writes past the end of managed memory before a launch.
#include <cstdio>
__global__ void touch(int *p) { p[threadIdx.x] += 1; }
int main() {
  int *m;
  cudaMallocManaged(&m, 10 * sizeof(int));
  for (int i = 0; i <= 10; ++i)
    m[i] = i;
  touch<<<1, 10>>>(m);
  cudaDeviceSynchronize();
  std::printf("done\n");
}
