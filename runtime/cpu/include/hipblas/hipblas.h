//===- hipblas/hipblas.h - hipBLAS on the CPU runner ----------------------===//
//
// hipBLAS's names, types and enum values over the runner's BLAS (blas.h):
// the same implementation as cuBLAS's, so a port that translated every
// argument computes what its original did. The mixed-precision routines
// (hipblasGemmEx, hipblasDotEx...) take hipblasDatatype_t, as in hipBLAS
// 6.2, unless the program defines HIPBLAS_V2, which makes their names
// those of the _v2 forms (hipDataType, hipblasComputeType_t); the _v2 names
// are declared either way. trmm has ROCm 6's out-of-place form and the
// in-place one of earlier releases.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_HIPBLAS_H
#define HIPIFY_CPU_HIPBLAS_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_hipblas_hipblas_h
#include "hipify_cpu/header_macros.h"

#include "hip/hip_complex.h"
#include "hip/hip_runtime.h"
#include "hip/library_types.h"
#include "hipify_cpu/blas_shapes.h"
#include <cstdint>

#define hipblasVersionMajor 2
#define hipblasVersionMinor 2
#define hipblasVersionPatch 0

typedef void *hipblasHandle_t;
// hipBLAS's half is a 16-bit integer holding the bits unless the program
// asks for __half (HIPBLAS_USE_HIP_HALF), as hipblas.h declares it: a port
// that passes __half* where hipBLAS takes hipblasHalf* does not build, and
// __half is hip_fp16.h's to declare (hipblas.h does not include it).
#if !defined(HIPBLAS_USE_HIP_HALF)
typedef uint16_t hipblasHalf;
#else
#include "hip/hip_fp16.h"
typedef __half hipblasHalf;
#endif
typedef int64_t hipblasStride;
typedef hipFloatComplex hipblasComplex;
typedef hipDoubleComplex hipblasDoubleComplex;
typedef struct hipblasBfloat16 {
  uint16_t data;
} hipblasBfloat16;

