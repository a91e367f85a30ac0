//===- BlasLevel2.cpp - matrix-vector routines ----------------------------===//
//
// gemv and gbmv go to CBLAS. The triangular, symmetric and Hermitian
// routines are written as loops over one accessor per storage (full,
// banded, packed), from their definitions in the reference BLAS: the
// original and the port run the same loops, so their agreement checks the
// translation of every argument.
//
//===----------------------------------------------------------------------===//
#include "BlasSupport.h"
#include "Cblas.h"
#include <algorithm>
#include <vector>

namespace hipify_cpu::blas {

namespace {

template <typename T> LibraryOutput out(const T *P, const char *Name) {
  return {P, kind<T>(), Name};
}

/// Element (I, J) of a triangle of an N x N matrix as it is stored: full
/// (K < 0, leading dimension Lda), banded (K super- or subdiagonals, Lda),
/// or packed (Lda == 0). Outside the stored triangle (or band): zero.
template <typename T> struct Stored {
  const T *A;
  int N, K, Lda;
  bool Upper;
  bool stored(int I, int J) const {
    if (Upper ? I > J : I < J)
      return false;
    return K < 0 || Lda == 0 || std::abs(I - J) <= K;
  }
  size_t index(int I, int J) const {
    if (Lda == 0) // Packed, column by column.
      return Upper ? size_t(I) + size_t(J) * (J + 1) / 2
                   : size_t(I - J) + size_t(J) * (2 * size_t(N) - J + 1) / 2;
    if (K >= 0) // Banded: the diagonals as rows.
      return (Upper ? size_t(K + I - J) : size_t(I - J)) + size_t(J) * Lda;
    return size_t(I) + size_t(J) * Lda;
  }
  T at(int I, int J) const { return stored(I, J) ? A[index(I, J)] : T{}; }
  /// Bytes the storage spans.
  size_t bytes() const {
    if (N <= 0)
      return 0;
    if (Lda == 0)
      return size_t(N) * (N + 1) / 2 * sizeof(T);
    return matrix_bytes<T>(K < 0 ? N : K + 1, N, Lda);
  }
};

template <typename T>
void requireVector(const char *Api, const char *What, const T *X, int N,
                   int Inc) {
  require_device_range(Api, What, X, vector_bytes<T>(N, Inc));
}

/// The storage checks shared by the triangular, symmetric and Hermitian
/// routines: the triangle named, sizes and leading dimension in range.
/// Returns the failing status, or -1.
int checkStorage(const Dialect &D, int Uplo, int N, int K, int Lda,
                 bool &Upper) {
  int Fill = decode(D.Fill, Uplo);
  if (Fill < 0 || Fill == int(blas::Fill::Full))
    return status(D, Fill < 0 ? Status::InvalidEnum : Status::InvalidValue);
  Upper = Fill == int(blas::Fill::Upper);
  // K: -1 for a full or packed triangle, the band's width otherwise (a
  // negative width given is below -1).
  if (N < 0 || K < -1 || (Lda != 0 && K >= 0 && Lda < K + 1) ||
      (Lda != 0 && K < 0 && Lda < std::max(1, N)))
    return status(D, Status::InvalidValue);
  return -1;
}

} // namespace

template <typename T>
int gemv(const Dialect &D, const char *Api, Handle *H, int Trans, int M, int N,
         const T *Alpha, const T *A, int Lda, const T *X, int IncX,
         const T *Beta, T *Y, int IncY) {
  return gbmv(D, Api, H, Trans, M, N, -1, -1, Alpha, A, Lda, X, IncX, Beta, Y,
              IncY);
}

/// gemv when Kl < 0 (a full matrix), gbmv otherwise.
template <typename T>
int gbmv(const Dialect &D, const char *Api, Handle *H, int Trans, int M, int N,
         int Kl, int Ku, const T *Alpha, const T *A, int Lda, const T *X,
         int IncX, const T *Beta, T *Y, int IncY) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  int Op = decode(D.Operation, Trans);
  if (Op < 0)
    return status(D, Status::InvalidEnum);
  bool Banded = Kl >= 0;
  if (M < 0 || N < 0 || IncX == 0 || IncY == 0 || (Banded && Ku < 0) ||
      Lda < (Banded ? Kl + Ku + 1 : std::max(1, M)))
    return status(D, Status::InvalidValue);
  if (M == 0 || N == 0)
    return status(D, Status::Success);
  Scalar<T> Al = scalar(D, Api, *H, "alpha", Alpha);
  Scalar<T> Be = scalar(D, Api, *H, "beta", Beta);
  int LenX = Op == 0 ? N : M, LenY = Op == 0 ? M : N;
  require_device_range(Api, "A", A,
                       matrix_bytes<T>(Banded ? Kl + Ku + 1 : M, N, Lda));
  requireVector(Api, "x", X, LenX, IncX);
  requireVector(Api, "y", Y, LenY, IncY);
  submit(*H, Api, {out(Y, "y")}, [=] {
    if (Banded)
      cblas::gbmv(Op, M, N, Kl, Ku, Al.get(), A, Lda, X, IncX, Be.get(), Y,
                  IncY);
    else
      cblas::gemv(Op, M, N, Al.get(), A, Lda, X, IncX, Be.get(), Y, IncY);
  });
  return status(D, Status::Success);
}

