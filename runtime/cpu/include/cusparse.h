//===- cusparse.h - cuSPARSE on the CPU runner ----------------------------===//
//
// cuSPARSE's generic API (sparse and dense descriptors, SpMV, SpMM, SpSV,
// SparseToDense) and its legacy matrix descriptors, with cuSPARSE's enum
// values, over the runner's sparse routines (sparse.h).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_CUSPARSE_H
#define HIPIFY_CPU_CUSPARSE_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_cusparse_h
#include "hipify_cpu/header_macros.h"

#include "cuComplex.h"
#include "cuda_runtime.h"
#include "hipify_cpu/sparse.h"
#include "library_types.h"
#include <cstdint>

#define CUSPARSE_VER_MAJOR 12
#define CUSPARSE_VER_MINOR 6
#define CUSPARSE_VER_PATCH 0
#define CUSPARSE_VERSION                                                       \
  (CUSPARSE_VER_MAJOR * 1000 + CUSPARSE_VER_MINOR * 100 + CUSPARSE_VER_PATCH)
#define CUSPARSEAPI

typedef enum {
  CUSPARSE_STATUS_SUCCESS = 0,
  CUSPARSE_STATUS_NOT_INITIALIZED = 1,
  CUSPARSE_STATUS_ALLOC_FAILED = 2,
  CUSPARSE_STATUS_INVALID_VALUE = 3,
  CUSPARSE_STATUS_ARCH_MISMATCH = 4,
  CUSPARSE_STATUS_MAPPING_ERROR = 5,
  CUSPARSE_STATUS_EXECUTION_FAILED = 6,
  CUSPARSE_STATUS_INTERNAL_ERROR = 7,
  CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8,
  CUSPARSE_STATUS_ZERO_PIVOT = 9,
  CUSPARSE_STATUS_NOT_SUPPORTED = 10,
  CUSPARSE_STATUS_INSUFFICIENT_RESOURCES = 11
} cusparseStatus_t;
typedef enum {
  CUSPARSE_POINTER_MODE_HOST = 0,
  CUSPARSE_POINTER_MODE_DEVICE = 1
} cusparsePointerMode_t;
typedef enum {
  CUSPARSE_MATRIX_TYPE_GENERAL = 0,
  CUSPARSE_MATRIX_TYPE_SYMMETRIC = 1,
  CUSPARSE_MATRIX_TYPE_HERMITIAN = 2,
  CUSPARSE_MATRIX_TYPE_TRIANGULAR = 3
} cusparseMatrixType_t;
typedef enum {
  CUSPARSE_FILL_MODE_LOWER = 0,
  CUSPARSE_FILL_MODE_UPPER = 1
} cusparseFillMode_t;
typedef enum {
  CUSPARSE_DIAG_TYPE_NON_UNIT = 0,
  CUSPARSE_DIAG_TYPE_UNIT = 1
} cusparseDiagType_t;
typedef enum {
  CUSPARSE_INDEX_BASE_ZERO = 0,
  CUSPARSE_INDEX_BASE_ONE = 1
} cusparseIndexBase_t;
typedef enum {
  CUSPARSE_OPERATION_NON_TRANSPOSE = 0,
  CUSPARSE_OPERATION_TRANSPOSE = 1,
  CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE = 2
} cusparseOperation_t;
typedef enum {
  CUSPARSE_FORMAT_CSR = 1,
  CUSPARSE_FORMAT_CSC = 2,
  CUSPARSE_FORMAT_COO = 3,
  CUSPARSE_FORMAT_BLOCKED_ELL = 5,
  CUSPARSE_FORMAT_BSR = 6,
  CUSPARSE_FORMAT_SLICED_ELLPACK = 7
} cusparseFormat_t;
typedef enum { CUSPARSE_ORDER_COL = 1, CUSPARSE_ORDER_ROW = 2 } cusparseOrder_t;
typedef enum {
  CUSPARSE_INDEX_16U = 1,
  CUSPARSE_INDEX_32I = 2,
  CUSPARSE_INDEX_64I = 3
} cusparseIndexType_t;
typedef enum {
  CUSPARSE_SPMAT_FILL_MODE = 0,
  CUSPARSE_SPMAT_DIAG_TYPE = 1
} cusparseSpMatAttribute_t;
typedef enum {
  CUSPARSE_SPMV_ALG_DEFAULT = 0,
  CUSPARSE_SPMV_CSR_ALG1 = 2,
  CUSPARSE_SPMV_CSR_ALG2 = 3,
  CUSPARSE_SPMV_COO_ALG1 = 1,
  CUSPARSE_SPMV_COO_ALG2 = 4,
  CUSPARSE_SPMV_SELL_ALG1 = 5
} cusparseSpMVAlg_t;
typedef enum {
  CUSPARSE_SPMM_ALG_DEFAULT = 0,
  CUSPARSE_SPMM_COO_ALG1 = 1,
  CUSPARSE_SPMM_COO_ALG2 = 2,
  CUSPARSE_SPMM_COO_ALG3 = 3,
  CUSPARSE_SPMM_COO_ALG4 = 5,
  CUSPARSE_SPMM_CSR_ALG1 = 4,
  CUSPARSE_SPMM_CSR_ALG2 = 6,
  CUSPARSE_SPMM_CSR_ALG3 = 12
} cusparseSpMMAlg_t;
typedef enum { CUSPARSE_SPSV_ALG_DEFAULT = 0 } cusparseSpSVAlg_t;
typedef enum {
  CUSPARSE_SPARSETODENSE_ALG_DEFAULT = 0
} cusparseSparseToDenseAlg_t;

