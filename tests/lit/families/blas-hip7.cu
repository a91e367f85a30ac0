// hipBLAS 3.0 (HIP 7.0) has only the v2 API: hipblasCaxpy takes hipComplex
// and hipblasGemmEx hipDataType and hipblasComputeType_t, which is what the
// CUDA types map to, so from 7.0 the port below is what hipBLAS's headers
// accept. hipblasDatatype_t is gone there: cublasDataType_t is reported
// (hipDataType is its 7.x spelling), where 6.4 still has it.
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=7.0 -o %t.70.hip 2> %t.70.txt
// RUN: FileCheck --match-full-lines --check-prefix=HIP %s < %t.70.hip
// RUN: FileCheck --match-full-lines --check-prefix=DIAG7 -DV=7.0 --implicit-check-not='{{warning|error|note}}:' %s < %t.70.txt
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=10.2 -o %t.102.hip 2> %t.102.txt
// RUN: diff %t.70.hip %t.102.hip
// RUN: FileCheck --match-full-lines --check-prefix=DIAG7 -DV=10.2 --implicit-check-not='{{warning|error|note}}:' %s < %t.102.txt
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=6.4 -o %t.64.hip 2> %t.64.txt
// RUN: FileCheck --match-full-lines --check-prefix=HIP64 %s < %t.64.hip
#include <cublas_v2.h>
#include <cuComplex.h>
// HIP:#include <hipblas/hipblas.h>

void axpy(cublasHandle_t h, int n, const cuComplex *alpha, const cuComplex *x, cuComplex *y) {
  // HIP:void axpy(hipblasHandle_t h, int n, const hipComplex *alpha, const hipComplex *x, hipComplex *y) {
  cublasCaxpy(h, n, alpha, x, 1, y, 1);
  // HIP:  hipblasCaxpy(h, n, alpha, x, 1, y, 1);
}

void gemm(cublasHandle_t h, const float *a, const float *b, float *c) {
  float one = 1.0f, zero = 0.0f;
  cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 4, 4, 4, &one, a, CUDA_R_32F, 4, b, CUDA_R_32F, 4,
               &zero, c, CUDA_R_32F, 4, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
  // HIP:  hipblasGemmEx(h, HIPBLAS_OP_N, HIPBLAS_OP_N, 4, 4, 4, &one, a, HIP_R_32F, 4, b, HIP_R_32F, 4,
  // HIP-NEXT:               &zero, c, HIP_R_32F, 4, HIPBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT);
}

cublasDataType_t kind() { return CUDA_R_32F; }
// HIP:cublasDataType_t kind() { return HIP_R_32F; }
// HIP64:hipblasDatatype_t kind() { return HIP_R_32F; }
// DIAG7:{{.*}}blas-hip7.cu:[[@LINE-3]]:1: warning: 'cublasDataType_t' has no HIP equivalent ('hipblasDatatype_t' was removed in HIP 7.0 (the target is [[V]]); hipBLAS spells its data-type enum hipblasDatatype_t; hipBLAS 3.0 (HIP 7.0) removed it for hipDataType, which its functions take from then on); left unchanged [hipify-unsupported-api]
