// cuBLASLt -> hipBLASLt (the blaslt family): a matmul with its descriptors,
// layouts, a preference and a heuristic, as a program writes it.
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=6.2 -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --allow-empty --check-prefix=ERR --implicit-check-not='{{warning|error}}:' %s < %t.err
// ERR-NOT: {{.}}

#include <cublasLt.h>
// CHECK:#include <hipblaslt/hipblaslt.h>

int matmul(cublasLtHandle_t lt, int m, int n, int k, const float *A, const float *B, float *D,
           void *workspace, size_t workspaceBytes, cudaStream_t stream) {
  // CHECK:int matmul(hipblasLtHandle_t lt, int m, int n, int k, const float *A, const float *B, float *D,
  // CHECK-NEXT:           void *workspace, size_t workspaceBytes, hipStream_t stream) {
  cublasLtMatmulDesc_t op;
  cublasLtMatrixLayout_t a, b, d;
  cublasOperation_t trans = CUBLAS_OP_N;
  if (cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F) != CUBLAS_STATUS_SUCCESS)
    return 1;
  cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, &trans, sizeof(trans));
  cublasLtMatrixLayoutCreate(&a, CUDA_R_32F, m, k, m);
  // CHECK:  hipblasLtMatmulDesc_t op;
  // CHECK-NEXT:  hipblasLtMatrixLayout_t a, b, d;
  // CHECK-NEXT:  hipblasOperation_t trans = HIPBLAS_OP_N;
  // CHECK-NEXT:  if (hipblasLtMatmulDescCreate(&op, HIPBLAS_COMPUTE_32F, HIP_R_32F) != HIPBLAS_STATUS_SUCCESS)
  // CHECK-NEXT:    return 1;
  // CHECK-NEXT:  hipblasLtMatmulDescSetAttribute(op, HIPBLASLT_MATMUL_DESC_TRANSA, &trans, sizeof(trans));
  // CHECK-NEXT:  hipblasLtMatrixLayoutCreate(&a, HIP_R_32F, m, k, m);
  cublasLtMatmulPreference_t pref;
  cublasLtMatmulPreferenceCreate(&pref);
  cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                                       &workspaceBytes, sizeof(workspaceBytes));
  cublasLtMatmulHeuristicResult_t heuristic;
  int found = 0;
  cublasLtMatmulAlgoGetHeuristic(lt, op, a, b, d, d, pref, 1, &heuristic, &found);
  const float one = 1.0f, zero = 0.0f;
  cublasLtMatmul(lt, op, &one, A, a, B, b, &zero, D, d, D, d, &heuristic.algo, workspace,
                 workspaceBytes, stream);
  // CHECK:  hipblasLtMatmulPreference_t pref;
  // CHECK-NEXT:  hipblasLtMatmulPreferenceCreate(&pref);
  // CHECK-NEXT:  hipblasLtMatmulPreferenceSetAttribute(pref, HIPBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
  // CHECK-NEXT:                                       &workspaceBytes, sizeof(workspaceBytes));
  // CHECK-NEXT:  hipblasLtMatmulHeuristicResult_t heuristic;
  // CHECK-NEXT:  int found = 0;
  // CHECK-NEXT:  hipblasLtMatmulAlgoGetHeuristic(lt, op, a, b, d, d, pref, 1, &heuristic, &found);
  // CHECK-NEXT:  const float one = 1.0f, zero = 0.0f;
  // CHECK-NEXT:  hipblasLtMatmul(lt, op, &one, A, a, B, b, &zero, D, d, D, d, &heuristic.algo, workspace,
  cublasLtMatmulPreferenceDestroy(pref);
  cublasLtMatmulDescDestroy(op);
  return found ? 0 : 1;
  // CHECK:  hipblasLtMatmulPreferenceDestroy(pref);
  // CHECK-NEXT:  hipblasLtMatmulDescDestroy(op);
}
