//===- Sparse.cpp - cuSPARSE's and hipSPARSE's generic routines -----------===//
//
// Loops from the routines' definitions, over every entry of the sparse
// matrix in storage order: the original and its port sum in the same
// order. Values are float, double and their complex forms (cudaDataType's
// values R_32F 0, R_64F 1, C_32F 4, C_64F 5, which hipDataType shares).
//
//===----------------------------------------------------------------------===//
#include "SparseSupport.h"

namespace hipify_cpu::sparse {

std::mutex &registryLock() {
  static std::mutex M;
  return M;
}
std::set<const void *> &registry() {
  static std::set<const void *> Live;
  return Live;
}

namespace {
template <typename T>
void spmvTyped(const SpMat &A, int Op, T Alpha, const T *X, T Beta, T *Y) {
  int64_t OutSize = Op == 0 ? A.Rows : A.Cols;
  std::vector<T> Z(OutSize);
  const T *V = static_cast<const T *>(A.Values);
  forEachEntry(A, [&](int64_t R, int64_t C, int64_t K) {
    if (Op == 0)
      Z[R] += V[K] * X[C];
    else
      Z[C] += (Op == 2 ? conjugated(V[K]) : V[K]) * X[R];
  });
  for (int64_t I = 0; I < OutSize; ++I)
    Y[I] = Beta == T(0) ? Alpha * Z[I] : Alpha * Z[I] + Beta * Y[I];
}

template <typename T>
void spmmTyped(const SpMat &A, int OpA, int OpB, T Alpha, const DnMat &B,
               T Beta, const DnMat &C) {
  int64_t M = C.Rows, N = C.Cols;
  auto At = [](const DnMat &X, int64_t I, int64_t J) -> T & {
    T *P = static_cast<T *>(X.Values);
    return X.RowMajor ? P[I * X.Ld + J] : P[I + J * X.Ld];
  };
  std::vector<T> Z(size_t(M) * N);
  const T *V = static_cast<const T *>(A.Values);
  forEachEntry(A, [&](int64_t R, int64_t Cc, int64_t K) {
    // op(A)(Row, Inner) += value.
    int64_t Row = OpA == 0 ? R : Cc, Inner = OpA == 0 ? Cc : R;
    T Value = OpA == 2 ? conjugated(V[K]) : V[K];
    for (int64_t J = 0; J < N; ++J) {
      T BV = OpB == 0 ? At(B, Inner, J) : At(B, J, Inner);
      if (OpB == 2)
        BV = conjugated(BV);
      Z[size_t(Row) * N + J] += Value * BV;
    }
  });
  for (int64_t I = 0; I < M; ++I)
    for (int64_t J = 0; J < N; ++J) {
      T &Out = At(C, I, J);
      T Product = Alpha * Z[size_t(I) * N + J];
      Out = Beta == T(0) ? Product : Product + Beta * Out;
    }
}

template <typename T>
void spsvTyped(const SpMat &A, int Op, T Alpha, const T *X, T *Y) {
  int64_t N = A.Rows;
  // The triangle of op(A), row by row: lower when (A lower) == (op N).
  std::vector<std::vector<std::pair<int64_t, T>>> Rows(N);
  std::vector<T> Diagonal(N, T(1));
  const T *V = static_cast<const T *>(A.Values);
  bool Lower = A.Fill == 0;
  forEachEntry(A, [&](int64_t R, int64_t C, int64_t K) {
    if (Lower ? C > R : C < R)
      return; // Outside the triangle the attributes name.
    int64_t OR = Op == 0 ? R : C, OC = Op == 0 ? C : R;
    T Value = Op == 2 ? conjugated(V[K]) : V[K];
    if (OR == OC)
      Diagonal[OR] = A.Diag == 1 ? T(1) : Value;
    else
      Rows[OR].push_back({OC, Value});
  });
  bool OpLower = Lower == (Op == 0);
  std::vector<T> Result(N);
  for (int64_t Step = 0; Step < N; ++Step) {
    int64_t I = OpLower ? Step : N - 1 - Step;
    T Sum = Alpha * X[I];
    for (auto [C, Value] : Rows[I])
      Sum -= Value * Result[C];
    Result[I] = Sum / Diagonal[I];
  }
  for (int64_t I = 0; I < N; ++I)
    Y[I] = Result[I];
}

} // namespace

int create(const Dialect &D, Handle **Out) {
  if (!Out)
    return status(D, Status::InvalidValue);
  *Out = track(new Handle);
  return status(D, Status::Success);
}
int destroy(const Dialect &D, Handle *H) {
  return status(D, untrack(H) ? Status::Success : Status::NotInitialized);
}
int set_stream(const Dialect &D, Handle *H, const void *Stream) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  H->Stream = Stream;
  return status(D, Status::Success);
}
int get_stream(const Dialect &D, Handle *H, const void **Stream) {
  if (!live(H) || !Stream)
    return status(D, live(H) ? Status::InvalidValue : Status::NotInitialized);
  *Stream = H->Stream;
  return status(D, Status::Success);
}
int set_pointer_mode(const Dialect &D, Handle *H, int Mode) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  int Which = decode(D.PointerMode, Mode);
  if (Which < 0)
    return status(D, Status::InvalidValue);
  H->DeviceScalars = Which == 1;
  return status(D, Status::Success);
}
int get_pointer_mode(const Dialect &D, Handle *H, int *Mode) {
  if (!live(H) || !Mode)
    return status(D, live(H) ? Status::InvalidValue : Status::NotInitialized);
  *Mode = D.PointerMode[H->DeviceScalars ? 1 : 0];
  return status(D, Status::Success);
}

