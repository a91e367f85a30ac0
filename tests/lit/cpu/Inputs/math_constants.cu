// A program that takes its constants from CUDA's <math_constants.h>.
#include <math_constants.h>
#include <cmath>
#include <cstdio>

__global__ void constants(float *f, double *d) {
  f[0] = CUDART_PI_F;
  f[1] = CUDART_INF_F;
  d[0] = CUDART_SQRT_TWO;
  d[1] = CUDART_NAN;
}

int main() {
  float *f;
  double *d;
  cudaMallocManaged(&f, 2 * sizeof(float));
  cudaMallocManaged(&d, 2 * sizeof(double));
  constants<<<1, 1>>>(f, d);
  cudaDeviceSynchronize();
  printf("pi %.6f inf %d sqrt2 %.15f nan %d\n", f[0], (int)std::isinf(f[1]),
         d[0], (int)std::isnan(d[1]));
  return 0;
}
