//===- SparseProducts.cpp - SpGEMM, SDDMM, SpSM ---------------------------===//
//
// cuSPARSE's and hipSPARSE's sparse products and the multi-vector
// triangular solve, from their definitions, summing in storage order.
//
//===----------------------------------------------------------------------===//
#include "SparseSupport.h"
#include <map>

namespace hipify_cpu::sparse {

namespace {
/// The SpGEMM stages ask a work area of this size: not zero, so that a
/// program allocates it and calls again with it, as with cuSPARSE.
constexpr size_t kSpgemmBufferBytes = 64;

template <typename T> struct SpgemmRun {
  static void run(const SpMat &A, const SpMat &B, const void *Al,
                  SpGEMM *G) {
    T Alpha = *static_cast<const T *>(Al);
    const T *AV = static_cast<const T *>(A.Values);
    const T *BV = static_cast<const T *>(B.Values);
    // B's rows: (column, value) in storage order.
    std::vector<std::vector<std::pair<int64_t, T>>> BRows(B.Rows);
    forEachEntry(B, [&](int64_t R, int64_t C, int64_t K) {
      BRows[R].push_back({C, BV[K]});
    });
    std::vector<std::map<int64_t, T>> Rows(A.Rows);
    forEachEntry(A, [&](int64_t R, int64_t Inner, int64_t K) {
      for (auto [C, Value] : BRows[Inner])
        Rows[R][C] += AV[K] * Value;
    });
    G->Rows = A.Rows;
    G->Cols = B.Cols;
    G->Offsets.assign(1, 0);
    G->Columns.clear();
    std::vector<T> Values;
    for (const auto &Row : Rows) {
      for (auto [C, Value] : Row) {
        G->Columns.push_back(C);
        Values.push_back(Alpha * Value);
      }
      G->Offsets.push_back(int64_t(G->Columns.size()));
    }
    G->Values.resize(Values.size() * sizeof(T));
    if (!Values.empty())
      std::memcpy(G->Values.data(), Values.data(), G->Values.size());
    G->Computed = true;
  }
};

/// Element (I, J) of op(M) for a dense matrix of batch B.
template <typename T>
T denseAt(const DnMat &M, int Op, int64_t Batch, int64_t I, int64_t J) {
  if (Op != 0)
    std::swap(I, J);
  const T *P = static_cast<const T *>(M.Values) + Batch * M.BatchStride;
  T V = M.RowMajor ? P[I * M.Ld + J] : P[I + J * M.Ld];
  return Op == 2 ? conjugated(V) : V;
}

template <typename T> struct SddmmRun {
  static void run(int OpA, int OpB, const void *Al, const DnMat &A,
                  const DnMat &B, const void *Be, const SpMat &C, int64_t K) {
    T Alpha = *static_cast<const T *>(Al), Beta = *static_cast<const T *>(Be);
    for (int64_t Batch = 0; Batch < C.BatchCount; ++Batch) {
      SpMat One = C;
      One.Offsets = static_cast<unsigned char *>(C.Offsets) +
                    Batch * C.OffsetsStride * (C.WideOffsets ? 8 : 4);
      One.Indices = static_cast<unsigned char *>(C.Indices) +
                    Batch * C.ValuesStride * (C.WideIndices ? 8 : 4);
      T *Values = static_cast<T *>(C.Values) + Batch * C.ValuesStride;
      int64_t ABatch = A.BatchCount > 1 ? Batch : 0;
      int64_t BBatch = B.BatchCount > 1 ? Batch : 0;
      forEachEntry(One, [&](int64_t R, int64_t Col, int64_t E) {
        T Dot = T(0);
        for (int64_t I = 0; I < K; ++I)
          Dot += denseAt<T>(A, OpA, ABatch, R, I) *
                 denseAt<T>(B, OpB, BBatch, I, Col);
        Values[E] = Beta == T(0) ? Alpha * Dot : Alpha * Dot + Beta * Values[E];
      });
    }
  }
};

template <typename T> struct SpsmRun {
  static void run(const SpMat &A, int OpA, int OpB, const void *Al,
                  const DnMat &B, const DnMat &C) {
    T Alpha = *static_cast<const T *>(Al);
    int64_t N = A.Rows;
    // The triangle of op(A), row by row, as SpSV reads it.
    std::vector<std::vector<std::pair<int64_t, T>>> Rows(N);
    std::vector<T> Diagonal(N, T(1));
    const T *V = static_cast<const T *>(A.Values);
    bool Lower = A.Fill == 0;
    forEachEntry(A, [&](int64_t R, int64_t Col, int64_t K) {
      if (Lower ? Col > R : Col < R)
        return;
      int64_t OR = OpA == 0 ? R : Col, OC = OpA == 0 ? Col : R;
      T Value = OpA == 2 ? conjugated(V[K]) : V[K];
      if (OR == OC)
        Diagonal[OR] = A.Diag == 1 ? T(1) : Value;
      else
        Rows[OR].push_back({OC, Value});
    });
    bool OpLower = Lower == (OpA == 0);
    T *Out = static_cast<T *>(C.Values);
    std::vector<T> Result(N);
    for (int64_t J = 0; J < C.Cols; ++J) {
      for (int64_t Step = 0; Step < N; ++Step) {
        int64_t I = OpLower ? Step : N - 1 - Step;
        T Sum = Alpha * denseAt<T>(B, OpB, 0, I, J);
        for (auto [Col, Value] : Rows[I])
          Sum -= Value * Result[Col];
        Result[I] = Sum / Diagonal[I];
      }
      for (int64_t I = 0; I < N; ++I)
        (C.RowMajor ? Out[I * C.Ld + J] : Out[I + J * C.Ld]) = Result[I];
    }
  }
};
} // namespace

int spgemm_create(const Dialect &D, SpGEMM **Out) {
  if (!Out)
    return status(D, Status::InvalidValue);
  *Out = track(new SpGEMM);
  return status(D, Status::Success);
}
int spgemm_destroy(const Dialect &D, SpGEMM *G) {
  return status(D, untrack(G) ? Status::Success : Status::InvalidValue);
}

namespace {
/// The checks every SpGEMM stage makes.
int checkSpgemm(const Dialect &D, Handle *H, int OpA, int OpB, SpMat *A,
                SpMat *B, SpMat *C, int ComputeType, SpGEMM *G) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  int OA = decode(D.Operation, OpA), OB = decode(D.Operation, OpB);
  if (OA < 0 || OB < 0 || !live(A) || !live(B) || !live(C) || !live(G) ||
      A->Cols != B->Rows || C->Rows != A->Rows || C->Cols != B->Cols)
    return status(D, Status::InvalidValue);
  // As cuSPARSE: non-transposed CSR operands of one value type.
  if (OA != 0 || OB != 0 || A->Format != 0 || B->Format != 0 ||
      C->Format != 0 || B->ValueType != A->ValueType ||
      C->ValueType != A->ValueType || ComputeType != A->ValueType)
    return status(D, Status::NotSupported);
  return status(D, Status::Success);
}
} // namespace