int create_sparse(const Dialect &D, SpMat **Out, int Format, int64_t Rows,
                  int64_t Cols, int64_t Nnz, void *Offsets, void *Indices,
                  void *Values, int OffsetType, int IndexType, int Base,
                  int ValueType) {
  int OT = decode(D.IndexType, OffsetType), IT = decode(D.IndexType, IndexType);
  int B = decode(D.IndexBase, Base);
  if (!Out || Rows < 0 || Cols < 0 || Nnz < 0 || OT < 0 || IT < 0 || B < 0)
    return status(D, Status::InvalidValue);
  // 16-bit indices and other value types than float, double and their
  // complex forms are not on the runner.
  if (OT == 0 || IT == 0 || !valueBytes(ValueType))
    return status(D, Status::NotSupported);
  *Out = track(new SpMat{Format, Rows,    Cols,    Nnz, Offsets, Indices,
                         Values, OT == 2, IT == 2, B,   ValueType});
  return status(D, Status::Success);
}
int destroy_sparse(const Dialect &D, SpMat *M) {
  return status(D, untrack(M) ? Status::Success : Status::InvalidValue);
}
int sparse_size(const Dialect &D, SpMat *M, int64_t *Rows, int64_t *Cols,
                int64_t *Nnz) {
  if (!live(M))
    return status(D, Status::InvalidValue);
  if (Rows)
    *Rows = M->Rows;
  if (Cols)
    *Cols = M->Cols;
  if (Nnz)
    *Nnz = M->Nnz;
  return status(D, Status::Success);
}
int set_attribute(const Dialect &D, SpMat *M, int Attribute, const void *Data,
                  size_t Bytes) {
  int Which = decode(D.Attribute, Attribute);
  if (!live(M) || Which < 0 || !Data || Bytes < sizeof(int))
    return status(D, Status::InvalidValue);
  int Value = *static_cast<const int *>(Data);
  int Decoded = Which == 0 ? decode(D.Fill, Value) : decode(D.Diag, Value);
  if (Decoded < 0)
    return status(D, Status::InvalidValue);
  (Which == 0 ? M->Fill : M->Diag) = Decoded;
  return status(D, Status::Success);
}
int get_attribute(const Dialect &D, SpMat *M, int Attribute, void *Data,
                  size_t Bytes) {
  int Which = decode(D.Attribute, Attribute);
  if (!live(M) || Which < 0 || !Data || Bytes < sizeof(int))
    return status(D, Status::InvalidValue);
  *static_cast<int *>(Data) = Which == 0 ? D.Fill[M->Fill] : D.Diag[M->Diag];
  return status(D, Status::Success);
}
int set_pointers(const Dialect &D, SpMat *M, void *Offsets, void *Indices,
                 void *Values) {
  if (!live(M))
    return status(D, Status::InvalidValue);
  M->Offsets = Offsets;
  M->Indices = Indices;
  M->Values = Values;
  return status(D, Status::Success);
}

