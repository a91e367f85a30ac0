// A kernel that writes through a pointer to nowhere.
#include <cstdint>
__global__ void crash(int *p) { p[threadIdx.x] = 1; }
int main(int argc, char **) {
  int *nowhere = reinterpret_cast<int *>(uintptr_t(argc) * 16);
  crash<<<1, 1>>>(nowhere);
  cudaDeviceSynchronize();
}