int spgemm_stage(const Dialect &D, const char *Api, Handle *H, int Stage,
                 int OpA, int OpB, const void *Alpha, SpMat *A, SpMat *B,
                 const void *Beta, SpMat *C, int ComputeType, SpGEMM *G,
                 size_t *BufferSize, void *Buffer) {
  if (int S = checkSpgemm(D, H, OpA, OpB, A, B, C, ComputeType, G);
      S != status(D, Status::Success))
    return S;
  if (!BufferSize)
    return status(D, Status::InvalidValue);
  if (!Buffer) {
    *BufferSize = kSpgemmBufferBytes;
    return status(D, Status::Success);
  }
  require_device_range(Api, Stage == 0 ? "externalBuffer1" : "externalBuffer2",
                       Buffer, std::min(*BufferSize, kSpgemmBufferBytes));
  ScalarBytes Al = readScalar(D, Api, *H, "alpha", Alpha, A->ValueType);
  ScalarBytes Be = readScalar(D, Api, *H, "beta", Beta, A->ValueType);
  if (Stage == 0)
    return status(D, Status::Success);
  // beta C adds to a product whose pattern is C's; cuSPARSE computes into
  // an empty C (its examples and HeCBench's pass beta = 0).
  std::vector<unsigned char> Zero(valueBytes(A->ValueType), 0);
  if (std::memcmp(Be.get(), Zero.data(), Zero.size()) != 0)
    library_misuse(Api, "beta is not zero: the runner's SpGEMM computes "
                        "C = alpha op(A) op(B) only");
  requireSparse(Api, *A);
  requireSparse(Api, *B);
  SpMat SA = *A, SB = *B;
  // The product's size is the host's to read when _compute returns.
  library_call(H->Stream, Api, {}, [=] {
    dispatch<SpgemmRun>(SA.ValueType, SA, SB, Al.get(), G);
  });
  C->Nnz = int64_t(G->Columns.size());
  return status(D, Status::Success);
}

