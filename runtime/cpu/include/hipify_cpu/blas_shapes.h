//===- blas_shapes.h - the argument lists of the BLAS routines ------------===//
//
// cuBLAS, hipBLAS and rocBLAS give each routine the same arguments in the
// same order; they differ in names, enum types and values. One macro per
// argument list (a shape) writes a routine of the including dialect, which
// first defines:
//   HIPIFY_CPU_BLAS_STATUS   the status type returned
//   HIPIFY_CPU_BLAS_HANDLE   the handle type
//   HIPIFY_CPU_BLAS_OP, _FILL, _DIAG, _SIDE   the enum types
//   HIPIFY_CPU_BLAS_STRIDE   the stride type of strided batches
//   HIPIFY_CPU_BLAS_D        the dialect's hipify_cpu::blas::Dialect
// Every routine forwards to the core (blas.h) with its name as the program
// calls it, for the launch trace and for messages.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_BLAS_SHAPES_H
#define HIPIFY_CPU_BLAS_SHAPES_H

#include "hipify_cpu/blas.h"

#define HIPIFY_CPU_BLAS_FN(API)                                                \
  inline HIPIFY_CPU_BLAS_STATUS API(HIPIFY_CPU_BLAS_HANDLE handle
#define HIPIFY_CPU_BLAS_CALL(CORE, API, ...)                                   \
  return HIPIFY_CPU_BLAS_STATUS(::hipify_cpu::blas::CORE(                      \
      HIPIFY_CPU_BLAS_D, #API,                                                 \
      reinterpret_cast<::hipify_cpu::blas::Handle *>(handle), __VA_ARGS__));
#define HIPIFY_CPU_BLAS_E(X) static_cast<int>(X)

// --- Level 1 ----------------------------------------------------------------
#define HIPIFY_CPU_BLAS_SHAPE_AXPY(API, T)                                     \
  HIPIFY_CPU_BLAS_FN(API), int n, const T *alpha, const T *x, int incx, T *y,  \
      int incy) {                                                              \
    HIPIFY_CPU_BLAS_CALL(axpy<T>, API, n, alpha, x, incx, y, incy)             \
  }
#define HIPIFY_CPU_BLAS_SHAPE_COPY(API, T)                                     \
  HIPIFY_CPU_BLAS_FN(API), int n, const T *x, int incx, T *y, int incy) {      \
    HIPIFY_CPU_BLAS_CALL(copy<T>, API, n, x, incx, y, incy)                    \
  }
#define HIPIFY_CPU_BLAS_SHAPE_SCAL(API, T, S)                                  \
  HIPIFY_CPU_BLAS_FN(API), int n, const S *alpha, T *x, int incx) {            \
    HIPIFY_CPU_BLAS_CALL(scal<T HIPIFY_CPU_COMMA S>, API, n, alpha, x, incx)   \
  }
#define HIPIFY_CPU_BLAS_SHAPE_SWAP(API, T)                                     \
  HIPIFY_CPU_BLAS_FN(API), int n, T *x, int incx, T *y, int incy) {            \
    HIPIFY_CPU_BLAS_CALL(swap<T>, API, n, x, incx, y, incy)                    \
  }
#define HIPIFY_CPU_BLAS_SHAPE_DOT(API, T, CONJ)                                \
  HIPIFY_CPU_BLAS_FN(API), int n, const T *x, int incx, const T *y, int incy,  \
      T *result) {                                                             \
    HIPIFY_CPU_BLAS_CALL(dot<T>, API, n, x, incx, y, incy, result, CONJ)       \
  }
#define HIPIFY_CPU_BLAS_SHAPE_NRM2(API, T, R)                                  \
  HIPIFY_CPU_BLAS_FN(API), int n, const T *x, int incx, R *result) {           \
    HIPIFY_CPU_BLAS_CALL(nrm2<T HIPIFY_CPU_COMMA R>, API, n, x, incx, result)  \
  }
#define HIPIFY_CPU_BLAS_SHAPE_ASUM(API, T, R)                                  \
  HIPIFY_CPU_BLAS_FN(API), int n, const T *x, int incx, R *result) {           \
    HIPIFY_CPU_BLAS_CALL(asum<T HIPIFY_CPU_COMMA R>, API, n, x, incx, result)  \
  }
#define HIPIFY_CPU_BLAS_SHAPE_IAMAX(API, T, MAX)                               \
  HIPIFY_CPU_BLAS_FN(API), int n, const T *x, int incx, int *result) {         \
    HIPIFY_CPU_BLAS_CALL(iamax<T>, API, n, x, incx, result, MAX)               \
  }