int create_vector(const Dialect &D, DnVec **Out, int64_t Size, void *Values,
                  int ValueType) {
  if (!Out || Size < 0)
    return status(D, Status::InvalidValue);
  if (!valueBytes(ValueType))
    return status(D, Status::NotSupported);
  *Out = track(new DnVec{Size, Values, ValueType});
  return status(D, Status::Success);
}
int destroy_vector(const Dialect &D, DnVec *V) {
  return status(D, untrack(V) ? Status::Success : Status::InvalidValue);
}
int vector_values(const Dialect &D, DnVec *V, void **Values) {
  if (!live(V) || !Values)
    return status(D, Status::InvalidValue);
  *Values = V->Values;
  return status(D, Status::Success);
}
int set_vector_values(const Dialect &D, DnVec *V, void *Values) {
  if (!live(V))
    return status(D, Status::InvalidValue);
  V->Values = Values;
  return status(D, Status::Success);
}
int create_matrix(const Dialect &D, DnMat **Out, int64_t Rows, int64_t Cols,
                  int64_t Ld, void *Values, int ValueType, int Order) {
  int O = decode(D.Order, Order);
  if (!Out || Rows < 0 || Cols < 0 || O < 0 ||
      Ld < (O == 0 ? std::max<int64_t>(1, Cols) : std::max<int64_t>(1, Rows)))
    return status(D, Status::InvalidValue);
  if (!valueBytes(ValueType))
    return status(D, Status::NotSupported);
  *Out = track(new DnMat{Rows, Cols, Ld, Values, ValueType, O == 0});
  return status(D, Status::Success);
}
int destroy_matrix(const Dialect &D, DnMat *M) {
  return status(D, untrack(M) ? Status::Success : Status::InvalidValue);
}
int matrix_values(const Dialect &D, DnMat *M, void **Values) {
  if (!live(M) || !Values)
    return status(D, Status::InvalidValue);
  *Values = M->Values;
  return status(D, Status::Success);
}

int set_dense_batch(const Dialect &D, DnMat *M, int Count, int64_t Stride) {
  if (!live(M) || Count < 1 || Stride < 0)
    return status(D, Status::InvalidValue);
  M->BatchCount = Count;
  M->BatchStride = Stride;
  return status(D, Status::Success);
}
int set_sparse_batch(const Dialect &D, SpMat *M, int Count,
                     int64_t OffsetsStride, int64_t ValuesStride) {
  if (!live(M) || Count < 1 || OffsetsStride < 0 || ValuesStride < 0)
    return status(D, Status::InvalidValue);
  M->BatchCount = Count;
  M->OffsetsStride = OffsetsStride;
  M->ValuesStride = ValuesStride;
  return status(D, Status::Success);
}
int matrix_get(const Dialect &D, DnMat *M, int64_t *Rows, int64_t *Cols,
               int64_t *Ld, void **Values, int *ValueType, int *Order) {
  if (!live(M))
    return status(D, Status::InvalidValue);
  if (Rows)
    *Rows = M->Rows;
  if (Cols)
    *Cols = M->Cols;
  if (Ld)
    *Ld = M->Ld;
  if (Values)
    *Values = M->Values;
  if (ValueType)
    *ValueType = M->ValueType;
  if (Order)
    *Order = D.Order[M->RowMajor ? 0 : 1];
  return status(D, Status::Success);
}
int set_matrix_values(const Dialect &D, DnMat *M, void *Values) {
  if (!live(M))
    return status(D, Status::InvalidValue);
  M->Values = Values;
  return status(D, Status::Success);
}
int sparse_values(const Dialect &D, SpMat *M, void **Values) {
  if (!live(M) || !Values)
    return status(D, Status::InvalidValue);
  *Values = M->Values;
  return status(D, Status::Success);
}
int set_sparse_values(const Dialect &D, SpMat *M, void *Values) {
  if (!live(M))
    return status(D, Status::InvalidValue);
  M->Values = Values;
  return status(D, Status::Success);
}
int csr_get(const Dialect &D, SpMat *M, int64_t *Rows, int64_t *Cols,
            int64_t *Nnz, void **Offsets, void **Indices, void **Values,
            int *OffsetType, int *IndexType, int *Base, int *ValueType) {
  if (!live(M) || M->Format != 0)
    return status(D, Status::InvalidValue);
  if (Rows)
    *Rows = M->Rows;
  if (Cols)
    *Cols = M->Cols;
  if (Nnz)
    *Nnz = M->Nnz;
  if (Offsets)
    *Offsets = M->Offsets;
  if (Indices)
    *Indices = M->Indices;
  if (Values)
    *Values = M->Values;
  if (OffsetType)
    *OffsetType = D.IndexType[M->WideOffsets ? 2 : 1];
  if (IndexType)
    *IndexType = D.IndexType[M->WideIndices ? 2 : 1];
  if (Base)
    *Base = D.IndexBase[M->Base];
  if (ValueType)
    *ValueType = M->ValueType;
  return status(D, Status::Success);
}

int buffer_size(const Dialect &D, Handle *H, size_t *Bytes) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  if (!Bytes)
    return status(D, Status::InvalidValue);
  *Bytes = 0;
  return status(D, Status::Success);
}