typedef enum {
  HIPBLAS_STATUS_SUCCESS = 0,
  HIPBLAS_STATUS_NOT_INITIALIZED = 1,
  HIPBLAS_STATUS_ALLOC_FAILED = 2,
  HIPBLAS_STATUS_INVALID_VALUE = 3,
  HIPBLAS_STATUS_MAPPING_ERROR = 4,
  HIPBLAS_STATUS_EXECUTION_FAILED = 5,
  HIPBLAS_STATUS_INTERNAL_ERROR = 6,
  HIPBLAS_STATUS_NOT_SUPPORTED = 7,
  HIPBLAS_STATUS_ARCH_MISMATCH = 8,
  HIPBLAS_STATUS_HANDLE_IS_NULLPTR = 9,
  HIPBLAS_STATUS_INVALID_ENUM = 10,
  HIPBLAS_STATUS_UNKNOWN = 11
} hipblasStatus_t;
typedef enum {
  HIPBLAS_POINTER_MODE_HOST,
  HIPBLAS_POINTER_MODE_DEVICE
} hipblasPointerMode_t;
typedef enum {
  HIPBLAS_OP_N = 111,
  HIPBLAS_OP_T = 112,
  HIPBLAS_OP_C = 113
} hipblasOperation_t;
typedef enum {
  HIPBLAS_FILL_MODE_UPPER = 121,
  HIPBLAS_FILL_MODE_LOWER = 122,
  HIPBLAS_FILL_MODE_FULL = 123
} hipblasFillMode_t;
typedef enum {
  HIPBLAS_DIAG_NON_UNIT = 131,
  HIPBLAS_DIAG_UNIT = 132
} hipblasDiagType_t;
typedef enum {
  HIPBLAS_SIDE_LEFT = 141,
  HIPBLAS_SIDE_RIGHT = 142,
  HIPBLAS_SIDE_BOTH = 143
} hipblasSideMode_t;
typedef enum {
  HIPBLAS_DEFAULT_MATH,
  HIPBLAS_XF32_XDL_MATH,
  HIPBLAS_PEDANTIC_MATH,
  HIPBLAS_TF32_TENSOR_OP_MATH,
  HIPBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION,
  HIPBLAS_TENSOR_OP_MATH
} hipblasMath_t;
typedef enum {
  HIPBLAS_R_16F = 150,
  HIPBLAS_R_32F = 151,
  HIPBLAS_R_64F = 152,
  HIPBLAS_C_16F = 153,
  HIPBLAS_C_32F = 154,
  HIPBLAS_C_64F = 155,
  HIPBLAS_R_8I = 160,
  HIPBLAS_R_8U = 161,
  HIPBLAS_R_32I = 162,
  HIPBLAS_R_32U = 163,
  HIPBLAS_C_8I = 164,
  HIPBLAS_C_8U = 165,
  HIPBLAS_C_32I = 166,
  HIPBLAS_C_32U = 167,
  HIPBLAS_R_16B = 168,
  HIPBLAS_C_16B = 169,
  HIPBLAS_DATATYPE_INVALID = 255
} hipblasDatatype_t;
typedef enum {
  HIPBLAS_COMPUTE_16F = 0,
  HIPBLAS_COMPUTE_16F_PEDANTIC = 1,
  HIPBLAS_COMPUTE_32F = 2,
  HIPBLAS_COMPUTE_32F_PEDANTIC = 3,
  HIPBLAS_COMPUTE_32F_FAST_16F = 4,
  HIPBLAS_COMPUTE_32F_FAST_16BF = 5,
  HIPBLAS_COMPUTE_32F_FAST_TF32 = 6,
  HIPBLAS_COMPUTE_64F = 7,
  HIPBLAS_COMPUTE_64F_PEDANTIC = 8,
  HIPBLAS_COMPUTE_32I = 9,
  HIPBLAS_COMPUTE_32I_PEDANTIC = 10
} hipblasComputeType_t;
typedef enum { HIPBLAS_GEMM_DEFAULT = 160 } hipblasGemmAlgo_t;
typedef enum {
  HIPBLAS_ATOMICS_NOT_ALLOWED = 0,
  HIPBLAS_ATOMICS_ALLOWED = 1
} hipblasAtomicsMode_t;

