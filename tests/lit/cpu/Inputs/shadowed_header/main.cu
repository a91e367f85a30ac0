#include <cstdio>
#include "reference.h"

int main() {
  const int blocks = 3, threads = 4, n = blocks * threads;
  int expected[n], got[n], *d;
  reference(expected, blocks, threads);
  cudaMalloc(&d, sizeof got);
  launchLabel(d, blocks, threads);
  cudaMemcpy(got, d, sizeof got, cudaMemcpyDeviceToHost);
  int same = 0;
  for (int i = 0; i < n; ++i)
    same += got[i] == expected[i];
  printf("%d of %d agree, last %d\n", same, n, got[n - 1]);
  return 0;
}
