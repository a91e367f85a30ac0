//===- BlasBatched.cpp - batched GEMM, gemmEx, batched LU -----------------===//
//
// The libraries' extensions: GEMM over arrays of matrices (pointers in
// device memory, or one allocation with strides), gemmEx on the element
// types a CPU computes with (half, bfloat16, float, double, complex, and
// 8-bit integers accumulated in 32-bit), and the batched LU routines
// (getrf, getrs, getri) with partial pivoting as LAPACK's getrf chooses
// pivots.
//
//===----------------------------------------------------------------------===//
#include "BlasSupport.h"
#include "Cblas.h"
#include "hipify_cpu/bfloat16.h"
#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

namespace hipify_cpu::blas {

namespace {
template <typename T> LibraryOutput out(const T *P, const char *Name) {
  return {P, kind<T>(), Name};
}

/// The pointers an array of device pointers holds (the array itself must
/// be device memory: the GPU reads it).
template <typename P>
std::vector<P> devicePointers(const char *Api, const char *What,
                              const P *Array, int Count) {
  require_device_range(Api, What, Array, sizeof(P) * size_t(Count));
  return std::vector<P>(Array, Array + Count);
}

struct GemmShape {
  int OpA, OpB, RowsA, ColsA, RowsB, ColsB;
};

/// Decodes and checks a GEMM's operations and sizes; -1 when valid, else
/// the status to return.
int checkGemm(const Dialect &D, int TransA, int TransB, int M, int N, int K,
              int Lda, int Ldb, int Ldc, GemmShape &S) {
  S.OpA = decode(D.Operation, TransA);
  S.OpB = decode(D.Operation, TransB);
  if (S.OpA < 0 || S.OpB < 0)
    return status(D, Status::InvalidEnum);
  S.RowsA = S.OpA == 0 ? M : K;
  S.ColsA = S.OpA == 0 ? K : M;
  S.RowsB = S.OpB == 0 ? K : N;
  S.ColsB = S.OpB == 0 ? N : K;
  if (M < 0 || N < 0 || K < 0 || Lda < std::max(1, S.RowsA) ||
      Ldb < std::max(1, S.RowsB) || Ldc < std::max(1, M))
    return status(D, Status::InvalidValue);
  return -1;
}
} // namespace

template <typename T>
int gemm_batched(const Dialect &D, const char *Api, Handle *H, int TransA,
                 int TransB, int M, int N, int K, const T *Alpha,
                 const T *const *A, int Lda, const T *const *B, int Ldb,
                 const T *Beta, T *const *C, int Ldc, int BatchCount) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  GemmShape S;
  if (int Bad = checkGemm(D, TransA, TransB, M, N, K, Lda, Ldb, Ldc, S);
      Bad >= 0)
    return Bad;
  if (BatchCount < 0)
    return status(D, Status::InvalidValue);
  if (M == 0 || N == 0 || BatchCount == 0)
    return status(D, Status::Success);
  Scalar<T> Al = scalar(D, Api, *H, "alpha", Alpha);
  Scalar<T> Be = scalar(D, Api, *H, "beta", Beta);
  std::vector<const T *> As = devicePointers(Api, "Aarray", A, BatchCount);
  std::vector<const T *> Bs = devicePointers(Api, "Barray", B, BatchCount);
  std::vector<T *> Cs = devicePointers(Api, "Carray", C, BatchCount);
  std::vector<LibraryOutput> Outputs;
  for (int I = 0; I < BatchCount; ++I) {
    require_device_range(Api, "Aarray[i]", As[I],
                         matrix_bytes<T>(S.RowsA, S.ColsA, Lda));
    require_device_range(Api, "Barray[i]", Bs[I],
                         matrix_bytes<T>(S.RowsB, S.ColsB, Ldb));
    require_device_range(Api, "Carray[i]", Cs[I],
                         matrix_bytes<T>(M, N, Ldc));
    Outputs.push_back(out(Cs[I], "Carray[i]"));
  }
  submit(*H, Api, std::move(Outputs), [=] {
    for (int I = 0; I < BatchCount; ++I)
      cblas::gemm(S.OpA, S.OpB, M, N, K, Al.get(), As[I], Lda, Bs[I], Ldb,
                  Be.get(), Cs[I], Ldc);
  });
  return status(D, Status::Success);
}