namespace hipify_cpu::hipblas {
inline constexpr ::hipify_cpu::blas::Dialect Dialect = {
    "hipBLAS",
    {HIPBLAS_OP_N, HIPBLAS_OP_T, HIPBLAS_OP_C},
    {HIPBLAS_FILL_MODE_UPPER, HIPBLAS_FILL_MODE_LOWER, HIPBLAS_FILL_MODE_FULL},
    {HIPBLAS_DIAG_NON_UNIT, HIPBLAS_DIAG_UNIT},
    {HIPBLAS_SIDE_LEFT, HIPBLAS_SIDE_RIGHT},
    {HIPBLAS_POINTER_MODE_HOST, HIPBLAS_POINTER_MODE_DEVICE},
    {HIPBLAS_STATUS_SUCCESS, HIPBLAS_STATUS_NOT_INITIALIZED,
     HIPBLAS_STATUS_INVALID_VALUE, HIPBLAS_STATUS_INVALID_ENUM,
     HIPBLAS_STATUS_INVALID_VALUE, HIPBLAS_STATUS_NOT_SUPPORTED,
     HIPBLAS_STATUS_ALLOC_FAILED, HIPBLAS_STATUS_EXECUTION_FAILED},
    "hipblasSetPointerMode"};

/// hipblasDatatype_t (150...) or hipDataType (CUDA's values).
inline ::hipify_cpu::blas::DataType dataType(int T, bool Legacy) {
  using ::hipify_cpu::blas::DataType;
  if (Legacy)
    switch (T) {
    case HIPBLAS_R_16F:
      return DataType::F16;
    case HIPBLAS_R_16B:
      return DataType::BF16;
    case HIPBLAS_R_32F:
      return DataType::F32;
    case HIPBLAS_R_64F:
      return DataType::F64;
    case HIPBLAS_C_32F:
      return DataType::C32;
    case HIPBLAS_C_64F:
      return DataType::C64;
    case HIPBLAS_R_8I:
      return DataType::I8;
    case HIPBLAS_R_8U:
      return DataType::U8;
    case HIPBLAS_R_32I:
      return DataType::I32;
    case HIPBLAS_R_32U:
      return DataType::U32;
    default:
      return DataType::Invalid;
    }
  switch (T) {
  case HIP_R_16F:
    return DataType::F16;
  case HIP_R_16BF:
    return DataType::BF16;
  case HIP_R_32F:
    return DataType::F32;
  case HIP_R_64F:
    return DataType::F64;
  case HIP_C_32F:
    return DataType::C32;
  case HIP_C_64F:
    return DataType::C64;
  case HIP_R_8I:
    return DataType::I8;
  case HIP_R_8U:
    return DataType::U8;
  case HIP_R_32I:
    return DataType::I32;
  case HIP_R_32U:
    return DataType::U32;
  default:
    return DataType::Invalid;
  }
}
/// The accumulation: a hipblasDatatype_t (Legacy) or hipblasComputeType_t.
inline ::hipify_cpu::blas::Accumulate accumulate(int C, bool Legacy) {
  using ::hipify_cpu::blas::Accumulate;
  if (Legacy)
    switch (C) {
    case HIPBLAS_R_16F:
      return Accumulate::F16;
    case HIPBLAS_R_32F:
    case HIPBLAS_C_32F:
      return Accumulate::F32;
    case HIPBLAS_R_64F:
    case HIPBLAS_C_64F:
      return Accumulate::F64;
    case HIPBLAS_R_32I:
      return Accumulate::I32;
    default:
      return Accumulate::Invalid;
    }
  switch (C) {
  case HIPBLAS_COMPUTE_16F:
  case HIPBLAS_COMPUTE_16F_PEDANTIC:
    return Accumulate::F16;
  case HIPBLAS_COMPUTE_32F:
  case HIPBLAS_COMPUTE_32F_PEDANTIC:
  case HIPBLAS_COMPUTE_32F_FAST_16F:
  case HIPBLAS_COMPUTE_32F_FAST_16BF:
  case HIPBLAS_COMPUTE_32F_FAST_TF32:
    return Accumulate::F32;
  case HIPBLAS_COMPUTE_64F:
  case HIPBLAS_COMPUTE_64F_PEDANTIC:
    return Accumulate::F64;
  case HIPBLAS_COMPUTE_32I:
  case HIPBLAS_COMPUTE_32I_PEDANTIC:
    return Accumulate::I32;
  default:
    return Accumulate::Invalid;
  }
}
inline ::hipify_cpu::blas::Handle *handle(hipblasHandle_t H) {
  return static_cast<::hipify_cpu::blas::Handle *>(H);
}
inline hipblasStatus_t gemmEx(const char *Api, hipblasHandle_t handle,
                              hipblasOperation_t transa,
                              hipblasOperation_t transb, int m, int n, int k,
                              const void *alpha, const void *A, int Atype,
                              int lda, long long strideA, const void *B,
                              int Btype, int ldb, long long strideB,
                              const void *beta, const void *C, int Ctype,
                              int ldc, long long strideC, int batchCount,
                              bool pointers, int computeType, bool legacy) {
  ::hipify_cpu::blas::GemmExArguments G{transa,
                                        transb,
                                        m,
                                        n,
                                        k,
                                        alpha,
                                        A,
                                        dataType(Atype, legacy),
                                        lda,
                                        strideA,
                                        B,
                                        dataType(Btype, legacy),
                                        ldb,
                                        strideB,
                                        beta,
                                        const_cast<void *>(C),
                                        dataType(Ctype, legacy),
                                        ldc,
                                        strideC,
                                        batchCount,
                                        pointers,
                                        accumulate(computeType, legacy)};
  return hipblasStatus_t(
      ::hipify_cpu::blas::gemm_ex(Dialect, Api, hipblas::handle(handle), G));
}
} // namespace hipify_cpu::hipblas

