//===- BlasLevel3.cpp - matrix-matrix routines ----------------------------===//
//
// gemm, trsm and trmm go to CBLAS; symm/hemm, syrk/herk and syr2k/her2k are
// loops from their definitions; geam and dgmm (the libraries' extensions)
// too. trmm is cuBLAS's out-of-place form (C = alpha op(A) B, C may be B).
//
//===----------------------------------------------------------------------===//
#include "BlasSupport.h"
#include "Cblas.h"
#include <algorithm>
#include <cstring>
#include <vector>

namespace hipify_cpu::blas {

namespace {
template <typename T> LibraryOutput out(const T *P, const char *Name) {
  return {P, kind<T>(), Name};
}

/// op(X)(I, J) of a column-major matrix X with leading dimension Ld.
template <typename T> T opAt(const T *X, int Ld, int Op, int I, int J) {
  if (Op == 0)
    return X[size_t(I) + size_t(J) * Ld];
  T V = X[size_t(J) + size_t(I) * Ld];
  return Op == 1 ? V : conj(V);
}
} // namespace

template <typename T>
int gemm(const Dialect &D, const char *Api, Handle *H, int TransA, int TransB,
         int M, int N, int K, const T *Alpha, const T *A, int Lda, const T *B,
         int Ldb, const T *Beta, T *C, int Ldc) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  int OpA = decode(D.Operation, TransA), OpB = decode(D.Operation, TransB);
  if (OpA < 0 || OpB < 0)
    return status(D, Status::InvalidEnum);
  int RowsA = OpA == 0 ? M : K, ColsA = OpA == 0 ? K : M;
  int RowsB = OpB == 0 ? K : N, ColsB = OpB == 0 ? N : K;
  if (M < 0 || N < 0 || K < 0 || Lda < std::max(1, RowsA) ||
      Ldb < std::max(1, RowsB) || Ldc < std::max(1, M))
    return status(D, Status::InvalidValue);
  if (M == 0 || N == 0)
    return status(D, Status::Success);
  Scalar<T> Al = scalar(D, Api, *H, "alpha", Alpha);
  Scalar<T> Be = scalar(D, Api, *H, "beta", Beta);
  require_device_range(Api, "A", A, matrix_bytes<T>(RowsA, ColsA, Lda));
  require_device_range(Api, "B", B, matrix_bytes<T>(RowsB, ColsB, Ldb));
  require_device_range(Api, "C", C, matrix_bytes<T>(M, N, Ldc));
  submit(*H, Api, {out(C, "C")}, [=] {
    cblas::gemm(OpA, OpB, M, N, K, Al.get(), A, Lda, B, Ldb, Be.get(), C,
                Ldc);
  });
  return status(D, Status::Success);
}

template <typename T>
int symm(const Dialect &D, const char *Api, Handle *H, int Side, int Uplo,
         int M, int N, const T *Alpha, const T *A, int Lda, const T *B,
         int Ldb, const T *Beta, T *C, int Ldc, bool Hermitian) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  int Right = decode(D.Side, Side), Fill = decode(D.Fill, Uplo);
  if (Right < 0 || Fill < 0)
    return status(D, Status::InvalidEnum);
  int Order = Right ? N : M;
  if (M < 0 || N < 0 || Fill == 2 || Lda < std::max(1, Order) ||
      Ldb < std::max(1, M) || Ldc < std::max(1, M))
    return status(D, Status::InvalidValue);
  if (M == 0 || N == 0)
    return status(D, Status::Success);
  Scalar<T> Al = scalar(D, Api, *H, "alpha", Alpha);
  Scalar<T> Be = scalar(D, Api, *H, "beta", Beta);
  require_device_range(Api, "A", A, matrix_bytes<T>(Order, Order, Lda));
  require_device_range(Api, "B", B, matrix_bytes<T>(M, N, Ldb));
  require_device_range(Api, "C", C, matrix_bytes<T>(M, N, Ldc));
  bool Upper = Fill == 0;
  submit(*H, Api, {out(C, "C")}, [=] {
    auto Sym = [&](int I, int J) {
      bool Stored = Upper ? I <= J : I >= J;
      T V = Stored ? A[size_t(I) + size_t(J) * Lda]
                   : A[size_t(J) + size_t(I) * Lda];
      if (!Hermitian)
        return V;
      return I == J ? real_part(V) : Stored ? V : conj(V);
    };
    T AlV = Al.get(), BeV = Be.get();
    std::vector<T> R(size_t(M) * N);
    for (int J = 0; J < N; ++J)
      for (int I = 0; I < M; ++I) {
        T Sum{};
        for (int L = 0; L < Order; ++L)
          Sum = add(Sum, Right ? mul(B[size_t(I) + size_t(L) * Ldb], Sym(L, J))
                               : mul(Sym(I, L), B[size_t(L) + size_t(J) * Ldb]));
        T Old = C[size_t(I) + size_t(J) * Ldc];
        R[size_t(I) + size_t(J) * M] =
            is_zero(BeV) ? mul(AlV, Sum) : add(mul(AlV, Sum), mul(BeV, Old));
      }
    for (int J = 0; J < N; ++J)
      std::memcpy(C + size_t(J) * Ldc, R.data() + size_t(J) * M,
                  sizeof(T) * M);
  });
  return status(D, Status::Success);
}

