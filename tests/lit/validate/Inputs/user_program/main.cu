// A program as users have them: a CUDA unit, an old C unit (implicit int
// and declarations, legacy.c), a plain C++ unit (util.cpp) sharing
// #pragma once headers with it, and -std=c++17 among its flags.
#include <cstdio>
#include "inc/api.h"
#include "inc/types.h"

extern "C" int legacy_sum(void);
int host_total(Stream s);

__global__ void scale(int *v, int by) { v[threadIdx.x] *= by; }

int main() {
  int h[8], *d;
  for (int i = 0; i < 8; ++i)
    h[i] = i;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  scale<<<1, 8>>>(d, legacy_sum());
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  Stream s{h[7]};
  printf("last %d total %d\n", h[7], host_total(s));
  return 0;
}