#define HIPIFY_CPU_BLAS_STATUS hipblasStatus_t
#define HIPIFY_CPU_BLAS_HANDLE hipblasHandle_t
#define HIPIFY_CPU_BLAS_OP hipblasOperation_t
#define HIPIFY_CPU_BLAS_FILL hipblasFillMode_t
#define HIPIFY_CPU_BLAS_DIAG hipblasDiagType_t
#define HIPIFY_CPU_BLAS_SIDE hipblasSideMode_t
#define HIPIFY_CPU_BLAS_STRIDE hipblasStride
#define HIPIFY_CPU_BLAS_D ::hipify_cpu::hipblas::Dialect

inline hipblasStatus_t hipblasCreate(hipblasHandle_t *handle) {
  return hipblasStatus_t(::hipify_cpu::blas::create(
      HIPIFY_CPU_BLAS_D, reinterpret_cast<::hipify_cpu::blas::Handle **>(handle)));
}
inline hipblasStatus_t hipblasDestroy(hipblasHandle_t handle) {
  return hipblasStatus_t(::hipify_cpu::blas::destroy(
      HIPIFY_CPU_BLAS_D, ::hipify_cpu::hipblas::handle(handle)));
}
inline hipblasStatus_t hipblasGetVersion(hipblasHandle_t, int *version) {
  *version = hipblasVersionMajor * 100000 + hipblasVersionMinor * 100 +
             hipblasVersionPatch;
  return HIPBLAS_STATUS_SUCCESS;
}
inline hipblasStatus_t hipblasSetStream(hipblasHandle_t handle,
                                        hipStream_t stream) {
  return hipblasStatus_t(::hipify_cpu::blas::set_stream(
      HIPIFY_CPU_BLAS_D, ::hipify_cpu::hipblas::handle(handle), stream));
}
inline hipblasStatus_t hipblasGetStream(hipblasHandle_t handle,
                                        hipStream_t *stream) {
  const void *S = nullptr;
  int R = ::hipify_cpu::blas::get_stream(
      HIPIFY_CPU_BLAS_D, ::hipify_cpu::hipblas::handle(handle), &S);
  if (R == HIPBLAS_STATUS_SUCCESS && stream)
    *stream = static_cast<hipStream_t>(const_cast<void *>(S));
  return hipblasStatus_t(R);
}
inline hipblasStatus_t hipblasSetPointerMode(hipblasHandle_t handle,
                                             hipblasPointerMode_t mode) {
  return hipblasStatus_t(::hipify_cpu::blas::set_pointer_mode(
      HIPIFY_CPU_BLAS_D, ::hipify_cpu::hipblas::handle(handle), mode));
}
inline hipblasStatus_t hipblasGetPointerMode(hipblasHandle_t handle,
                                             hipblasPointerMode_t *mode) {
  return hipblasStatus_t(::hipify_cpu::blas::get_pointer_mode(
      HIPIFY_CPU_BLAS_D, ::hipify_cpu::hipblas::handle(handle),
      reinterpret_cast<int *>(mode)));
}
inline hipblasStatus_t hipblasSetMathMode(hipblasHandle_t handle,
                                          hipblasMath_t mode) {
  return hipblasStatus_t(::hipify_cpu::blas::set_mode(
      HIPIFY_CPU_BLAS_D, ::hipify_cpu::hipblas::handle(handle), 0, mode));
}
inline hipblasStatus_t hipblasGetMathMode(hipblasHandle_t handle,
                                          hipblasMath_t *mode) {
  return hipblasStatus_t(::hipify_cpu::blas::get_mode(
      HIPIFY_CPU_BLAS_D, ::hipify_cpu::hipblas::handle(handle), 0,
      reinterpret_cast<int *>(mode)));
}
inline hipblasStatus_t hipblasSetAtomicsMode(hipblasHandle_t handle,
                                             hipblasAtomicsMode_t mode) {
  return hipblasStatus_t(::hipify_cpu::blas::set_mode(
      HIPIFY_CPU_BLAS_D, ::hipify_cpu::hipblas::handle(handle), 1, mode));
}
inline hipblasStatus_t hipblasGetAtomicsMode(hipblasHandle_t handle,
                                             hipblasAtomicsMode_t *mode) {
  return hipblasStatus_t(::hipify_cpu::blas::get_mode(
      HIPIFY_CPU_BLAS_D, ::hipify_cpu::hipblas::handle(handle), 1,
      reinterpret_cast<int *>(mode)));
}
inline hipblasStatus_t hipblasSetWorkspace(hipblasHandle_t handle,
                                           void *workspace, size_t bytes) {
  return hipblasStatus_t(::hipify_cpu::blas::set_workspace(
      HIPIFY_CPU_BLAS_D, ::hipify_cpu::hipblas::handle(handle), workspace,
      bytes));
}
inline const char *hipblasStatusToString(hipblasStatus_t status) {
  switch (status) {
#define HIPIFY_CPU_NAME(S)                                                     \
  case S:                                                                      \
    return #S;
    HIPIFY_CPU_NAME(HIPBLAS_STATUS_SUCCESS)
    HIPIFY_CPU_NAME(HIPBLAS_STATUS_NOT_INITIALIZED)
    HIPIFY_CPU_NAME(HIPBLAS_STATUS_ALLOC_FAILED)
    HIPIFY_CPU_NAME(HIPBLAS_STATUS_INVALID_VALUE)
    HIPIFY_CPU_NAME(HIPBLAS_STATUS_MAPPING_ERROR)
    HIPIFY_CPU_NAME(HIPBLAS_STATUS_EXECUTION_FAILED)
    HIPIFY_CPU_NAME(HIPBLAS_STATUS_INTERNAL_ERROR)
    HIPIFY_CPU_NAME(HIPBLAS_STATUS_NOT_SUPPORTED)
    HIPIFY_CPU_NAME(HIPBLAS_STATUS_ARCH_MISMATCH)
    HIPIFY_CPU_NAME(HIPBLAS_STATUS_HANDLE_IS_NULLPTR)
    HIPIFY_CPU_NAME(HIPBLAS_STATUS_INVALID_ENUM)
    HIPIFY_CPU_NAME(HIPBLAS_STATUS_UNKNOWN)
#undef HIPIFY_CPU_NAME
  }
  return "<undefined hipblasStatus_t value>";
}

