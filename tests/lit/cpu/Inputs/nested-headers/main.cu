// Headers that include each other through the program's include directory
// (`-I.`, then "sub/twice.h" from sub/quad.h), as real projects write them.
#include <cstdio>
#include "sub/twice.h"
#include "sub/quad.h"

__global__ void scale(int *p) { p[threadIdx.x] = quad(twice(threadIdx.x)); }

int main() {
  int *p;
  cudaMallocManaged(&p, 32 * sizeof(int));
  scale<<<1, 32>>>(p);
  cudaDeviceSynchronize();
  printf("p[31] = %d\n", p[31]);
  return 0;
}
