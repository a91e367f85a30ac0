#include "helper_cuda.h"
#include "vector_ops.cuh"

int runScale(int n) {
  float *d = nullptr;
  CHECK_CUDA(cudaMalloc(&d, n * sizeof(float)));
  CHECK_CUDA(cudaMemset(d, 0, n * sizeof(float)));
  cudaStream_t stream;
  CHECK_CUDA(cudaStreamCreate(&stream));
  CHECK_CUDA(scaleOnDevice(d, 2.0f, n, stream));
  CHECK_CUDA(cudaStreamDestroy(stream));
  synchronizeAll();
  CHECK_CUDA(cudaFree(d));
  return 0;
}