inline hipblasStatus_t hipblasSetVector(int n, int elemSize, const void *x,
                                        int incx, void *y, int incy) {
  return hipblasStatus_t(::hipify_cpu::blas::copy_vector(
      HIPIFY_CPU_BLAS_D, "hipblasSetVector", n, elemSize, x, incx, y, incy,
      true, nullptr));
}
inline hipblasStatus_t hipblasGetVector(int n, int elemSize, const void *x,
                                        int incx, void *y, int incy) {
  return hipblasStatus_t(::hipify_cpu::blas::copy_vector(
      HIPIFY_CPU_BLAS_D, "hipblasGetVector", n, elemSize, x, incx, y, incy,
      false, nullptr));
}
inline hipblasStatus_t hipblasSetMatrix(int rows, int cols, int elemSize,
                                        const void *A, int lda, void *B,
                                        int ldb) {
  return hipblasStatus_t(::hipify_cpu::blas::copy_matrix(
      HIPIFY_CPU_BLAS_D, "hipblasSetMatrix", rows, cols, elemSize, A, lda, B,
      ldb, true, nullptr));
}
inline hipblasStatus_t hipblasGetMatrix(int rows, int cols, int elemSize,
                                        const void *A, int lda, void *B,
                                        int ldb) {
  return hipblasStatus_t(::hipify_cpu::blas::copy_matrix(
      HIPIFY_CPU_BLAS_D, "hipblasGetMatrix", rows, cols, elemSize, A, lda, B,
      ldb, false, nullptr));
}
inline hipblasStatus_t hipblasSetVectorAsync(int n, int elemSize,
                                             const void *x, int incx, void *y,
                                             int incy, hipStream_t stream) {
  return hipblasStatus_t(::hipify_cpu::blas::copy_vector(
      HIPIFY_CPU_BLAS_D, "hipblasSetVectorAsync", n, elemSize, x, incx, y,
      incy, true, stream));
}
inline hipblasStatus_t hipblasGetVectorAsync(int n, int elemSize,
                                             const void *x, int incx, void *y,
                                             int incy, hipStream_t stream) {
  return hipblasStatus_t(::hipify_cpu::blas::copy_vector(
      HIPIFY_CPU_BLAS_D, "hipblasGetVectorAsync", n, elemSize, x, incx, y,
      incy, false, stream));
}
inline hipblasStatus_t hipblasSetMatrixAsync(int rows, int cols, int elemSize,
                                             const void *A, int lda, void *B,
                                             int ldb, hipStream_t stream) {
  return hipblasStatus_t(::hipify_cpu::blas::copy_matrix(
      HIPIFY_CPU_BLAS_D, "hipblasSetMatrixAsync", rows, cols, elemSize, A,
      lda, B, ldb, true, stream));
}
inline hipblasStatus_t hipblasGetMatrixAsync(int rows, int cols, int elemSize,
                                             const void *A, int lda, void *B,
                                             int ldb, hipStream_t stream) {
  return hipblasStatus_t(::hipify_cpu::blas::copy_matrix(
      HIPIFY_CPU_BLAS_D, "hipblasGetMatrixAsync", rows, cols, elemSize, A,
      lda, B, ldb, false, stream));
}

