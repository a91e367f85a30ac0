#include "helper_cuda.h"
#include "vector_ops.cuh"

int runAdd(int n) {
  float *a, *b, *out;
  CHECK_CUDA(cudaMalloc(&a, n * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&b, n * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&out, n * sizeof(float)));
  LAUNCH_1D(addKernel, n, a, b, out, n);
  CHECK_CUDA(cudaGetLastError());
  synchronizeAll();
  CHECK_CUDA(cudaFree(a));
  CHECK_CUDA(cudaFree(b));
  CHECK_CUDA(cudaFree(out));
  return 0;
}
