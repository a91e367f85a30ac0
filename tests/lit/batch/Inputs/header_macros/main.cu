// The libraries and the helpers come before the runtime include: nvcc
// included cuda_runtime.h before the first line, so they saw its guard.
#include <curand.h>
#include <cusparse.h>
#include "helpers.h"
#include <cuda_runtime.h>

__global__ void fill(float *p) { p[threadIdx.x] = 1.0f; }

int main() {
  float *p = nullptr;
  int failed = check(cudaMalloc(&p, 64 * sizeof(float)), "cudaMalloc");
  fill<<<1, 64>>>(p);
  curandGenerator_t gen;
  failed += check(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT), "curand");
  cusparseHandle_t handle;
  failed += check(cusparseCreate(&handle), "cusparse");
  return failed;
}
