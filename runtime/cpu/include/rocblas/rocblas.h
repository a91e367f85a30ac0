//===- rocblas/rocblas.h - rocBLAS on the CPU runner ----------------------===//
//
// rocBLAS's names (rocblas_sgemm), types and enum values over the runner's
// BLAS (blas.h), for ports made with --roc. trmm has ROCm 6's out-of-place
// form and the in-place one of earlier releases; gemm_ex writes D, which
// may be C.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_ROCBLAS_H
#define HIPIFY_CPU_ROCBLAS_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_rocblas_rocblas_h
#include "hipify_cpu/header_macros.h"

#include "hip/hip_complex.h"
#include "hip/hip_runtime.h"
#include "hipify_cpu/blas_shapes.h"
#include <cstdint>
#include <cstring>

#define ROCBLAS_VERSION_MAJOR 4
#define ROCBLAS_VERSION_MINOR 2
#define ROCBLAS_VERSION_PATCH 0

typedef struct _rocblas_handle *rocblas_handle;
typedef int32_t rocblas_int;
typedef int64_t rocblas_stride;
// rocBLAS's half is a struct holding the bits unless the program asks for
// _Float16 (ROCM_USE_FLOAT16), as rocblas-types.h declares it.
#ifdef ROCM_USE_FLOAT16
typedef _Float16 rocblas_half;
#else
typedef struct rocblas_half {
  uint16_t data;
} rocblas_half;
#endif
typedef hipFloatComplex rocblas_float_complex;
typedef hipDoubleComplex rocblas_double_complex;
typedef struct rocblas_bfloat16 {
  uint16_t data;
} rocblas_bfloat16;

typedef enum rocblas_status_ {
  rocblas_status_success = 0,
  rocblas_status_invalid_handle = 1,
  rocblas_status_not_implemented = 2,
  rocblas_status_invalid_pointer = 3,
  rocblas_status_invalid_size = 4,
  rocblas_status_memory_error = 5,
  rocblas_status_internal_error = 6,
  rocblas_status_perf_degraded = 7,
  rocblas_status_size_query_mismatch = 8,
  rocblas_status_size_increased = 9,
  rocblas_status_size_unchanged = 10,
  rocblas_status_invalid_value = 11,
  rocblas_status_continue = 12,
  rocblas_status_check_numerics_fail = 13,
  rocblas_status_excluded_from_build = 14,
  rocblas_status_arch_mismatch = 15
} rocblas_status;
typedef enum rocblas_operation_ {
  rocblas_operation_none = 111,
  rocblas_operation_transpose = 112,
  rocblas_operation_conjugate_transpose = 113
} rocblas_operation;
typedef enum rocblas_fill_ {
  rocblas_fill_upper = 121,
  rocblas_fill_lower = 122,
  rocblas_fill_full = 123
} rocblas_fill;
typedef enum rocblas_diagonal_ {
  rocblas_diagonal_non_unit = 131,
  rocblas_diagonal_unit = 132
} rocblas_diagonal;
typedef enum rocblas_side_ {
  rocblas_side_left = 141,
  rocblas_side_right = 142,
  rocblas_side_both = 143
} rocblas_side;
typedef enum rocblas_pointer_mode_ {
  rocblas_pointer_mode_host = 0,
  rocblas_pointer_mode_device = 1
} rocblas_pointer_mode;
typedef enum rocblas_atomics_mode_ {
  rocblas_atomics_not_allowed = 0,
  rocblas_atomics_allowed = 1
} rocblas_atomics_mode;
typedef enum rocblas_datatype_ {
  rocblas_datatype_f16_r = 150,
  rocblas_datatype_f32_r = 151,
  rocblas_datatype_f64_r = 152,
  rocblas_datatype_f16_c = 153,
  rocblas_datatype_f32_c = 154,
  rocblas_datatype_f64_c = 155,
  rocblas_datatype_i8_r = 160,
  rocblas_datatype_u8_r = 161,
  rocblas_datatype_i32_r = 162,
  rocblas_datatype_u32_r = 163,
  rocblas_datatype_i8_c = 164,
  rocblas_datatype_u8_c = 165,
  rocblas_datatype_i32_c = 166,
  rocblas_datatype_u32_c = 167,
  rocblas_datatype_bf16_r = 168,
  rocblas_datatype_bf16_c = 169,
  rocblas_datatype_invalid = 255
} rocblas_datatype;
typedef enum rocblas_gemm_algo_ {
  rocblas_gemm_algo_standard = 0x0,
  rocblas_gemm_algo_solution_index = 0x1
} rocblas_gemm_algo;
typedef enum rocblas_gemm_flags_ {
  rocblas_gemm_flags_none = 0x0
} rocblas_gemm_flags;

