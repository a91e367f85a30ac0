//===- hipsparse/hipsparse.h - hipSPARSE on the CPU runner ----------------===//
//
// hipSPARSE's generic API and legacy matrix descriptors, with hipSPARSE's
// enum values (hipSPARSE 6.2's: HIPSPARSE_ORDER_ROW is 2 as cuSPARSE's, 0 in
// Debian's 5.2; HIPSPARSE_CSR2CSC_ALG_DEFAULT 0 where cuSPARSE's is 1), over the
// same sparse routines as cuSPARSE's (sparse.h).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_HIPSPARSE_H
#define HIPIFY_CPU_HIPSPARSE_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_hipsparse_hipsparse_h
#include "hipify_cpu/header_macros.h"

#include "hip/hip_complex.h"
#include "hip/hip_runtime.h"
#include "hip/library_types.h"
#include "hipify_cpu/sparse.h"
#include <cstdint>

#define hipsparseVersionMajor 3
#define hipsparseVersionMinor 1
#define hipsparseVersionPatch 0

typedef enum {
  HIPSPARSE_STATUS_SUCCESS = 0,
  HIPSPARSE_STATUS_NOT_INITIALIZED = 1,
  HIPSPARSE_STATUS_ALLOC_FAILED = 2,
  HIPSPARSE_STATUS_INVALID_VALUE = 3,
  HIPSPARSE_STATUS_ARCH_MISMATCH = 4,
  HIPSPARSE_STATUS_MAPPING_ERROR = 5,
  HIPSPARSE_STATUS_EXECUTION_FAILED = 6,
  HIPSPARSE_STATUS_INTERNAL_ERROR = 7,
  HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8,
  HIPSPARSE_STATUS_ZERO_PIVOT = 9,
  HIPSPARSE_STATUS_NOT_SUPPORTED = 10,
  HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES = 11
} hipsparseStatus_t;
typedef enum {
  HIPSPARSE_POINTER_MODE_HOST = 0,
  HIPSPARSE_POINTER_MODE_DEVICE = 1
} hipsparsePointerMode_t;
typedef enum {
  HIPSPARSE_MATRIX_TYPE_GENERAL = 0,
  HIPSPARSE_MATRIX_TYPE_SYMMETRIC = 1,
  HIPSPARSE_MATRIX_TYPE_HERMITIAN = 2,
  HIPSPARSE_MATRIX_TYPE_TRIANGULAR = 3
} hipsparseMatrixType_t;
typedef enum {
  HIPSPARSE_FILL_MODE_LOWER = 0,
  HIPSPARSE_FILL_MODE_UPPER = 1
} hipsparseFillMode_t;
typedef enum {
  HIPSPARSE_DIAG_TYPE_NON_UNIT = 0,
  HIPSPARSE_DIAG_TYPE_UNIT = 1
} hipsparseDiagType_t;
typedef enum {
  HIPSPARSE_INDEX_BASE_ZERO = 0,
  HIPSPARSE_INDEX_BASE_ONE = 1
} hipsparseIndexBase_t;
typedef enum {
  HIPSPARSE_OPERATION_NON_TRANSPOSE = 0,
  HIPSPARSE_OPERATION_TRANSPOSE = 1,
  HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE = 2
} hipsparseOperation_t;
typedef enum {
  HIPSPARSE_FORMAT_CSR = 1,
  HIPSPARSE_FORMAT_CSC = 2,
  HIPSPARSE_FORMAT_COO = 3,
  HIPSPARSE_FORMAT_COO_AOS = 4,
  HIPSPARSE_FORMAT_BLOCKED_ELL = 5
} hipsparseFormat_t;
typedef enum {
  HIPSPARSE_ORDER_COLUMN = 1,
  HIPSPARSE_ORDER_COL = 1,
  HIPSPARSE_ORDER_ROW = 2
} hipsparseOrder_t;
typedef enum {
  HIPSPARSE_INDEX_16U = 1,
  HIPSPARSE_INDEX_32I = 2,
  HIPSPARSE_INDEX_64I = 3
} hipsparseIndexType_t;
typedef enum {
  HIPSPARSE_SPMAT_FILL_MODE = 0,
  HIPSPARSE_SPMAT_DIAG_TYPE = 1
} hipsparseSpMatAttribute_t;
typedef enum {
  HIPSPARSE_MV_ALG_DEFAULT = 0,
  HIPSPARSE_COOMV_ALG = 1,
  HIPSPARSE_CSRMV_ALG1 = 2,
  HIPSPARSE_CSRMV_ALG2 = 3,
  HIPSPARSE_SPMV_ALG_DEFAULT = 4,
  HIPSPARSE_SPMV_COO_ALG1 = 5,
  HIPSPARSE_SPMV_COO_ALG2 = 6,
  HIPSPARSE_SPMV_CSR_ALG1 = 7,
  HIPSPARSE_SPMV_CSR_ALG2 = 8
} hipsparseSpMVAlg_t;
typedef enum {
  HIPSPARSE_MM_ALG_DEFAULT = 0,
  HIPSPARSE_COOMM_ALG1 = 1,
  HIPSPARSE_COOMM_ALG2 = 2,
  HIPSPARSE_COOMM_ALG3 = 3,
  HIPSPARSE_CSRMM_ALG1 = 4,
  HIPSPARSE_SPMM_ALG_DEFAULT = 5,
  HIPSPARSE_SPMM_COO_ALG1 = 6,
  HIPSPARSE_SPMM_COO_ALG2 = 7,
  HIPSPARSE_SPMM_COO_ALG3 = 8,
  HIPSPARSE_SPMM_COO_ALG4 = 9,
  HIPSPARSE_SPMM_CSR_ALG1 = 10,
  HIPSPARSE_SPMM_CSR_ALG2 = 11,
  HIPSPARSE_SPMM_CSR_ALG3 = 12
} hipsparseSpMMAlg_t;
typedef enum { HIPSPARSE_SPSV_ALG_DEFAULT = 0 } hipsparseSpSVAlg_t;
typedef enum {
  HIPSPARSE_SPARSETODENSE_ALG_DEFAULT = 0
} hipsparseSparseToDenseAlg_t;

