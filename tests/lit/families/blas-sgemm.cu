// cuBLAS v2 API -> hipBLAS by name pattern (hipBLAS is not installed here, so
// the output is not compiled): the handle, status and enum types, the _v2
// macros of cublas_v2.h and the functions they name. With --roc the rocBLAS
// spelling is used instead.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %hipify port %s --cuda-path=%cuda-path --roc -o %t.roc.hip
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=ROC %s < %t.roc.hip

#include <cublas_v2.h>
#include <cuda_runtime.h>
// MSG:{{.*}}blas-sgemm.cu:[[@LINE-2]]:10: note: 'cublas_v2.h' -> 'hipblas/hipblas.h', after the macros that make hipBLAS's half and complex types CUDA's __half and hipComplex, which code written for cuBLAS passes (mappings/facts/port-definitions.yaml) [hipify-older-equivalent]
// MSG:{{.*}}blas-sgemm.cu:[[@LINE-2]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]
// CHECK:#ifndef HIPIFY_DEFINED_hipblasHandle_t
// CHECK-NEXT:#define HIPIFY_DEFINED_hipblasHandle_t
// CHECK:#include <hip/hip_runtime.h>
// CHECK-NEXT:#ifndef HIPBLAS_USE_HIP_HALF
// CHECK-NEXT:#define HIPBLAS_USE_HIP_HALF
// CHECK-NEXT:#endif
// CHECK-NEXT:#ifndef ROCM_MATHLIBS_API_USE_HIP_COMPLEX
// CHECK-NEXT:#define ROCM_MATHLIBS_API_USE_HIP_COMPLEX
// CHECK-NEXT:#endif
// CHECK-NEXT:#include <hipblas/hipblas.h>
// CHECK-NEXT:#endif
// CHECK-NEXT:#include <hip/hip_runtime.h>

int sgemm(int n, const float *a, const float *b, float *c, cudaStream_t stream) {
  cublasHandle_t handle;
  if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS)
    return 1;
  cublasSetStream(handle, stream);
  cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_HOST);
  // MSG:{{.*}}blas-sgemm.cu:[[@LINE-6]]:60: note: 'cudaStream_t' -> 'hipStream_t' [hipify-api-rename]
  // MSG:{{.*}}blas-sgemm.cu:[[@LINE-6]]:3: note: 'cublasHandle_t' -> 'hipblasHandle_t' [hipify-api-rename]
  // MSG:{{.*}}blas-sgemm.cu:[[@LINE-6]]:7: note: 'cublasCreate' -> 'hipblasCreate' [hipify-api-rename]
  // MSG:{{.*}}blas-sgemm.cu:[[@LINE-7]]:32: note: 'CUBLAS_STATUS_SUCCESS' -> 'HIPBLAS_STATUS_SUCCESS' [hipify-api-rename]
  // MSG:{{.*}}blas-sgemm.cu:[[@LINE-6]]:3: note: 'cublasSetStream' -> 'hipblasSetStream' [hipify-api-rename]
  // MSG:{{.*}}blas-sgemm.cu:[[@LINE-6]]:3: note: 'cublasSetPointerMode' -> 'hipblasSetPointerMode' [hipify-api-rename]
  // MSG:{{.*}}blas-sgemm.cu:[[@LINE-7]]:32: note: 'CUBLAS_POINTER_MODE_HOST' -> 'HIPBLAS_POINTER_MODE_HOST' [hipify-api-rename]
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
  // MSG:{{.*}}blas-sgemm.cu:[[@LINE-2]]:3: note: 'cublasStatus_t' -> 'hipblasStatus_t' [hipify-api-rename]
  // MSG:{{.*}}blas-sgemm.cu:[[@LINE-3]]:23: note: 'cublasSgemm' -> 'hipblasSgemm' [hipify-api-rename]
  // MSG:{{.*}}blas-sgemm.cu:[[@LINE-4]]:43: note: 'CUBLAS_OP_N' -> 'HIPBLAS_OP_N' [hipify-api-rename]
  // MSG:{{.*}}blas-sgemm.cu:[[@LINE-5]]:56: note: 'CUBLAS_OP_T' -> 'HIPBLAS_OP_T' [hipify-api-rename]
  // CHECK:  hipblasStatus_t st = hipblasSgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_T, n, n, n, &alpha, a, n,
  // ROC:  rocblas_status st = rocblas_sgemm(handle, rocblas_operation_none, rocblas_operation_transpose, n, n, n, &alpha, a, n,
  cublasSgemm_v2(handle, CUBLAS_OP_N, CUBLAS_OP_C, n, n, n, &alpha, a, n, b, n, &beta, c, n);
  // MSG:{{.*}}blas-sgemm.cu:[[@LINE-1]]:3: note: 'cublasSgemm_v2' -> 'hipblasSgemm' (derived: the _v2 suffix of the v2 API dropped) [hipify-api-rename]
  // MSG:{{.*}}blas-sgemm.cu:[[@LINE-2]]:26: note: 'CUBLAS_OP_N' -> 'HIPBLAS_OP_N' [hipify-api-rename]
  // MSG:{{.*}}blas-sgemm.cu:[[@LINE-3]]:39: note: 'CUBLAS_OP_C' -> 'HIPBLAS_OP_C' [hipify-api-rename]
  // CHECK:  hipblasSgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_C, n, n, n, &alpha, a, n, b, n, &beta, c, n);
  // ROC:  rocblas_sgemm(handle, rocblas_operation_none, rocblas_operation_conjugate_transpose, n, n, n, &alpha, a, n, b, n, &beta, c, n);
  cublasDestroy(handle);
  return st == CUBLAS_STATUS_SUCCESS ? 0 : 1;
  // MSG:{{.*}}blas-sgemm.cu:[[@LINE-2]]:3: note: 'cublasDestroy' -> 'hipblasDestroy' [hipify-api-rename]
  // MSG:{{.*}}blas-sgemm.cu:[[@LINE-2]]:16: note: 'CUBLAS_STATUS_SUCCESS' -> 'HIPBLAS_STATUS_SUCCESS' [hipify-api-rename]
  // CHECK:  hipblasDestroy(handle);
  // CHECK-NEXT:  return st == HIPBLAS_STATUS_SUCCESS ? 0 : 1;
  // ROC:  rocblas_destroy_handle(handle);
  // ROC-NEXT:  return st == rocblas_status_success ? 0 : 1;
}
