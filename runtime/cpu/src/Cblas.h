//===- Cblas.h - CBLAS, overloaded on the element type --------------------===//
//
// The routines the runner's BLAS computes with, named once for the four
// element types (float, double, and the complex float2, double2, which have
// the layout CBLAS's void * complex arguments expect). Only the standard
// CBLAS interface is used: OpenBLAS, BLIS or the reference CBLAS serve.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_CBLAS_H
#define HIPIFY_CPU_CBLAS_H

#include "hipify_cpu/vector_types.h"
#include <cblas.h>

namespace hipify_cpu::blas::cblas {

inline CBLAS_TRANSPOSE transpose(int Op) {
  return Op == 0 ? CblasNoTrans : Op == 1 ? CblasTrans : CblasConjTrans;
}
inline CBLAS_UPLO uplo(int Fill) { return Fill == 0 ? CblasUpper : CblasLower; }
inline CBLAS_DIAG diag(int Unit) { return Unit ? CblasUnit : CblasNonUnit; }
inline CBLAS_SIDE side(int Right) { return Right ? CblasRight : CblasLeft; }
constexpr CBLAS_ORDER Col = CblasColMajor;

// Each routine for the four types: real ones take scalars by value,
// complex ones by pointer.
#define HIPIFY_CPU_CBLAS_REAL(T, P)                                            \
  inline void axpy(int n, T a, const T *x, int ix, T *y, int iy) {             \
    cblas_##P##axpy(n, a, x, ix, y, iy);                                       \
  }                                                                            \
  inline void copy(int n, const T *x, int ix, T *y, int iy) {                  \
    cblas_##P##copy(n, x, ix, y, iy);                                          \
  }                                                                            \
  inline void scal(int n, T a, T *x, int ix) { cblas_##P##scal(n, a, x, ix); } \
  inline void swap(int n, T *x, int ix, T *y, int iy) {                        \
    cblas_##P##swap(n, x, ix, y, iy);                                          \
  }                                                                            \
  inline T nrm2(int n, const T *x, int ix) { return cblas_##P##nrm2(n, x, ix); } \
  inline T asum(int n, const T *x, int ix) { return cblas_##P##asum(n, x, ix); } \
  inline int iamax(int n, const T *x, int ix) {                                \
    return int(cblas_i##P##amax(n, x, ix));                                    \
  }                                                                            \
  inline void rot(int n, T *x, int ix, T *y, int iy, T c, T s) {               \
    cblas_##P##rot(n, x, ix, y, iy, c, s);                                     \
  }                                                                            \
  inline void rotm(int n, T *x, int ix, T *y, int iy, const T *p) {            \
    cblas_##P##rotm(n, x, ix, y, iy, p);                                       \
  }                                                                            \
  inline void rotmg(T *d1, T *d2, T *x1, T y1, T *p) {                         \
    cblas_##P##rotmg(d1, d2, x1, y1, p);                                       \
  }                                                                            \
  inline void gemv(int t, int m, int n, T a, const T *A, int lda, const T *x,  \
                   int ix, T b, T *y, int iy) {                                \
    cblas_##P##gemv(Col, transpose(t), m, n, a, A, lda, x, ix, b, y, iy);     \
  }                                                                            \
  inline void gbmv(int t, int m, int n, int kl, int ku, T a, const T *A,       \
                   int lda, const T *x, int ix, T b, T *y, int iy) {           \
    cblas_##P##gbmv(Col, transpose(t), m, n, kl, ku, a, A, lda, x, ix, b, y,  \
                    iy);                                                       \
  }                                                                            \
  inline void gemm(int ta, int tb, int m, int n, int k, T a, const T *A,       \
                   int lda, const T *B, int ldb, T b, T *C, int ldc) {         \
    cblas_##P##gemm(Col, transpose(ta), transpose(tb), m, n, k, a, A, lda, B, \
                    ldb, b, C, ldc);                                           \
  }                                                                            \
  inline void trsm(int s, int u, int t, int d, int m, int n, T a, const T *A,  \
                   int lda, T *B, int ldb) {                                   \
    cblas_##P##trsm(Col, side(s), uplo(u), transpose(t), diag(d), m, n, a, A, \
                    lda, B, ldb);                                              \
  }                                                                            \
  inline void trmm(int s, int u, int t, int d, int m, int n, T a, const T *A,  \
                   int lda, T *B, int ldb) {                                   \
    cblas_##P##trmm(Col, side(s), uplo(u), transpose(t), diag(d), m, n, a, A, \
                    lda, B, ldb);                                              \
  }

#define HIPIFY_CPU_CBLAS_COMPLEX(T, R, P, RP)                                  \
  inline void axpy(int n, T a, const T *x, int ix, T *y, int iy) {             \
    cblas_##P##axpy(n, &a, x, ix, y, iy);                                      \
  }                                                                            \
  inline void copy(int n, const T *x, int ix, T *y, int iy) {                  \
    cblas_##P##copy(n, x, ix, y, iy);                                          \
  }                                                                            \
  inline void scal(int n, T a, T *x, int ix) { cblas_##P##scal(n, &a, x, ix); } \
  inline void scal(int n, R a, T *x, int ix) {                                 \
    cblas_##P##RP##scal(n, a, x, ix);                                          \
  }                                                                            \
  inline void swap(int n, T *x, int ix, T *y, int iy) {                        \
    cblas_##P##swap(n, x, ix, y, iy);                                          \
  }                                                                            \
  inline R nrm2(int n, const T *x, int ix) {                                   \
    return cblas_##RP##P##nrm2(n, x, ix);                                      \
  }                                                                            \
  inline R asum(int n, const T *x, int ix) {                                   \
    return cblas_##RP##P##asum(n, x, ix);                                      \
  }                                                                            \
  inline int iamax(int n, const T *x, int ix) {                                \
    return int(cblas_i##P##amax(n, x, ix));                                    \
  }                                                                            \
  inline void gemv(int t, int m, int n, T a, const T *A, int lda, const T *x,  \
                   int ix, T b, T *y, int iy) {                                \
    cblas_##P##gemv(Col, transpose(t), m, n, &a, A, lda, x, ix, &b, y, iy);   \
  }                                                                            \
  inline void gbmv(int t, int m, int n, int kl, int ku, T a, const T *A,       \
                   int lda, const T *x, int ix, T b, T *y, int iy) {           \
    cblas_##P##gbmv(Col, transpose(t), m, n, kl, ku, &a, A, lda, x, ix, &b, y, \
                    iy);                                                       \
  }                                                                            \
  inline void gemm(int ta, int tb, int m, int n, int k, T a, const T *A,       \
                   int lda, const T *B, int ldb, T b, T *C, int ldc) {         \
    cblas_##P##gemm(Col, transpose(ta), transpose(tb), m, n, k, &a, A, lda, B, \
                    ldb, &b, C, ldc);                                          \
  }                                                                            \
  inline void trsm(int s, int u, int t, int d, int m, int n, T a, const T *A,  \
                   int lda, T *B, int ldb) {                                   \
    cblas_##P##trsm(Col, side(s), uplo(u), transpose(t), diag(d), m, n, &a, A, \
                    lda, B, ldb);                                              \
  }                                                                            \
  inline void trmm(int s, int u, int t, int d, int m, int n, T a, const T *A,  \
                   int lda, T *B, int ldb) {                                   \
    cblas_##P##trmm(Col, side(s), uplo(u), transpose(t), diag(d), m, n, &a, A, \
                    lda, B, ldb);                                              \
  }

HIPIFY_CPU_CBLAS_REAL(float, s)
HIPIFY_CPU_CBLAS_REAL(double, d)
HIPIFY_CPU_CBLAS_COMPLEX(float2, float, c, s)
HIPIFY_CPU_CBLAS_COMPLEX(double2, double, z, d)
#undef HIPIFY_CPU_CBLAS_REAL
#undef HIPIFY_CPU_CBLAS_COMPLEX

} // namespace hipify_cpu::blas::cblas

#endif
