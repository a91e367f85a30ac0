// Prints its arguments, the warp size a kernel sees and the one the device
// properties report.
#include <hip/hip_runtime.h>
#include <cstdio>
__global__ void lanes(int *out) { out[0] = warpSize; }
int main(int argc, char **argv) {
  int *d, h = 0;
  hipMalloc(&d, sizeof(int));
  lanes<<<1, 1>>>(d);
  hipMemcpy(&h, d, sizeof(int), hipMemcpyDeviceToHost);
  hipDeviceProp_t prop;
  hipGetDeviceProperties(&prop, 0);
  std::printf("warpSize=%d prop.warpSize=%d", h, prop.warpSize);
  for (int i = 1; i < argc; ++i)
    std::printf(" [%s]", argv[i]);
  std::printf("\n");
  return argc - 1;
}