typedef enum {
  HIPSPARSE_DIRECTION_ROW = 0,
  HIPSPARSE_DIRECTION_COLUMN = 1
} hipsparseDirection_t;
typedef enum {
  HIPSPARSE_ACTION_SYMBOLIC = 0,
  HIPSPARSE_ACTION_NUMERIC = 1
} hipsparseAction_t;
typedef enum {
  HIPSPARSE_CSR2CSC_ALG_DEFAULT = 0,
  HIPSPARSE_CSR2CSC_ALG1 = 1,
  HIPSPARSE_CSR2CSC_ALG2 = 2
} hipsparseCsr2CscAlg_t;
typedef enum {
  HIPSPARSE_DENSETOSPARSE_ALG_DEFAULT = 0
} hipsparseDenseToSparseAlg_t;
typedef enum { HIPSPARSE_SDDMM_ALG_DEFAULT = 0 } hipsparseSDDMMAlg_t;
typedef enum { HIPSPARSE_SPSM_ALG_DEFAULT = 0 } hipsparseSpSMAlg_t;
typedef enum {
  HIPSPARSE_SPGEMM_DEFAULT = 0,
  HIPSPARSE_SPGEMM_CSR_ALG_DETERMINISTIC = 1,
  HIPSPARSE_SPGEMM_CSR_ALG_NONDETERMINISTIC = 2,
  HIPSPARSE_SPGEMM_ALG1 = 3,
  HIPSPARSE_SPGEMM_ALG2 = 4,
  HIPSPARSE_SPGEMM_ALG3 = 5
} hipsparseSpGEMMAlg_t;

typedef void *hipsparseHandle_t;
typedef void *hipsparseSpVecDescr_t;
typedef void const *hipsparseConstSpVecDescr_t;
typedef struct hipsparseSpGEMMDescr *hipsparseSpGEMMDescr_t;
typedef struct hipsparseSpSMDescr *hipsparseSpSMDescr_t;

typedef struct hipsparseMatDescr_st *hipsparseMatDescr_t;
typedef void *hipsparseSpMatDescr_t;
typedef const void *hipsparseConstSpMatDescr_t;
typedef void *hipsparseDnVecDescr_t;
typedef const void *hipsparseConstDnVecDescr_t;
typedef void *hipsparseDnMatDescr_t;
typedef const void *hipsparseConstDnMatDescr_t;
struct hipsparseSpSVDescr;
typedef struct hipsparseSpSVDescr *hipsparseSpSVDescr_t;

namespace hipify_cpu::hipsparse {
inline constexpr ::hipify_cpu::sparse::Dialect Dialect = {
    "hipSPARSE",
    {HIPSPARSE_STATUS_SUCCESS, HIPSPARSE_STATUS_NOT_INITIALIZED,
     HIPSPARSE_STATUS_ALLOC_FAILED, HIPSPARSE_STATUS_INVALID_VALUE,
     HIPSPARSE_STATUS_EXECUTION_FAILED, HIPSPARSE_STATUS_NOT_SUPPORTED,
     HIPSPARSE_STATUS_ZERO_PIVOT},
    {HIPSPARSE_OPERATION_NON_TRANSPOSE, HIPSPARSE_OPERATION_TRANSPOSE,
     HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE},
    {HIPSPARSE_INDEX_BASE_ZERO, HIPSPARSE_INDEX_BASE_ONE},
    {HIPSPARSE_INDEX_16U, HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_64I},
    {HIPSPARSE_ORDER_ROW, HIPSPARSE_ORDER_COLUMN},
    {HIPSPARSE_FILL_MODE_LOWER, HIPSPARSE_FILL_MODE_UPPER},
    {HIPSPARSE_DIAG_TYPE_NON_UNIT, HIPSPARSE_DIAG_TYPE_UNIT},
    {HIPSPARSE_SPMAT_FILL_MODE, HIPSPARSE_SPMAT_DIAG_TYPE},
    {HIPSPARSE_POINTER_MODE_HOST, HIPSPARSE_POINTER_MODE_DEVICE},
    {HIPSPARSE_MATRIX_TYPE_GENERAL, HIPSPARSE_MATRIX_TYPE_SYMMETRIC,
     HIPSPARSE_MATRIX_TYPE_HERMITIAN, HIPSPARSE_MATRIX_TYPE_TRIANGULAR},
    {HIPSPARSE_DIRECTION_ROW, HIPSPARSE_DIRECTION_COLUMN},
    {HIPSPARSE_ACTION_SYMBOLIC, HIPSPARSE_ACTION_NUMERIC},
    "hipsparseSetPointerMode"};
} // namespace hipify_cpu::hipsparse