namespace {
template <typename T> struct SpmvRun {
  static void run(const SpMat &A, int Op, const void *Al, const void *X,
                  const void *Be, void *Y) {
    spmvTyped<T>(A, Op, *static_cast<const T *>(Al),
                 static_cast<const T *>(X), *static_cast<const T *>(Be),
                 static_cast<T *>(Y));
  }
};
template <typename T> struct SpmmRun {
  static void run(const SpMat &A, int OpA, int OpB, const void *Al,
                  const DnMat &B, const void *Be, const DnMat &C) {
    spmmTyped<T>(A, OpA, OpB, *static_cast<const T *>(Al), B,
                 *static_cast<const T *>(Be), C);
  }
};
template <typename T> struct SpsvRun {
  static void run(const SpMat &A, int Op, const void *Al, const void *X,
                  void *Y) {
    spsvTyped<T>(A, Op, *static_cast<const T *>(Al), static_cast<const T *>(X),
                 static_cast<T *>(Y));
  }
};
/// A scalar's bytes, read now (host mode) or when the work runs.
} // namespace

int spmv(const Dialect &D, const char *Api, Handle *H, int OpA,
         const void *Alpha, SpMat *A, DnVec *X, const void *Beta, DnVec *Y,
         int ComputeType) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  int Op = decode(D.Operation, OpA);
  if (Op < 0 || !live(A) || !live(X) || !live(Y))
    return status(D, Status::InvalidValue);
  if (X->ValueType != A->ValueType || Y->ValueType != A->ValueType ||
      ComputeType != A->ValueType)
    return status(D, Status::NotSupported);
  int64_t In = Op == 0 ? A->Cols : A->Rows, Out = Op == 0 ? A->Rows : A->Cols;
  if (X->Size != In || Y->Size != Out)
    return status(D, Status::InvalidValue);
  ScalarBytes Al = readScalar(D, Api, *H, "alpha", Alpha, A->ValueType);
  ScalarBytes Be = readScalar(D, Api, *H, "beta", Beta, A->ValueType);
  requireSparse(Api, *A);
  size_t Elem = valueBytes(A->ValueType);
  require_device_range(Api, "vecX's values", X->Values, size_t(In) * Elem);
  require_device_range(Api, "vecY's values", Y->Values, size_t(Out) * Elem);
  SpMat M = *A;
  const void *XV = X->Values;
  void *YV = Y->Values;
  library_call(H->Stream, Api, {{YV, valueKind(M.ValueType), "vecY"}}, [=] {
    dispatch<SpmvRun>(M.ValueType, M, Op, Al.get(), XV, Be.get(), YV);
  });
  return status(D, Status::Success);
}

int spmm(const Dialect &D, const char *Api, Handle *H, int OpA, int OpB,
         const void *Alpha, SpMat *A, DnMat *B, const void *Beta, DnMat *C,
         int ComputeType) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  int OA = decode(D.Operation, OpA), OB = decode(D.Operation, OpB);
  if (OA < 0 || OB < 0 || !live(A) || !live(B) || !live(C))
    return status(D, Status::InvalidValue);
  if (B->ValueType != A->ValueType || C->ValueType != A->ValueType ||
      ComputeType != A->ValueType)
    return status(D, Status::NotSupported);
  int64_t M = OA == 0 ? A->Rows : A->Cols, K = OA == 0 ? A->Cols : A->Rows;
  int64_t BRows = OB == 0 ? B->Rows : B->Cols, BCols = OB == 0 ? B->Cols : B->Rows;
  if (BRows != K || C->Rows != M || C->Cols != BCols)
    return status(D, Status::InvalidValue);
  ScalarBytes Al = readScalar(D, Api, *H, "alpha", Alpha, A->ValueType);
  ScalarBytes Be = readScalar(D, Api, *H, "beta", Beta, A->ValueType);
  requireSparse(Api, *A);
  require_device_range(Api, "matB's values", B->Values, denseBytes(*B));
  require_device_range(Api, "matC's values", C->Values, denseBytes(*C));
  SpMat SA = *A;
  DnMat DB = *B, DC = *C;
  library_call(H->Stream, Api, {{DC.Values, valueKind(SA.ValueType), "matC"}},
               [=] {
                 dispatch<SpmmRun>(SA.ValueType, SA, OA, OB, Al.get(), DB,
                                   Be.get(), DC);
               });
  return status(D, Status::Success);
}

