// Device code in inline PTX, which hip-clang cannot compile for AMD.
#include <cuda_runtime.h>
__global__ void seven(int *p) {
  asm volatile("mov.u32 %0, 7;" : "=r"(*p));
}
int main() { return 0; }
