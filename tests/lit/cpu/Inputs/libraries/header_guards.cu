// Tests CUDA headers' macros as cuda-samples' helper_cuda.h does: each
// block is compiled only when its header is included.
#include <cstdio>
#include <cublas_v2.h>
#include <cuda_runtime.h>

#ifdef __CUDA_RUNTIME_H__
static const char *runtimeIncluded() { return "runtime"; }
#endif
#ifdef __DRIVER_TYPES_H__
static const char *errorName(cudaError_t e) { return cudaGetErrorName(e); }
#endif
#ifdef CUBLAS_API_H_
static const char *blasStatus(cublasStatus_t s) {
  return s == CUBLAS_STATUS_SUCCESS ? "CUBLAS_STATUS_SUCCESS" : "other";
}
#endif
#ifdef _CUFFT_H_
#error "cufft.h is not included"
#endif

void CUDART_CB callback(cudaStream_t, cudaError_t, void *) {}

__global__ void touch(int *p) { *p = 1; }

int main() {
  int *d;
  cudaMalloc(&d, sizeof(int));
  touch<<<1, 1>>>(d);
  printf("%s %s %s\n", runtimeIncluded(), errorName(cudaSuccess),
         blasStatus(CUBLAS_STATUS_SUCCESS));
  return 0;
}