template <typename T, typename SA, typename SB>
int syrk(const Dialect &D, const char *Api, Handle *H, int Uplo, int Trans,
         int N, int K, const SA *Alpha, const T *A, int Lda, const T *B,
         int Ldb, const SB *Beta, T *C, int Ldc, bool Hermitian) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  int Fill = decode(D.Fill, Uplo), Op = decode(D.Operation, Trans);
  if (Fill < 0 || Op < 0)
    return status(D, Status::InvalidEnum);
  int Rows = Op == 0 ? N : K, Cols = Op == 0 ? K : N;
  if (N < 0 || K < 0 || Fill == 2 || Lda < std::max(1, Rows) ||
      (B && Ldb < std::max(1, Rows)) || Ldc < std::max(1, N))
    return status(D, Status::InvalidValue);
  if (N == 0)
    return status(D, Status::Success);
  Scalar<SA> Al = scalar(D, Api, *H, "alpha", Alpha);
  Scalar<SB> Be = scalar(D, Api, *H, "beta", Beta);
  require_device_range(Api, "A", A, matrix_bytes<T>(Rows, Cols, Lda));
  if (B)
    require_device_range(Api, "B", B, matrix_bytes<T>(Rows, Cols, Ldb));
  require_device_range(Api, "C", C, matrix_bytes<T>(N, N, Ldc));
  bool Upper = Fill == 0;
  submit(*H, Api, {out(C, "C")}, [=] {
    auto AsT = [](auto S) {
      if constexpr (std::is_same_v<decltype(S), T>)
        return S;
      else
        return from_complex<T>({S, 0});
    };
    T AlV = AsT(Al.get()), BeV = AsT(Be.get());
    // op(X)(I, L) with op N: X(I, L); op T/C: X(L, I) (conjugated for the
    // Hermitian routines' C).
    int Transposed = Op == 0 ? 0 : Hermitian ? 2 : 1;
    auto X = [&](const T *M, int Ld, int I, int L) {
      return Transposed == 0 ? M[size_t(I) + size_t(L) * Ld]
                             : opAt(M, Ld, Transposed, I, L);
    };
    // The product's second factor: op(Y)^T (or ^H for Hermitian).
    auto Y = [&](const T *M, int Ld, int J, int L) {
      T V = X(M, Ld, J, L);
      return Hermitian ? conj(V) : V;
    };
    for (int J = 0; J < N; ++J)
      for (int I = Upper ? 0 : J; I < (Upper ? J + 1 : N); ++I) {
        T Sum{};
        for (int L = 0; L < K; ++L) {
          if (!B) {
            Sum = add(Sum, mul(X(A, Lda, I, L), Y(A, Lda, J, L)));
          } else {
            // syr2k: alpha (A B' + B A'); her2k: alpha A B^H + conj(alpha) B A^H.
            Sum = add(Sum, mul(AlV, mul(X(A, Lda, I, L), Y(B, Ldb, J, L))));
            T Second = mul(X(B, Ldb, I, L), Y(A, Lda, J, L));
            Sum = add(Sum, mul(Hermitian ? conj(AlV) : AlV, Second));
          }
        }
        if (!B)
          Sum = mul(AlV, Sum);
        T &CIJ = C[size_t(I) + size_t(J) * Ldc];
        T New = is_zero(BeV) ? Sum : add(Sum, mul(BeV, CIJ));
        CIJ = Hermitian && I == J ? real_part(New) : New;
      }
  });
  return status(D, Status::Success);
}

