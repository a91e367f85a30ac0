//===- SparseConvert.cpp - DenseToSparse, Csr2cscEx2, nnz, csrsort --------===//
//
// cuSPARSE's and hipSPARSE's format conversions, from their definitions.
// Entries are stored in the order the format defines (a CSR's rows in
// increasing order, each row's columns in increasing order), so that the
// original and its port write the same arrays.
//
//===----------------------------------------------------------------------===//
#include "SparseSupport.h"
#include <numeric>

namespace hipify_cpu::sparse {

namespace {
void store(void *P, bool Wide, int64_t I, int64_t V) {
  if (Wide)
    static_cast<int64_t *>(P)[I] = V;
  else
    static_cast<int32_t *>(P)[I] = int32_t(V);
}

template <typename T> struct NonzeroTest {
  static void run(const void *P, bool *Out) {
    *Out = *static_cast<const T *>(P) != T(0);
  }
};
/// Whether the value at P (of a cudaDataType) is not zero.
bool nonzero(int Type, const void *P) {
  bool Out = false;
  dispatch<NonzeroTest>(Type, P, &Out);
  return Out;
}

/// The element (I, J) of a dense matrix, as bytes.
const unsigned char *element(const DnMat &A, int64_t I, int64_t J) {
  size_t Elem = valueBytes(A.ValueType);
  int64_t At = A.RowMajor ? I * A.Ld + J : I + J * A.Ld;
  return static_cast<const unsigned char *>(A.Values) + At * Elem;
}

/// Calls Visit(I, J) for the nonzeros of A in B's storage order: by rows
/// for CSR and COO, by columns for CSC. Returns the count.
template <typename F> int64_t forEachNonzero(const DnMat &A, int Format, F &&Visit) {
  int64_t Count = 0;
  bool ByColumns = Format == 1;
  int64_t Outer = ByColumns ? A.Cols : A.Rows, Inner = ByColumns ? A.Rows : A.Cols;
  for (int64_t O = 0; O < Outer; ++O)
    for (int64_t N = 0; N < Inner; ++N) {
      int64_t I = ByColumns ? N : O, J = ByColumns ? O : N;
      if (nonzero(A.ValueType, element(A, I, J))) {
        Visit(I, J, Count);
        ++Count;
      }
    }
  return Count;
}

/// Writes B's offsets (CSR, CSC) from A's nonzeros.
void writeOffsets(const DnMat &A, const SpMat &B) {
  if (B.Format == 2)
    return;
  int64_t Outer = B.Format == 0 ? A.Rows : A.Cols;
  std::vector<int64_t> Counts(Outer + 1, 0);
  forEachNonzero(A, B.Format, [&](int64_t I, int64_t J, int64_t) {
    ++Counts[(B.Format == 0 ? I : J) + 1];
  });
  for (int64_t O = 0; O < Outer; ++O)
    Counts[O + 1] += Counts[O];
  for (int64_t O = 0; O <= Outer; ++O)
    store(B.Offsets, B.WideOffsets, O, Counts[O] + B.Base);
}
} // namespace

int dense_to_sparse(const Dialect &D, const char *Api, Handle *H, DnMat *A,
                    SpMat *B, bool Convert) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  if (!live(A) || !live(B) || A->Rows != B->Rows || A->Cols != B->Cols)
    return status(D, Status::InvalidValue);
  if (A->ValueType != B->ValueType)
    return status(D, Status::NotSupported);
  require_device_range(Api, "matA's values", A->Values, denseBytes(*A));
  DnMat Dense = *A;
  // The count is the host's to read when the analysis returns.
  int64_t Nnz = forEachNonzero(Dense, B->Format, [](int64_t, int64_t, int64_t) {});
  size_t OffsetBytes = B->WideOffsets ? 8 : 4;
  int64_t Outer = B->Format == 0 ? B->Rows : B->Cols;
  if (!Convert) {
    B->Nnz = Nnz;
    if (B->Format == 2 || !B->Offsets)
      return status(D, Status::Success);
    require_device_range(Api, "matB's offsets", B->Offsets,
                         size_t(Outer + 1) * OffsetBytes);
    SpMat Sparse = *B;
    library_call(H->Stream, Api,
                 {{Sparse.Offsets, Sparse.WideOffsets ? "i64" : "i32",
                   "matB offsets"}},
                 [=] { writeOffsets(Dense, Sparse); });
    return status(D, Status::Success);
  }
  if (B->Nnz != Nnz)
    library_misuse(Api,
                   "matB holds %lld entries, but matA has %lld nonzeros (call "
                   "the _analysis first, and give matB arrays of that size)",
                   static_cast<long long>(B->Nnz), static_cast<long long>(Nnz));
  requireSparse(Api, *B);
  SpMat Sparse = *B;
  std::vector<LibraryOutput> Outputs;
  if (Sparse.Format != 2)
    Outputs.push_back({Sparse.Offsets, Sparse.WideOffsets ? "i64" : "i32",
                       "matB offsets"});
  else
    Outputs.push_back({Sparse.Offsets, Sparse.WideOffsets ? "i64" : "i32",
                       "matB row indices"});
  Outputs.push_back({Sparse.Indices, Sparse.WideIndices ? "i64" : "i32",
                     "matB indices"});
  Outputs.push_back({Sparse.Values, valueKind(Sparse.ValueType), "matB values"});
  library_call(H->Stream, Api, std::move(Outputs), [=] {
    writeOffsets(Dense, Sparse);
    size_t Elem = valueBytes(Dense.ValueType);
    forEachNonzero(Dense, Sparse.Format, [&](int64_t I, int64_t J, int64_t K) {
      if (Sparse.Format == 2)
        store(Sparse.Offsets, Sparse.WideOffsets, K, I + Sparse.Base);
      store(Sparse.Indices, Sparse.WideIndices, K,
            (Sparse.Format == 1 ? I : J) + Sparse.Base);
      std::memcpy(static_cast<unsigned char *>(Sparse.Values) + K * Elem,
                  element(Dense, I, J), Elem);
    });
  });
  return status(D, Status::Success);
}

