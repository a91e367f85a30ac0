// cuSPARSE generic API -> hipSPARSE: CSR matrix and dense vector descriptors,
// SpMV buffer query and SpMV.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cusparse.h>
#include <cuda_runtime.h>
// MSG:{{.*}}sparse-spmv.cu:[[@LINE-2]]:10: note: 'cusparse.h' -> 'hipsparse/hipsparse.h' [hipify-include]
// MSG:{{.*}}sparse-spmv.cu:[[@LINE-2]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]
// CHECK:#include <hipsparse/hipsparse.h>
// CHECK-NEXT:#include <hip/hip_runtime.h>

int spmv(int rows, int cols, int nnz, int *rowPtr, int *colInd, float *vals, float *x,
         float *y) {
  cusparseHandle_t handle;
  cusparseCreate(&handle);
  cusparseSpMatDescr_t A;
  cusparseDnVecDescr_t vx, vy;
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-4]]:3: note: 'cusparseHandle_t' -> 'hipsparseHandle_t' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-4]]:3: note: 'cusparseCreate' -> 'hipsparseCreate' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-4]]:3: note: 'cusparseSpMatDescr_t' -> 'hipsparseSpMatDescr_t' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-4]]:3: note: 'cusparseDnVecDescr_t' -> 'hipsparseDnVecDescr_t' [hipify-api-rename]
  // CHECK:  hipsparseHandle_t handle;
  // CHECK-NEXT:  hipsparseCreate(&handle);
  // CHECK-NEXT:  hipsparseSpMatDescr_t A;
  // CHECK-NEXT:  hipsparseDnVecDescr_t vx, vy;
  cusparseCreateCsr(&A, rows, cols, nnz, rowPtr, colInd, vals, CUSPARSE_INDEX_32I,
                    CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F);
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-2]]:3: note: 'cusparseCreateCsr' -> 'hipsparseCreateCsr' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-3]]:64: note: 'CUSPARSE_INDEX_32I' -> 'HIPSPARSE_INDEX_32I' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-3]]:21: note: 'CUSPARSE_INDEX_32I' -> 'HIPSPARSE_INDEX_32I' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-4]]:41: note: 'CUSPARSE_INDEX_BASE_ZERO' -> 'HIPSPARSE_INDEX_BASE_ZERO' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-5]]:67: note: 'CUDA_R_32F' -> 'HIP_R_32F' [hipify-api-rename]
  // CHECK:  hipsparseCreateCsr(&A, rows, cols, nnz, rowPtr, colInd, vals, HIPSPARSE_INDEX_32I,
  // CHECK-NEXT:                    HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F);
  cusparseCreateDnVec(&vx, cols, x, CUDA_R_32F);
  cusparseCreateDnVec(&vy, rows, y, CUDA_R_32F);
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-2]]:3: note: 'cusparseCreateDnVec' -> 'hipsparseCreateDnVec' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-3]]:37: note: 'CUDA_R_32F' -> 'HIP_R_32F' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-3]]:3: note: 'cusparseCreateDnVec' -> 'hipsparseCreateDnVec' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-4]]:37: note: 'CUDA_R_32F' -> 'HIP_R_32F' [hipify-api-rename]
  // CHECK:  hipsparseCreateDnVec(&vx, cols, x, HIP_R_32F);
  // CHECK-NEXT:  hipsparseCreateDnVec(&vy, rows, y, HIP_R_32F);
  float alpha = 1.0f, beta = 0.0f;
  size_t size = 0;
  cusparseSpMV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, vx, &beta, vy,
                          CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &size);
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-2]]:3: note: 'cusparseSpMV_bufferSize' -> 'hipsparseSpMV_bufferSize' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-3]]:35: note: 'CUSPARSE_OPERATION_NON_TRANSPOSE' -> 'HIPSPARSE_OPERATION_NON_TRANSPOSE' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-3]]:27: note: 'CUDA_R_32F' -> 'HIP_R_32F' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-4]]:39: note: 'CUSPARSE_SPMV_ALG_DEFAULT' -> 'HIPSPARSE_SPMV_ALG_DEFAULT' [hipify-api-rename]
  // CHECK:  hipsparseSpMV_bufferSize(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, vx, &beta, vy,
  // CHECK-NEXT:                          HIP_R_32F, HIPSPARSE_SPMV_ALG_DEFAULT, &size);
  void *buffer = nullptr;
  cudaMalloc(&buffer, size);
  cusparseStatus_t st = cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, vx,
                                     &beta, vy, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, buffer);
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-3]]:3: note: 'cudaMalloc' -> 'hipMalloc' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-3]]:3: note: 'cusparseStatus_t' -> 'hipsparseStatus_t' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-4]]:25: note: 'cusparseSpMV' -> 'hipsparseSpMV' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-5]]:46: note: 'CUSPARSE_OPERATION_NON_TRANSPOSE' -> 'HIPSPARSE_OPERATION_NON_TRANSPOSE' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-5]]:49: note: 'CUDA_R_32F' -> 'HIP_R_32F' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-6]]:61: note: 'CUSPARSE_SPMV_ALG_DEFAULT' -> 'HIPSPARSE_SPMV_ALG_DEFAULT' [hipify-api-rename]
  // CHECK:  hipMalloc(&buffer, size);
  // CHECK-NEXT:  hipsparseStatus_t st = hipsparseSpMV(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, vx,
  // CHECK-NEXT:                                     &beta, vy, HIP_R_32F, HIPSPARSE_SPMV_ALG_DEFAULT, buffer);
  cusparseDestroySpMat(A);
  cusparseDestroyDnVec(vx);
  cusparseDestroyDnVec(vy);
  cusparseDestroy(handle);
  cudaFree(buffer);
  return st == CUSPARSE_STATUS_SUCCESS ? 0 : 1;
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-6]]:3: note: 'cusparseDestroySpMat' -> 'hipsparseDestroySpMat' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-6]]:3: note: 'cusparseDestroyDnVec' -> 'hipsparseDestroyDnVec' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-6]]:3: note: 'cusparseDestroyDnVec' -> 'hipsparseDestroyDnVec' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-6]]:3: note: 'cusparseDestroy' -> 'hipsparseDestroy' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-6]]:3: note: 'cudaFree' -> 'hipFree' [hipify-api-rename]
  // MSG:{{.*}}sparse-spmv.cu:[[@LINE-6]]:16: note: 'CUSPARSE_STATUS_SUCCESS' -> 'HIPSPARSE_STATUS_SUCCESS' [hipify-api-rename]
  // CHECK:  hipsparseDestroySpMat(A);
  // CHECK-NEXT:  hipsparseDestroyDnVec(vx);
  // CHECK-NEXT:  hipsparseDestroyDnVec(vy);
  // CHECK-NEXT:  hipsparseDestroy(handle);
  // CHECK-NEXT:  hipFree(buffer);
  // CHECK-NEXT:  return st == HIPSPARSE_STATUS_SUCCESS ? 0 : 1;
}