template <typename T>
int trmm(const Dialect &D, const char *Api, Handle *H, int Side, int Uplo,
         int Trans, int Diag, int M, int N, const T *Alpha, const T *A,
         int Lda, const T *B, int Ldb, T *C, int Ldc) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  int Right = decode(D.Side, Side), Fill = decode(D.Fill, Uplo),
      Op = decode(D.Operation, Trans), Unit = decode(D.Diagonal, Diag);
  if (Right < 0 || Fill < 0 || Op < 0 || Unit < 0)
    return status(D, Status::InvalidEnum);
  int Order = Right ? N : M;
  if (M < 0 || N < 0 || Fill == 2 || Lda < std::max(1, Order) ||
      Ldb < std::max(1, M) || Ldc < std::max(1, M))
    return status(D, Status::InvalidValue);
  if (M == 0 || N == 0)
    return status(D, Status::Success);
  Scalar<T> Al = scalar(D, Api, *H, "alpha", Alpha);
  require_device_range(Api, "A", A, matrix_bytes<T>(Order, Order, Lda));
  require_device_range(Api, "B", B, matrix_bytes<T>(M, N, Ldb));
  require_device_range(Api, "C", C, matrix_bytes<T>(M, N, Ldc));
  submit(*H, Api, {out(C, "C")}, [=] {
    std::vector<T> Work(size_t(M) * N);
    for (int J = 0; J < N; ++J)
      std::memcpy(Work.data() + size_t(J) * M, B + size_t(J) * Ldb,
                  sizeof(T) * M);
    cblas::trmm(Right, Fill, Op, Unit, M, N, Al.get(), A, Lda, Work.data(), M);
    for (int J = 0; J < N; ++J)
      std::memcpy(C + size_t(J) * Ldc, Work.data() + size_t(J) * M,
                  sizeof(T) * M);
  });
  return status(D, Status::Success);
}

template <typename T>
int trsm(const Dialect &D, const char *Api, Handle *H, int Side, int Uplo,
         int Trans, int Diag, int M, int N, const T *Alpha, const T *A,
         int Lda, T *B, int Ldb) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  int Right = decode(D.Side, Side), Fill = decode(D.Fill, Uplo),
      Op = decode(D.Operation, Trans), Unit = decode(D.Diagonal, Diag);
  if (Right < 0 || Fill < 0 || Op < 0 || Unit < 0)
    return status(D, Status::InvalidEnum);
  int Order = Right ? N : M;
  if (M < 0 || N < 0 || Fill == 2 || Lda < std::max(1, Order) ||
      Ldb < std::max(1, M))
    return status(D, Status::InvalidValue);
  if (M == 0 || N == 0)
    return status(D, Status::Success);
  Scalar<T> Al = scalar(D, Api, *H, "alpha", Alpha);
  require_device_range(Api, "A", A, matrix_bytes<T>(Order, Order, Lda));
  require_device_range(Api, "B", B, matrix_bytes<T>(M, N, Ldb));
  submit(*H, Api, {out(B, "B")}, [=] {
    cblas::trsm(Right, Fill, Op, Unit, M, N, Al.get(), A, Lda, B, Ldb);
  });
  return status(D, Status::Success);
}

template <typename T>
int geam(const Dialect &D, const char *Api, Handle *H, int TransA, int TransB,
         int M, int N, const T *Alpha, const T *A, int Lda, const T *Beta,
         const T *B, int Ldb, T *C, int Ldc) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  int OpA = decode(D.Operation, TransA), OpB = decode(D.Operation, TransB);
  if (OpA < 0 || OpB < 0)
    return status(D, Status::InvalidEnum);
  int RowsA = OpA == 0 ? M : N, RowsB = OpB == 0 ? M : N;
  if (M < 0 || N < 0 || Lda < std::max(1, RowsA) ||
      Ldb < std::max(1, RowsB) || Ldc < std::max(1, M))
    return status(D, Status::InvalidValue);
  if (M == 0 || N == 0)
    return status(D, Status::Success);
  Scalar<T> Al = scalar(D, Api, *H, "alpha", Alpha);
  Scalar<T> Be = scalar(D, Api, *H, "beta", Beta);
  require_device_range(Api, "A", A,
                       matrix_bytes<T>(RowsA, OpA == 0 ? N : M, Lda));
  require_device_range(Api, "B", B,
                       matrix_bytes<T>(RowsB, OpB == 0 ? N : M, Ldb));
  require_device_range(Api, "C", C, matrix_bytes<T>(M, N, Ldc));
  submit(*H, Api, {out(C, "C")}, [=] {
    T AlV = Al.get(), BeV = Be.get();
    std::vector<T> R(size_t(M) * N);
    for (int J = 0; J < N; ++J)
      for (int I = 0; I < M; ++I) {
        // A (or B) with a zero factor is not read (cuBLAS's transpose
        // idiom: beta 0, B null).
        T Sum{};
        if (!is_zero(AlV))
          Sum = mul(AlV, opAt(A, Lda, OpA, I, J));
        if (!is_zero(BeV))
          Sum = add(Sum, mul(BeV, opAt(B, Ldb, OpB, I, J)));
        R[size_t(I) + size_t(J) * M] = Sum;
      }
    for (int J = 0; J < N; ++J)
      std::memcpy(C + size_t(J) * Ldc, R.data() + size_t(J) * M,
                  sizeof(T) * M);
  });
  return status(D, Status::Success);
}