template <typename T>
int gemm_strided_batched(const Dialect &D, const char *Api, Handle *H,
                         int TransA, int TransB, int M, int N, int K,
                         const T *Alpha, const T *A, int Lda, int64_t StrideA,
                         const T *B, int Ldb, int64_t StrideB, const T *Beta,
                         T *C, int Ldc, int64_t StrideC, int BatchCount) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  GemmShape S;
  if (int Bad = checkGemm(D, TransA, TransB, M, N, K, Lda, Ldb, Ldc, S);
      Bad >= 0)
    return Bad;
  if (BatchCount < 0)
    return status(D, Status::InvalidValue);
  if (M == 0 || N == 0 || BatchCount == 0)
    return status(D, Status::Success);
  Scalar<T> Al = scalar(D, Api, *H, "alpha", Alpha);
  Scalar<T> Be = scalar(D, Api, *H, "beta", Beta);
  auto Span = [&](int64_t Stride, size_t One) {
    return size_t(std::max<int64_t>(Stride, 0)) * sizeof(T) *
               size_t(BatchCount - 1) +
           One;
  };
  require_device_range(Api, "A", A,
                       Span(StrideA, matrix_bytes<T>(S.RowsA, S.ColsA, Lda)));
  require_device_range(Api, "B", B,
                       Span(StrideB, matrix_bytes<T>(S.RowsB, S.ColsB, Ldb)));
  require_device_range(Api, "C", C, Span(StrideC, matrix_bytes<T>(M, N, Ldc)));
  submit(*H, Api, {out(C, "C")}, [=] {
    for (int I = 0; I < BatchCount; ++I)
      cblas::gemm(S.OpA, S.OpB, M, N, K, Al.get(), A + I * StrideA, Lda,
                  B + I * StrideB, Ldb, Be.get(), C + I * StrideC, Ldc);
  });
  return status(D, Status::Success);
}

// --- gemmEx -----------------------------------------------------------------

namespace {
size_t bytesOf(DataType T) {
  switch (T) {
  case DataType::F16:
  case DataType::BF16:
    return 2;
  case DataType::F32:
  case DataType::I32:
  case DataType::U32:
    return 4;
  case DataType::F64:
  case DataType::C32:
    return 8;
  case DataType::C64:
    return 16;
  case DataType::I8:
  case DataType::U8:
    return 1;
  case DataType::Invalid:
    break;
  }
  return 0;
}
const char *kindOf(DataType T) {
  switch (T) {
  case DataType::F16:
    return "f16";
  case DataType::BF16:
    return "bf16";
  case DataType::F32:
  case DataType::C32:
    return "f32";
  case DataType::F64:
  case DataType::C64:
    return "f64";
  case DataType::I32:
    return "i32";
  case DataType::U32:
    return "u32";
  case DataType::I8:
    return "i8";
  case DataType::U8:
    return "u8";
  case DataType::Invalid:
    break;
  }
  return "bytes";
}
/// Element I of a real matrix of type T, as a double.
double load(DataType T, const void *P, size_t I) {
  switch (T) {
  case DataType::F16:
    return double(float(static_cast<const __half *>(P)[I]));
  case DataType::BF16: {
    uint16_t Bits;
    std::memcpy(&Bits, static_cast<const char *>(P) + 2 * I, 2);
    uint32_t Word = uint32_t(Bits) << 16;
    float F;
    std::memcpy(&F, &Word, 4);
    return F;
  }
  case DataType::F32:
    return static_cast<const float *>(P)[I];
  case DataType::F64:
    return static_cast<const double *>(P)[I];
  case DataType::I8:
    return static_cast<const int8_t *>(P)[I];
  case DataType::U8:
    return static_cast<const uint8_t *>(P)[I];
  case DataType::I32:
    return static_cast<const int32_t *>(P)[I];
  case DataType::U32:
    return static_cast<const uint32_t *>(P)[I];
  default:
    return 0;
  }
}
void storeValue(DataType T, void *P, size_t I, double V) {
  switch (T) {
  case DataType::F16:
    static_cast<__half *>(P)[I] = __half(float(V));
    return;
  case DataType::BF16: {
    // Round to nearest even, as __float2bfloat16 does.
    float F = float(V);
    uint32_t Word;
    std::memcpy(&Word, &F, 4);
    uint16_t Bits;
    if (std::isnan(F))
      Bits = uint16_t((Word >> 16) | 0x40);
    else
      Bits = uint16_t((Word + 0x7FFF + ((Word >> 16) & 1)) >> 16);
    std::memcpy(static_cast<char *>(P) + 2 * I, &Bits, 2);
    return;
  }
  case DataType::F32:
    static_cast<float *>(P)[I] = float(V);
    return;
  case DataType::F64:
    static_cast<double *>(P)[I] = V;
    return;
  case DataType::I32:
    static_cast<int32_t *>(P)[I] = int32_t(V);
    return;
  default:
    return;
  }
}
} // namespace

