//===- BlasSupport.h - what every BLAS routine of the runner does first ---===//
//
// A routine checks its handle, decodes its enums through the caller's
// dialect, reads its scalars as the handle's pointer mode says, checks that
// its vectors and matrices lie in device memory, and then runs its work on
// the handle's stream as one library call of the launch trace
// (library_call.h). These are the pieces.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_BLAS_SUPPORT_H
#define HIPIFY_CPU_BLAS_SUPPORT_H

#include "hipify_cpu/blas.h"
#include "hipify_cpu/half.h"
#include <complex>
#include <cstdlib>
#include <type_traits>

namespace hipify_cpu::blas {

enum class PointerMode { Host, Device };

struct Handle {
  const Dialect *Owner;
  PointerMode Mode = PointerMode::Host;
  const void *Stream = nullptr;
  int Modes[4] = {0, 0, 0, 0}; ///< Math, atomics, ... as set.
};

/// Whether H came from create() and was not destroyed.
bool live(const Handle *H);

inline int status(const Dialect &D, Status S) { return D.Statuses[int(S)]; }

/// The index of Value in Table (its meaning), or -1.
template <size_t N> int decode(const int (&Table)[N], int Value) {
  for (size_t I = 0; I < N; ++I)
    if (Table[I] == Value)
      return int(I);
  return -1;
}

enum class Op { N, T, C };
enum class Fill { Upper, Lower, Full };

/// The routines' element types, as the implementation computes with them.
template <typename T> struct Real { using type = T; };
template <> struct Real<float2> { using type = float; };
template <> struct Real<double2> { using type = double; };
template <typename T> using RealOf = typename Real<T>::type;
template <typename T>
constexpr bool IsComplex = std::is_same_v<T, float2> || std::is_same_v<T, double2>;

/// The element kind the launch trace records for T ("f32" for float2).
template <typename T> constexpr const char *kind() {
  if constexpr (std::is_same_v<RealOf<T>, float>)
    return "f32";
  else if constexpr (std::is_same_v<RealOf<T>, double>)
    return "f64";
  else if constexpr (std::is_same_v<T, __half>)
    return "f16";
  else if constexpr (std::is_same_v<T, int>)
    return "i32";
  else
    return "bytes";
}

/// A scalar argument: read when the call is made (host pointer mode), or
/// from device memory when its work runs (device pointer mode: a graph
/// that runs again reads it again).
template <typename T> struct Scalar {
  T Value{};
  const T *Device = nullptr;
  T get() const { return Device ? *Device : Value; }
};

/// Checks P against H's pointer mode and makes the Scalar; stops the
/// program naming Api when P is on the wrong side.
template <typename T>
Scalar<T> scalar(const Dialect &D, const char *Api, const Handle &H,
                 const char *What, const T *P);
/// Where a routine writes a scalar result (dot, nrm2, iamax): checked the
/// same way.
void check_result_pointer(const Dialect &D, const char *Api, const Handle &H,
                          const char *What, const void *P, size_t Bytes);
/// Writes a result where check_result_pointer allowed it.
template <typename T> void store(T *P, T Value) { *P = Value; }

/// Bytes spanned by N elements of T at increment Inc.
template <typename T> size_t vector_bytes(int N, int Inc) {
  if (N <= 0)
    return 0;
  return (size_t(N - 1) * size_t(std::abs(Inc)) + 1) * sizeof(T);
}
/// Bytes spanned by a Rows x Cols column-major matrix with leading
/// dimension Ld.
template <typename T> size_t matrix_bytes(int Rows, int Cols, int Ld) {
  if (Rows <= 0 || Cols <= 0)
    return 0;
  return (size_t(Ld) * size_t(Cols - 1) + size_t(Rows)) * sizeof(T);
}

/// The routine's work as one library call on H's stream.
template <typename F>
void submit(const Handle &H, const char *Api,
            std::vector<LibraryOutput> Outputs, F &&Work) {
  library_call(H.Stream, Api, std::move(Outputs), std::forward<F>(Work));
}

/// A read of element I of a BLAS vector (reference BLAS order: a negative
/// increment starts from the end).
template <typename T> T &element(T *X, int N, int Inc, int I) {
  return Inc >= 0 ? X[size_t(I) * Inc]
                  : X[size_t(N - 1 - I) * size_t(-Inc)];
}

template <typename T> std::complex<RealOf<T>> as_complex(T V) {
  if constexpr (IsComplex<T>)
    return {V.x, V.y};
  else
    return {V, 0};
}
template <typename T> T from_complex(std::complex<RealOf<T>> V) {
  if constexpr (IsComplex<T>)
    return T{V.real(), V.imag()};
  else
    return V.real();
}

/// Arithmetic on the element types, for the routines written as loops.
template <typename T> T add(T A, T B) {
  if constexpr (IsComplex<T>)
    return T{A.x + B.x, A.y + B.y};
  else
    return A + B;
}
template <typename T> T mul(T A, T B) {
  if constexpr (IsComplex<T>)
    return from_complex<T>(as_complex(A) * as_complex(B));
  else
    return A * B;
}
template <typename T> T conj(T A) {
  if constexpr (IsComplex<T>)
    return T{A.x, -A.y};
  else
    return A;
}
template <typename T> T scaled(T A, RealOf<T> S) {
  if constexpr (IsComplex<T>)
    return T{A.x * S, A.y * S};
  else
    return A * S;
}
template <typename T> T one() {
  if constexpr (IsComplex<T>)
    return T{1, 0};
  else
    return T(1);
}
template <typename T> bool is_zero(T A) {
  if constexpr (IsComplex<T>)
    return A.x == 0 && A.y == 0;
  else
    return A == 0;
}
/// A with its imaginary part dropped (a Hermitian matrix's diagonal).
template <typename T> T real_part(T A) {
  if constexpr (IsComplex<T>)
    return T{A.x, 0};
  else
    return A;
}
template <typename T> T divide(T A, T B) {
  if constexpr (IsComplex<T>)
    return from_complex<T>(as_complex(A) / as_complex(B));
  else
    return A / B;
}

} // namespace hipify_cpu::blas

#endif
