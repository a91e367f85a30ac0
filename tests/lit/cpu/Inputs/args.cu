// Prints its arguments and the warp size a kernel sees.
#include <cstdio>
__global__ void lanes(int *out) { out[0] = warpSize; }
int main(int argc, char **argv) {
  int *d, h = 0;
  cudaMalloc(&d, sizeof(int));
  lanes<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
  std::printf("warpSize=%d", h);
  for (int i = 1; i < argc; ++i)
    std::printf(" [%s]", argv[i]);
  std::printf("\n");
  return argc - 1;
}
