// cuSPARSE generic API -> hipSPARSE: CSR matrix and dense vector descriptors,
// SpMV buffer query and SpMV.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --allow-empty --match-full-lines --check-prefix=WARN %s < %t.err
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cusparse.h>
#include <cuda_runtime.h>
// CHECK:#include <hipsparse/hipsparse.h>
// CHECK-NEXT:#include <hip/hip_runtime.h>

int spmv(int rows, int cols, int nnz, int *rowPtr, int *colInd, float *vals, float *x,
         float *y) {
  cusparseHandle_t handle;
  cusparseCreate(&handle);
  cusparseSpMatDescr_t A;
  cusparseDnVecDescr_t vx, vy;
  // CHECK:  hipsparseHandle_t handle;
  // CHECK-NEXT:  hipsparseCreate(&handle);
  // CHECK-NEXT:  hipsparseSpMatDescr_t A;
  // CHECK-NEXT:  hipsparseDnVecDescr_t vx, vy;
  cusparseCreateCsr(&A, rows, cols, nnz, rowPtr, colInd, vals, CUSPARSE_INDEX_32I,
                    CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F);
  // CHECK:  hipsparseCreateCsr(&A, rows, cols, nnz, rowPtr, colInd, vals, HIPSPARSE_INDEX_32I,
  // CHECK-NEXT:                    HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F);
  cusparseCreateDnVec(&vx, cols, x, CUDA_R_32F);
  cusparseCreateDnVec(&vy, rows, y, CUDA_R_32F);
  // CHECK:  hipsparseCreateDnVec(&vx, cols, x, HIP_R_32F);
  // CHECK-NEXT:  hipsparseCreateDnVec(&vy, rows, y, HIP_R_32F);
  float alpha = 1.0f, beta = 0.0f;
  size_t size = 0;
  cusparseSpMV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, vx, &beta, vy,
                          CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &size);
  // CHECK:  hipsparseSpMV_bufferSize(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, vx, &beta, vy,
  // CHECK-NEXT:                          HIP_R_32F, HIPSPARSE_SPMV_ALG_DEFAULT, &size);
  void *buffer = nullptr;
  cudaMalloc(&buffer, size);
  cusparseStatus_t st = cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, vx,
                                     &beta, vy, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, buffer);
  // CHECK:  hipMalloc(&buffer, size);
  // CHECK-NEXT:  hipsparseStatus_t st = hipsparseSpMV(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, vx,
  // CHECK-NEXT:                                     &beta, vy, HIP_R_32F, HIPSPARSE_SPMV_ALG_DEFAULT, buffer);
  cusparseDestroySpMat(A);
  cusparseDestroyDnVec(vx);
  cusparseDestroyDnVec(vy);
  cusparseDestroy(handle);
  cudaFree(buffer);
  return st == CUSPARSE_STATUS_SUCCESS ? 0 : 1;
  // CHECK:  hipsparseDestroySpMat(A);
  // CHECK-NEXT:  hipsparseDestroyDnVec(vx);
  // CHECK-NEXT:  hipsparseDestroyDnVec(vy);
  // CHECK-NEXT:  hipsparseDestroy(handle);
  // CHECK-NEXT:  hipFree(buffer);
  // CHECK-NEXT:  return st == HIPSPARSE_STATUS_SUCCESS ? 0 : 1;
}
// WARN-NOT: warning:
