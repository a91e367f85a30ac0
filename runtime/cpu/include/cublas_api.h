//===- cublas_api.h - cuBLAS on the CPU runner ----------------------------===//
//
// cuBLAS's names, types and enum values over the runner's BLAS (blas.h),
// which computes on the host with OpenBLAS (docs/cpu-runner.md,
// "Libraries"). cublas_v2.h includes this and names the _v2 routines the
// way programs call them.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_CUBLAS_API_H
#define HIPIFY_CPU_CUBLAS_API_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_cublas_api_h
#include "hipify_cpu/header_macros.h"

#include "cuComplex.h"
#include "cuda_fp16.h"
#include "cuda_runtime.h"
#include "hipify_cpu/blas_shapes.h"
#include "library_types.h"
#include <cstdint>

#define CUBLAS_VER_MAJOR 13
#define CUBLAS_VER_MINOR 0
#define CUBLAS_VER_PATCH 0
#define CUBLAS_VERSION                                                         \
  (CUBLAS_VER_MAJOR * 10000 + CUBLAS_VER_MINOR * 100 + CUBLAS_VER_PATCH)

typedef enum {
  CUBLAS_STATUS_SUCCESS = 0,
  CUBLAS_STATUS_NOT_INITIALIZED = 1,
  CUBLAS_STATUS_ALLOC_FAILED = 3,
  CUBLAS_STATUS_INVALID_VALUE = 7,
  CUBLAS_STATUS_ARCH_MISMATCH = 8,
  CUBLAS_STATUS_MAPPING_ERROR = 11,
  CUBLAS_STATUS_EXECUTION_FAILED = 13,
  CUBLAS_STATUS_INTERNAL_ERROR = 14,
  CUBLAS_STATUS_NOT_SUPPORTED = 15,
  CUBLAS_STATUS_LICENSE_ERROR = 16
} cublasStatus_t;
typedef enum {
  CUBLAS_FILL_MODE_LOWER = 0,
  CUBLAS_FILL_MODE_UPPER = 1,
  CUBLAS_FILL_MODE_FULL = 2
} cublasFillMode_t;
typedef enum { CUBLAS_DIAG_NON_UNIT = 0, CUBLAS_DIAG_UNIT = 1 } cublasDiagType_t;
typedef enum { CUBLAS_SIDE_LEFT = 0, CUBLAS_SIDE_RIGHT = 1 } cublasSideMode_t;
typedef enum {
  CUBLAS_OP_N = 0,
  CUBLAS_OP_T = 1,
  CUBLAS_OP_C = 2,
  CUBLAS_OP_HERMITAN = 2,
  CUBLAS_OP_CONJG = 3
} cublasOperation_t;
typedef enum {
  CUBLAS_POINTER_MODE_HOST = 0,
  CUBLAS_POINTER_MODE_DEVICE = 1
} cublasPointerMode_t;
typedef enum {
  CUBLAS_ATOMICS_NOT_ALLOWED = 0,
  CUBLAS_ATOMICS_ALLOWED = 1
} cublasAtomicsMode_t;
typedef enum {
  CUBLAS_GEMM_DFALT = -1,
  CUBLAS_GEMM_DEFAULT = -1,
  CUBLAS_GEMM_ALGO0 = 0,
  CUBLAS_GEMM_ALGO1 = 1,
  CUBLAS_GEMM_ALGO2 = 2,
  CUBLAS_GEMM_ALGO3 = 3,
  CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99,
  CUBLAS_GEMM_DFALT_TENSOR_OP = 99,
  CUBLAS_GEMM_ALGO0_TENSOR_OP = 100
} cublasGemmAlgo_t;
typedef enum {
  CUBLAS_DEFAULT_MATH = 0,
  CUBLAS_TENSOR_OP_MATH = 1,
  CUBLAS_PEDANTIC_MATH = 2,
  CUBLAS_TF32_TENSOR_OP_MATH = 3,
  CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION = 16
} cublasMath_t;
typedef enum {
  CUBLAS_COMPUTE_16F = 64,
  CUBLAS_COMPUTE_16F_PEDANTIC = 65,
  CUBLAS_COMPUTE_32F = 68,
  CUBLAS_COMPUTE_32F_PEDANTIC = 69,
  CUBLAS_COMPUTE_32F_FAST_16F = 74,
  CUBLAS_COMPUTE_32F_FAST_16BF = 75,
  CUBLAS_COMPUTE_32F_FAST_TF32 = 77,
  CUBLAS_COMPUTE_64F = 70,
  CUBLAS_COMPUTE_64F_PEDANTIC = 71,
  CUBLAS_COMPUTE_32I = 72,
  CUBLAS_COMPUTE_32I_PEDANTIC = 73
} cublasComputeType_t;
typedef cudaDataType cublasDataType_t;