int spgemm_copy(const Dialect &D, const char *Api, Handle *H, int OpA,
                int OpB, const void *, SpMat *A, SpMat *B, const void *,
                SpMat *C, int ComputeType, SpGEMM *G) {
  if (int S = checkSpgemm(D, H, OpA, OpB, A, B, C, ComputeType, G);
      S != status(D, Status::Success))
    return S;
  if (!G->Computed)
    library_misuse(Api, "the SpGEMM descriptor holds no product: call "
                        "_compute with its work area first");
  if (C->Nnz != int64_t(G->Columns.size()))
    library_misuse(Api,
                   "matC holds %lld entries, the product %lld (set matC's "
                   "arrays to the size _compute gave)",
                   static_cast<long long>(C->Nnz),
                   static_cast<long long>(G->Columns.size()));
  requireSparse(Api, *C);
  SpMat SC = *C;
  library_call(H->Stream, Api,
               {{SC.Offsets, SC.WideOffsets ? "i64" : "i32", "matC offsets"},
                {SC.Indices, SC.WideIndices ? "i64" : "i32", "matC columns"},
                {SC.Values, valueKind(SC.ValueType), "matC values"}},
               [=] {
                 for (size_t R = 0; R < G->Offsets.size(); ++R)
                   (SC.WideOffsets ? void(static_cast<int64_t *>(SC.Offsets)[R] =
                                              G->Offsets[R] + SC.Base)
                                   : void(static_cast<int32_t *>(SC.Offsets)[R] =
                                              int32_t(G->Offsets[R] + SC.Base)));
                 for (size_t K = 0; K < G->Columns.size(); ++K)
                   (SC.WideIndices ? void(static_cast<int64_t *>(SC.Indices)[K] =
                                              G->Columns[K] + SC.Base)
                                   : void(static_cast<int32_t *>(SC.Indices)[K] =
                                              int32_t(G->Columns[K] + SC.Base)));
                 if (!G->Values.empty())
                   std::memcpy(SC.Values, G->Values.data(), G->Values.size());
               });
  return status(D, Status::Success);
}