#define HIPIFY_CPU_BLAS_WHERE_ALL(X) X
#define HIPIFY_CPU_BLAS_WHERE_CU_HIP(X) X
#define HIPIFY_CPU_BLAS_WHERE_HIP_ROC(X) X
#define HIPIFY_CPU_BLAS_ROUTINE(SHAPE, V2, WHERE, Name, name, ...)             \
  HIPIFY_CPU_BLAS_WHERE_##WHERE(                                               \
      HIPIFY_CPU_BLAS_SHAPE_##SHAPE(hipblas##Name, __VA_ARGS__))
#include "hipify_cpu/blas_routines.def"
#undef HIPIFY_CPU_BLAS_ROUTINE
#undef HIPIFY_CPU_BLAS_WHERE_ALL
#undef HIPIFY_CPU_BLAS_WHERE_CU_HIP
#undef HIPIFY_CPU_BLAS_WHERE_HIP_ROC

// --- Mixed precision ----------------------------------------------------------

/// hipblasDotEx and hipblasDotcEx (hipblasDatatype_t), and their _v2 forms
/// (hipDataType). A _v2 form is the same routine: calls name it without
/// the suffix (in the launch trace, in messages).
#define HIPIFY_CPU_HIPBLAS_DOT_EX(NAME, API, TYPE, LEGACY, CONJ)               \
  inline hipblasStatus_t NAME(hipblasHandle_t handle, int n, const void *x,    \
                              TYPE xType, int incx, const void *y,             \
                              TYPE yType, int incy, void *result,              \
                              TYPE resultType, TYPE executionType) {           \
    using ::hipify_cpu::hipblas::dataType;                                     \
    return hipblasStatus_t(::hipify_cpu::blas::dot_ex(                         \
        ::hipify_cpu::hipblas::Dialect, API, hipify_cpu::hipblas::handle(handle), \
        n, x, dataType(xType, LEGACY), incx, y, dataType(yType, LEGACY), incy, \
        result, dataType(resultType, LEGACY),                                  \
        dataType(executionType, LEGACY), CONJ));                               \
  }
HIPIFY_CPU_HIPBLAS_DOT_EX(hipblasDotEx, "hipblasDotEx", hipblasDatatype_t, true, false)
HIPIFY_CPU_HIPBLAS_DOT_EX(hipblasDotEx_v2, "hipblasDotEx", hipDataType, false, false)
HIPIFY_CPU_HIPBLAS_DOT_EX(hipblasDotcEx, "hipblasDotcEx", hipblasDatatype_t, true, true)
HIPIFY_CPU_HIPBLAS_DOT_EX(hipblasDotcEx_v2, "hipblasDotcEx", hipDataType, false, true)
#undef HIPIFY_CPU_HIPBLAS_DOT_EX