namespace hipify_cpu::rocblas {
inline constexpr ::hipify_cpu::blas::Dialect Dialect = {
    "rocBLAS",
    {rocblas_operation_none, rocblas_operation_transpose,
     rocblas_operation_conjugate_transpose},
    {rocblas_fill_upper, rocblas_fill_lower, rocblas_fill_full},
    {rocblas_diagonal_non_unit, rocblas_diagonal_unit},
    {rocblas_side_left, rocblas_side_right},
    {rocblas_pointer_mode_host, rocblas_pointer_mode_device},
    {rocblas_status_success, rocblas_status_invalid_handle,
     rocblas_status_invalid_size, rocblas_status_invalid_value,
     rocblas_status_invalid_pointer, rocblas_status_not_implemented,
     rocblas_status_memory_error, rocblas_status_internal_error},
    "rocblas_set_pointer_mode"};

inline ::hipify_cpu::blas::DataType dataType(rocblas_datatype T) {
  using ::hipify_cpu::blas::DataType;
  switch (T) {
  case rocblas_datatype_f16_r:
    return DataType::F16;
  case rocblas_datatype_bf16_r:
    return DataType::BF16;
  case rocblas_datatype_f32_r:
    return DataType::F32;
  case rocblas_datatype_f64_r:
    return DataType::F64;
  case rocblas_datatype_f32_c:
    return DataType::C32;
  case rocblas_datatype_f64_c:
    return DataType::C64;
  case rocblas_datatype_i8_r:
    return DataType::I8;
  case rocblas_datatype_u8_r:
    return DataType::U8;
  case rocblas_datatype_i32_r:
    return DataType::I32;
  case rocblas_datatype_u32_r:
    return DataType::U32;
  default:
    return DataType::Invalid;
  }
}
inline ::hipify_cpu::blas::Accumulate accumulate(rocblas_datatype T) {
  using ::hipify_cpu::blas::Accumulate;
  switch (T) {
  case rocblas_datatype_f16_r:
    return Accumulate::F16;
  case rocblas_datatype_f32_r:
  case rocblas_datatype_f32_c:
    return Accumulate::F32;
  case rocblas_datatype_f64_r:
  case rocblas_datatype_f64_c:
    return Accumulate::F64;
  case rocblas_datatype_i32_r:
    return Accumulate::I32;
  default:
    return Accumulate::Invalid;
  }
}
inline ::hipify_cpu::blas::Handle *handle(rocblas_handle H) {
  return reinterpret_cast<::hipify_cpu::blas::Handle *>(H);
}
/// gemm_ex and its batched forms: D = alpha op(A) op(B) + beta C. The
/// runner computes in place, so a D other than C first receives C.
inline rocblas_status
gemmEx(const char *Api, rocblas_handle handle, rocblas_operation transA,
       rocblas_operation transB, rocblas_int m, rocblas_int n, rocblas_int k,
       const void *alpha, const void *a, rocblas_datatype a_type,
       rocblas_int lda, rocblas_stride stride_a, const void *b,
       rocblas_datatype b_type, rocblas_int ldb, rocblas_stride stride_b,
       const void *beta, const void *c, rocblas_datatype c_type,
       rocblas_int ldc, rocblas_stride stride_c, void *d,
       rocblas_datatype d_type, rocblas_int ldd, rocblas_stride stride_d,
       rocblas_int batch_count, bool pointers, rocblas_datatype compute_type) {
  if (d != c) {
    if (c_type != d_type || pointers)
      return rocblas_status_not_implemented;
    size_t Elem = c_type == rocblas_datatype_f64_c   ? 16
                  : c_type == rocblas_datatype_f64_r ||
                          c_type == rocblas_datatype_f32_c
                      ? 8
                  : c_type == rocblas_datatype_f16_r ||
                          c_type == rocblas_datatype_bf16_r
                      ? 2
                      : 4;
    for (rocblas_int B = 0; B < batch_count; ++B)
      for (rocblas_int J = 0; J < n; ++J)
        std::memcpy(static_cast<char *>(d) +
                        (B * stride_d + size_t(J) * ldd) * Elem,
                    static_cast<const char *>(c) +
                        (B * stride_c + size_t(J) * ldc) * Elem,
                    size_t(m) * Elem);
  }
  ::hipify_cpu::blas::GemmExArguments G{transA,
                                        transB,
                                        m,
                                        n,
                                        k,
                                        alpha,
                                        a,
                                        dataType(a_type),
                                        lda,
                                        stride_a,
                                        b,
                                        dataType(b_type),
                                        ldb,
                                        stride_b,
                                        beta,
                                        d,
                                        dataType(d_type),
                                        ldd,
                                        stride_d,
                                        batch_count,
                                        pointers,
                                        accumulate(compute_type)};
  return rocblas_status(
      ::hipify_cpu::blas::gemm_ex(Dialect, Api, rocblas::handle(handle), G));
}
} // namespace hipify_cpu::rocblas

