// hipBLAS's v2 API per target release (newer_hip, docs/tables.md): a complex
// routine called with cuDoubleComplex arguments is hipblasZsymv_v2 from 6.0 to
// 6.4 (hipDoubleComplex), hipblasZsymv again from 7.0 (hipBLAS 3 gave it the v2
// parameters), and the v1 hipblasZsymv before 6.0 with a note; the ILP64
// cublasIzamin_64 is hipblasIzamin_v2_64 (6.1 to 6.4); cublasGemmEx with
// cudaDataType arguments likewise.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path --hip-version=6.2 -o %t.62.hip 2> %t.62.err
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=V62 %s < %t.62.hip
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=7.0 -o %t.70.hip
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=V70 %s < %t.70.hip
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path --hip-version=5.7 -o %t.57.hip 2> %t.57.err
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=V57 %s < %t.57.hip
// RUN: FileCheck --match-full-lines --check-prefix=V57-MSG %s < %t.57.err

#include <cublas_v2.h>
#include <cuComplex.h>

int solve(cublasHandle_t handle, int n, const cuDoubleComplex *A, const cuDoubleComplex *x,
          cuDoubleComplex *y, const float *a, const float *b, float *c, int64_t *where) {
  cuDoubleComplex alpha = make_cuDoubleComplex(1.0, 0.0);
  cuDoubleComplex beta = make_cuDoubleComplex(0.0, 0.0);
  if (cublasZsymv(handle, CUBLAS_FILL_MODE_UPPER, n, &alpha, A, n, x, 1, &beta, y, 1) !=
      CUBLAS_STATUS_SUCCESS)
    return 1;
  // V62:  if (hipblasZsymv_v2(handle, HIPBLAS_FILL_MODE_UPPER, n, &alpha, A, n, x, 1, &beta, y, 1) !=
  // V70:  if (hipblasZsymv(handle, HIPBLAS_FILL_MODE_UPPER, n, &alpha, A, n, x, 1, &beta, y, 1) !=
  // V57:  if (hipblasZsymv(handle, HIPBLAS_FILL_MODE_UPPER, n, &alpha, A, n, x, 1, &beta, y, 1) !=
  // V57-MSG:{{.*}}blas-v2.cu:[[@LINE-6]]:7: note: 'cublasZsymv': 'hipblasZsymv_v2' needs HIP 6.0 (the target is 5.7): using 'hipblasZsymv'; hipBLAS before 6.0 has only the v1 API: complex arguments are hipblasComplex/hipblasDoubleComplex (define ROCM_MATHLIBS_API_USE_HIP_COMPLEX before including hipblas.h to make them hipComplex/hipDoubleComplex) and data types hipblasDatatype_t [hipify-older-equivalent]
  cublasIzamin_64(handle, n, x, 1, where);
  // V62:  hipblasIzamin_v2_64(handle, n, x, 1, where);
  // V70:  hipblasIzamin_64(handle, n, x, 1, where);
  // V57-MSG:{{.*}}blas-v2.cu:[[@LINE-3]]:3: warning: 'cublasIzamin_64': 'hipblasIzamin_v2_64' needs HIP 6.1 and the target is 5.7; pass --hip-version to target a newer HIP; left unchanged [hipify-newer-than-target]
  const float one = 1.0f, zero = 0.0f;
  cublasGemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, a, CUDA_R_32F, n, b, CUDA_R_32F, n,
               &zero, c, CUDA_R_32F, n, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
  // V62:  hipblasGemmEx_v2(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, a, HIP_R_32F, n, b, HIP_R_32F, n,
  // V62-NEXT:               &zero, c, HIP_R_32F, n, HIPBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT);
  // V70:  hipblasGemmEx(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, a, HIP_R_32F, n, b, HIP_R_32F, n,
  return 0;
}