#define HIPIFY_CPU_BLAS_SHAPE_ROT(API, T, C, S)                                \
  HIPIFY_CPU_BLAS_FN(API), int n, T *x, int incx, T *y, int incy, const C *c,  \
      const S *s) {                                                            \
    HIPIFY_CPU_BLAS_CALL(rot<T HIPIFY_CPU_COMMA C HIPIFY_CPU_COMMA S>, API, n, \
                         x, incx, y, incy, c, s)                               \
  }
#define HIPIFY_CPU_BLAS_SHAPE_ROTG(API, T, C)                                  \
  HIPIFY_CPU_BLAS_FN(API), T *a, T *b, C *c, T *s) {                           \
    HIPIFY_CPU_BLAS_CALL(rotg<T HIPIFY_CPU_COMMA C>, API, a, b, c, s)          \
  }
#define HIPIFY_CPU_BLAS_SHAPE_ROTM(API, T)                                     \
  HIPIFY_CPU_BLAS_FN(API), int n, T *x, int incx, T *y, int incy,              \
      const T *param) {                                                        \
    HIPIFY_CPU_BLAS_CALL(rotm<T>, API, n, x, incx, y, incy, param)             \
  }
#define HIPIFY_CPU_BLAS_SHAPE_ROTMG(API, T)                                    \
  HIPIFY_CPU_BLAS_FN(API), T *d1, T *d2, T *x1, const T *y1, T *param) {       \
    HIPIFY_CPU_BLAS_CALL(rotmg<T>, API, d1, d2, x1, y1, param)                 \
  }

// --- Level 2 ----------------------------------------------------------------
#define HIPIFY_CPU_BLAS_SHAPE_GEMV(API, T)                                     \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_OP trans, int m, int n,             \
      const T *alpha, const T *A, int lda, const T *x, int incx,               \
      const T *beta, T *y, int incy) {                                         \
    HIPIFY_CPU_BLAS_CALL(gemv<T>, API, HIPIFY_CPU_BLAS_E(trans), m, n, alpha,  \
                         A, lda, x, incx, beta, y, incy)                       \
  }
#define HIPIFY_CPU_BLAS_SHAPE_GBMV(API, T)                                     \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_OP trans, int m, int n, int kl,     \
      int ku, const T *alpha, const T *A, int lda, const T *x, int incx,       \
      const T *beta, T *y, int incy) {                                         \
    HIPIFY_CPU_BLAS_CALL(gbmv<T>, API, HIPIFY_CPU_BLAS_E(trans), m, n, kl, ku, \
                         alpha, A, lda, x, incx, beta, y, incy)                \
  }
#define HIPIFY_CPU_BLAS_SHAPE_TRMV(API, T, SOLVE)                              \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_FILL uplo,                          \
      HIPIFY_CPU_BLAS_OP trans, HIPIFY_CPU_BLAS_DIAG diag, int n, const T *A,  \
      int lda, T *x, int incx) {                                               \
    HIPIFY_CPU_BLAS_CALL(trmv<T>, API, HIPIFY_CPU_BLAS_E(uplo),                \
                         HIPIFY_CPU_BLAS_E(trans), HIPIFY_CPU_BLAS_E(diag), n, \
                         -1, A, lda, x, incx, SOLVE)                           \
  }
#define HIPIFY_CPU_BLAS_SHAPE_TBMV(API, T, SOLVE)                              \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_FILL uplo,                          \
      HIPIFY_CPU_BLAS_OP trans, HIPIFY_CPU_BLAS_DIAG diag, int n, int k,       \
      const T *A, int lda, T *x, int incx) {                                   \
    HIPIFY_CPU_BLAS_CALL(trmv<T>, API, HIPIFY_CPU_BLAS_E(uplo),                \
                         HIPIFY_CPU_BLAS_E(trans), HIPIFY_CPU_BLAS_E(diag), n, \
                         k < 0 ? -2 : k, A, lda, x, incx, SOLVE)               \
  }
#define HIPIFY_CPU_BLAS_SHAPE_TPMV(API, T, SOLVE)                              \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_FILL uplo,                          \
      HIPIFY_CPU_BLAS_OP trans, HIPIFY_CPU_BLAS_DIAG diag, int n,              \
      const T *AP, T *x, int incx) {                                           \
    HIPIFY_CPU_BLAS_CALL(trmv<T>, API, HIPIFY_CPU_BLAS_E(uplo),                \
                         HIPIFY_CPU_BLAS_E(trans), HIPIFY_CPU_BLAS_E(diag), n, \
                         -1, AP, 0, x, incx, SOLVE)                            \
  }
