//===- SparseVectors.cpp - sparse vectors: Axpby, Gather, Scatter ---------===//
//
// cuSPARSE's and hipSPARSE's sparse-vector routines, from their
// definitions: a sparse vector is Nnz values at Indices (zero- or
// one-based) of a vector of Size.
//
//===----------------------------------------------------------------------===//
#include "SparseSupport.h"

namespace hipify_cpu::sparse {

namespace {
/// Checks X's arrays against their allocations.
void requireVector(const char *Api, const SpVec &X) {
  require_device_range(Api, "the sparse vector's indices", X.Indices,
                       size_t(X.Nnz) * (X.WideIndices ? 8 : 4));
  require_device_range(Api, "the sparse vector's values", X.Values,
                       size_t(X.Nnz) * valueBytes(X.ValueType));
}

/// Position I of X in the dense vector, checked against its size.
int64_t position(const char *Api, const SpVec &X, int64_t I) {
  int64_t P = index(X.Indices, X.WideIndices, I) - X.Base;
  if (P < 0 || P >= X.Size)
    library_misuse(Api,
                   "the sparse vector's index %lld (entry %lld) is outside "
                   "its size %lld",
                   static_cast<long long>(P + X.Base),
                   static_cast<long long>(I), static_cast<long long>(X.Size));
  return P;
}

template <typename T> struct AxpbyRun {
  static void run(const char *Api, const SpVec &X, const void *Al,
                  const void *Be, void *YV, int64_t Size) {
    T Alpha = *static_cast<const T *>(Al), Beta = *static_cast<const T *>(Be);
    T *Y = static_cast<T *>(YV);
    const T *V = static_cast<const T *>(X.Values);
    for (int64_t I = 0; I < Size; ++I)
      Y[I] = Beta * Y[I];
    for (int64_t K = 0; K < X.Nnz; ++K) {
      int64_t P = position(Api, X, K);
      Y[P] += Alpha * V[K];
    }
  }
};

/// The common checks of a routine on a sparse and a dense vector.
int check(const Dialect &D, Handle *H, SpVec *X, DnVec *Y) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  if (!live(X) || !live(Y) || X->Size != Y->Size || X->Nnz > X->Size)
    return status(D, Status::InvalidValue);
  if (X->ValueType != Y->ValueType)
    return status(D, Status::NotSupported);
  return status(D, Status::Success);
}
} // namespace

int create_sparse_vector(const Dialect &D, SpVec **Out, int64_t Size,
                         int64_t Nnz, void *Indices, void *Values,
                         int IndexType, int Base, int ValueType) {
  int IT = decode(D.IndexType, IndexType), B = decode(D.IndexBase, Base);
  if (!Out || Size < 0 || Nnz < 0 || Nnz > Size || IT < 0 || B < 0)
    return status(D, Status::InvalidValue);
  if (IT == 0 || !valueBytes(ValueType))
    return status(D, Status::NotSupported);
  *Out = track(new SpVec{Size, Nnz, Indices, Values, IT == 2, B, ValueType});
  return status(D, Status::Success);
}
int destroy_sparse_vector(const Dialect &D, SpVec *V) {
  return status(D, untrack(V) ? Status::Success : Status::InvalidValue);
}
int sparse_vector_get(const Dialect &D, SpVec *V, int64_t *Size, int64_t *Nnz,
                      void **Indices, void **Values, int *IndexType, int *Base,
                      int *ValueType) {
  if (!live(V))
    return status(D, Status::InvalidValue);
  if (Size)
    *Size = V->Size;
  if (Nnz)
    *Nnz = V->Nnz;
  if (Indices)
    *Indices = V->Indices;
  if (Values)
    *Values = V->Values;
  if (IndexType)
    *IndexType = D.IndexType[V->WideIndices ? 2 : 1];
  if (Base)
    *Base = D.IndexBase[V->Base];
  if (ValueType)
    *ValueType = V->ValueType;
  return status(D, Status::Success);
}
int sparse_vector_values(const Dialect &D, SpVec *V, void **Values) {
  if (!live(V) || !Values)
    return status(D, Status::InvalidValue);
  *Values = V->Values;
  return status(D, Status::Success);
}
int set_sparse_vector_values(const Dialect &D, SpVec *V, void *Values) {
  if (!live(V))
    return status(D, Status::InvalidValue);
  V->Values = Values;
  return status(D, Status::Success);
}

