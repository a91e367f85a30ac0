//===- SparseSupport.h - the runner's sparse objects and helpers ----------===//
//
// What the sparse routines (Sparse*.cpp) share: the descriptors behind
// cuSPARSE's and hipSPARSE's handles, the registry of live ones, decoding a
// dialect's enums, and the loops over a sparse matrix's entries.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_SPARSE_SUPPORT_H
#define HIPIFY_CPU_SPARSE_SUPPORT_H

#include "hipify_cpu/sparse.h"
#include <algorithm>
#include <complex>
#include <cstring>
#include <mutex>
#include <set>
#include <type_traits>
#include <vector>

namespace hipify_cpu::sparse {

struct Handle {
  bool DeviceScalars = false;
  const void *Stream = nullptr;
};
struct SpMat {
  int Format; ///< 0 CSR, 1 CSC, 2 COO
  int64_t Rows, Cols, Nnz;
  void *Offsets, *Indices, *Values;
  bool WideOffsets, WideIndices; ///< 64-bit indices
  int Base;
  int ValueType;
  int Fill = 0; ///< 0 lower, 1 upper
  int Diag = 0; ///< 0 non-unit, 1 unit
  /// Strided batches (cusparseCsrSetStridedBatch): the count, and the
  /// distance in elements between the batches' offsets and between their
  /// indices and values.
  int BatchCount = 1;
  int64_t OffsetsStride = 0, ValuesStride = 0;
};
struct DnVec {
  int64_t Size;
  void *Values;
  int ValueType;
};
struct DnMat {
  int64_t Rows, Cols, Ld;
  void *Values;
  int ValueType;
  bool RowMajor;
  /// Strided batches (cusparseDnMatSetStridedBatch), the stride in elements.
  int BatchCount = 1;
  int64_t BatchStride = 0;
};
/// A sparse vector: Nnz values at Indices of a vector of Size.
struct SpVec {
  int64_t Size, Nnz;
  void *Indices, *Values;
  bool WideIndices;
  int Base;
  int ValueType;
};
struct SpSV {};
struct SpSM {};
/// SpGEMM's product, computed by _compute and copied into C by _copy:
/// CSR, zero-based, columns in increasing order within a row.
struct SpGEMM {
  int64_t Rows = 0, Cols = 0;
  std::vector<int64_t> Offsets, Columns;
  std::vector<unsigned char> Values;
  bool Computed = false;
};
struct MatDescr {
  int Fields[4] = {0, 0, 0, 0};
};

/// The descriptors alive (created and not destroyed), of every kind.
std::mutex &registryLock();
std::set<const void *> &registry();
template <typename T> T *track(T *P) {
  std::lock_guard<std::mutex> Guard(registryLock());
  registry().insert(P);
  return P;
}
inline bool live(const void *P) {
  std::lock_guard<std::mutex> Guard(registryLock());
  return P && registry().count(P);
}
template <typename T> bool untrack(T *P) {
  {
    std::lock_guard<std::mutex> Guard(registryLock());
    if (!P || !registry().erase(P))
      return false;
  }
  delete P;
  return true;
}
inline int status(const Dialect &D, Status S) { return D.Statuses[int(S)]; }
template <size_t N> int decode(const int (&Table)[N], int Value) {
  for (size_t I = 0; I < N; ++I)
    if (Table[I] == Value)
      return int(I);
  return -1;
}
/// Bytes of one value of a cudaDataType, 0 for the types not supported.
inline size_t valueBytes(int Type) {
  switch (Type) {
  case 0:
    return 4;
  case 1:
  case 4:
    return 8;
  case 5:
    return 16;
  default:
    return 0;
  }
}
inline const char *valueKind(int Type) { return Type == 0 || Type == 4 ? "f32" : "f64"; }

inline int64_t index(const void *P, bool Wide, int64_t I) {
  return Wide ? static_cast<const int64_t *>(P)[I]
              : static_cast<const int32_t *>(P)[I];
}

/// Calls F(row, column, position of the value) for every stored entry, in
/// storage order, zero-based.
template <typename F> void forEachEntry(const SpMat &A, F &&Visit) {
  if (A.Format == 2) {
    for (int64_t K = 0; K < A.Nnz; ++K)
      Visit(index(A.Offsets, A.WideOffsets, K) - A.Base,
            index(A.Indices, A.WideIndices, K) - A.Base, K);
    return;
  }
  int64_t Outer = A.Format == 0 ? A.Rows : A.Cols;
  for (int64_t O = 0; O < Outer; ++O) {
    int64_t Begin = index(A.Offsets, A.WideOffsets, O) - A.Base;
    int64_t End = index(A.Offsets, A.WideOffsets, O + 1) - A.Base;
    for (int64_t K = Begin; K < End; ++K) {
      int64_t Inner = index(A.Indices, A.WideIndices, K) - A.Base;
      if (A.Format == 0)
        Visit(O, Inner, K);
      else
        Visit(Inner, O, K);
    }
  }
}

template <typename T> T conjugated(T V) {
  if constexpr (std::is_same_v<T, std::complex<float>> ||
                std::is_same_v<T, std::complex<double>>)
    return std::conj(V);
  else
    return V;
}

/// Checks the arrays of A against their allocations.
inline void requireSparse(const char *Api, const SpMat &A) {
  size_t OffsetBytes = A.WideOffsets ? 8 : 4, IndexBytes = A.WideIndices ? 8 : 4;
  size_t OffsetCount = A.Format == 0   ? size_t(A.Rows) + 1
                       : A.Format == 1 ? size_t(A.Cols) + 1
                                       : size_t(A.Nnz);
  require_device_range(Api, A.Format == 2 ? "the row indices" : "the offsets",
                       A.Offsets, OffsetCount * OffsetBytes);
  require_device_range(Api, "the indices", A.Indices, size_t(A.Nnz) * IndexBytes);
  require_device_range(Api, "the values", A.Values,
                       size_t(A.Nnz) * valueBytes(A.ValueType));
}

/// A scalar of type T from where the pointer mode says.
template <typename T>
T scalar(const Dialect &D, const char *Api, const Handle &H, const char *What,
         const void *P) {
  if (!P)
    library_misuse(Api, "%s is a null pointer", What);
  PointerSide Side = pointer_side(P);
  if (!H.DeviceScalars && Side == PointerSide::Device)
    library_misuse(Api,
                   "%s points to device memory, but the handle's pointer mode "
                   "is host (%s sets the device mode)",
                   What, D.SetPointerMode);
  if (H.DeviceScalars && Side == PointerSide::Host)
    library_misuse(Api,
                   "%s points to host memory, but the handle's pointer mode "
                   "is device (%s sets the host mode)",
                   What, D.SetPointerMode);
  return *static_cast<const T *>(P);
}


/// Runs F<T>() for the value type's T.
template <template <typename> class F, typename... Args>
void dispatch(int Type, Args &&...A) {
  switch (Type) {
  case 0:
    F<float>::run(A...);
    break;
  case 1:
    F<double>::run(A...);
    break;
  case 4:
    F<std::complex<float>>::run(A...);
    break;
  default:
    F<std::complex<double>>::run(A...);
    break;
  }
}

inline size_t denseBytes(const DnMat &M) {
  if (!M.Rows || !M.Cols)
    return 0;
  int64_t Outer = M.RowMajor ? M.Rows : M.Cols, Inner = M.RowMajor ? M.Cols : M.Rows;
  return (size_t(Outer - 1) * M.Ld + Inner) * valueBytes(M.ValueType);
}

struct ScalarBytes {
  unsigned char Bytes[16];
  const void *Device;
  const void *get() const { return Device ? Device : Bytes; }
};
inline ScalarBytes readScalar(const Dialect &D, const char *Api, const Handle &H,
                       const char *What, const void *P, int Type) {
  scalar<char>(D, Api, H, What, P); // Checks the pointer's side.
  ScalarBytes S{};
  if (H.DeviceScalars) {
    require_device_range(Api, What, P, valueBytes(Type));
    S.Device = P;
  } else {
    std::memcpy(S.Bytes, P, valueBytes(Type));
  }
  return S;
}

} // namespace hipify_cpu::sparse

#endif
