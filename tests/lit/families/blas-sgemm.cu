// cuBLAS v2 API -> hipBLAS by name pattern (hipBLAS is not installed here, so
// the output is not compiled): the handle, status and enum types, the _v2
// macros of cublas_v2.h and the functions they name. With --roc the rocBLAS
// spelling is used instead.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --allow-empty --match-full-lines --check-prefix=WARN %s < %t.err
// RUN: %hipify port %s --cuda-path=%cuda-path --roc -o %t.roc.hip
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=ROC %s < %t.roc.hip

#include <cublas_v2.h>
#include <cuda_runtime.h>
// CHECK:#include <hipblas/hipblas.h>
// CHECK-NEXT:#include <hip/hip_runtime.h>

int sgemm(int n, const float *a, const float *b, float *c, cudaStream_t stream) {
  cublasHandle_t handle;
  if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS)
    return 1;
  cublasSetStream(handle, stream);
  cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_HOST);
  // CHECK:  hipblasHandle_t handle;
  // CHECK-NEXT:  if (hipblasCreate(&handle) != HIPBLAS_STATUS_SUCCESS)
  // CHECK-NEXT:    return 1;
  // CHECK-NEXT:  hipblasSetStream(handle, stream);
  // CHECK-NEXT:  hipblasSetPointerMode(handle, HIPBLAS_POINTER_MODE_HOST);
  // ROC:  rocblas_handle handle;
  // ROC-NEXT:  if (rocblas_create_handle(&handle) != rocblas_status_success)
  // ROC-NEXT:    return 1;
  // ROC-NEXT:  rocblas_set_stream(handle, stream);
  // ROC-NEXT:  rocblas_set_pointer_mode(handle, rocblas_pointer_mode_host);
  const float alpha = 1.0f, beta = 0.0f;
  cublasStatus_t st = cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &alpha, a, n,
                                  b, n, &beta, c, n);
  // CHECK:  hipblasStatus_t st = hipblasSgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_T, n, n, n, &alpha, a, n,
  // ROC:  rocblas_status st = rocblas_sgemm(handle, rocblas_operation_none, rocblas_operation_transpose, n, n, n, &alpha, a, n,
  cublasSgemm_v2(handle, CUBLAS_OP_N, CUBLAS_OP_C, n, n, n, &alpha, a, n, b, n, &beta, c, n);
  // CHECK:  hipblasSgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_C, n, n, n, &alpha, a, n, b, n, &beta, c, n);
  // ROC:  rocblas_sgemm(handle, rocblas_operation_none, rocblas_operation_conjugate_transpose, n, n, n, &alpha, a, n, b, n, &beta, c, n);
  cublasDestroy(handle);
  return st == CUBLAS_STATUS_SUCCESS ? 0 : 1;
  // CHECK:  hipblasDestroy(handle);
  // CHECK-NEXT:  return st == HIPBLAS_STATUS_SUCCESS ? 0 : 1;
  // ROC:  rocblas_destroy_handle(handle);
  // ROC-NEXT:  return st == rocblas_status_success ? 0 : 1;
}
// WARN-NOT: warning:
