#include <cuda_runtime.h>

int main() {
  cudaStream_t s;
  cudaStreamCreate(&s);
  return undeclared_thing + 1;
}
