// Device code in inline PTX (a SIMD instruction hipify does not translate),
// which hip-clang cannot compile for AMD.
#include <cuda_runtime.h>
__global__ void sad(unsigned *p, unsigned a, unsigned b) {
  asm volatile("vabsdiff4.u32.u32.u32.add %0, %1, %2, %0;" : "+r"(*p) : "r"(a), "r"(b));
}
int main() { return 0; }