#define HIPIFY_CPU_BLAS_STATUS rocblas_status
#define HIPIFY_CPU_BLAS_HANDLE rocblas_handle
#define HIPIFY_CPU_BLAS_OP rocblas_operation
#define HIPIFY_CPU_BLAS_FILL rocblas_fill
#define HIPIFY_CPU_BLAS_DIAG rocblas_diagonal
#define HIPIFY_CPU_BLAS_SIDE rocblas_side
#define HIPIFY_CPU_BLAS_STRIDE rocblas_stride
#define HIPIFY_CPU_BLAS_D ::hipify_cpu::rocblas::Dialect

inline rocblas_status rocblas_create_handle(rocblas_handle *handle) {
  return rocblas_status(::hipify_cpu::blas::create(
      HIPIFY_CPU_BLAS_D, reinterpret_cast<::hipify_cpu::blas::Handle **>(handle)));
}
inline rocblas_status rocblas_destroy_handle(rocblas_handle handle) {
  return rocblas_status(::hipify_cpu::blas::destroy(
      HIPIFY_CPU_BLAS_D, ::hipify_cpu::rocblas::handle(handle)));
}
inline rocblas_status rocblas_set_stream(rocblas_handle handle,
                                         hipStream_t stream) {
  return rocblas_status(::hipify_cpu::blas::set_stream(
      HIPIFY_CPU_BLAS_D, ::hipify_cpu::rocblas::handle(handle), stream));
}
inline rocblas_status rocblas_get_stream(rocblas_handle handle,
                                         hipStream_t *stream) {
  const void *S = nullptr;
  int R = ::hipify_cpu::blas::get_stream(
      HIPIFY_CPU_BLAS_D, ::hipify_cpu::rocblas::handle(handle), &S);
  if (R == rocblas_status_success && stream)
    *stream = static_cast<hipStream_t>(const_cast<void *>(S));
  return rocblas_status(R);
}
inline rocblas_status rocblas_set_pointer_mode(rocblas_handle handle,
                                               rocblas_pointer_mode mode) {
  return rocblas_status(::hipify_cpu::blas::set_pointer_mode(
      HIPIFY_CPU_BLAS_D, ::hipify_cpu::rocblas::handle(handle), mode));
}
inline rocblas_status rocblas_get_pointer_mode(rocblas_handle handle,
                                               rocblas_pointer_mode *mode) {
  return rocblas_status(::hipify_cpu::blas::get_pointer_mode(
      HIPIFY_CPU_BLAS_D, ::hipify_cpu::rocblas::handle(handle),
      reinterpret_cast<int *>(mode)));
}
inline rocblas_status rocblas_set_atomics_mode(rocblas_handle handle,
                                               rocblas_atomics_mode mode) {
  return rocblas_status(::hipify_cpu::blas::set_mode(
      HIPIFY_CPU_BLAS_D, ::hipify_cpu::rocblas::handle(handle), 1, mode));
}
inline rocblas_status rocblas_get_atomics_mode(rocblas_handle handle,
                                               rocblas_atomics_mode *mode) {
  return rocblas_status(::hipify_cpu::blas::get_mode(
      HIPIFY_CPU_BLAS_D, ::hipify_cpu::rocblas::handle(handle), 1,
      reinterpret_cast<int *>(mode)));
}
inline const char *rocblas_status_to_string(rocblas_status status) {
  switch (status) {
#define HIPIFY_CPU_NAME(S)                                                     \
  case S:                                                                      \
    return #S;
    HIPIFY_CPU_NAME(rocblas_status_success)
    HIPIFY_CPU_NAME(rocblas_status_invalid_handle)
    HIPIFY_CPU_NAME(rocblas_status_not_implemented)
    HIPIFY_CPU_NAME(rocblas_status_invalid_pointer)
    HIPIFY_CPU_NAME(rocblas_status_invalid_size)
    HIPIFY_CPU_NAME(rocblas_status_memory_error)
    HIPIFY_CPU_NAME(rocblas_status_internal_error)
    HIPIFY_CPU_NAME(rocblas_status_perf_degraded)
    HIPIFY_CPU_NAME(rocblas_status_size_query_mismatch)
    HIPIFY_CPU_NAME(rocblas_status_size_increased)
    HIPIFY_CPU_NAME(rocblas_status_size_unchanged)
    HIPIFY_CPU_NAME(rocblas_status_invalid_value)
    HIPIFY_CPU_NAME(rocblas_status_continue)
    HIPIFY_CPU_NAME(rocblas_status_check_numerics_fail)
    HIPIFY_CPU_NAME(rocblas_status_excluded_from_build)
    HIPIFY_CPU_NAME(rocblas_status_arch_mismatch)
#undef HIPIFY_CPU_NAME
  }
  return "Unrecognized status code";
}
inline rocblas_status rocblas_set_vector(rocblas_int n, rocblas_int elem_size,
                                         const void *x, rocblas_int incx,
                                         void *y, rocblas_int incy) {
  return rocblas_status(::hipify_cpu::blas::copy_vector(
      HIPIFY_CPU_BLAS_D, "rocblas_set_vector", n, elem_size, x, incx, y, incy,
      true, nullptr));
}
inline rocblas_status rocblas_get_vector(rocblas_int n, rocblas_int elem_size,
                                         const void *x, rocblas_int incx,
                                         void *y, rocblas_int incy) {
  return rocblas_status(::hipify_cpu::blas::copy_vector(
      HIPIFY_CPU_BLAS_D, "rocblas_get_vector", n, elem_size, x, incx, y, incy,
      false, nullptr));
}
inline rocblas_status rocblas_set_matrix(rocblas_int rows, rocblas_int cols,
                                         rocblas_int elem_size, const void *a,
                                         rocblas_int lda, void *b,
                                         rocblas_int ldb) {
  return rocblas_status(::hipify_cpu::blas::copy_matrix(
      HIPIFY_CPU_BLAS_D, "rocblas_set_matrix", rows, cols, elem_size, a, lda,
      b, ldb, true, nullptr));
}
inline rocblas_status rocblas_get_matrix(rocblas_int rows, rocblas_int cols,
                                         rocblas_int elem_size, const void *a,
                                         rocblas_int lda, void *b,
                                         rocblas_int ldb) {
  return rocblas_status(::hipify_cpu::blas::copy_matrix(
      HIPIFY_CPU_BLAS_D, "rocblas_get_matrix", rows, cols, elem_size, a, lda,
      b, ldb, false, nullptr));
}