/// hipblasDatatype_t (without HIPBLAS_V2).
inline hipblasStatus_t
hipblasGemmEx(hipblasHandle_t handle, hipblasOperation_t transa,
              hipblasOperation_t transb, int m, int n, int k, const void *alpha,
              const void *A, hipblasDatatype_t aType, int lda, const void *B,
              hipblasDatatype_t bType, int ldb, const void *beta, void *C,
              hipblasDatatype_t cType, int ldc, hipblasDatatype_t computeType,
              hipblasGemmAlgo_t) {
  return ::hipify_cpu::hipblas::gemmEx("hipblasGemmEx", handle, transa, transb,
                                       m, n, k, alpha, A, aType, lda, 0, B,
                                       bType, ldb, 0, beta, C, cType, ldc, 0,
                                       1, false, computeType, true);
}
inline hipblasStatus_t
hipblasGemmEx_v2(hipblasHandle_t handle, hipblasOperation_t transa,
                 hipblasOperation_t transb, int m, int n, int k,
                 const void *alpha, const void *A, hipDataType aType, int lda,
                 const void *B, hipDataType bType, int ldb, const void *beta,
                 void *C, hipDataType cType, int ldc,
                 hipblasComputeType_t computeType, hipblasGemmAlgo_t) {
  return ::hipify_cpu::hipblas::gemmEx(
      "hipblasGemmEx", handle, transa, transb, m, n, k, alpha, A, aType,
      lda, 0, B, bType, ldb, 0, beta, C, cType, ldc, 0, 1, false, computeType,
      false);
}
#define HIPIFY_CPU_HIPBLAS_BATCHED_EX(NAME, API, TYPE, COMPUTE, LEGACY)             \
  inline hipblasStatus_t NAME(                                                 \
      hipblasHandle_t handle, hipblasOperation_t transa,                       \
      hipblasOperation_t transb, int m, int n, int k, const void *alpha,       \
      const void *A[], TYPE aType, int lda, const void *B[], TYPE bType,       \
      int ldb, const void *beta, void *C[], TYPE cType, int ldc,               \
      int batchCount, COMPUTE computeType, hipblasGemmAlgo_t) {                \
    return ::hipify_cpu::hipblas::gemmEx(                                      \
        API, handle, transa, transb, m, n, k, alpha, A, aType, lda, 0, B,      \
        bType, ldb, 0, beta, C, cType, ldc, 0, batchCount, true, computeType,  \
        LEGACY);                                                               \
  }
#define HIPIFY_CPU_HIPBLAS_STRIDED_EX(NAME, API, TYPE, COMPUTE, LEGACY)             \
  inline hipblasStatus_t NAME(                                                 \
      hipblasHandle_t handle, hipblasOperation_t transa,                       \
      hipblasOperation_t transb, int m, int n, int k, const void *alpha,       \
      const void *A, TYPE aType, int lda, hipblasStride strideA,               \
      const void *B, TYPE bType, int ldb, hipblasStride strideB,               \
      const void *beta, void *C, TYPE cType, int ldc, hipblasStride strideC,   \
      int batchCount, COMPUTE computeType, hipblasGemmAlgo_t) {                \
    return ::hipify_cpu::hipblas::gemmEx(                                      \
        API, handle, transa, transb, m, n, k, alpha, A, aType, lda, strideA,   \
        B, bType, ldb, strideB, beta, C, cType, ldc, strideC, batchCount,      \
        false, computeType, LEGACY);                                           \
  }
HIPIFY_CPU_HIPBLAS_BATCHED_EX(hipblasGemmBatchedEx, "hipblasGemmBatchedEx",
                              hipblasDatatype_t,
                              hipblasDatatype_t, true)
HIPIFY_CPU_HIPBLAS_BATCHED_EX(hipblasGemmBatchedEx_v2, "hipblasGemmBatchedEx",
                              hipDataType,
                              hipblasComputeType_t, false)