int sddmm(const Dialect &D, const char *Api, Handle *H, int OpA, int OpB,
          const void *Alpha, DnMat *A, DnMat *B, const void *Beta, SpMat *C,
          int ComputeType) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  int OA = decode(D.Operation, OpA), OB = decode(D.Operation, OpB);
  if (OA < 0 || OB < 0 || !live(A) || !live(B) || !live(C))
    return status(D, Status::InvalidValue);
  int64_t M = OA == 0 ? A->Rows : A->Cols, K = OA == 0 ? A->Cols : A->Rows;
  int64_t BK = OB == 0 ? B->Rows : B->Cols, N = OB == 0 ? B->Cols : B->Rows;
  if (BK != K || C->Rows != M || C->Cols != N ||
      (A->BatchCount > 1 && A->BatchCount != C->BatchCount) ||
      (B->BatchCount > 1 && B->BatchCount != C->BatchCount))
    return status(D, Status::InvalidValue);
  if (C->Format != 0 || B->ValueType != A->ValueType ||
      C->ValueType != A->ValueType || ComputeType != A->ValueType)
    return status(D, Status::NotSupported);
  ScalarBytes Al = readScalar(D, Api, *H, "alpha", Alpha, A->ValueType);
  ScalarBytes Be = readScalar(D, Api, *H, "beta", Beta, A->ValueType);
  size_t Elem = valueBytes(A->ValueType);
  auto Batched = [&](const DnMat &X) {
    return denseBytes(X) + size_t(X.BatchCount - 1) * X.BatchStride * Elem;
  };
  require_device_range(Api, "matA's values", A->Values, Batched(*A));
  require_device_range(Api, "matB's values", B->Values, Batched(*B));
  SpMat Last = *C; // The last batch's arrays bound the others'.
  size_t OffsetBytes = C->WideOffsets ? 8 : 4, IndexBytes = C->WideIndices ? 8 : 4;
  Last.Offsets = static_cast<unsigned char *>(C->Offsets) +
                 (C->BatchCount - 1) * C->OffsetsStride * OffsetBytes;
  Last.Indices = static_cast<unsigned char *>(C->Indices) +
                 (C->BatchCount - 1) * C->ValuesStride * IndexBytes;
  Last.Values = static_cast<unsigned char *>(C->Values) +
                (C->BatchCount - 1) * C->ValuesStride * Elem;
  requireSparse(Api, *C);
  requireSparse(Api, Last);
  DnMat DA = *A, DB = *B;
  SpMat SC = *C;
  library_call(H->Stream, Api, {{SC.Values, valueKind(SC.ValueType), "matC"}},
               [=] {
                 dispatch<SddmmRun>(SC.ValueType, OA, OB, Al.get(), DA, DB,
                                    Be.get(), SC, K);
               });
  return status(D, Status::Success);
}

int spsm_create(const Dialect &D, SpSM **Out) {
  if (!Out)
    return status(D, Status::InvalidValue);
  *Out = track(new SpSM);
  return status(D, Status::Success);
}
int spsm_destroy(const Dialect &D, SpSM *S) {
  return status(D, untrack(S) ? Status::Success : Status::InvalidValue);
}

int spsm_solve(const Dialect &D, const char *Api, Handle *H, int OpA, int OpB,
               const void *Alpha, SpMat *A, DnMat *B, DnMat *C,
               int ComputeType, SpSM *S, bool Solve) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  int OA = decode(D.Operation, OpA), OB = decode(D.Operation, OpB);
  if (OA < 0 || OB < 0 || !live(A) || !live(B) || !live(C) || !live(S) ||
      A->Rows != A->Cols)
    return status(D, Status::InvalidValue);
  int64_t BRows = OB == 0 ? B->Rows : B->Cols, BCols = OB == 0 ? B->Cols : B->Rows;
  if (BRows != A->Rows || C->Rows != A->Rows || C->Cols != BCols)
    return status(D, Status::InvalidValue);
  if (B->ValueType != A->ValueType || C->ValueType != A->ValueType ||
      ComputeType != A->ValueType || A->Format == 1)
    return status(D, Status::NotSupported);
  if (!Solve)
    return status(D, Status::Success);
  ScalarBytes Al = readScalar(D, Api, *H, "alpha", Alpha, A->ValueType);
  requireSparse(Api, *A);
  require_device_range(Api, "matB's values", B->Values, denseBytes(*B));
  require_device_range(Api, "matC's values", C->Values, denseBytes(*C));
  SpMat SA = *A;
  DnMat DB = *B, DC = *C;
  library_call(H->Stream, Api, {{DC.Values, valueKind(SA.ValueType), "matC"}},
               [=] {
                 dispatch<SpsmRun>(SA.ValueType, SA, OA, OB, Al.get(), DB, DC);
               });
  return status(D, Status::Success);
}

} // namespace hipify_cpu::sparse