template <typename T>
int trmv(const Dialect &D, const char *Api, Handle *H, int Uplo, int Trans,
         int Diag, int N, int K, const T *A, int Lda, T *X, int IncX,
         bool Solve) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  bool Upper;
  int Op = decode(D.Operation, Trans), Unit = decode(D.Diagonal, Diag);
  if (Op < 0 || Unit < 0)
    return status(D, Status::InvalidEnum);
  if (int Bad = checkStorage(D, Uplo, N, K, Lda, Upper); Bad >= 0)
    return Bad;
  if (IncX == 0)
    return status(D, Status::InvalidValue);
  if (N == 0)
    return status(D, Status::Success);
  Stored<T> S{A, N, K, Lda, Upper};
  require_device_range(Api, "A", A, S.bytes());
  requireVector(Api, "x", X, N, IncX);
  submit(*H, Api, {out(X, "x")}, [=] {
    // M = op(A): its (I, J) element, and whether it is upper triangular.
    auto At = [&](int I, int J) {
      if (I == J && Unit == 1)
        return one<T>();
      if (Op == 0)
        return S.at(I, J);
      return Op == 1 ? S.at(J, I) : conj(S.at(J, I));
    };
    bool MUpper = Upper == (Op == 0);
    std::vector<T> V(N);
    for (int I = 0; I < N; ++I)
      V[I] = element(X, N, IncX, I);
    std::vector<T> R(N);
    if (!Solve) {
      for (int I = 0; I < N; ++I) {
        T Sum{};
        int From = MUpper ? I : 0, To = MUpper ? N : I + 1;
        for (int J = From; J < To; ++J)
          Sum = add(Sum, mul(At(I, J), V[J]));
        R[I] = Sum;
      }
    } else if (MUpper) {
      for (int I = N - 1; I >= 0; --I) {
        T Sum = V[I];
        for (int J = I + 1; J < N; ++J)
          Sum = add(Sum, mul(At(I, J), from_complex<T>(-as_complex(R[J]))));
        R[I] = Unit == 1 ? Sum : divide(Sum, At(I, I));
      }
    } else {
      for (int I = 0; I < N; ++I) {
        T Sum = V[I];
        for (int J = 0; J < I; ++J)
          Sum = add(Sum, mul(At(I, J), from_complex<T>(-as_complex(R[J]))));
        R[I] = Unit == 1 ? Sum : divide(Sum, At(I, I));
      }
    }
    for (int I = 0; I < N; ++I)
      element(X, N, IncX, I) = R[I];
  });
  return status(D, Status::Success);
}

template <typename T>
int symv(const Dialect &D, const char *Api, Handle *H, int Uplo, int N, int K,
         const T *Alpha, const T *A, int Lda, const T *X, int IncX,
         const T *Beta, T *Y, int IncY, bool Hermitian) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  bool Upper;
  if (int Bad = checkStorage(D, Uplo, N, K, Lda, Upper); Bad >= 0)
    return Bad;
  if (IncX == 0 || IncY == 0)
    return status(D, Status::InvalidValue);
  if (N == 0)
    return status(D, Status::Success);
  Scalar<T> Al = scalar(D, Api, *H, "alpha", Alpha);
  Scalar<T> Be = scalar(D, Api, *H, "beta", Beta);
  Stored<T> S{A, N, K, Lda, Upper};
  require_device_range(Api, "A", A, S.bytes());
  requireVector(Api, "x", X, N, IncX);
  requireVector(Api, "y", Y, N, IncY);
  submit(*H, Api, {out(Y, "y")}, [=] {
    auto At = [&](int I, int J) {
      if (I == J)
        return Hermitian ? real_part(S.at(I, I)) : S.at(I, I);
      if (S.stored(I, J))
        return S.at(I, J);
      return Hermitian ? conj(S.at(J, I)) : S.at(J, I);
    };
    T AlV = Al.get(), BeV = Be.get();
    std::vector<T> R(N);
    for (int I = 0; I < N; ++I) {
      T Sum{};
      for (int J = 0; J < N; ++J)
        Sum = add(Sum, mul(At(I, J), element(X, N, IncX, J)));
      T &YI = element(Y, N, IncY, I);
      // beta == 0: y is not read (it may hold anything).
      R[I] = is_zero(BeV) ? mul(AlV, Sum) : add(mul(AlV, Sum), mul(BeV, YI));
    }
    for (int I = 0; I < N; ++I)
      element(Y, N, IncY, I) = R[I];
  });
  return status(D, Status::Success);
}