#define HIPIFY_CPU_BLAS_SHAPE_SYMV(API, T, HERM)                               \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_FILL uplo, int n, const T *alpha,   \
      const T *A, int lda, const T *x, int incx, const T *beta, T *y,          \
      int incy) {                                                              \
    HIPIFY_CPU_BLAS_CALL(symv<T>, API, HIPIFY_CPU_BLAS_E(uplo), n, -1, alpha,  \
                         A, lda, x, incx, beta, y, incy, HERM)                 \
  }
#define HIPIFY_CPU_BLAS_SHAPE_SBMV(API, T, HERM)                               \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_FILL uplo, int n, int k,            \
      const T *alpha, const T *A, int lda, const T *x, int incx,               \
      const T *beta, T *y, int incy) {                                         \
    HIPIFY_CPU_BLAS_CALL(symv<T>, API, HIPIFY_CPU_BLAS_E(uplo), n,             \
                         k < 0 ? -2 : k, alpha, A, lda, x, incx, beta, y,      \
                         incy, HERM)                                           \
  }
#define HIPIFY_CPU_BLAS_SHAPE_SPMV(API, T, HERM)                               \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_FILL uplo, int n, const T *alpha,   \
      const T *AP, const T *x, int incx, const T *beta, T *y, int incy) {      \
    HIPIFY_CPU_BLAS_CALL(symv<T>, API, HIPIFY_CPU_BLAS_E(uplo), n, -1, alpha,  \
                         AP, 0, x, incx, beta, y, incy, HERM)                  \
  }
#define HIPIFY_CPU_BLAS_SHAPE_GER(API, T, CONJ)                                \
  HIPIFY_CPU_BLAS_FN(API), int m, int n, const T *alpha, const T *x,           \
      int incx, const T *y, int incy, T *A, int lda) {                         \
    HIPIFY_CPU_BLAS_CALL(ger<T>, API, m, n, alpha, x, incx, y, incy, A, lda,   \
                         CONJ)                                                 \
  }
#define HIPIFY_CPU_BLAS_SHAPE_SYR(API, T, S, HERM)                             \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_FILL uplo, int n, const S *alpha,   \
      const T *x, int incx, T *A, int lda) {                                   \
    HIPIFY_CPU_BLAS_CALL(syr<T HIPIFY_CPU_COMMA S>, API,                       \
                         HIPIFY_CPU_BLAS_E(uplo), n, alpha, x, incx,           \
                         static_cast<const T *>(nullptr), 0, A,                \
                         lda < 1 ? -1 : lda, HERM)                             \
  }
#define HIPIFY_CPU_BLAS_SHAPE_SPR(API, T, S, HERM)                             \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_FILL uplo, int n, const S *alpha,   \
      const T *x, int incx, T *AP) {                                           \
    HIPIFY_CPU_BLAS_CALL(syr<T HIPIFY_CPU_COMMA S>, API,                       \
                         HIPIFY_CPU_BLAS_E(uplo), n, alpha, x, incx,           \
                         static_cast<const T *>(nullptr), 0, AP, 0, HERM)      \
  }
#define HIPIFY_CPU_BLAS_SHAPE_SYR2(API, T, HERM)                               \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_FILL uplo, int n, const T *alpha,   \
      const T *x, int incx, const T *y, int incy, T *A, int lda) {             \
    HIPIFY_CPU_BLAS_CALL(syr<T HIPIFY_CPU_COMMA T>, API,                       \
                         HIPIFY_CPU_BLAS_E(uplo), n, alpha, x, incx, y, incy,  \
                         A, lda < 1 ? -1 : lda, HERM)                          \
  }
#define HIPIFY_CPU_BLAS_SHAPE_SPR2(API, T, HERM)                               \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_FILL uplo, int n, const T *alpha,   \
      const T *x, int incx, const T *y, int incy, T *AP) {                     \
    HIPIFY_CPU_BLAS_CALL(syr<T HIPIFY_CPU_COMMA T>, API,                       \
                         HIPIFY_CPU_BLAS_E(uplo), n, alpha, x, incx, y, incy,  \
                         AP, 0, HERM)                                          \
  }

// --- Level 3 ----------------------------------------------------------------
#define HIPIFY_CPU_BLAS_SHAPE_GEMM(API, T)                                     \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_OP transa,                          \
      HIPIFY_CPU_BLAS_OP transb, int m, int n, int k, const T *alpha,          \
      const T *A, int lda, const T *B, int ldb, const T *beta, T *C,           \
      int ldc) {                                                               \
    HIPIFY_CPU_BLAS_CALL(gemm<T>, API, HIPIFY_CPU_BLAS_E(transa),              \
                         HIPIFY_CPU_BLAS_E(transb), m, n, k, alpha, A, lda, B, \
                         ldb, beta, C, ldc)                                    \
  }
#define HIPIFY_CPU_BLAS_SHAPE_SYMM(API, T, HERM)                               \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_SIDE side,                          \
      HIPIFY_CPU_BLAS_FILL uplo, int m, int n, const T *alpha, const T *A,     \
      int lda, const T *B, int ldb, const T *beta, T *C, int ldc) {            \
    HIPIFY_CPU_BLAS_CALL(symm<T>, API, HIPIFY_CPU_BLAS_E(side),                \
                         HIPIFY_CPU_BLAS_E(uplo), m, n, alpha, A, lda, B, ldb, \
                         beta, C, ldc, HERM)                                   \
  }
#define HIPIFY_CPU_BLAS_SHAPE_SYRK(API, T, S, HERM)                            \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_FILL uplo,                          \
      HIPIFY_CPU_BLAS_OP trans, int n, int k, const S *alpha, const T *A,      \
      int lda, const S *beta, T *C, int ldc) {                                 \
    HIPIFY_CPU_BLAS_CALL(syrk<T HIPIFY_CPU_COMMA S HIPIFY_CPU_COMMA S>, API,   \
                         HIPIFY_CPU_BLAS_E(uplo), HIPIFY_CPU_BLAS_E(trans), n, \
                         k, alpha, A, lda, static_cast<const T *>(nullptr), 0, \
                         beta, C, ldc, HERM)                                   \
  }
#define HIPIFY_CPU_BLAS_SHAPE_SYR2K(API, T, SB, HERM)                          \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_FILL uplo,                          \
      HIPIFY_CPU_BLAS_OP trans, int n, int k, const T *alpha, const T *A,      \
      int lda, const T *B, int ldb, const SB *beta, T *C, int ldc) {           \
    HIPIFY_CPU_BLAS_CALL(syrk<T HIPIFY_CPU_COMMA T HIPIFY_CPU_COMMA SB>, API,  \
                         HIPIFY_CPU_BLAS_E(uplo), HIPIFY_CPU_BLAS_E(trans), n, \
                         k, alpha, A, lda, B, ldb, beta, C, ldc, HERM)         \
  }
/// cuBLAS's trmm, and hipBLAS's and rocBLAS's since ROCm 6.0: C = op(A) B.
#define HIPIFY_CPU_BLAS_SHAPE_TRMM(API, T)                                     \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_SIDE side,                          \
      HIPIFY_CPU_BLAS_FILL uplo, HIPIFY_CPU_BLAS_OP trans,                     \
      HIPIFY_CPU_BLAS_DIAG diag, int m, int n, const T *alpha, const T *A,     \
      int lda, const T *B, int ldb, T *C, int ldc) {                           \
    HIPIFY_CPU_BLAS_CALL(trmm<T>, API, HIPIFY_CPU_BLAS_E(side),                \
                         HIPIFY_CPU_BLAS_E(uplo), HIPIFY_CPU_BLAS_E(trans),    \
                         HIPIFY_CPU_BLAS_E(diag), m, n, alpha, A, lda, B, ldb, \
                         C, ldc)                                               \
  }
/// hipBLAS's and rocBLAS's trmm before ROCm 6.0: B = op(A) B, in place.
#define HIPIFY_CPU_BLAS_SHAPE_TRMM_IN_PLACE(API, T)                            \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_SIDE side,                          \
      HIPIFY_CPU_BLAS_FILL uplo, HIPIFY_CPU_BLAS_OP trans,                     \
      HIPIFY_CPU_BLAS_DIAG diag, int m, int n, const T *alpha, const T *A,     \
      int lda, T *B, int ldb) {                                                \
    HIPIFY_CPU_BLAS_CALL(trmm<T>, API, HIPIFY_CPU_BLAS_E(side),                \
                         HIPIFY_CPU_BLAS_E(uplo), HIPIFY_CPU_BLAS_E(trans),    \
                         HIPIFY_CPU_BLAS_E(diag), m, n, alpha, A, lda, B, ldb, \
                         B, ldb)                                               \
  }
#define HIPIFY_CPU_BLAS_SHAPE_TRSM(API, T)                                     \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_SIDE side,                          \
      HIPIFY_CPU_BLAS_FILL uplo, HIPIFY_CPU_BLAS_OP trans,                     \
      HIPIFY_CPU_BLAS_DIAG diag, int m, int n, const T *alpha, const T *A,     \
      int lda, T *B, int ldb) {                                                \
    HIPIFY_CPU_BLAS_CALL(trsm<T>, API, HIPIFY_CPU_BLAS_E(side),                \
                         HIPIFY_CPU_BLAS_E(uplo), HIPIFY_CPU_BLAS_E(trans),    \
                         HIPIFY_CPU_BLAS_E(diag), m, n, alpha, A, lda, B, ldb) \
  }
#define HIPIFY_CPU_BLAS_SHAPE_GEAM(API, T)                                     \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_OP transa,                          \
      HIPIFY_CPU_BLAS_OP transb, int m, int n, const T *alpha, const T *A,     \
      int lda, const T *beta, const T *B, int ldb, T *C, int ldc) {            \
    HIPIFY_CPU_BLAS_CALL(geam<T>, API, HIPIFY_CPU_BLAS_E(transa),              \
                         HIPIFY_CPU_BLAS_E(transb), m, n, alpha, A, lda, beta, \
                         B, ldb, C, ldc)                                       \
  }
#define HIPIFY_CPU_BLAS_SHAPE_DGMM(API, T)                                     \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_SIDE side, int m, int n,            \
      const T *A, int lda, const T *x, int incx, T *C, int ldc) {              \
    HIPIFY_CPU_BLAS_CALL(dgmm<T>, API, HIPIFY_CPU_BLAS_E(side), m, n, A, lda,  \
                         x, incx, C, ldc)                                      \
  }
#define HIPIFY_CPU_BLAS_SHAPE_GEMM_BATCHED(API, T)                             \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_OP transa,                          \
      HIPIFY_CPU_BLAS_OP transb, int m, int n, int k, const T *alpha,          \
      const T *const Aarray[], int lda, const T *const Barray[], int ldb,      \
      const T *beta, T *const Carray[], int ldc, int batchCount) {             \
    HIPIFY_CPU_BLAS_CALL(gemm_batched<T>, API, HIPIFY_CPU_BLAS_E(transa),      \
                         HIPIFY_CPU_BLAS_E(transb), m, n, k, alpha, Aarray,    \
                         lda, Barray, ldb, beta, Carray, ldc, batchCount)      \
  }
#define HIPIFY_CPU_BLAS_SHAPE_GEMM_STRIDED(API, T)                             \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_OP transa,                          \
      HIPIFY_CPU_BLAS_OP transb, int m, int n, int k, const T *alpha,          \
      const T *A, int lda, HIPIFY_CPU_BLAS_STRIDE strideA, const T *B,         \
      int ldb, HIPIFY_CPU_BLAS_STRIDE strideB, const T *beta, T *C, int ldc,   \
      HIPIFY_CPU_BLAS_STRIDE strideC, int batchCount) {                        \
    HIPIFY_CPU_BLAS_CALL(gemm_strided_batched<T>, API,                         \
                         HIPIFY_CPU_BLAS_E(transa), HIPIFY_CPU_BLAS_E(transb), \
                         m, n, k, alpha, A, lda, strideA, B, ldb, strideB,     \
                         beta, C, ldc, strideC, batchCount)                    \
  }
#define HIPIFY_CPU_BLAS_SHAPE_GETRF_BATCHED(API, T)                            \
  HIPIFY_CPU_BLAS_FN(API), int n, T *const A[], int lda, int *P, int *info,    \
      int batchSize) {                                                         \
    HIPIFY_CPU_BLAS_CALL(getrf_batched<T>, API, n, A, lda, P, info, batchSize) \
  }
#define HIPIFY_CPU_BLAS_SHAPE_GETRS_BATCHED(API, T)                            \
  HIPIFY_CPU_BLAS_FN(API), HIPIFY_CPU_BLAS_OP trans, int n, int nrhs,          \
      const T *const A[], int lda, const int *devIpiv, T *const B[], int ldb,  \
      int *info, int batchSize) {                                              \
    HIPIFY_CPU_BLAS_CALL(getrs_batched<T>, API, HIPIFY_CPU_BLAS_E(trans), n,   \
                         nrhs, A, lda, devIpiv, B, ldb, info, batchSize)       \
  }
#define HIPIFY_CPU_BLAS_SHAPE_GETRI_BATCHED(API, T)                            \
  HIPIFY_CPU_BLAS_FN(API), int n, const T *const A[], int lda, const int *P,   \
      T *const C[], int ldc, int *info, int batchSize) {                       \
    HIPIFY_CPU_BLAS_CALL(getri_batched<T>, API, n, A, lda, P, C, ldc, info,    \
                         batchSize)                                            \
  }

#define HIPIFY_CPU_COMMA ,

#endif