#define HIPIFY_CPU_BLAS_WHERE_ALL(X) X
#define HIPIFY_CPU_BLAS_WHERE_CU_HIP(X)
#define HIPIFY_CPU_BLAS_WHERE_HIP_ROC(X) X
#define HIPIFY_CPU_BLAS_ROUTINE(SHAPE, V2, WHERE, Name, name, ...)             \
  HIPIFY_CPU_BLAS_WHERE_##WHERE(                                               \
      HIPIFY_CPU_BLAS_SHAPE_##SHAPE(rocblas_##name, __VA_ARGS__))
#include "hipify_cpu/blas_routines.def"
#undef HIPIFY_CPU_BLAS_ROUTINE
#undef HIPIFY_CPU_BLAS_WHERE_ALL
#undef HIPIFY_CPU_BLAS_WHERE_CU_HIP
#undef HIPIFY_CPU_BLAS_WHERE_HIP_ROC

/// rocblas_dot_ex and rocblas_dotc_ex.
#define HIPIFY_CPU_ROCBLAS_DOT_EX(NAME, CONJ)                                  \
  inline rocblas_status NAME(rocblas_handle handle, rocblas_int n,             \
                             const void *x, rocblas_datatype x_type,           \
                             rocblas_int incx, const void *y,                  \
                             rocblas_datatype y_type, rocblas_int incy,        \
                             void *result, rocblas_datatype result_type,       \
                             rocblas_datatype execution_type) {                \
    using ::hipify_cpu::rocblas::dataType;                                     \
    return rocblas_status(::hipify_cpu::blas::dot_ex(                          \
        ::hipify_cpu::rocblas::Dialect, #NAME,                                 \
        ::hipify_cpu::rocblas::handle(handle), n, x, dataType(x_type), incx,   \
        y, dataType(y_type), incy, result, dataType(result_type),              \
        dataType(execution_type), CONJ));                                      \
  }