int gemm_ex(const Dialect &D, const char *Api, Handle *H,
            const GemmExArguments &G) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  GemmShape S;
  if (int Bad = checkGemm(D, G.TransA, G.TransB, G.M, G.N, G.K, G.Lda, G.Ldb,
                          G.Ldc, S);
      Bad >= 0)
    return Bad;
  if (G.TypeA == DataType::Invalid || G.TypeB == DataType::Invalid ||
      G.TypeC == DataType::Invalid || G.Compute == Accumulate::Invalid)
    return status(D, Status::InvalidEnum);
  if (G.BatchCount < 0)
    return status(D, Status::InvalidValue);
  if (G.M == 0 || G.N == 0 || G.BatchCount == 0)
    return status(D, Status::Success);
  // What the CPU computes: real data of one type for A and B, accumulated
  // in float (half, bfloat16, float data), double, or 32-bit integers
  // (8-bit data); complex float and double as cgemm and zgemm.
  bool Complex = G.TypeA == DataType::C32 || G.TypeA == DataType::C64;
  bool Supported =
      G.TypeA == G.TypeB &&
      ((G.Compute == Accumulate::F32 &&
        (G.TypeA == DataType::F16 || G.TypeA == DataType::BF16 ||
         G.TypeA == DataType::F32 || G.TypeA == DataType::C32) &&
        (G.TypeC == G.TypeA || G.TypeC == DataType::F32)) ||
       (G.Compute == Accumulate::F16 && G.TypeA == DataType::F16 &&
        G.TypeC == DataType::F16) ||
       (G.Compute == Accumulate::F64 &&
        (G.TypeA == DataType::F64 || G.TypeA == DataType::C64) &&
        G.TypeC == G.TypeA) ||
       (G.Compute == Accumulate::I32 &&
        (G.TypeA == DataType::I8 || G.TypeA == DataType::U8) &&
        G.TypeC == DataType::I32));
  if (!Supported)
    return status(D, Status::NotSupported);
  if (Complex && G.TypeC != G.TypeA)
    return status(D, Status::NotSupported);
  // alpha and beta have the compute type (half for F16 accumulation).
  double Alpha[2] = {0, 0}, Beta[2] = {0, 0};
  const void *AlphaDevice = nullptr, *BetaDevice = nullptr;
  size_t ScalarBytes = G.Compute == Accumulate::F16   ? 2
                       : G.Compute == Accumulate::F64 ? (Complex ? 16 : 8)
                       : G.Compute == Accumulate::I32 ? 4
                                                      : (Complex ? 8 : 4);
  DataType ScalarType = G.Compute == Accumulate::F16   ? DataType::F16
                        : G.Compute == Accumulate::F64 ? DataType::F64
                        : G.Compute == Accumulate::I32 ? DataType::I32
                                                       : DataType::F32;
  for (auto [P, Name, Value, Device] :
       {std::tuple{G.Alpha, "alpha", Alpha, &AlphaDevice},
        std::tuple{G.Beta, "beta", Beta, &BetaDevice}}) {
    if (!P)
      library_misuse(Api, "%s is a null pointer", Name);
    PointerSide Side = pointer_side(P);
    if (H->Mode == PointerMode::Host && Side == PointerSide::Device)
      library_misuse(Api,
                     "%s points to device memory, but the handle's pointer "
                     "mode is host (%s sets the device mode)",
                     Name, D.SetPointerMode);
    if (H->Mode == PointerMode::Device && Side == PointerSide::Host)
      library_misuse(Api,
                     "%s points to host memory, but the handle's pointer mode "
                     "is device (%s sets the host mode)",
                     Name, D.SetPointerMode);
    if (H->Mode == PointerMode::Device) {
      require_device_range(Api, Name, P, ScalarBytes);
      *Device = P;
    } else {
      Value[0] = load(ScalarType, P, 0);
      Value[1] = Complex ? load(ScalarType, P, 1) : 0;
    }
  }
  size_t ElemA = bytesOf(G.TypeA), ElemB = bytesOf(G.TypeB),
         ElemC = bytesOf(G.TypeC);
  auto Extent = [&](int Rows, int Cols, int Ld, size_t Elem) {
    return (size_t(Ld) * (Cols - 1) + Rows) * Elem;
  };
  std::vector<const void *> As, Bs;
  std::vector<void *> Cs;
  for (int I = 0; I < G.BatchCount; ++I) {
    if (G.Pointers) {
      if (I == 0) {
        As = devicePointers(Api, "Aarray", static_cast<const void *const *>(G.A),
                            G.BatchCount);
        Bs = devicePointers(Api, "Barray", static_cast<const void *const *>(G.B),
                            G.BatchCount);
        Cs = devicePointers(Api, "Carray", static_cast<void *const *>(G.C),
                            G.BatchCount);
      }
    } else {
      As.push_back(static_cast<const char *>(G.A) + I * G.StrideA * ElemA);
      Bs.push_back(static_cast<const char *>(G.B) + I * G.StrideB * ElemB);
      Cs.push_back(static_cast<char *>(G.C) + I * G.StrideC * ElemC);
    }
  }
  std::vector<LibraryOutput> Outputs;
  for (int I = 0; I < G.BatchCount; ++I) {
    require_device_range(Api, "A", As[I],
                         Extent(S.RowsA, S.ColsA, G.Lda, ElemA));
    require_device_range(Api, "B", Bs[I],
                         Extent(S.RowsB, S.ColsB, G.Ldb, ElemB));
    require_device_range(Api, "C", Cs[I], Extent(G.M, G.N, G.Ldc, ElemC));
    if (G.Pointers || I == 0)
      Outputs.push_back({Cs[I], kindOf(G.TypeC), G.Pointers ? "Carray[i]" : "C"});
  }
  GemmExArguments Args = G;
  submit(*H, Api, std::move(Outputs), [=] {
    double Al[2] = {Alpha[0], Alpha[1]}, Be[2] = {Beta[0], Beta[1]};
    if (AlphaDevice) {
      Al[0] = load(ScalarType, AlphaDevice, 0);
      Al[1] = Complex ? load(ScalarType, AlphaDevice, 1) : 0;
    }
    if (BetaDevice) {
      Be[0] = load(ScalarType, BetaDevice, 0);
      Be[1] = Complex ? load(ScalarType, BetaDevice, 1) : 0;
    }
    for (int I = 0; I < Args.BatchCount; ++I) {
      if (Complex && Args.TypeA == DataType::C32) {
        float2 A2{float(Al[0]), float(Al[1])}, B2{float(Be[0]), float(Be[1])};
        cblas::gemm(S.OpA, S.OpB, Args.M, Args.N, Args.K, A2,
                    static_cast<const float2 *>(As[I]), Args.Lda,
                    static_cast<const float2 *>(Bs[I]), Args.Ldb, B2,
                    static_cast<float2 *>(Cs[I]), Args.Ldc);
        continue;
      }
      if (Complex) {
        double2 A2{Al[0], Al[1]}, B2{Be[0], Be[1]};
        cblas::gemm(S.OpA, S.OpB, Args.M, Args.N, Args.K, A2,
                    static_cast<const double2 *>(As[I]), Args.Lda,
                    static_cast<const double2 *>(Bs[I]), Args.Ldb, B2,
                    static_cast<double2 *>(Cs[I]), Args.Ldc);
        continue;
      }
      if (Args.TypeA == DataType::F32 && Args.TypeC == DataType::F32) {
        cblas::gemm(S.OpA, S.OpB, Args.M, Args.N, Args.K, float(Al[0]),
                    static_cast<const float *>(As[I]), Args.Lda,
                    static_cast<const float *>(Bs[I]), Args.Ldb, float(Be[0]),
                    static_cast<float *>(Cs[I]), Args.Ldc);
        continue;
      }
      if (Args.TypeA == DataType::F64) {
        cblas::gemm(S.OpA, S.OpB, Args.M, Args.N, Args.K, Al[0],
                    static_cast<const double *>(As[I]), Args.Lda,
                    static_cast<const double *>(Bs[I]), Args.Ldb, Be[0],
                    static_cast<double *>(Cs[I]), Args.Ldc);
        continue;
      }
      // Narrow or integer data: widened, multiplied in the accumulation
      // type, rounded once into C.
      bool Integer = Args.Compute == Accumulate::I32;
      bool Half = Args.Compute == Accumulate::F16;
      for (int J = 0; J < Args.N; ++J)
        for (int R = 0; R < Args.M; ++R) {
          double Sum = 0;
          int64_t ISum = 0;
          float FSum = 0;
          for (int L = 0; L < Args.K; ++L) {
            size_t IA = S.OpA == 0 ? size_t(R) + size_t(L) * Args.Lda
                                   : size_t(L) + size_t(R) * Args.Lda;
            size_t IB = S.OpB == 0 ? size_t(L) + size_t(J) * Args.Ldb
                                   : size_t(J) + size_t(L) * Args.Ldb;
            double X = load(Args.TypeA, As[I], IA),
                   Y = load(Args.TypeB, Bs[I], IB);
            if (Integer)
              ISum += int64_t(X) * int64_t(Y);
            else
              FSum += float(X) * float(Y);
          }
          size_t IC = size_t(R) + size_t(J) * Args.Ldc;
          double Old = load(Args.TypeC, Cs[I], IC);
          if (Integer) {
            int64_t V = int64_t(Al[0]) * int32_t(ISum);
            if (Be[0] != 0)
              V += int64_t(Be[0]) * int64_t(Old);
            storeValue(Args.TypeC, Cs[I], IC, double(int32_t(V)));
            continue;
          }
          Sum = float(Al[0]) * FSum;
          if (Be[0] != 0)
            Sum = float(Sum) + float(Be[0]) * float(Old);
          storeValue(Args.TypeC, Cs[I], IC, Half ? float(Sum) : Sum);
        }
    }
  });
  return status(D, Status::Success);
}

// --- Batched LU ------------------------------------------------------------

// --- dotEx ------------------------------------------------------------------

int dot_ex(const Dialect &D, const char *Api, Handle *H, int N, const void *X,
           DataType TypeX, int IncX, const void *Y, DataType TypeY, int IncY,
           void *Result, DataType TypeResult, DataType Execution,
           bool Conjugate) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  if (TypeX == DataType::Invalid || TypeY == DataType::Invalid ||
      TypeResult == DataType::Invalid || Execution == DataType::Invalid)
    return status(D, Status::InvalidEnum);
  auto IsComplex = [](DataType T) {
    return T == DataType::C32 || T == DataType::C64;
  };
  auto Floating = [](DataType T) {
    return T == DataType::F16 || T == DataType::BF16 || T == DataType::F32 ||
           T == DataType::F64;
  };
  bool Complex = IsComplex(Execution);
  // Real data of half, bfloat16, float or double computed in float or
  // double; complex data of its own type.
  bool Supported =
      TypeX == TypeY && TypeResult == TypeX &&
      (Complex ? TypeX == Execution
               : Floating(TypeX) && (Execution == DataType::F32 ||
                                     Execution == DataType::F64));
  if (!Supported)
    return status(D, Status::NotSupported);
  if (!Result)
    library_misuse(Api, "result is a null pointer");
  size_t ResultBytes = bytesOf(TypeResult);
  PointerSide Side = pointer_side(Result);
  if (H->Mode == PointerMode::Host && Side == PointerSide::Device)
    library_misuse(Api,
                   "result points to device memory, but the handle's pointer "
                   "mode is host (%s sets the device mode)",
                   D.SetPointerMode);
  if (H->Mode == PointerMode::Device && Side == PointerSide::Host)
    library_misuse(Api,
                   "result points to host memory, but the handle's pointer "
                   "mode is device (%s sets the host mode)",
                   D.SetPointerMode);
  if (H->Mode == PointerMode::Device)
    require_device_range(Api, "result", Result, ResultBytes);
  size_t ElemX = bytesOf(TypeX);
  auto Span = [&](int Inc) {
    int Step = Inc < 0 ? -Inc : Inc;
    return (size_t(N - 1) * Step + 1) * ElemX;
  };
  if (N > 0) {
    require_device_range(Api, "x", X, Span(IncX));
    require_device_range(Api, "y", Y, Span(IncY));
  }
  std::vector<LibraryOutput> Outputs;
  if (H->Mode == PointerMode::Device)
    Outputs.push_back({Result, kindOf(TypeResult), "result"});
  bool Single = Execution == DataType::F32 || Execution == DataType::C32;
  library_call(H->Stream, Api, std::move(Outputs), [=] {
    // Element I of a vector at increment Inc (a negative one starts at the
    // far end, as BLAS does); complex values are pairs of their real type.
    DataType Part = TypeX == DataType::C32   ? DataType::F32
                    : TypeX == DataType::C64 ? DataType::F64
                                             : TypeX;
    auto At = [&](const void *P, int Inc, int I) {
      size_t K = Inc < 0 ? size_t(N - 1 - I) * size_t(-Inc) : size_t(I) * Inc;
      return K;
    };
    double Sum[2] = {0, 0};
    float SumF[2] = {0, 0};
    for (int I = 0; I < N; ++I) {
      size_t KX = At(X, IncX, I), KY = At(Y, IncY, I);
      if (!Complex) {
        double XV = load(Part, X, KX), YV = load(Part, Y, KY);
        if (Single)
          SumF[0] += float(XV) * float(YV);
        else
          Sum[0] += XV * YV;
        continue;
      }
      double XR = load(Part, X, 2 * KX), XI = load(Part, X, 2 * KX + 1);
      double YR = load(Part, Y, 2 * KY), YI = load(Part, Y, 2 * KY + 1);
      if (Conjugate)
        XI = -XI;
      if (Single) {
        SumF[0] += float(XR) * float(YR) - float(XI) * float(YI);
        SumF[1] += float(XR) * float(YI) + float(XI) * float(YR);
      } else {
        Sum[0] += XR * YR - XI * YI;
        Sum[1] += XR * YI + XI * YR;
      }
    }
    if (Single) {
      Sum[0] = SumF[0];
      Sum[1] = SumF[1];
    }
    if (Complex) {
      storeValue(Part, Result, 0, Sum[0]);
      storeValue(Part, Result, 1, Sum[1]);
    } else {
      storeValue(TypeResult, Result, 0, Sum[0]);
    }
  });
  return status(D, Status::Success);
}

template <typename T>
int getrf_batched(const Dialect &D, const char *Api, Handle *H, int N,
                  T *const *A, int Lda, int *Pivots, int *Info,
                  int BatchCount) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  if (N < 0 || Lda < std::max(1, N) || BatchCount < 0)
    return status(D, Status::InvalidValue);
  if (N == 0 || BatchCount == 0)
    return status(D, Status::Success);
  std::vector<T *> As = devicePointers(Api, "Aarray", A, BatchCount);
  std::vector<LibraryOutput> Outputs;
  for (int B = 0; B < BatchCount; ++B) {
    require_device_range(Api, "Aarray[i]", As[B], matrix_bytes<T>(N, N, Lda));
    Outputs.push_back(out(As[B], "Aarray[i]"));
  }
  if (Pivots) {
    require_device_range(Api, "PivotArray", Pivots,
                         sizeof(int) * size_t(N) * BatchCount);
    Outputs.push_back({Pivots, "i32", "PivotArray"});
  }
  require_device_range(Api, "infoArray", Info, sizeof(int) * size_t(BatchCount));
  Outputs.push_back({Info, "i32", "infoArray"});
  submit(*H, Api, std::move(Outputs), [=] {
    for (int B = 0; B < BatchCount; ++B) {
      T *M = As[B];
      int Singular = 0;
      auto At = [&](int I, int J) -> T & { return M[size_t(I) + size_t(J) * Lda]; };
      for (int K = 0; K < N; ++K) {
        int P = K;
        if (Pivots) {
          // The largest magnitude (|re| + |im|, as LAPACK's i?amax) below
          // the diagonal, the first of equals.
          RealOf<T> Best = -1;
          for (int I = K; I < N; ++I) {
            std::complex<RealOf<T>> C = as_complex(At(I, K));
            RealOf<T> Mag = std::fabs(C.real()) + std::fabs(C.imag());
            if (Mag > Best) {
              Best = Mag;
              P = I;
            }
          }
          Pivots[size_t(B) * N + K] = P + 1;
          if (P != K)
            for (int J = 0; J < N; ++J)
              std::swap(At(K, J), At(P, J));
        }
        if (is_zero(At(K, K))) {
          if (!Singular)
            Singular = K + 1;
          continue;
        }
        for (int I = K + 1; I < N; ++I) {
          At(I, K) = divide(At(I, K), At(K, K));
          for (int J = K + 1; J < N; ++J)
            At(I, J) = add(At(I, J),
                           from_complex<T>(-as_complex(mul(At(I, K), At(K, J)))));
        }
      }
      Info[B] = Singular;
    }
  });
  return status(D, Status::Success);
}

namespace {
/// Solves A X = B (Op 0) with the packed LU factors of A, for one matrix.
template <typename T>
void luSolve(const T *LU, int N, int Lda, const int *Piv, int Op, T *B,
             int Ldb, int Nrhs) {
  auto L = [&](int I, int J) { return LU[size_t(I) + size_t(J) * Lda]; };
  for (int C = 0; C < Nrhs; ++C) {
    T *X = B + size_t(C) * Ldb;
    auto Sub = [](T A, T B) { return from_complex<T>(as_complex(A) - as_complex(B)); };
    if (Op == 0) {
      if (Piv)
        for (int I = 0; I < N; ++I)
          std::swap(X[I], X[Piv[I] - 1]);
      for (int I = 0; I < N; ++I)
        for (int J = 0; J < I; ++J)
          X[I] = Sub(X[I], mul(L(I, J), X[J]));
      for (int I = N - 1; I >= 0; --I) {
        for (int J = I + 1; J < N; ++J)
          X[I] = Sub(X[I], mul(L(I, J), X[J]));
        X[I] = divide(X[I], L(I, I));
      }
    } else {
      // op(A) = U' L' P: solve U' y = b, L' z = y, then undo the pivots.
      auto Op_ = [&](T V) { return Op == 2 ? conj(V) : V; };
      for (int I = 0; I < N; ++I) {
        for (int J = 0; J < I; ++J)
          X[I] = Sub(X[I], mul(Op_(L(J, I)), X[J]));
        X[I] = divide(X[I], Op_(L(I, I)));
      }
      for (int I = N - 1; I >= 0; --I)
        for (int J = I + 1; J < N; ++J)
          X[I] = Sub(X[I], mul(Op_(L(J, I)), X[J]));
      if (Piv)
        for (int I = N - 1; I >= 0; --I)
          std::swap(X[I], X[Piv[I] - 1]);
    }
  }
}
} // namespace