HIPIFY_CPU_HIPBLAS_STRIDED_EX(hipblasGemmStridedBatchedEx,
                              "hipblasGemmStridedBatchedEx", hipblasDatatype_t,
                              hipblasDatatype_t, true)
HIPIFY_CPU_HIPBLAS_STRIDED_EX(hipblasGemmStridedBatchedEx_v2,
                              "hipblasGemmStridedBatchedEx", hipDataType,
                              hipblasComputeType_t, false)
#undef HIPIFY_CPU_HIPBLAS_BATCHED_EX
#undef HIPIFY_CPU_HIPBLAS_STRIDED_EX

// With HIPBLAS_V2 the names are the _v2 forms', as hipblas.h has them.
#ifdef HIPBLAS_V2
#define hipblasGemmEx hipblasGemmEx_v2
#define hipblasGemmBatchedEx hipblasGemmBatchedEx_v2
#define hipblasGemmStridedBatchedEx hipblasGemmStridedBatchedEx_v2
#define hipblasDotEx hipblasDotEx_v2
#define hipblasDotcEx hipblasDotcEx_v2
#endif

inline hipblasStatus_t hipblasHgemm(hipblasHandle_t handle,
                                    hipblasOperation_t transa,
                                    hipblasOperation_t transb, int m, int n,
                                    int k, const hipblasHalf *alpha,
                                    const hipblasHalf *A, int lda,
                                    const hipblasHalf *B, int ldb,
                                    const hipblasHalf *beta, hipblasHalf *C,
                                    int ldc) {
  return ::hipify_cpu::hipblas::gemmEx(
      "hipblasHgemm", handle, transa, transb, m, n, k, alpha, A, HIP_R_16F,
      lda, 0, B, HIP_R_16F, ldb, 0, beta, C, HIP_R_16F, ldc, 0, 1, false,
      HIPBLAS_COMPUTE_16F, false);
}
inline hipblasStatus_t hipblasHgemmBatched(
    hipblasHandle_t handle, hipblasOperation_t transa,
    hipblasOperation_t transb, int m, int n, int k, const hipblasHalf *alpha,
    const hipblasHalf *const A[], int lda, const hipblasHalf *const B[],
    int ldb, const hipblasHalf *beta, hipblasHalf *const C[], int ldc,
    int batchCount) {
  return ::hipify_cpu::hipblas::gemmEx(
      "hipblasHgemmBatched", handle, transa, transb, m, n, k, alpha, A,
      HIP_R_16F, lda, 0, B, HIP_R_16F, ldb, 0, beta, C, HIP_R_16F, ldc, 0,
      batchCount, true, HIPBLAS_COMPUTE_16F, false);
}
inline hipblasStatus_t hipblasHgemmStridedBatched(
    hipblasHandle_t handle, hipblasOperation_t transa,
    hipblasOperation_t transb, int m, int n, int k, const hipblasHalf *alpha,
    const hipblasHalf *A, int lda, hipblasStride strideA,
    const hipblasHalf *B, int ldb, hipblasStride strideB,
    const hipblasHalf *beta, hipblasHalf *C, int ldc, hipblasStride strideC,
    int batchCount) {
  return ::hipify_cpu::hipblas::gemmEx(
      "hipblasHgemmStridedBatched", handle, transa, transb, m, n, k, alpha, A,
      HIP_R_16F, lda, strideA, B, HIP_R_16F, ldb, strideB, beta, C, HIP_R_16F,
      ldc, strideC, batchCount, false, HIPBLAS_COMPUTE_16F, false);
}

#undef HIPIFY_CPU_BLAS_STATUS
#undef HIPIFY_CPU_BLAS_HANDLE
#undef HIPIFY_CPU_BLAS_OP
#undef HIPIFY_CPU_BLAS_FILL
#undef HIPIFY_CPU_BLAS_DIAG
#undef HIPIFY_CPU_BLAS_SIDE
#undef HIPIFY_CPU_BLAS_STRIDE
#undef HIPIFY_CPU_BLAS_D

#endif
