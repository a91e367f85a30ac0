// --roc switches a family to its roc* library whole or not at all: the
// rocBLAS and rocSPARSE names where the tables have them (header, handle,
// status, enums, routines), and a name without one (CUBLAS_STATUS_MAPPING_ERROR;
// cusparseSpMV, whose rocSPARSE form takes a stage and a buffer-size pointer)
// is reported and left, never turned into a hip* name that would be compared
// with a rocblas_status. library_types.h's CUDA_R_32F, which rocBLAS and
// rocSPARSE spell each their own way, is reported too (roc_note). Without
// --roc it is all hipBLAS and hipSPARSE.
// RUN: %hipify port %s --cuda-path=%cuda-path --roc -o %t.roc.hip 2> %t.roc.err
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=ROC %s < %t.roc.hip
// RUN: FileCheck --match-full-lines --check-prefix=ROC-MSG %s < %t.roc.err
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=HIP %s < %t.hip

#include <cublas_v2.h>
#include <cusparse.h>
// ROC:#include <rocblas/rocblas.h>
// ROC-NEXT:#include <rocsparse/rocsparse.h>
// HIP:#include <hipblas/hipblas.h>
// HIP-NEXT:#endif
// HIP-NEXT:#include <hipsparse/hipsparse.h>

int scale(cublasHandle_t handle, float *x, int n) {
  // ROC:int scale(rocblas_handle handle, float *x, int n) {
  // HIP:int scale(hipblasHandle_t handle, float *x, int n) {
  float alpha = 2.0f;
  cublasStatus_t st = cublasSscal(handle, n, &alpha, x, 1);
  // ROC:  rocblas_status st = rocblas_sscal(handle, n, &alpha, x, 1);
  // HIP:  hipblasStatus_t st = hipblasSscal(handle, n, &alpha, x, 1);
  if (st == CUBLAS_STATUS_NOT_INITIALIZED || st == CUBLAS_STATUS_MAPPING_ERROR)
    // ROC-MSG:{{.*}}roc-whole.cu:[[@LINE-1]]:52: warning: 'CUBLAS_STATUS_MAPPING_ERROR' has no HIP equivalent (--roc switches the blas family to its roc* library whole, and the tables have no roc* name for this one ('HIPBLAS_STATUS_MAPPING_ERROR' is the hip* library's)); left unchanged [hipify-unsupported-api]
    // ROC:  if (st == rocblas_status_invalid_handle || st == CUBLAS_STATUS_MAPPING_ERROR)
    // HIP:  if (st == HIPBLAS_STATUS_NOT_INITIALIZED || st == HIPBLAS_STATUS_MAPPING_ERROR)
    return 1;
  return st == CUBLAS_STATUS_SUCCESS ? 0 : 2;
  // ROC:  return st == rocblas_status_success ? 0 : 2;
  // HIP:  return st == HIPBLAS_STATUS_SUCCESS ? 0 : 2;
}

int convert(cusparseHandle_t handle, const int *cooRows, int nnz, int m, int *csrRowPtr,
            cusparseSpMatDescr_t A, cusparseDnVecDescr_t x, cusparseDnVecDescr_t y,
            void *buffer) {
  // ROC:int convert(rocsparse_handle handle, const int *cooRows, int nnz, int m, int *csrRowPtr,
  // ROC-NEXT:            rocsparse_spmat_descr A, rocsparse_dnvec_descr x, rocsparse_dnvec_descr y,
  // HIP:int convert(hipsparseHandle_t handle, const int *cooRows, int nnz, int m, int *csrRowPtr,
  // HIP-NEXT:            hipsparseSpMatDescr_t A, hipsparseDnVecDescr_t x, hipsparseDnVecDescr_t y,
  cusparseStatus_t st = cusparseXcoo2csr(handle, cooRows, nnz, m, csrRowPtr, CUSPARSE_INDEX_BASE_ZERO);
  // ROC:  rocsparse_status st = rocsparse_coo2csr(handle, cooRows, nnz, m, csrRowPtr, rocsparse_index_base_zero);
  // HIP:  hipsparseStatus_t st = hipsparseXcoo2csr(handle, cooRows, nnz, m, csrRowPtr, HIPSPARSE_INDEX_BASE_ZERO);
  float one = 1.0f, zero = 0.0f;
  cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, x, &zero, y, CUDA_R_32F,
               CUSPARSE_SPMV_ALG_DEFAULT, buffer);
  // ROC-MSG:{{.*}}roc-whole.cu:[[@LINE-2]]:3: warning: 'cusparseSpMV' has no HIP equivalent (--roc switches the sparse family to its roc* library whole, and the tables have no roc* name for this one ('hipsparseSpMV' is the hip* library's)); left unchanged [hipify-unsupported-api]
  // ROC-MSG:{{.*}}roc-whole.cu:[[@LINE-3]]:80: warning: 'CUDA_R_32F' has no HIP equivalent (with --roc: the roc* libraries spell CUDA's data types each their own way (rocBLAS rocblas_datatype_f32_r, rocSPARSE rocsparse_datatype_f32_r): write the type of the roc* library the value is passed to ('HIP_R_32F' is the hip* libraries')); left unchanged [hipify-unsupported-api]
  // ROC:  cusparseSpMV(handle, rocsparse_operation_none, &one, A, x, &zero, y, CUDA_R_32F,
  // HIP:  hipsparseSpMV(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &one, A, x, &zero, y, HIP_R_32F,
  return st == CUSPARSE_STATUS_SUCCESS ? 0 : 1;
  // ROC:  return st == rocsparse_status_success ? 0 : 1;
}