template <typename T>
int getrs_batched(const Dialect &D, const char *Api, Handle *H, int Trans,
                  int N, int Nrhs, const T *const *A, int Lda,
                  const int *Pivots, T *const *B, int Ldb, int *Info,
                  int BatchCount) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  int Op = decode(D.Operation, Trans);
  int Bad = Op < 0 ? -1 : N < 0 ? -3 : Nrhs < 0 ? -4 : Lda < std::max(1, N) ? -6
          : Ldb < std::max(1, N) ? -9 : BatchCount < 0 ? -11 : 0;
  if (Info)
    *Info = Bad;
  if (Bad)
    return status(D, Op < 0 ? Status::InvalidEnum : Status::InvalidValue);
  if (N == 0 || Nrhs == 0 || BatchCount == 0)
    return status(D, Status::Success);
  std::vector<const T *> As = devicePointers(Api, "Aarray", A, BatchCount);
  std::vector<T *> Bs = devicePointers(Api, "Barray", B, BatchCount);
  std::vector<LibraryOutput> Outputs;
  for (int I = 0; I < BatchCount; ++I) {
    require_device_range(Api, "Aarray[i]", As[I], matrix_bytes<T>(N, N, Lda));
    require_device_range(Api, "Barray[i]", Bs[I],
                         matrix_bytes<T>(N, Nrhs, Ldb));
    Outputs.push_back(out(Bs[I], "Barray[i]"));
  }
  if (Pivots)
    require_device_range(Api, "devIpiv", Pivots,
                         sizeof(int) * size_t(N) * BatchCount);
  submit(*H, Api, std::move(Outputs), [=] {
    for (int I = 0; I < BatchCount; ++I)
      luSolve(As[I], N, Lda, Pivots ? Pivots + size_t(I) * N : nullptr, Op,
              Bs[I], Ldb, Nrhs);
  });
  return status(D, Status::Success);
}