int csr_to_csc(const Dialect &D, const char *Api, Handle *H, int M, int N,
               int Nnz, const void *CsrValues, const int *CsrOffsets,
               const int *CsrColumns, void *CscValues, int *CscOffsets,
               int *CscRows, int ValueType, int Action, int Base) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  int B = decode(D.IndexBase, Base), Act = decode(D.Action, Action);
  if (M < 0 || N < 0 || Nnz < 0 || B < 0 || Act < 0)
    return status(D, Status::InvalidValue);
  size_t Elem = valueBytes(ValueType);
  if (!Elem)
    return status(D, Status::NotSupported);
  require_device_range(Api, "csrRowPtr", CsrOffsets, size_t(M + 1) * 4);
  require_device_range(Api, "csrColInd", CsrColumns, size_t(Nnz) * 4);
  require_device_range(Api, "cscColPtr", CscOffsets, size_t(N + 1) * 4);
  require_device_range(Api, "cscRowInd", CscRows, size_t(Nnz) * 4);
  std::vector<LibraryOutput> Outputs = {{CscOffsets, "i32", "cscColPtr"},
                                        {CscRows, "i32", "cscRowInd"}};
  if (Act == 1) {
    require_device_range(Api, "csrVal", CsrValues, size_t(Nnz) * Elem);
    require_device_range(Api, "cscVal", CscValues, size_t(Nnz) * Elem);
    Outputs.push_back({CscValues, valueKind(ValueType), "cscVal"});
  }
  library_call(H->Stream, Api, std::move(Outputs), [=] {
    // Count each column's entries, then place the rows in increasing order.
    std::vector<int64_t> Next(N + 1, 0);
    for (int K = 0; K < Nnz; ++K) {
      int C = CsrColumns[K] - B;
      if (C < 0 || C >= N)
        library_misuse(Api, "csrColInd[%d] is %d, outside the %d columns", K,
                       CsrColumns[K], N);
      ++Next[C + 1];
    }
    for (int C = 0; C < N; ++C)
      Next[C + 1] += Next[C];
    for (int C = 0; C <= N; ++C)
      CscOffsets[C] = int(Next[C]) + B;
    for (int R = 0; R < M; ++R)
      for (int K = CsrOffsets[R] - B; K < CsrOffsets[R + 1] - B; ++K) {
        int C = CsrColumns[K] - B;
        int64_t At = Next[C]++;
        CscRows[At] = R + B;
        if (Act == 1)
          std::memcpy(static_cast<unsigned char *>(CscValues) + At * Elem,
                      static_cast<const unsigned char *>(CsrValues) + K * Elem,
                      Elem);
      }
  });
  return status(D, Status::Success);
}

