//===- BlasLevel1.cpp - vector routines (axpy, dot, nrm2, rot, ...) -------===//
//
// Reference BLAS semantics: n <= 0 does nothing (a result is 0); a negative
// increment walks the vector from its end. Results (dot, nrm2, asum, iamax)
// go where the handle's pointer mode says.
//
//===----------------------------------------------------------------------===//
#include "BlasSupport.h"
#include "Cblas.h"
#include <cmath>

namespace hipify_cpu::blas {

namespace {
/// The common start of a routine: a live handle.
bool badHandle(const Handle *H) { return !live(H); }

template <typename T>
void requireVector(const char *Api, const char *What, const T *X, int N,
                   int Inc) {
  require_device_range(Api, What, X, vector_bytes<T>(N, Inc));
}

template <typename T> LibraryOutput out(const T *P, const char *Name) {
  return {P, kind<T>(), Name};
}

/// Outputs of a scalar result: recorded when it is device memory.
template <typename T>
std::vector<LibraryOutput> resultOutput(const Handle &H, const T *P,
                                        const char *Name) {
  if (H.Mode == PointerMode::Device)
    return {out(P, Name)};
  return {};
}
} // namespace

template <typename T>
int axpy(const Dialect &D, const char *Api, Handle *H, int N, const T *Alpha,
         const T *X, int IncX, T *Y, int IncY) {
  if (badHandle(H))
    return status(D, Status::NotInitialized);
  if (N <= 0)
    return status(D, Status::Success);
  Scalar<T> A = scalar(D, Api, *H, "alpha", Alpha);
  requireVector(Api, "x", X, N, IncX);
  requireVector(Api, "y", Y, N, IncY);
  submit(*H, Api, {out(Y, "y")},
         [=] { cblas::axpy(N, A.get(), X, IncX, Y, IncY); });
  return status(D, Status::Success);
}

template <typename T>
int copy(const Dialect &D, const char *Api, Handle *H, int N, const T *X,
         int IncX, T *Y, int IncY) {
  if (badHandle(H))
    return status(D, Status::NotInitialized);
  if (N <= 0)
    return status(D, Status::Success);
  requireVector(Api, "x", X, N, IncX);
  requireVector(Api, "y", Y, N, IncY);
  submit(*H, Api, {out(Y, "y")}, [=] { cblas::copy(N, X, IncX, Y, IncY); });
  return status(D, Status::Success);
}

template <typename T, typename S>
int scal(const Dialect &D, const char *Api, Handle *H, int N, const S *Alpha,
         T *X, int IncX) {
  if (badHandle(H))
    return status(D, Status::NotInitialized);
  if (N <= 0 || IncX <= 0)
    return status(D, Status::Success);
  Scalar<S> A = scalar(D, Api, *H, "alpha", Alpha);
  requireVector(Api, "x", X, N, IncX);
  submit(*H, Api, {out(X, "x")}, [=] { cblas::scal(N, A.get(), X, IncX); });
  return status(D, Status::Success);
}

template <typename T>
int swap(const Dialect &D, const char *Api, Handle *H, int N, T *X, int IncX,
         T *Y, int IncY) {
  if (badHandle(H))
    return status(D, Status::NotInitialized);
  if (N <= 0)
    return status(D, Status::Success);
  requireVector(Api, "x", X, N, IncX);
  requireVector(Api, "y", Y, N, IncY);
  submit(*H, Api, {out(X, "x"), out(Y, "y")},
         [=] { cblas::swap(N, X, IncX, Y, IncY); });
  return status(D, Status::Success);
}

template <typename T>
int dot(const Dialect &D, const char *Api, Handle *H, int N, const T *X,
        int IncX, const T *Y, int IncY, T *Result, bool Conjugate) {
  if (badHandle(H))
    return status(D, Status::NotInitialized);
  check_result_pointer(D, Api, *H, "result", Result, sizeof(T));
  if (N > 0) {
    requireVector(Api, "x", X, N, IncX);
    requireVector(Api, "y", Y, N, IncY);
  }
  submit(*H, Api, resultOutput(*H, Result, "result"), [=] {
    if (N <= 0) {
      store(Result, T{});
      return;
    }
    if constexpr (std::is_same_v<T, float>)
      store(Result, cblas_sdot(N, X, IncX, Y, IncY));
    else if constexpr (std::is_same_v<T, double>)
      store(Result, cblas_ddot(N, X, IncX, Y, IncY));
    else if constexpr (std::is_same_v<T, float2>) {
      T R;
      (Conjugate ? cblas_cdotc_sub : cblas_cdotu_sub)(N, X, IncX, Y, IncY, &R);
      store(Result, R);
    } else {
      T R;
      (Conjugate ? cblas_zdotc_sub : cblas_zdotu_sub)(N, X, IncX, Y, IncY, &R);
      store(Result, R);
    }
  });
  return status(D, Status::Success);
}

template <typename T, typename R>
int nrm2(const Dialect &D, const char *Api, Handle *H, int N, const T *X,
         int IncX, R *Result) {
  if (badHandle(H))
    return status(D, Status::NotInitialized);
  check_result_pointer(D, Api, *H, "result", Result, sizeof(R));
  if (N > 0 && IncX > 0)
    requireVector(Api, "x", X, N, IncX);
  submit(*H, Api, resultOutput(*H, Result, "result"), [=] {
    store(Result, N > 0 && IncX > 0 ? R(cblas::nrm2(N, X, IncX)) : R(0));
  });
  return status(D, Status::Success);
}

template <typename T, typename R>
int asum(const Dialect &D, const char *Api, Handle *H, int N, const T *X,
         int IncX, R *Result) {
  if (badHandle(H))
    return status(D, Status::NotInitialized);
  check_result_pointer(D, Api, *H, "result", Result, sizeof(R));
  if (N > 0 && IncX > 0)
    requireVector(Api, "x", X, N, IncX);
  submit(*H, Api, resultOutput(*H, Result, "result"), [=] {
    store(Result, N > 0 && IncX > 0 ? R(cblas::asum(N, X, IncX)) : R(0));
  });
  return status(D, Status::Success);
}

template <typename T>
int iamax(const Dialect &D, const char *Api, Handle *H, int N, const T *X,
          int IncX, int *Result, bool Max) {
  if (badHandle(H))
    return status(D, Status::NotInitialized);
  check_result_pointer(D, Api, *H, "result", Result, sizeof(int));
  if (N > 0 && IncX > 0)
    requireVector(Api, "x", X, N, IncX);
  submit(*H, Api, resultOutput(*H, Result, "result"), [=] {
    if (N <= 0 || IncX <= 0) {
      store(Result, 0);
      return;
    }
    if (Max) {
      store(Result, cblas::iamax(N, X, IncX) + 1);
      return;
    }
    // The first element of smallest |re| + |im| (CBLAS has no iamin).
    auto Magnitude = [](T V) {
      std::complex<RealOf<T>> C = as_complex(V);
      return std::fabs(C.real()) + std::fabs(C.imag());
    };
    int Best = 0;
    RealOf<T> Least = Magnitude(X[0]);
    for (int I = 1; I < N; ++I)
      if (RealOf<T> M = Magnitude(X[size_t(I) * IncX]); M < Least) {
        Least = M;
        Best = I;
      }
    store(Result, Best + 1);
  });
  return status(D, Status::Success);
}

template <typename T, typename C, typename S>
int rot(const Dialect &D, const char *Api, Handle *H, int N, T *X, int IncX,
        T *Y, int IncY, const C *Cos, const S *Sin) {
  if (badHandle(H))
    return status(D, Status::NotInitialized);
  if (N <= 0)
    return status(D, Status::Success);
  Scalar<C> Cs = scalar(D, Api, *H, "c", Cos);
  Scalar<S> Sn = scalar(D, Api, *H, "s", Sin);
  requireVector(Api, "x", X, N, IncX);
  requireVector(Api, "y", Y, N, IncY);
  submit(*H, Api, {out(X, "x"), out(Y, "y")}, [=] {
    C CV = Cs.get();
    S SV = Sn.get();
    if constexpr (!IsComplex<T>) {
      cblas::rot(N, X, IncX, Y, IncY, CV, SV);
    } else {
      // x' = c x + s y, y' = -conj(s) x + c y (crot; csrot's s is real).
      std::complex<RealOf<T>> Sc = as_complex(SV);
      for (int I = 0; I < N; ++I) {
        T &XI = element(X, N, IncX, I), &YI = element(Y, N, IncY, I);
        std::complex<RealOf<T>> A = as_complex(XI), B = as_complex(YI);
        XI = from_complex<T>(CV * A + Sc * B);
        YI = from_complex<T>(CV * B - std::conj(Sc) * A);
      }
    }
  });
  return status(D, Status::Success);
}

template <typename T, typename C>
int rotg(const Dialect &D, const char *Api, Handle *H, T *A, T *B, C *Cos,
         T *Sin) {
  if (badHandle(H))
    return status(D, Status::NotInitialized);
  for (auto [P, Bytes, Name] :
       {std::tuple<const void *, size_t, const char *>{A, sizeof(T), "a"},
        {B, sizeof(T), "b"},
        {Cos, sizeof(C), "c"},
        {Sin, sizeof(T), "s"}})
    check_result_pointer(D, Api, *H, Name, P, Bytes);
  std::vector<LibraryOutput> Outputs;
  if (H->Mode == PointerMode::Device)
    Outputs = {out(A, "a"), out(B, "b"), out(Cos, "c"), out(Sin, "s")};
  submit(*H, Api, std::move(Outputs), [=] {
    if constexpr (!IsComplex<T>) {
      // The reference BLAS's construction (r, z in a and b).
      T Av = *A, Bv = *B;
      T Roe = std::fabs(Av) > std::fabs(Bv) ? Av : Bv;
      T Scale = std::fabs(Av) + std::fabs(Bv);
      T Cv, Sv, R, Z;
      if (Scale == 0) {
        Cv = 1;
        Sv = 0;
        R = 0;
        Z = 0;
      } else {
        R = Scale * std::sqrt((Av / Scale) * (Av / Scale) +
                              (Bv / Scale) * (Bv / Scale));
        R = std::copysign(T(1), Roe) * R;
        Cv = Av / R;
        Sv = Bv / R;
        Z = 1;
        if (std::fabs(Av) > std::fabs(Bv))
          Z = Sv;
        if (std::fabs(Bv) >= std::fabs(Av) && Cv != 0)
          Z = 1 / Cv;
      }
      *A = R;
      *B = Z;
      *Cos = Cv;
      *Sin = Sv;
    } else {
      using R = RealOf<T>;
      std::complex<R> Av = as_complex(*A), Bv = as_complex(*B);
      if (std::abs(Av) == 0) {
        *Cos = 0;
        *Sin = from_complex<T>({1, 0});
        *A = *B;
      } else {
        R Scale = std::abs(Av) + std::abs(Bv);
        R Norm = Scale * std::sqrt(std::norm(Av / Scale) + std::norm(Bv / Scale));
        std::complex<R> Alpha = Av / std::abs(Av);
        *Cos = std::abs(Av) / Norm;
        *Sin = from_complex<T>(Alpha * std::conj(Bv) / Norm);
        *A = from_complex<T>(Alpha * Norm);
      }
    }
  });
  return status(D, Status::Success);
}

template <typename T>
int rotm(const Dialect &D, const char *Api, Handle *H, int N, T *X, int IncX,
         T *Y, int IncY, const T *Param) {
  if (badHandle(H))
    return status(D, Status::NotInitialized);
  if (N <= 0)
    return status(D, Status::Success);
  check_result_pointer(D, Api, *H, "param", Param, 5 * sizeof(T));
  requireVector(Api, "x", X, N, IncX);
  requireVector(Api, "y", Y, N, IncY);
  submit(*H, Api, {out(X, "x"), out(Y, "y")},
         [=] { cblas::rotm(N, X, IncX, Y, IncY, Param); });
  return status(D, Status::Success);
}

template <typename T>
int rotmg(const Dialect &D, const char *Api, Handle *H, T *D1, T *D2, T *X1,
          const T *Y1, T *Param) {
  if (badHandle(H))
    return status(D, Status::NotInitialized);
  check_result_pointer(D, Api, *H, "d1", D1, sizeof(T));
  check_result_pointer(D, Api, *H, "d2", D2, sizeof(T));
  check_result_pointer(D, Api, *H, "x1", X1, sizeof(T));
  Scalar<T> Y = scalar(D, Api, *H, "y1", Y1);
  check_result_pointer(D, Api, *H, "param", Param, 5 * sizeof(T));
  std::vector<LibraryOutput> Outputs;
  if (H->Mode == PointerMode::Device)
    Outputs = {out(D1, "d1"), out(D2, "d2"), out(X1, "x1"),
               out(Param, "param")};
  submit(*H, Api, std::move(Outputs),
         [=] { cblas::rotmg(D1, D2, X1, Y.get(), Param); });
  return status(D, Status::Success);
}

#define HIPIFY_CPU_BLAS_L1(T, R)                                               \
  template int axpy(const Dialect &, const char *, Handle *, int, const T *,   \
                    const T *, int, T *, int);                                 \
  template int copy(const Dialect &, const char *, Handle *, int, const T *,   \
                    int, T *, int);                                            \
  template int scal(const Dialect &, const char *, Handle *, int, const T *,   \
                    T *, int);                                                 \
  template int swap(const Dialect &, const char *, Handle *, int, T *, int,    \
                    T *, int);                                                 \
  template int dot(const Dialect &, const char *, Handle *, int, const T *,    \
                   int, const T *, int, T *, bool);                            \
  template int nrm2(const Dialect &, const char *, Handle *, int, const T *,   \
                    int, R *);                                                 \
  template int asum(const Dialect &, const char *, Handle *, int, const T *,   \
                    int, R *);                                                 \
  template int iamax(const Dialect &, const char *, Handle *, int, const T *,  \
                     int, int *, bool);                                        \
  template int rot(const Dialect &, const char *, Handle *, int, T *, int,     \
                   T *, int, const R *, const T *);                            \
  template int rotg(const Dialect &, const char *, Handle *, T *, T *, R *,    \
                    T *);
HIPIFY_CPU_BLAS_L1(float, float)
HIPIFY_CPU_BLAS_L1(double, double)
HIPIFY_CPU_BLAS_L1(float2, float)
HIPIFY_CPU_BLAS_L1(double2, double)
#undef HIPIFY_CPU_BLAS_L1
template int scal(const Dialect &, const char *, Handle *, int, const float *,
                  float2 *, int);
template int scal(const Dialect &, const char *, Handle *, int, const double *,
                  double2 *, int);
template int rot(const Dialect &, const char *, Handle *, int, float2 *, int,
                 float2 *, int, const float *, const float *);
template int rot(const Dialect &, const char *, Handle *, int, double2 *, int,
                 double2 *, int, const double *, const double *);
template int rotm(const Dialect &, const char *, Handle *, int, float *, int,
                  float *, int, const float *);
template int rotm(const Dialect &, const char *, Handle *, int, double *, int,
                  double *, int, const double *);
template int rotmg(const Dialect &, const char *, Handle *, float *, float *,
                   float *, const float *, float *);
template int rotmg(const Dialect &, const char *, Handle *, double *, double *,
                   double *, const double *, double *);

} // namespace hipify_cpu::blas