int axpby(const Dialect &D, const char *Api, Handle *H, const void *Alpha,
          SpVec *X, const void *Beta, DnVec *Y) {
  if (int S = check(D, H, X, Y); S != status(D, Status::Success))
    return S;
  ScalarBytes Al = readScalar(D, Api, *H, "alpha", Alpha, X->ValueType);
  ScalarBytes Be = readScalar(D, Api, *H, "beta", Beta, X->ValueType);
  requireVector(Api, *X);
  require_device_range(Api, "vecY's values", Y->Values,
                       size_t(Y->Size) * valueBytes(Y->ValueType));
  SpVec SX = *X;
  void *YV = Y->Values;
  int64_t Size = Y->Size;
  library_call(H->Stream, Api, {{YV, valueKind(SX.ValueType), "vecY"}}, [=] {
    dispatch<AxpbyRun>(SX.ValueType, Api, SX, Al.get(), Be.get(), YV, Size);
  });
  return status(D, Status::Success);
}

int gather(const Dialect &D, const char *Api, Handle *H, DnVec *Y, SpVec *X) {
  if (int S = check(D, H, X, Y); S != status(D, Status::Success))
    return S;
  requireVector(Api, *X);
  require_device_range(Api, "vecY's values", Y->Values,
                       size_t(Y->Size) * valueBytes(Y->ValueType));
  SpVec SX = *X;
  const void *YV = Y->Values;
  library_call(H->Stream, Api, {{SX.Values, valueKind(SX.ValueType), "vecX"}},
               [=] {
                 size_t Elem = valueBytes(SX.ValueType);
                 auto *Out = static_cast<unsigned char *>(SX.Values);
                 auto *In = static_cast<const unsigned char *>(YV);
                 for (int64_t K = 0; K < SX.Nnz; ++K)
                   std::memcpy(Out + K * Elem,
                               In + position(Api, SX, K) * Elem, Elem);
               });
  return status(D, Status::Success);
}

int scatter(const Dialect &D, const char *Api, Handle *H, SpVec *X, DnVec *Y) {
  if (int S = check(D, H, X, Y); S != status(D, Status::Success))
    return S;
  requireVector(Api, *X);
  require_device_range(Api, "vecY's values", Y->Values,
                       size_t(Y->Size) * valueBytes(Y->ValueType));
  SpVec SX = *X;
  void *YV = Y->Values;
  library_call(H->Stream, Api, {{YV, valueKind(SX.ValueType), "vecY"}}, [=] {
    size_t Elem = valueBytes(SX.ValueType);
    auto *Out = static_cast<unsigned char *>(YV);
    auto *In = static_cast<const unsigned char *>(SX.Values);
    for (int64_t K = 0; K < SX.Nnz; ++K)
      std::memcpy(Out + position(Api, SX, K) * Elem, In + K * Elem, Elem);
  });
  return status(D, Status::Success);
}

int identity_permutation(const Dialect &D, const char *Api, Handle *H, int N,
                         int *P) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  if (N < 0)
    return status(D, Status::InvalidValue);
  require_device_range(Api, "p", P, size_t(N) * sizeof(int));
  library_call(H->Stream, Api, {{P, "i32", "p"}}, [=] {
    for (int I = 0; I < N; ++I)
      P[I] = I;
  });
  return status(D, Status::Success);
}

} // namespace hipify_cpu::sparse