HIPIFY_CPU_ROCBLAS_DOT_EX(rocblas_dot_ex, false)
HIPIFY_CPU_ROCBLAS_DOT_EX(rocblas_dotc_ex, true)
#undef HIPIFY_CPU_ROCBLAS_DOT_EX

inline rocblas_status
rocblas_gemm_ex(rocblas_handle handle, rocblas_operation transA,
                rocblas_operation transB, rocblas_int m, rocblas_int n,
                rocblas_int k, const void *alpha, const void *a,
                rocblas_datatype a_type, rocblas_int lda, const void *b,
                rocblas_datatype b_type, rocblas_int ldb, const void *beta,
                const void *c, rocblas_datatype c_type, rocblas_int ldc,
                void *d, rocblas_datatype d_type, rocblas_int ldd,
                rocblas_datatype compute_type, rocblas_gemm_algo, int32_t,
                uint32_t) {
  return ::hipify_cpu::rocblas::gemmEx(
      "rocblas_gemm_ex", handle, transA, transB, m, n, k, alpha, a, a_type,
      lda, 0, b, b_type, ldb, 0, beta, c, c_type, ldc, 0, d, d_type, ldd, 0, 1,
      false, compute_type);
}
inline rocblas_status rocblas_gemm_batched_ex(
    rocblas_handle handle, rocblas_operation transA, rocblas_operation transB,
    rocblas_int m, rocblas_int n, rocblas_int k, const void *alpha,
    const void *a, rocblas_datatype a_type, rocblas_int lda, const void *b,
    rocblas_datatype b_type, rocblas_int ldb, const void *beta, const void *c,
    rocblas_datatype c_type, rocblas_int ldc, void *d, rocblas_datatype d_type,
    rocblas_int ldd, rocblas_int batch_count, rocblas_datatype compute_type,
    rocblas_gemm_algo, int32_t, uint32_t) {
  return ::hipify_cpu::rocblas::gemmEx(
      "rocblas_gemm_batched_ex", handle, transA, transB, m, n, k, alpha, a,
      a_type, lda, 0, b, b_type, ldb, 0, beta, c, c_type, ldc, 0, d, d_type,
      ldd, 0, batch_count, true, compute_type);
}
inline rocblas_status rocblas_gemm_strided_batched_ex(
    rocblas_handle handle, rocblas_operation transA, rocblas_operation transB,
    rocblas_int m, rocblas_int n, rocblas_int k, const void *alpha,
    const void *a, rocblas_datatype a_type, rocblas_int lda,
    rocblas_stride stride_a, const void *b, rocblas_datatype b_type,
    rocblas_int ldb, rocblas_stride stride_b, const void *beta, const void *c,
    rocblas_datatype c_type, rocblas_int ldc, rocblas_stride stride_c,
    void *d, rocblas_datatype d_type, rocblas_int ldd, rocblas_stride stride_d,
    rocblas_int batch_count, rocblas_datatype compute_type, rocblas_gemm_algo,
    int32_t, uint32_t) {
  return ::hipify_cpu::rocblas::gemmEx(
      "rocblas_gemm_strided_batched_ex", handle, transA, transB, m, n, k,
      alpha, a, a_type, lda, stride_a, b, b_type, ldb, stride_b, beta, c,
      c_type, ldc, stride_c, d, d_type, ldd, stride_d, batch_count, false,
      compute_type);
}
inline rocblas_status rocblas_hgemm(rocblas_handle handle,
                                    rocblas_operation transA,
                                    rocblas_operation transB, rocblas_int m,
                                    rocblas_int n, rocblas_int k,
                                    const rocblas_half *alpha,
                                    const rocblas_half *A, rocblas_int lda,
                                    const rocblas_half *B, rocblas_int ldb,
                                    const rocblas_half *beta, rocblas_half *C,
                                    rocblas_int ldc) {
  return ::hipify_cpu::rocblas::gemmEx(
      "rocblas_hgemm", handle, transA, transB, m, n, k, alpha, A,
      rocblas_datatype_f16_r, lda, 0, B, rocblas_datatype_f16_r, ldb, 0, beta,
      C, rocblas_datatype_f16_r, ldc, 0, C, rocblas_datatype_f16_r, ldc, 0, 1,
      false, rocblas_datatype_f16_r);
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
