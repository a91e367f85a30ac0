// A helper header in the style of cuda-samples' helper_cuda.h: each helper
// exists only where the CUDA header whose types it uses was included before.
#ifndef HELPERS_H
#define HELPERS_H
#include <stdio.h>

#ifdef __DRIVER_TYPES_H__
static const char *errorName(cudaError_t e) { return cudaGetErrorName(e); }
#endif

#ifdef CURAND_H_
static const char *errorName(curandStatus_t s) {
  return s == CURAND_STATUS_SUCCESS ? "CURAND_STATUS_SUCCESS" : "curand error";
}
#endif

#if defined(CUSPARSEAPI)
static const char *errorName(cusparseStatus_t s) {
  return s == CUSPARSE_STATUS_SUCCESS ? "CUSPARSE_STATUS_SUCCESS" : "cusparse error";
}
#endif

// cuBLAS is not included: the helper stays out, as with nvcc.
#ifdef CUBLAS_API_H_
static const char *errorName(cublasStatus_t s) { return "cublas"; }
#endif

#ifdef __CUDA_RUNTIME_H__
template <typename T> int check(T result, const char *what) {
  if (result) {
    fprintf(stderr, "%s: %s\n", what, errorName(result));
    return 1;
  }
  return 0;
}
#endif
#endif