#define HIPIFY_CPU_SP(NAME) hipsparse##NAME
#define HIPIFY_CPU_SP_STATUS hipsparseStatus_t
#define HIPIFY_CPU_SP_HANDLE hipsparseHandle_t
#define HIPIFY_CPU_SP_SPMAT hipsparseSpMatDescr_t
#define HIPIFY_CPU_SP_CSPMAT hipsparseConstSpMatDescr_t
#define HIPIFY_CPU_SP_DNVEC hipsparseDnVecDescr_t
#define HIPIFY_CPU_SP_CDNVEC hipsparseConstDnVecDescr_t
#define HIPIFY_CPU_SP_DNMAT hipsparseDnMatDescr_t
#define HIPIFY_CPU_SP_CDNMAT hipsparseConstDnMatDescr_t
#define HIPIFY_CPU_SP_SPSV hipsparseSpSVDescr_t
#define HIPIFY_CPU_SP_MATDESCR hipsparseMatDescr_t
#define HIPIFY_CPU_SP_OP hipsparseOperation_t
#define HIPIFY_CPU_SP_INDEX hipsparseIndexType_t
#define HIPIFY_CPU_SP_BASE hipsparseIndexBase_t
#define HIPIFY_CPU_SP_DATA hipDataType
#define HIPIFY_CPU_SP_ORDER hipsparseOrder_t
#define HIPIFY_CPU_SP_ATTR hipsparseSpMatAttribute_t
#define HIPIFY_CPU_SP_FILL hipsparseFillMode_t
#define HIPIFY_CPU_SP_DIAG hipsparseDiagType_t
#define HIPIFY_CPU_SP_MATTYPE hipsparseMatrixType_t
#define HIPIFY_CPU_SP_MODE hipsparsePointerMode_t
#define HIPIFY_CPU_SP_SPVEC hipsparseSpVecDescr_t
#define HIPIFY_CPU_SP_CSPVEC hipsparseConstSpVecDescr_t
#define HIPIFY_CPU_SP_SPGEMM hipsparseSpGEMMDescr_t
#define HIPIFY_CPU_SP_SPSM hipsparseSpSMDescr_t
#define HIPIFY_CPU_SP_DIR hipsparseDirection_t
#define HIPIFY_CPU_SP_ACTION hipsparseAction_t
#define HIPIFY_CPU_SP_COMPLEX hipFloatComplex
#define HIPIFY_CPU_SP_DOUBLE_COMPLEX hipDoubleComplex
#define HIPIFY_CPU_SP_SPSM_SOLVE_BUFFER
#define HIPIFY_CPU_SP_STREAM hipStream_t
#define HIPIFY_CPU_SP_D ::hipify_cpu::hipsparse::Dialect
#include "hipify_cpu/sparse_api.h"

inline const char *hipsparseGetErrorName(hipsparseStatus_t status) {
  switch (status) {
#define HIPIFY_CPU_NAME(S)                                                     \
  case S:                                                                      \
    return #S;
    HIPIFY_CPU_NAME(HIPSPARSE_STATUS_SUCCESS)
    HIPIFY_CPU_NAME(HIPSPARSE_STATUS_NOT_INITIALIZED)
    HIPIFY_CPU_NAME(HIPSPARSE_STATUS_ALLOC_FAILED)
    HIPIFY_CPU_NAME(HIPSPARSE_STATUS_INVALID_VALUE)
    HIPIFY_CPU_NAME(HIPSPARSE_STATUS_ARCH_MISMATCH)
    HIPIFY_CPU_NAME(HIPSPARSE_STATUS_MAPPING_ERROR)
    HIPIFY_CPU_NAME(HIPSPARSE_STATUS_EXECUTION_FAILED)
    HIPIFY_CPU_NAME(HIPSPARSE_STATUS_INTERNAL_ERROR)
    HIPIFY_CPU_NAME(HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED)
    HIPIFY_CPU_NAME(HIPSPARSE_STATUS_ZERO_PIVOT)
    HIPIFY_CPU_NAME(HIPSPARSE_STATUS_NOT_SUPPORTED)
    HIPIFY_CPU_NAME(HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES)
#undef HIPIFY_CPU_NAME
  }
  return "HIPSPARSE_STATUS_UNKNOWN";
}
inline const char *hipsparseGetErrorString(hipsparseStatus_t status) {
  return hipsparseGetErrorName(status);
}
inline hipsparseStatus_t hipsparseGetVersion(hipsparseHandle_t, int *version) {
  *version = hipsparseVersionMajor * 100000 + hipsparseVersionMinor * 100 +
             hipsparseVersionPatch;
  return HIPSPARSE_STATUS_SUCCESS;
}

#endif
