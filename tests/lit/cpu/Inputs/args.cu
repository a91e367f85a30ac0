// Prints its arguments, the warp size a kernel sees and the one the device
// properties report.
#include <cstdio>
__global__ void lanes(int *out) { out[0] = warpSize; }
int main(int argc, char **argv) {
  int *d, h = 0;
  cudaMalloc(&d, sizeof(int));
  lanes<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  std::printf("warpSize=%d prop.warpSize=%d", h, prop.warpSize);
  for (int i = 1; i < argc; ++i)
    std::printf(" [%s]", argv[i]);
  std::printf("\n");
  return argc - 1;
}