typedef enum {
  CUSPARSE_DIRECTION_ROW = 0,
  CUSPARSE_DIRECTION_COLUMN = 1
} cusparseDirection_t;
typedef enum {
  CUSPARSE_ACTION_SYMBOLIC = 0,
  CUSPARSE_ACTION_NUMERIC = 1
} cusparseAction_t;
typedef enum {
  CUSPARSE_CSR2CSC_ALG_DEFAULT = 1,
  CUSPARSE_CSR2CSC_ALG1 = 1
} cusparseCsr2CscAlg_t;
typedef enum {
  CUSPARSE_DENSETOSPARSE_ALG_DEFAULT = 0
} cusparseDenseToSparseAlg_t;
typedef enum { CUSPARSE_SDDMM_ALG_DEFAULT = 0 } cusparseSDDMMAlg_t;
typedef enum { CUSPARSE_SPSM_ALG_DEFAULT = 0 } cusparseSpSMAlg_t;
typedef enum {
  CUSPARSE_SPGEMM_DEFAULT = 0,
  CUSPARSE_SPGEMM_CSR_ALG_DETERMINITIC = 1,
  CUSPARSE_SPGEMM_CSR_ALG_NONDETERMINITIC = 2,
  CUSPARSE_SPGEMM_ALG1 = 3,
  CUSPARSE_SPGEMM_ALG2 = 4,
  CUSPARSE_SPGEMM_ALG3 = 5
} cusparseSpGEMMAlg_t;

typedef struct cusparseContext *cusparseHandle_t;
typedef struct cusparseSpVecDescr *cusparseSpVecDescr_t;
typedef struct cusparseSpVecDescr const *cusparseConstSpVecDescr_t;
typedef struct cusparseSpGEMMDescr *cusparseSpGEMMDescr_t;
typedef struct cusparseSpSMDescr *cusparseSpSMDescr_t;

typedef struct cusparseMatDescr *cusparseMatDescr_t;
typedef struct cusparseSpMatDescr *cusparseSpMatDescr_t;
typedef struct cusparseSpMatDescr const *cusparseConstSpMatDescr_t;
typedef struct cusparseDnVecDescr *cusparseDnVecDescr_t;
typedef struct cusparseDnVecDescr const *cusparseConstDnVecDescr_t;
typedef struct cusparseDnMatDescr *cusparseDnMatDescr_t;
typedef struct cusparseDnMatDescr const *cusparseConstDnMatDescr_t;
typedef struct cusparseSpSVDescr *cusparseSpSVDescr_t;

namespace hipify_cpu::cusparse {
inline constexpr ::hipify_cpu::sparse::Dialect Dialect = {
    "cuSPARSE",
    {CUSPARSE_STATUS_SUCCESS, CUSPARSE_STATUS_NOT_INITIALIZED,
     CUSPARSE_STATUS_ALLOC_FAILED, CUSPARSE_STATUS_INVALID_VALUE,
     CUSPARSE_STATUS_EXECUTION_FAILED, CUSPARSE_STATUS_NOT_SUPPORTED,
     CUSPARSE_STATUS_ZERO_PIVOT},
    {CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_TRANSPOSE,
     CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE},
    {CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_INDEX_BASE_ONE},
    {CUSPARSE_INDEX_16U, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_64I},
    {CUSPARSE_ORDER_ROW, CUSPARSE_ORDER_COL},
    {CUSPARSE_FILL_MODE_LOWER, CUSPARSE_FILL_MODE_UPPER},
    {CUSPARSE_DIAG_TYPE_NON_UNIT, CUSPARSE_DIAG_TYPE_UNIT},
    {CUSPARSE_SPMAT_FILL_MODE, CUSPARSE_SPMAT_DIAG_TYPE},
    {CUSPARSE_POINTER_MODE_HOST, CUSPARSE_POINTER_MODE_DEVICE},
    {CUSPARSE_MATRIX_TYPE_GENERAL, CUSPARSE_MATRIX_TYPE_SYMMETRIC,
     CUSPARSE_MATRIX_TYPE_HERMITIAN, CUSPARSE_MATRIX_TYPE_TRIANGULAR},
    {CUSPARSE_DIRECTION_ROW, CUSPARSE_DIRECTION_COLUMN},
    {CUSPARSE_ACTION_SYMBOLIC, CUSPARSE_ACTION_NUMERIC},
    "cusparseSetPointerMode"};
} // namespace hipify_cpu::cusparse