template <typename T>
int getri_batched(const Dialect &D, const char *Api, Handle *H, int N,
                  const T *const *A, int Lda, const int *Pivots, T *const *C,
                  int Ldc, int *Info, int BatchCount) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  if (N < 0 || Lda < std::max(1, N) || Ldc < std::max(1, N) || BatchCount < 0)
    return status(D, Status::InvalidValue);
  if (N == 0 || BatchCount == 0)
    return status(D, Status::Success);
  std::vector<const T *> As = devicePointers(Api, "Aarray", A, BatchCount);
  std::vector<T *> Cs = devicePointers(Api, "Carray", C, BatchCount);
  std::vector<LibraryOutput> Outputs;
  for (int I = 0; I < BatchCount; ++I) {
    require_device_range(Api, "Aarray[i]", As[I], matrix_bytes<T>(N, N, Lda));
    require_device_range(Api, "Carray[i]", Cs[I], matrix_bytes<T>(N, N, Ldc));
    Outputs.push_back(out(Cs[I], "Carray[i]"));
  }
  require_device_range(Api, "infoArray", Info, sizeof(int) * size_t(BatchCount));
  Outputs.push_back({Info, "i32", "infoArray"});
  submit(*H, Api, std::move(Outputs), [=] {
    for (int I = 0; I < BatchCount; ++I) {
      int Singular = 0;
      for (int K = 0; K < N; ++K)
        if (is_zero(As[I][size_t(K) + size_t(K) * Lda]) && !Singular)
          Singular = K + 1;
      Info[I] = Singular;
      if (Singular)
        continue;
      T *X = Cs[I];
      for (int J = 0; J < N; ++J)
        for (int R = 0; R < N; ++R)
          X[size_t(R) + size_t(J) * Ldc] = R == J ? one<T>() : T{};
      luSolve(As[I], N, Lda, Pivots ? Pivots + size_t(I) * N : nullptr, 0, X,
              Ldc, N);
    }
  });
  return status(D, Status::Success);
}

#define HIPIFY_CPU_BLAS_BATCHED(T)                                             \
  template int gemm_batched(const Dialect &, const char *, Handle *, int, int, \
                            int, int, int, const T *, const T *const *, int,   \
                            const T *const *, int, const T *, T *const *, int, \
                            int);                                              \
  template int gemm_strided_batched(                                           \
      const Dialect &, const char *, Handle *, int, int, int, int, int,        \
      const T *, const T *, int, int64_t, const T *, int, int64_t, const T *,  \
      T *, int, int64_t, int);                                                 \
  template int getrf_batched(const Dialect &, const char *, Handle *, int,     \
                             T *const *, int, int *, int *, int);              \
  template int getrs_batched(const Dialect &, const char *, Handle *, int,     \
                             int, int, const T *const *, int, const int *,     \
                             T *const *, int, int *, int);                     \
  template int getri_batched(const Dialect &, const char *, Handle *, int,     \
                             const T *const *, int, const int *, T *const *,   \
                             int, int *, int);
HIPIFY_CPU_BLAS_BATCHED(float)
HIPIFY_CPU_BLAS_BATCHED(double)
HIPIFY_CPU_BLAS_BATCHED(float2)
HIPIFY_CPU_BLAS_BATCHED(double2)
#undef HIPIFY_CPU_BLAS_BATCHED

} // namespace hipify_cpu::blas