int spsv_create(const Dialect &D, SpSV **Out) {
  if (!Out)
    return status(D, Status::InvalidValue);
  *Out = track(new SpSV);
  return status(D, Status::Success);
}
int spsv_destroy(const Dialect &D, SpSV *S) {
  return status(D, untrack(S) ? Status::Success : Status::InvalidValue);
}
int spsv_analysis(const Dialect &D, Handle *H, SpMat *A, SpSV *S) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  if (!live(A) || !live(S))
    return status(D, Status::InvalidValue);
  return status(D, Status::Success);
}
int spsv_solve(const Dialect &D, const char *Api, Handle *H, int OpA,
               const void *Alpha, SpMat *A, DnVec *X, DnVec *Y,
               int ComputeType, SpSV *S) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  int Op = decode(D.Operation, OpA);
  if (Op < 0 || !live(A) || !live(X) || !live(Y) || !live(S) ||
      A->Rows != A->Cols || X->Size != A->Rows || Y->Size != A->Rows)
    return status(D, Status::InvalidValue);
  if (X->ValueType != A->ValueType || Y->ValueType != A->ValueType ||
      ComputeType != A->ValueType || A->Format == 1)
    return status(D, Status::NotSupported);
  ScalarBytes Al = readScalar(D, Api, *H, "alpha", Alpha, A->ValueType);
  requireSparse(Api, *A);
  size_t Elem = valueBytes(A->ValueType);
  require_device_range(Api, "vecX's values", X->Values, size_t(X->Size) * Elem);
  require_device_range(Api, "vecY's values", Y->Values, size_t(Y->Size) * Elem);
  SpMat M = *A;
  const void *XV = X->Values;
  void *YV = Y->Values;
  library_call(H->Stream, Api, {{YV, valueKind(M.ValueType), "vecY"}}, [=] {
    dispatch<SpsvRun>(M.ValueType, M, Op, Al.get(), XV, YV);
  });
  return status(D, Status::Success);
}

int sparse_to_dense(const Dialect &D, const char *Api, Handle *H, SpMat *A,
                    DnMat *B) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  if (!live(A) || !live(B) || B->Rows != A->Rows || B->Cols != A->Cols)
    return status(D, Status::InvalidValue);
  if (B->ValueType != A->ValueType)
    return status(D, Status::NotSupported);
  requireSparse(Api, *A);
  require_device_range(Api, "matB's values", B->Values, denseBytes(*B));
  SpMat M = *A;
  DnMat Dense = *B;
  library_call(H->Stream, Api, {{Dense.Values, valueKind(M.ValueType), "matB"}},
               [=] {
                 size_t Elem = valueBytes(M.ValueType);
                 auto *Out = static_cast<unsigned char *>(Dense.Values);
                 auto Offset = [&](int64_t I, int64_t J) {
                   return (Dense.RowMajor ? I * Dense.Ld + J
                                          : I + J * Dense.Ld) *
                          Elem;
                 };
                 for (int64_t I = 0; I < Dense.Rows; ++I)
                   for (int64_t J = 0; J < Dense.Cols; ++J)
                     std::memset(Out + Offset(I, J), 0, Elem);
                 const auto *V = static_cast<const unsigned char *>(M.Values);
                 forEachEntry(M, [&](int64_t R, int64_t C, int64_t K) {
                   std::memcpy(Out + Offset(R, C), V + K * Elem, Elem);
                 });
               });
  return status(D, Status::Success);
}

int create_descriptor(const Dialect &D, MatDescr **Out) {
  if (!Out)
    return status(D, Status::InvalidValue);
  *Out = track(new MatDescr);
  (*Out)->Fields[0] = D.MatrixType[0];
  (*Out)->Fields[1] = D.IndexBase[0];
  (*Out)->Fields[2] = D.Fill[0];
  (*Out)->Fields[3] = D.Diag[0];
  return status(D, Status::Success);
}
int destroy_descriptor(const Dialect &D, MatDescr *M) {
  return status(D, untrack(M) ? Status::Success : Status::InvalidValue);
}
int set_descriptor(const Dialect &D, MatDescr *M, int Which, int Value) {
  if (!live(M) || Which < 0 || Which > 3)
    return status(D, Status::InvalidValue);
  bool Known = Which == 0   ? decode(D.MatrixType, Value) >= 0
               : Which == 1 ? decode(D.IndexBase, Value) >= 0
               : Which == 2 ? decode(D.Fill, Value) >= 0
                            : decode(D.Diag, Value) >= 0;
  if (!Known)
    return status(D, Status::InvalidValue);
  M->Fields[Which] = Value;
  return status(D, Status::Success);
}
int get_descriptor(const Dialect &D, const MatDescr *M, int Which) {
  return live(M) && Which >= 0 && Which <= 3 ? M->Fields[Which] : 0;
}

} // namespace hipify_cpu::sparse