#define HIPIFY_CPU_SP(NAME) cusparse##NAME
#define HIPIFY_CPU_SP_STATUS cusparseStatus_t
#define HIPIFY_CPU_SP_HANDLE cusparseHandle_t
#define HIPIFY_CPU_SP_SPMAT cusparseSpMatDescr_t
#define HIPIFY_CPU_SP_CSPMAT cusparseConstSpMatDescr_t
#define HIPIFY_CPU_SP_DNVEC cusparseDnVecDescr_t
#define HIPIFY_CPU_SP_CDNVEC cusparseConstDnVecDescr_t
#define HIPIFY_CPU_SP_DNMAT cusparseDnMatDescr_t
#define HIPIFY_CPU_SP_CDNMAT cusparseConstDnMatDescr_t
#define HIPIFY_CPU_SP_SPSV cusparseSpSVDescr_t
#define HIPIFY_CPU_SP_MATDESCR cusparseMatDescr_t
#define HIPIFY_CPU_SP_OP cusparseOperation_t
#define HIPIFY_CPU_SP_INDEX cusparseIndexType_t
#define HIPIFY_CPU_SP_BASE cusparseIndexBase_t
#define HIPIFY_CPU_SP_DATA cudaDataType
#define HIPIFY_CPU_SP_ORDER cusparseOrder_t
#define HIPIFY_CPU_SP_ATTR cusparseSpMatAttribute_t
#define HIPIFY_CPU_SP_FILL cusparseFillMode_t
#define HIPIFY_CPU_SP_DIAG cusparseDiagType_t
#define HIPIFY_CPU_SP_MATTYPE cusparseMatrixType_t
#define HIPIFY_CPU_SP_MODE cusparsePointerMode_t
#define HIPIFY_CPU_SP_SPVEC cusparseSpVecDescr_t
#define HIPIFY_CPU_SP_CSPVEC cusparseConstSpVecDescr_t
#define HIPIFY_CPU_SP_SPGEMM cusparseSpGEMMDescr_t
#define HIPIFY_CPU_SP_SPSM cusparseSpSMDescr_t
#define HIPIFY_CPU_SP_DIR cusparseDirection_t
#define HIPIFY_CPU_SP_ACTION cusparseAction_t
#define HIPIFY_CPU_SP_COMPLEX cuComplex
#define HIPIFY_CPU_SP_DOUBLE_COMPLEX cuDoubleComplex
#define HIPIFY_CPU_SP_STREAM cudaStream_t
#define HIPIFY_CPU_SP_D ::hipify_cpu::cusparse::Dialect
#include "hipify_cpu/sparse_api.h"

inline const char *cusparseGetErrorName(cusparseStatus_t status) {
  switch (status) {
#define HIPIFY_CPU_NAME(S)                                                     \
  case S:                                                                      \
    return #S;
    HIPIFY_CPU_NAME(CUSPARSE_STATUS_SUCCESS)
    HIPIFY_CPU_NAME(CUSPARSE_STATUS_NOT_INITIALIZED)
    HIPIFY_CPU_NAME(CUSPARSE_STATUS_ALLOC_FAILED)
    HIPIFY_CPU_NAME(CUSPARSE_STATUS_INVALID_VALUE)
    HIPIFY_CPU_NAME(CUSPARSE_STATUS_ARCH_MISMATCH)
    HIPIFY_CPU_NAME(CUSPARSE_STATUS_MAPPING_ERROR)
    HIPIFY_CPU_NAME(CUSPARSE_STATUS_EXECUTION_FAILED)
    HIPIFY_CPU_NAME(CUSPARSE_STATUS_INTERNAL_ERROR)
    HIPIFY_CPU_NAME(CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED)
    HIPIFY_CPU_NAME(CUSPARSE_STATUS_ZERO_PIVOT)
    HIPIFY_CPU_NAME(CUSPARSE_STATUS_NOT_SUPPORTED)
    HIPIFY_CPU_NAME(CUSPARSE_STATUS_INSUFFICIENT_RESOURCES)
#undef HIPIFY_CPU_NAME
  }
  return "CUSPARSE_STATUS_UNKNOWN";
}
inline const char *cusparseGetErrorString(cusparseStatus_t status) {
  return cusparseGetErrorName(status);
}
inline cusparseStatus_t cusparseGetVersion(cusparseHandle_t, int *version) {
  *version = CUSPARSE_VERSION;
  return CUSPARSE_STATUS_SUCCESS;
}

#endif
