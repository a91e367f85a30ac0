// cuSOLVER dense -> hipSOLVER by name pattern (hipSOLVER is not installed
// here, so the output is not compiled). The CUBLAS_FILL_MODE_* argument is
// left unchecked: the one-row-per-name tables map it to hipBLAS's
// HIPBLAS_FILL_MODE_LOWER, while hipSOLVER's dense API takes its own
// hipsolverFillMode_t (docs/tables.md, limitations).
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --allow-empty --match-full-lines --check-prefix=WARN %s < %t.err

#include <cusolverDn.h>
// CHECK:#include <hipsolver/hipsolver.h>

int potrf(int n, double *a, double *work, int lwork, int *info, cudaStream_t stream) {
  // CHECK:int potrf(int n, double *a, double *work, int lwork, int *info, hipStream_t stream) {
  cusolverDnHandle_t handle;
  if (cusolverDnCreate(&handle) != CUSOLVER_STATUS_SUCCESS)
    return 1;
  cusolverDnSetStream(handle, stream);
  // CHECK:  hipsolverDnHandle_t handle;
  // CHECK-NEXT:  if (hipsolverDnCreate(&handle) != HIPSOLVER_STATUS_SUCCESS)
  // CHECK-NEXT:    return 1;
  // CHECK-NEXT:  hipsolverDnSetStream(handle, stream);
  int size = 0;
  cusolverDnDpotrf_bufferSize(handle, CUBLAS_FILL_MODE_LOWER, n, a, n, &size);
  cusolverStatus_t st = cusolverDnDpotrf(handle, CUBLAS_FILL_MODE_LOWER, n, a, n, work, lwork,
                                         info);
  // CHECK:                                         info);
  cusolverDnDestroy(handle);
  return st == CUSOLVER_STATUS_SUCCESS ? 0 : 1;
  // CHECK:  hipsolverDnDestroy(handle);
  // CHECK-NEXT:  return st == HIPSOLVER_STATUS_SUCCESS ? 0 : 1;
}
// WARN-NOT: warning:
