// A unit that includes a header without CUDA (host reference code): the
// port does not build without it, so batch copies it with the unit.
#include <cstdio>
#include <cuda_runtime.h>
#include "reference.h"

__global__ void twice(int *x) { x[threadIdx.x] *= 2; }

int main() {
  int *x;
  cudaMalloc(&x, 4 * sizeof(int));
  twice<<<1, 4>>>(x);
  cudaFree(x);
  printf("%d\n", reference_twice(2));
  return 0;
}