int dense_nnz(const Dialect &D, const char *Api, Handle *H, int Direction,
              int M, int N, const MatDescr *Descr, const void *A, int Lda,
              int ValueType, int *PerRowColumn, int *Total) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  int Dir = decode(D.Direction, Direction);
  if (Dir < 0 || M < 0 || N < 0 || Lda < std::max(1, M) || !live(Descr) ||
      !Total)
    return status(D, Status::InvalidValue);
  DnMat Dense{M, N, Lda, const_cast<void *>(A), ValueType, false};
  require_device_range(Api, "A", A, denseBytes(Dense));
  int Count = Dir == 0 ? M : N;
  require_device_range(Api, "nnzPerRowColumn", PerRowColumn,
                       size_t(Count) * sizeof(int));
  PointerSide Side = pointer_side(Total);
  if (H->DeviceScalars != (Side == PointerSide::Device))
    library_misuse(Api,
                   "nnzTotalDevHostPtr points to %s memory, but the handle's "
                   "pointer mode is %s (%s)",
                   Side == PointerSide::Device ? "device" : "host",
                   H->DeviceScalars ? "device" : "host", D.SetPointerMode);
  std::vector<LibraryOutput> Outputs = {{PerRowColumn, "i32", "nnzPerRowColumn"}};
  if (H->DeviceScalars)
    Outputs.push_back({Total, "i32", "nnzTotalDevHostPtr"});
  auto Work = [=] {
    int Sum = 0;
    for (int O = 0; O < Count; ++O) {
      int Here = 0;
      for (int I = 0; I < (Dir == 0 ? N : M); ++I)
        Here += nonzero(ValueType,
                        Dir == 0 ? element(Dense, O, I) : element(Dense, I, O));
      PerRowColumn[O] = Here;
      Sum += Here;
    }
    *Total = Sum;
  };
  library_call(H->Stream, Api, std::move(Outputs), Work);
  return status(D, Status::Success);
}

int csr_sort(const Dialect &D, const char *Api, Handle *H, int M, int N,
             int Nnz, const MatDescr *Descr, const int *Offsets, int *Columns,
             int *P) {
  if (!live(H))
    return status(D, Status::NotInitialized);
  if (M < 0 || N < 0 || Nnz < 0 || !live(Descr))
    return status(D, Status::InvalidValue);
  int B = decode(D.IndexBase, get_descriptor(D, Descr, 1));
  require_device_range(Api, "csrRowPtrA", Offsets, size_t(M + 1) * 4);
  require_device_range(Api, "csrColIndA", Columns, size_t(Nnz) * 4);
  require_device_range(Api, "P", P, size_t(Nnz) * 4);
  library_call(H->Stream, Api,
               {{Columns, "i32", "csrColIndA"}, {P, "i32", "P"}}, [=] {
                 std::vector<std::pair<int, int>> Row;
                 for (int R = 0; R < M; ++R) {
                   int Begin = Offsets[R] - B, End = Offsets[R + 1] - B;
                   Row.clear();
                   for (int K = Begin; K < End; ++K)
                     Row.push_back({Columns[K], P[K]});
                   std::stable_sort(Row.begin(), Row.end(),
                                    [](auto X, auto Y) { return X.first < Y.first; });
                   for (int K = Begin; K < End; ++K) {
                     Columns[K] = Row[K - Begin].first;
                     P[K] = Row[K - Begin].second;
                   }
                 }
               });
  return status(D, Status::Success);
}

} // namespace hipify_cpu::sparse
