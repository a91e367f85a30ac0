// cuSOLVER dense -> hipSOLVER by name pattern (hipSOLVER is not installed
// here, so the output is not compiled). The CUBLAS_FILL_MODE_* argument is
// left unchecked: the one-row-per-name tables map it to hipBLAS's
// HIPBLAS_FILL_MODE_LOWER, while hipSOLVER's dense API takes its own
// hipsolverFillMode_t (docs/tables.md, limitations).
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip

#include <cusolverDn.h>
// MSG:{{.*}}solver.cu:[[@LINE-1]]:1: note: 'hip/hip_runtime.h' included: the file uses CUDA without including a runtime header, which nvcc includes implicitly and hipcc does not [hipify-include]
// MSG:{{.*}}solver.cu:[[@LINE-2]]:10: note: 'cusolverDn.h' -> 'hipsolver/hipsolver.h' [hipify-include]
// CHECK:#include <hipsolver/hipsolver.h>

int potrf(int n, double *a, double *work, int lwork, int *info, cudaStream_t stream) {
  // MSG:{{.*}}solver.cu:[[@LINE-1]]:65: note: 'cudaStream_t' -> 'hipStream_t' [hipify-api-rename]
  // CHECK:int potrf(int n, double *a, double *work, int lwork, int *info, hipStream_t stream) {
  cusolverDnHandle_t handle;
  if (cusolverDnCreate(&handle) != CUSOLVER_STATUS_SUCCESS)
    return 1;
  cusolverDnSetStream(handle, stream);
  // MSG:{{.*}}solver.cu:[[@LINE-4]]:3: note: 'cusolverDnHandle_t' -> 'hipsolverDnHandle_t' [hipify-api-rename]
  // MSG:{{.*}}solver.cu:[[@LINE-4]]:7: note: 'cusolverDnCreate' -> 'hipsolverDnCreate' [hipify-api-rename]
  // MSG:{{.*}}solver.cu:[[@LINE-5]]:36: note: 'CUSOLVER_STATUS_SUCCESS' -> 'HIPSOLVER_STATUS_SUCCESS' [hipify-api-rename]
  // MSG:{{.*}}solver.cu:[[@LINE-4]]:3: note: 'cusolverDnSetStream' -> 'hipsolverDnSetStream' [hipify-api-rename]
  // CHECK:  hipsolverDnHandle_t handle;
  // CHECK-NEXT:  if (hipsolverDnCreate(&handle) != HIPSOLVER_STATUS_SUCCESS)
  // CHECK-NEXT:    return 1;
  // CHECK-NEXT:  hipsolverDnSetStream(handle, stream);
  int size = 0;
  cusolverDnDpotrf_bufferSize(handle, CUBLAS_FILL_MODE_LOWER, n, a, n, &size);
  cusolverStatus_t st = cusolverDnDpotrf(handle, CUBLAS_FILL_MODE_LOWER, n, a, n, work, lwork,
                                         info);
  // MSG:{{.*}}solver.cu:[[@LINE-3]]:3: note: 'cusolverDnDpotrf_bufferSize' -> 'hipsolverDnDpotrf_bufferSize' [hipify-api-rename]
  // MSG:{{.*}}solver.cu:[[@LINE-4]]:39: note: 'CUBLAS_FILL_MODE_LOWER' -> 'HIPBLAS_FILL_MODE_LOWER' [hipify-api-rename]
  // MSG:{{.*}}solver.cu:[[@LINE-4]]:3: note: 'cusolverStatus_t' -> 'hipsolverStatus_t' [hipify-api-rename]
  // MSG:{{.*}}solver.cu:[[@LINE-5]]:25: note: 'cusolverDnDpotrf' -> 'hipsolverDnDpotrf' [hipify-api-rename]
  // MSG:{{.*}}solver.cu:[[@LINE-6]]:50: note: 'CUBLAS_FILL_MODE_LOWER' -> 'HIPBLAS_FILL_MODE_LOWER' [hipify-api-rename]
  // CHECK:                                         info);
  cusolverDnDestroy(handle);
  return st == CUSOLVER_STATUS_SUCCESS ? 0 : 1;
  // MSG:{{.*}}solver.cu:[[@LINE-2]]:3: note: 'cusolverDnDestroy' -> 'hipsolverDnDestroy' [hipify-api-rename]
  // MSG:{{.*}}solver.cu:[[@LINE-2]]:16: note: 'CUSOLVER_STATUS_SUCCESS' -> 'HIPSOLVER_STATUS_SUCCESS' [hipify-api-rename]
  // CHECK:  hipsolverDnDestroy(handle);
  // CHECK-NEXT:  return st == HIPSOLVER_STATUS_SUCCESS ? 0 : 1;
}