struct cublasContext;
typedef struct cublasContext *cublasHandle_t;

namespace hipify_cpu::cublas {
inline constexpr ::hipify_cpu::blas::Dialect Dialect = {
    "cuBLAS",
    {CUBLAS_OP_N, CUBLAS_OP_T, CUBLAS_OP_C},
    {CUBLAS_FILL_MODE_UPPER, CUBLAS_FILL_MODE_LOWER, CUBLAS_FILL_MODE_FULL},
    {CUBLAS_DIAG_NON_UNIT, CUBLAS_DIAG_UNIT},
    {CUBLAS_SIDE_LEFT, CUBLAS_SIDE_RIGHT},
    {CUBLAS_POINTER_MODE_HOST, CUBLAS_POINTER_MODE_DEVICE},
    {CUBLAS_STATUS_SUCCESS, CUBLAS_STATUS_NOT_INITIALIZED,
     CUBLAS_STATUS_INVALID_VALUE, CUBLAS_STATUS_INVALID_VALUE,
     CUBLAS_STATUS_INVALID_VALUE, CUBLAS_STATUS_NOT_SUPPORTED,
     CUBLAS_STATUS_ALLOC_FAILED, CUBLAS_STATUS_EXECUTION_FAILED},
    "cublasSetPointerMode"};

inline ::hipify_cpu::blas::DataType dataType(int T) {
  using ::hipify_cpu::blas::DataType;
  switch (T) {
  case CUDA_R_16F:
    return DataType::F16;
  case CUDA_R_16BF:
    return DataType::BF16;
  case CUDA_R_32F:
    return DataType::F32;
  case CUDA_R_64F:
    return DataType::F64;
  case CUDA_C_32F:
    return DataType::C32;
  case CUDA_C_64F:
    return DataType::C64;
  case CUDA_R_8I:
    return DataType::I8;
  case CUDA_R_8U:
    return DataType::U8;
  case CUDA_R_32I:
    return DataType::I32;
  case CUDA_R_32U:
    return DataType::U32;
  default:
    return DataType::Invalid;
  }
}
/// A cublasComputeType_t, or (older code) the cudaDataType of the
/// accumulation.
inline ::hipify_cpu::blas::Accumulate accumulate(int C) {
  using ::hipify_cpu::blas::Accumulate;
  switch (C) {
  case CUBLAS_COMPUTE_16F:
  case CUBLAS_COMPUTE_16F_PEDANTIC:
  case CUDA_R_16F:
    return Accumulate::F16;
  case CUBLAS_COMPUTE_32F:
  case CUBLAS_COMPUTE_32F_PEDANTIC:
  case CUBLAS_COMPUTE_32F_FAST_16F:
  case CUBLAS_COMPUTE_32F_FAST_16BF:
  case CUBLAS_COMPUTE_32F_FAST_TF32:
  case CUDA_R_32F:
  case CUDA_C_32F:
    return Accumulate::F32;
  case CUBLAS_COMPUTE_64F:
  case CUBLAS_COMPUTE_64F_PEDANTIC:
  case CUDA_R_64F:
  case CUDA_C_64F:
    return Accumulate::F64;
  case CUBLAS_COMPUTE_32I:
  case CUBLAS_COMPUTE_32I_PEDANTIC:
  case CUDA_R_32I:
    return Accumulate::I32;
  default:
    return Accumulate::Invalid;
  }
}
} // namespace hipify_cpu::cublas

