// Prints its pid, then sleeps: the test interrupts hipify meanwhile.
#include <cstdio>
#include <unistd.h>
__global__ void nop() {}
int main() {
  nop<<<1, 1>>>();
  cudaDeviceSynchronize();
  std::printf("pid %d\n", int(getpid()));
  std::fflush(stdout);
  sleep(60);
  return 0;
}
