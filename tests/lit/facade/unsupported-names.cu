// Without a CUDA installation, CUDA names with no HIP counterpart are
// declared by the facade permissively: the file parses, and they are
// reported as unsupported (not as parse errors), as with the CUDA SDK.
// Libraries that are not installed (hipBLAS here) still translate.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify port %s --cuda-path=%t/nocuda -o %t/out.hip 2> %t/err.txt
// RUN: FileCheck --match-full-lines --check-prefix=MSG "--implicit-check-not={{warning|error}}:" %s < %t/err.txt
// RUN: FileCheck --match-full-lines %s < %t/out.hip
// REQUIRES: cuda-facade
#include <cuda_runtime.h>
#include <cublas_v2.h>
// CHECK:#include <hip/hip_runtime.h>
// CHECK:#include <hipblas/hipblas.h>
int f(cudaStream_t s) {
  // CHECK:int f(hipStream_t s) {
  cudaArray_t a = nullptr;
  // CHECK:  hipArray_t a = nullptr;
  cudaArraySparseProperties req;
  // MSG:{{.*}}unsupported-names.cu:[[@LINE-1]]:3: warning: 'cudaArraySparseProperties' has no HIP equivalent ({{.*}}); left unchanged [hipify-unsupported-api]
  // CHECK:  cudaArraySparseProperties req;
  cudaError_t e = cudaArrayGetSparseProperties(&req, a);
  // MSG:{{.*}}unsupported-names.cu:[[@LINE-1]]:19: warning: 'cudaArrayGetSparseProperties' has no HIP equivalent ({{.*}}); left unchanged [hipify-unsupported-api]
  // CHECK:  hipError_t e = cudaArrayGetSparseProperties(&req, a);
  switch (e) {
  case cudaSuccess: return 0;
  // CHECK:  case hipSuccess: return 0;
  case cudaErrorStubLibrary: return 1;
  // MSG:{{.*}}unsupported-names.cu:[[@LINE-1]]:8: warning: 'cudaErrorStubLibrary' has no HIP equivalent ({{.*}}); left unchanged [hipify-unsupported-api]
  // CHECK:  case cudaErrorStubLibrary: return 1;
  default: break;
  }
  cublasHandle_t h;
  // CHECK:  hipblasHandle_t h;
  if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS) return 2;
  // CHECK:  if (hipblasCreate(&h) != HIPBLAS_STATUS_SUCCESS) return 2;
  return cublasSetStream(h, s) == CUBLAS_STATUS_SUCCESS;
  // CHECK:  return hipblasSetStream(h, s) == HIPBLAS_STATUS_SUCCESS;
}