template <typename T>
int dgmm(const Dialect &D, const char *Api, Handle *H, int Side, int M, int N,
         const T *A, int Lda, const T *X, int IncX, T *C, int Ldc) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  int Right = decode(D.Side, Side);
  if (Right < 0)
    return status(D, Status::InvalidEnum);
  if (M < 0 || N < 0 || Lda < std::max(1, M) || Ldc < std::max(1, M))
    return status(D, Status::InvalidValue);
  if (M == 0 || N == 0)
    return status(D, Status::Success);
  int LenX = Right ? N : M;
  require_device_range(Api, "A", A, matrix_bytes<T>(M, N, Lda));
  require_device_range(Api, "x", X, vector_bytes<T>(LenX, IncX));
  require_device_range(Api, "C", C, matrix_bytes<T>(M, N, Ldc));
  submit(*H, Api, {out(C, "C")}, [=] {
    // cuBLAS: x[k * incx] for k = 0.. (a negative increment from the end).
    auto Xk = [&](int K) {
      return IncX >= 0 ? X[size_t(K) * IncX]
                       : X[size_t(LenX - 1 - K) * size_t(-IncX)];
    };
    for (int J = 0; J < N; ++J)
      for (int I = 0; I < M; ++I)
        C[size_t(I) + size_t(J) * Ldc] =
            mul(A[size_t(I) + size_t(J) * Lda], Xk(Right ? J : I));
  });
  return status(D, Status::Success);
}

#define HIPIFY_CPU_BLAS_L3(T, R)                                               \
  template int gemm(const Dialect &, const char *, Handle *, int, int, int,    \
                    int, int, const T *, const T *, int, const T *, int,       \
                    const T *, T *, int);                                      \
  template int symm(const Dialect &, const char *, Handle *, int, int, int,    \
                    int, const T *, const T *, int, const T *, int, const T *, \
                    T *, int, bool);                                           \
  template int syrk(const Dialect &, const char *, Handle *, int, int, int,    \
                    int, const T *, const T *, int, const T *, int, const T *, \
                    T *, int, bool);                                           \
  template int trmm(const Dialect &, const char *, Handle *, int, int, int,    \
                    int, int, int, const T *, const T *, int, const T *, int,  \
                    T *, int);                                                 \
  template int trsm(const Dialect &, const char *, Handle *, int, int, int,    \
                    int, int, int, const T *, const T *, int, T *, int);       \
  template int geam(const Dialect &, const char *, Handle *, int, int, int,    \
                    int, const T *, const T *, int, const T *, const T *, int, \
                    T *, int);                                                 \
  template int dgmm(const Dialect &, const char *, Handle *, int, int, int,    \
                    const T *, int, const T *, int, T *, int);
HIPIFY_CPU_BLAS_L3(float, float)
HIPIFY_CPU_BLAS_L3(double, double)
HIPIFY_CPU_BLAS_L3(float2, float)
HIPIFY_CPU_BLAS_L3(double2, double)
#undef HIPIFY_CPU_BLAS_L3
// herk (real alpha and beta) and her2k (real beta).
template int syrk(const Dialect &, const char *, Handle *, int, int, int, int,
                  const float *, const float2 *, int, const float2 *, int,
                  const float *, float2 *, int, bool);
template int syrk(const Dialect &, const char *, Handle *, int, int, int, int,
                  const double *, const double2 *, int, const double2 *, int,
                  const double *, double2 *, int, bool);
template int syrk(const Dialect &, const char *, Handle *, int, int, int, int,
                  const float2 *, const float2 *, int, const float2 *, int,
                  const float *, float2 *, int, bool);
template int syrk(const Dialect &, const char *, Handle *, int, int, int, int,
                  const double2 *, const double2 *, int, const double2 *, int,
                  const double *, double2 *, int, bool);

} // namespace hipify_cpu::blas
