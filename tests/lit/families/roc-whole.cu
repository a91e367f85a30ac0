// --roc switches a family to its roc* library whole or not at all: the
// rocBLAS names where the tables have them (header, handle, status, routine),
// and a name without one (CUBLAS_STATUS_NOT_INITIALIZED, which rocBLAS spells
// otherwise) is reported and left, never turned into a hipBLAS name that
// would be compared with a rocblas_status. Without --roc it is all hipBLAS.
// RUN: %hipify port %s --cuda-path=%cuda-path --roc -o %t.roc.hip 2> %t.roc.err
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=ROC %s < %t.roc.hip
// RUN: FileCheck --match-full-lines --check-prefix=ROC-MSG %s < %t.roc.err
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=HIP %s < %t.hip

#include <cublas_v2.h>
// ROC:#include <rocblas/rocblas.h>
// HIP:#include <hipblas/hipblas.h>

int scale(cublasHandle_t handle, float *x, int n) {
  // ROC:int scale(rocblas_handle handle, float *x, int n) {
  // HIP:int scale(hipblasHandle_t handle, float *x, int n) {
  float alpha = 2.0f;
  cublasStatus_t st = cublasSscal(handle, n, &alpha, x, 1);
  // ROC:  rocblas_status st = rocblas_sscal(handle, n, &alpha, x, 1);
  // HIP:  hipblasStatus_t st = hipblasSscal(handle, n, &alpha, x, 1);
  if (st == CUBLAS_STATUS_NOT_INITIALIZED)
    // ROC-MSG:{{.*}}roc-whole.cu:[[@LINE-1]]:13: warning: 'CUBLAS_STATUS_NOT_INITIALIZED' has no HIP equivalent (--roc switches the blas family to its roc* library whole, and the tables have no roc* name for this one ('HIPBLAS_STATUS_NOT_INITIALIZED' is the hip* library's)); left unchanged [hipify-unsupported-api]
    // ROC:  if (st == CUBLAS_STATUS_NOT_INITIALIZED)
    // HIP:  if (st == HIPBLAS_STATUS_NOT_INITIALIZED)
    return 1;
  return st == CUBLAS_STATUS_SUCCESS ? 0 : 2;
  // ROC:  return st == rocblas_status_success ? 0 : 2;
  // HIP:  return st == HIPBLAS_STATUS_SUCCESS ? 0 : 2;
}