template <typename T>
int ger(const Dialect &D, const char *Api, Handle *H, int M, int N,
        const T *Alpha, const T *X, int IncX, const T *Y, int IncY, T *A,
        int Lda, bool Conjugate) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  if (M < 0 || N < 0 || IncX == 0 || IncY == 0 || Lda < std::max(1, M))
    return status(D, Status::InvalidValue);
  if (M == 0 || N == 0)
    return status(D, Status::Success);
  Scalar<T> Al = scalar(D, Api, *H, "alpha", Alpha);
  requireVector(Api, "x", X, M, IncX);
  requireVector(Api, "y", Y, N, IncY);
  require_device_range(Api, "A", A, matrix_bytes<T>(M, N, Lda));
  submit(*H, Api, {out(A, "A")}, [=] {
    T AlV = Al.get();
    for (int J = 0; J < N; ++J) {
      T YJ = element(const_cast<T *>(Y), N, IncY, J);
      T Factor = mul(AlV, Conjugate ? conj(YJ) : YJ);
      for (int I = 0; I < M; ++I) {
        T &AIJ = A[size_t(I) + size_t(J) * Lda];
        AIJ = add(AIJ, mul(element(const_cast<T *>(X), M, IncX, I), Factor));
      }
    }
  });
  return status(D, Status::Success);
}

template <typename T, typename S>
int syr(const Dialect &D, const char *Api, Handle *H, int Uplo, int N,
        const S *Alpha, const T *X, int IncX, const T *Y, int IncY, T *A,
        int Lda, bool Hermitian) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  bool Upper;
  if (int Bad = checkStorage(D, Uplo, N, -1, Lda, Upper); Bad >= 0)
    return Bad;
  if (IncX == 0 || (Y && IncY == 0))
    return status(D, Status::InvalidValue);
  if (N == 0)
    return status(D, Status::Success);
  Scalar<S> Al = scalar(D, Api, *H, "alpha", Alpha);
  Stored<T> St{A, N, -1, Lda, Upper};
  requireVector(Api, "x", X, N, IncX);
  if (Y)
    requireVector(Api, "y", Y, N, IncY);
  require_device_range(Api, "A", A, St.bytes());
  submit(*H, Api, {out(A, "A")}, [=] {
    T AlV;
    if constexpr (std::is_same_v<S, T>)
      AlV = Al.get();
    else
      AlV = from_complex<T>({Al.get(), 0});
    auto XI = [&](int I) { return element(const_cast<T *>(X), N, IncX, I); };
    auto YI = [&](int I) { return element(const_cast<T *>(Y), N, IncY, I); };
    for (int J = 0; J < N; ++J)
      for (int I = 0; I < N; ++I) {
        if (!St.stored(I, J))
          continue;
        // syr: alpha x x^T; her: alpha x x^H; syr2: alpha (x y^T + y x^T);
        // her2: alpha x y^H + conj(alpha) y x^H.
        T Update;
        if (!Y)
          Update = mul(AlV, mul(XI(I), Hermitian ? conj(XI(J)) : XI(J)));
        else if (Hermitian)
          Update = add(mul(AlV, mul(XI(I), conj(YI(J)))),
                       mul(conj(AlV), mul(YI(I), conj(XI(J)))));
        else
          Update = mul(AlV, add(mul(XI(I), YI(J)), mul(YI(I), XI(J))));
        T &AIJ = A[St.index(I, J)];
        AIJ = add(AIJ, Update);
        if (Hermitian && I == J)
          AIJ = real_part(AIJ);
      }
  });
  return status(D, Status::Success);
}

#define HIPIFY_CPU_BLAS_L2(T)                                                  \
  template int gemv(const Dialect &, const char *, Handle *, int, int, int,    \
                    const T *, const T *, int, const T *, int, const T *, T *, \
                    int);                                                      \
  template int gbmv(const Dialect &, const char *, Handle *, int, int, int,    \
                    int, int, const T *, const T *, int, const T *, int,       \
                    const T *, T *, int);                                      \
  template int trmv(const Dialect &, const char *, Handle *, int, int, int,    \
                    int, int, const T *, int, T *, int, bool);                 \
  template int symv(const Dialect &, const char *, Handle *, int, int, int,    \
                    const T *, const T *, int, const T *, int, const T *, T *, \
                    int, bool);                                                \
  template int ger(const Dialect &, const char *, Handle *, int, int,          \
                   const T *, const T *, int, const T *, int, T *, int, bool); \
  template int syr(const Dialect &, const char *, Handle *, int, int,          \
                   const T *, const T *, int, const T *, int, T *, int, bool);
HIPIFY_CPU_BLAS_L2(float)
HIPIFY_CPU_BLAS_L2(double)
HIPIFY_CPU_BLAS_L2(float2)
HIPIFY_CPU_BLAS_L2(double2)
#undef HIPIFY_CPU_BLAS_L2
template int syr(const Dialect &, const char *, Handle *, int, int,
                 const float *, const float2 *, int, const float2 *, int,
                 float2 *, int, bool);
template int syr(const Dialect &, const char *, Handle *, int, int,
                 const double *, const double2 *, int, const double2 *, int,
                 double2 *, int, bool);

} // namespace hipify_cpu::blas
