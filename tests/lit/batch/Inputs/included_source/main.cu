// Includes the kernels' source: kernels.cu is part of this unit, and reads
// what this file declares before the include.
#include <cstdio>
struct Params {
  int n;
};
#include "kernels.cu"
int main() {
  float *d;
  cudaMalloc(&d, 64 * sizeof(float));
  run(d, Params{64});
  printf("ok\n");
  return 0;
}