#define HIPIFY_CPU_BLAS_STATUS cublasStatus_t
#define HIPIFY_CPU_BLAS_HANDLE cublasHandle_t
#define HIPIFY_CPU_BLAS_OP cublasOperation_t
#define HIPIFY_CPU_BLAS_FILL cublasFillMode_t
#define HIPIFY_CPU_BLAS_DIAG cublasDiagType_t
#define HIPIFY_CPU_BLAS_SIDE cublasSideMode_t
#define HIPIFY_CPU_BLAS_STRIDE long long int
#define HIPIFY_CPU_BLAS_D ::hipify_cpu::cublas::Dialect

// --- Handles, modes, streams ----------------------------------------------

#define HIPIFY_CPU_CUBLAS_HANDLE(handle)                                       \
  reinterpret_cast<::hipify_cpu::blas::Handle *>(handle)
inline cublasStatus_t cublasCreate_v2(cublasHandle_t *handle) {
  return cublasStatus_t(::hipify_cpu::blas::create(
      HIPIFY_CPU_BLAS_D,
      reinterpret_cast<::hipify_cpu::blas::Handle **>(handle)));
}
inline cublasStatus_t cublasDestroy_v2(cublasHandle_t handle) {
  return cublasStatus_t(::hipify_cpu::blas::destroy(
      HIPIFY_CPU_BLAS_D, HIPIFY_CPU_CUBLAS_HANDLE(handle)));
}
inline cublasStatus_t cublasGetVersion_v2(cublasHandle_t, int *version) {
  *version = CUBLAS_VERSION;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasGetProperty(libraryPropertyType type, int *value) {
  *value = type == MAJOR_VERSION   ? CUBLAS_VER_MAJOR
           : type == MINOR_VERSION ? CUBLAS_VER_MINOR
                                   : CUBLAS_VER_PATCH;
  return CUBLAS_STATUS_SUCCESS;
}
inline size_t cublasGetCudartVersion(void) { return CUDART_VERSION; }
inline cublasStatus_t cublasSetStream_v2(cublasHandle_t handle,
                                         cudaStream_t stream) {
  return cublasStatus_t(::hipify_cpu::blas::set_stream(
      HIPIFY_CPU_BLAS_D, HIPIFY_CPU_CUBLAS_HANDLE(handle), stream));
}
inline cublasStatus_t cublasGetStream_v2(cublasHandle_t handle,
                                         cudaStream_t *stream) {
  const void *S = nullptr;
  int R = ::hipify_cpu::blas::get_stream(HIPIFY_CPU_BLAS_D,
                                         HIPIFY_CPU_CUBLAS_HANDLE(handle), &S);
  if (R == CUBLAS_STATUS_SUCCESS && stream)
    *stream = static_cast<cudaStream_t>(const_cast<void *>(S));
  return cublasStatus_t(R);
}
inline cublasStatus_t cublasSetPointerMode_v2(cublasHandle_t handle,
                                              cublasPointerMode_t mode) {
  return cublasStatus_t(::hipify_cpu::blas::set_pointer_mode(
      HIPIFY_CPU_BLAS_D, HIPIFY_CPU_CUBLAS_HANDLE(handle), mode));
}
inline cublasStatus_t cublasGetPointerMode_v2(cublasHandle_t handle,
                                              cublasPointerMode_t *mode) {
  return cublasStatus_t(::hipify_cpu::blas::get_pointer_mode(
      HIPIFY_CPU_BLAS_D, HIPIFY_CPU_CUBLAS_HANDLE(handle),
      reinterpret_cast<int *>(mode)));
}
inline cublasStatus_t cublasSetMathMode(cublasHandle_t handle,
                                        cublasMath_t mode) {
  return cublasStatus_t(::hipify_cpu::blas::set_mode(
      HIPIFY_CPU_BLAS_D, HIPIFY_CPU_CUBLAS_HANDLE(handle), 0, mode));
}
inline cublasStatus_t cublasGetMathMode(cublasHandle_t handle,
                                        cublasMath_t *mode) {
  return cublasStatus_t(::hipify_cpu::blas::get_mode(
      HIPIFY_CPU_BLAS_D, HIPIFY_CPU_CUBLAS_HANDLE(handle), 0,
      reinterpret_cast<int *>(mode)));
}
inline cublasStatus_t cublasSetAtomicsMode(cublasHandle_t handle,
                                           cublasAtomicsMode_t mode) {
  return cublasStatus_t(::hipify_cpu::blas::set_mode(
      HIPIFY_CPU_BLAS_D, HIPIFY_CPU_CUBLAS_HANDLE(handle), 1, mode));
}
inline cublasStatus_t cublasGetAtomicsMode(cublasHandle_t handle,
                                           cublasAtomicsMode_t *mode) {
  return cublasStatus_t(::hipify_cpu::blas::get_mode(
      HIPIFY_CPU_BLAS_D, HIPIFY_CPU_CUBLAS_HANDLE(handle), 1,
      reinterpret_cast<int *>(mode)));
}
inline cublasStatus_t cublasSetWorkspace_v2(cublasHandle_t handle,
                                            void *workspace, size_t bytes) {
  return cublasStatus_t(::hipify_cpu::blas::set_workspace(
      HIPIFY_CPU_BLAS_D, HIPIFY_CPU_CUBLAS_HANDLE(handle), workspace, bytes));
}
inline const char *cublasGetStatusName(cublasStatus_t status) {
  switch (status) {
#define HIPIFY_CPU_NAME(S)                                                     \
  case S:                                                                      \
    return #S;
    HIPIFY_CPU_NAME(CUBLAS_STATUS_SUCCESS)
    HIPIFY_CPU_NAME(CUBLAS_STATUS_NOT_INITIALIZED)
    HIPIFY_CPU_NAME(CUBLAS_STATUS_ALLOC_FAILED)
    HIPIFY_CPU_NAME(CUBLAS_STATUS_INVALID_VALUE)
    HIPIFY_CPU_NAME(CUBLAS_STATUS_ARCH_MISMATCH)
    HIPIFY_CPU_NAME(CUBLAS_STATUS_MAPPING_ERROR)
    HIPIFY_CPU_NAME(CUBLAS_STATUS_EXECUTION_FAILED)
    HIPIFY_CPU_NAME(CUBLAS_STATUS_INTERNAL_ERROR)
    HIPIFY_CPU_NAME(CUBLAS_STATUS_NOT_SUPPORTED)
    HIPIFY_CPU_NAME(CUBLAS_STATUS_LICENSE_ERROR)
#undef HIPIFY_CPU_NAME
  }
  return "CUBLAS_STATUS_UNKNOWN";
}
inline const char *cublasGetStatusString(cublasStatus_t status) {
  return cublasGetStatusName(status);
}

// --- Copies between host and device ------------------------------------------

inline cublasStatus_t cublasSetVector(int n, int elemSize, const void *x,
                                      int incx, void *y, int incy) {
  return cublasStatus_t(::hipify_cpu::blas::copy_vector(
      HIPIFY_CPU_BLAS_D, "cublasSetVector", n, elemSize, x, incx, y, incy,
      true, nullptr));
}
inline cublasStatus_t cublasGetVector(int n, int elemSize, const void *x,
                                      int incx, void *y, int incy) {
  return cublasStatus_t(::hipify_cpu::blas::copy_vector(
      HIPIFY_CPU_BLAS_D, "cublasGetVector", n, elemSize, x, incx, y, incy,
      false, nullptr));
}
inline cublasStatus_t cublasSetMatrix(int rows, int cols, int elemSize,
                                      const void *A, int lda, void *B,
                                      int ldb) {
  return cublasStatus_t(::hipify_cpu::blas::copy_matrix(
      HIPIFY_CPU_BLAS_D, "cublasSetMatrix", rows, cols, elemSize, A, lda, B,
      ldb, true, nullptr));
}
inline cublasStatus_t cublasGetMatrix(int rows, int cols, int elemSize,
                                      const void *A, int lda, void *B,
                                      int ldb) {
  return cublasStatus_t(::hipify_cpu::blas::copy_matrix(
      HIPIFY_CPU_BLAS_D, "cublasGetMatrix", rows, cols, elemSize, A, lda, B,
      ldb, false, nullptr));
}
inline cublasStatus_t cublasSetVectorAsync(int n, int elemSize,
                                           const void *x, int incx, void *y,
                                           int incy, cudaStream_t stream) {
  return cublasStatus_t(::hipify_cpu::blas::copy_vector(
      HIPIFY_CPU_BLAS_D, "cublasSetVectorAsync", n, elemSize, x, incx, y,
      incy, true, stream));
}
inline cublasStatus_t cublasGetVectorAsync(int n, int elemSize,
                                           const void *x, int incx, void *y,
                                           int incy, cudaStream_t stream) {
  return cublasStatus_t(::hipify_cpu::blas::copy_vector(
      HIPIFY_CPU_BLAS_D, "cublasGetVectorAsync", n, elemSize, x, incx, y,
      incy, false, stream));
}
inline cublasStatus_t cublasSetMatrixAsync(int rows, int cols, int elemSize,
                                           const void *A, int lda, void *B,
                                           int ldb, cudaStream_t stream) {
  return cublasStatus_t(::hipify_cpu::blas::copy_matrix(
      HIPIFY_CPU_BLAS_D, "cublasSetMatrixAsync", rows, cols, elemSize, A,
      lda, B, ldb, true, stream));
}
inline cublasStatus_t cublasGetMatrixAsync(int rows, int cols, int elemSize,
                                           const void *A, int lda, void *B,
                                           int ldb, cudaStream_t stream) {
  return cublasStatus_t(::hipify_cpu::blas::copy_matrix(
      HIPIFY_CPU_BLAS_D, "cublasGetMatrixAsync", rows, cols, elemSize, A,
      lda, B, ldb, false, stream));
}

// --- The routines -------------------------------------------------------------

#define HIPIFY_CPU_BLAS_WHERE_ALL(X) X
#define HIPIFY_CPU_BLAS_WHERE_CU_HIP(X) X
#define HIPIFY_CPU_BLAS_WHERE_HIP_ROC(X)
#define HIPIFY_CPU_BLAS_V2_1(SHAPE, Name, ...)                                 \
  HIPIFY_CPU_BLAS_SHAPE_##SHAPE(cublas##Name##_v2, __VA_ARGS__)
#define HIPIFY_CPU_BLAS_V2_0(SHAPE, Name, ...)
#define HIPIFY_CPU_BLAS_ROUTINE(SHAPE, V2, WHERE, Name, name, ...)             \
  HIPIFY_CPU_BLAS_WHERE_##WHERE(                                               \
      HIPIFY_CPU_BLAS_SHAPE_##SHAPE(cublas##Name, __VA_ARGS__)                 \
          HIPIFY_CPU_BLAS_V2_##V2(SHAPE, Name, __VA_ARGS__))
#include "hipify_cpu/blas_routines.def"
#undef HIPIFY_CPU_BLAS_ROUTINE
#undef HIPIFY_CPU_BLAS_V2_0
#undef HIPIFY_CPU_BLAS_V2_1
#undef HIPIFY_CPU_BLAS_WHERE_ALL
#undef HIPIFY_CPU_BLAS_WHERE_CU_HIP
#undef HIPIFY_CPU_BLAS_WHERE_HIP_ROC

// --- Mixed precision ------------------------------------------------------

namespace hipify_cpu::cublas {
inline cublasStatus_t gemmEx(const char *Api, cublasHandle_t handle,
                             cublasOperation_t transa,
                             cublasOperation_t transb, int m, int n, int k,
                             const void *alpha, const void *A, int Atype,
                             int lda, long long strideA, const void *B,
                             int Btype, int ldb, long long strideB,
                             const void *beta, const void *C, int Ctype,
                             int ldc, long long strideC, int batchCount,
                             bool pointers, int computeType) {
  ::hipify_cpu::blas::GemmExArguments G{
      transa,          transb,        m,          n,      k,
      alpha,           A,             dataType(Atype),     lda,
      strideA,         B,             dataType(Btype),     ldb,
      strideB,         beta,          const_cast<void *>(C), dataType(Ctype),
      ldc,             strideC,       batchCount, pointers,
      accumulate(computeType)};
  return cublasStatus_t(::hipify_cpu::blas::gemm_ex(
      Dialect, Api, HIPIFY_CPU_CUBLAS_HANDLE(handle), G));
}
} // namespace hipify_cpu::cublas

/// dotEx and dotcEx (cudaDataType for the data, the result and the
/// execution).
#define HIPIFY_CPU_CUBLAS_DOT_EX(NAME, CONJ)                                   \
  inline cublasStatus_t NAME(cublasHandle_t handle, int n, const void *x,      \
                             cudaDataType xType, int incx, const void *y,      \
                             cudaDataType yType, int incy, void *result,       \
                             cudaDataType resultType,                          \
                             cudaDataType executionType) {                     \
    using ::hipify_cpu::cublas::dataType;                                      \
    return cublasStatus_t(::hipify_cpu::blas::dot_ex(                          \
        ::hipify_cpu::cublas::Dialect, #NAME,                                  \
        HIPIFY_CPU_CUBLAS_HANDLE(handle), n, x, dataType(xType), incx, y,      \
        dataType(yType), incy, result, dataType(resultType),                   \
        dataType(executionType), CONJ));                                       \
  }
HIPIFY_CPU_CUBLAS_DOT_EX(cublasDotEx, false)
HIPIFY_CPU_CUBLAS_DOT_EX(cublasDotcEx, true)
#undef HIPIFY_CPU_CUBLAS_DOT_EX

/// The compute type may be a cublasComputeType_t or, in older code, a
/// cudaDataType (cuBLAS accepts both from C++).
template <typename ComputeType>
inline cublasStatus_t
cublasGemmEx(cublasHandle_t handle, cublasOperation_t transa,
             cublasOperation_t transb, int m, int n, int k, const void *alpha,
             const void *A, cudaDataType Atype, int lda, const void *B,
             cudaDataType Btype, int ldb, const void *beta, void *C,
             cudaDataType Ctype, int ldc, ComputeType computeType,
             cublasGemmAlgo_t) {
  return ::hipify_cpu::cublas::gemmEx("cublasGemmEx", handle, transa, transb,
                                      m, n, k, alpha, A, Atype, lda, 0, B,
                                      Btype, ldb, 0, beta, C, Ctype, ldc, 0, 1,
                                      false, int(computeType));
}
template <typename ComputeType>
inline cublasStatus_t cublasGemmBatchedEx(
    cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
    int m, int n, int k, const void *alpha, const void *const Aarray[],
    cudaDataType Atype, int lda, const void *const Barray[],
    cudaDataType Btype, int ldb, const void *beta, void *const Carray[],
    cudaDataType Ctype, int ldc, int batchCount, ComputeType computeType,
    cublasGemmAlgo_t) {
  return ::hipify_cpu::cublas::gemmEx(
      "cublasGemmBatchedEx", handle, transa, transb, m, n, k, alpha, Aarray,
      Atype, lda, 0, Barray, Btype, ldb, 0, beta, Carray, Ctype, ldc, 0,
      batchCount, true, int(computeType));
}
template <typename ComputeType>
inline cublasStatus_t cublasGemmStridedBatchedEx(
    cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
    int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype,
    int lda, long long int strideA, const void *B, cudaDataType Btype,
    int ldb, long long int strideB, const void *beta, void *C,
    cudaDataType Ctype, int ldc, long long int strideC, int batchCount,
    ComputeType computeType, cublasGemmAlgo_t) {
  return ::hipify_cpu::cublas::gemmEx(
      "cublasGemmStridedBatchedEx", handle, transa, transb, m, n, k, alpha, A,
      Atype, lda, strideA, B, Btype, ldb, strideB, beta, C, Ctype, ldc,
      strideC, batchCount, false, int(computeType));
}
/// Float alpha and beta, float accumulation.
inline cublasStatus_t cublasSgemmEx(cublasHandle_t handle,
                                    cublasOperation_t transa,
                                    cublasOperation_t transb, int m, int n,
                                    int k, const float *alpha, const void *A,
                                    cudaDataType Atype, int lda,
                                    const void *B, cudaDataType Btype, int ldb,
                                    const float *beta, void *C,
                                    cudaDataType Ctype, int ldc) {
  return ::hipify_cpu::cublas::gemmEx("cublasSgemmEx", handle, transa, transb,
                                      m, n, k, alpha, A, Atype, lda, 0, B,
                                      Btype, ldb, 0, beta, C, Ctype, ldc, 0, 1,
                                      false, CUBLAS_COMPUTE_32F);
}
inline cublasStatus_t cublasHgemm(cublasHandle_t handle,
                                  cublasOperation_t transa,
                                  cublasOperation_t transb, int m, int n,
                                  int k, const __half *alpha, const __half *A,
                                  int lda, const __half *B, int ldb,
                                  const __half *beta, __half *C, int ldc) {
  return ::hipify_cpu::cublas::gemmEx("cublasHgemm", handle, transa, transb,
                                      m, n, k, alpha, A, CUDA_R_16F, lda, 0, B,
                                      CUDA_R_16F, ldb, 0, beta, C, CUDA_R_16F,
                                      ldc, 0, 1, false, CUBLAS_COMPUTE_16F);
}
inline cublasStatus_t cublasHgemmBatched(
    cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
    int m, int n, int k, const __half *alpha, const __half *const Aarray[],
    int lda, const __half *const Barray[], int ldb, const __half *beta,
    __half *const Carray[], int ldc, int batchCount) {
  return ::hipify_cpu::cublas::gemmEx(
      "cublasHgemmBatched", handle, transa, transb, m, n, k, alpha, Aarray,
      CUDA_R_16F, lda, 0, Barray, CUDA_R_16F, ldb, 0, beta, Carray, CUDA_R_16F,
      ldc, 0, batchCount, true, CUBLAS_COMPUTE_16F);
}
inline cublasStatus_t cublasHgemmStridedBatched(
    cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
    int m, int n, int k, const __half *alpha, const __half *A, int lda,
    long long int strideA, const __half *B, int ldb, long long int strideB,
    const __half *beta, __half *C, int ldc, long long int strideC,
    int batchCount) {
  return ::hipify_cpu::cublas::gemmEx(
      "cublasHgemmStridedBatched", handle, transa, transb, m, n, k, alpha, A,
      CUDA_R_16F, lda, strideA, B, CUDA_R_16F, ldb, strideB, beta, C,
      CUDA_R_16F, ldc, strideC, batchCount, false, CUBLAS_COMPUTE_16F);
}

#undef HIPIFY_CPU_BLAS_STATUS
#undef HIPIFY_CPU_BLAS_HANDLE
#undef HIPIFY_CPU_BLAS_OP
#undef HIPIFY_CPU_BLAS_FILL
#undef HIPIFY_CPU_BLAS_DIAG
#undef HIPIFY_CPU_BLAS_SIDE
#undef HIPIFY_CPU_BLAS_STRIDE
#undef HIPIFY_CPU_BLAS_D
#undef HIPIFY_CPU_CUBLAS_HANDLE

#endif
