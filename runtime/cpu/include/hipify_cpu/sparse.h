//===- sparse.h - sparse routines on the CPU runner, behind cuSPARSE and --===//
//                hipSPARSE
//
// One implementation (runtime/cpu/src/Sparse*.cpp, loops from the routines'
// definitions: no Debian library offers cuSPARSE's generic API) behind
// cuSPARSE's and hipSPARSE's names: sparse matrices in CSR, CSC and COO with
// 32- or 64-bit indices, zero- or one-based, over float, double and their
// complex forms; dense vectors and matrices (row- or column-major); SpMV,
// SpMM, the triangular solve SpSV, SparseToDense, and the legacy matrix
// descriptors; sparse vectors (Axpby, Gather, Scatter), conversions
// (DenseToSparse, Csr2cscEx2, nnz, csrsort), SpGEMM, SDDMM with strided
// batches, and the multi-vector triangular solve SpSM. Every enum argument
// is decoded through the caller's Dialect (cuSPARSE's
// CUSPARSE_CSR2CSC_ALG_DEFAULT is 1, hipSPARSE's 0). Data types are
// cudaDataType's values, which hipDataType shares.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_SPARSE_H
#define HIPIFY_CPU_SPARSE_H

#include "hipify_cpu/library_call.h"
#include "hipify_cpu/mode.h"
#include <cstddef>
#include <cstdint>

HIPIFY_CPU_BEGIN_DECLS
namespace hipify_cpu::sparse {

enum class Status {
  Success,
  NotInitialized,
  AllocFailed,
  InvalidValue,
  ExecutionFailed,
  NotSupported,
  ZeroPivot,
  Count
};

struct Dialect {
  const char *Library;
  int Statuses[int(Status::Count)];
  int Operation[3];   ///< non-transpose, transpose, conjugate transpose
  int IndexBase[2];   ///< zero, one
  int IndexType[3];   ///< 16U, 32I, 64I
  int Order[2];       ///< row-major, column-major
  int Fill[2];        ///< lower, upper
  int Diag[2];        ///< non-unit, unit
  int Attribute[2];   ///< fill mode, diagonal type
  int PointerMode[2]; ///< host, device
  int MatrixType[4];  ///< general, symmetric, Hermitian, triangular
  int Direction[2];   ///< row, column
  int Action[2];      ///< symbolic, numeric
  const char *SetPointerMode;
};

struct Handle;
struct SpMat;
struct DnVec;
struct DnMat;
struct SpSV;
struct MatDescr;
struct SpVec;
struct SpGEMM;
struct SpSM;

int create(const Dialect &D, Handle **Out);
int destroy(const Dialect &D, Handle *H);
int set_stream(const Dialect &D, Handle *H, const void *Stream);
int get_stream(const Dialect &D, Handle *H, const void **Stream);
int set_pointer_mode(const Dialect &D, Handle *H, int Mode);
int get_pointer_mode(const Dialect &D, Handle *H, int *Mode);

/// Format: 0 CSR, 1 CSC, 2 COO. Offsets: CSR's row offsets, CSC's column
/// offsets, COO's row indices; Indices: column (CSR, COO) or row (CSC)
/// indices.
int create_sparse(const Dialect &D, SpMat **Out, int Format, int64_t Rows,
                  int64_t Cols, int64_t Nnz, void *Offsets, void *Indices,
                  void *Values, int OffsetType, int IndexType, int Base,
                  int ValueType);
int destroy_sparse(const Dialect &D, SpMat *M);
int sparse_size(const Dialect &D, SpMat *M, int64_t *Rows, int64_t *Cols,
                int64_t *Nnz);
int set_attribute(const Dialect &D, SpMat *M, int Attribute, const void *Data,
                  size_t Bytes);
int get_attribute(const Dialect &D, SpMat *M, int Attribute, void *Data,
                  size_t Bytes);
int set_pointers(const Dialect &D, SpMat *M, void *Offsets, void *Indices,
                 void *Values);

int create_vector(const Dialect &D, DnVec **Out, int64_t Size, void *Values,
                  int ValueType);
int destroy_vector(const Dialect &D, DnVec *V);
int vector_values(const Dialect &D, DnVec *V, void **Values);
int set_vector_values(const Dialect &D, DnVec *V, void *Values);
int create_matrix(const Dialect &D, DnMat **Out, int64_t Rows, int64_t Cols,
                  int64_t Ld, void *Values, int ValueType, int Order);
int destroy_matrix(const Dialect &D, DnMat *M);
int matrix_values(const Dialect &D, DnMat *M, void **Values);

/// The routines need no work area: the sizes asked are 0.
int buffer_size(const Dialect &D, Handle *H, size_t *Bytes);
int spmv(const Dialect &D, const char *Api, Handle *H, int OpA,
         const void *Alpha, SpMat *A, DnVec *X, const void *Beta, DnVec *Y,
         int ComputeType);
int spmm(const Dialect &D, const char *Api, Handle *H, int OpA, int OpB,
         const void *Alpha, SpMat *A, DnMat *B, const void *Beta, DnMat *C,
         int ComputeType);
int spsv_create(const Dialect &D, SpSV **Out);
int spsv_destroy(const Dialect &D, SpSV *S);
int spsv_analysis(const Dialect &D, Handle *H, SpMat *A, SpSV *S);
/// Solves op(A) y = alpha x for a triangular A (its fill mode and diagonal
/// type attributes).
int spsv_solve(const Dialect &D, const char *Api, Handle *H, int OpA,
               const void *Alpha, SpMat *A, DnVec *X, DnVec *Y,
               int ComputeType, SpSV *S);
int sparse_to_dense(const Dialect &D, const char *Api, Handle *H, SpMat *A,
                    DnMat *B);

/// Strided batches of a dense matrix (cusparseDnMatSetStridedBatch) and of a
/// CSR matrix (cusparseCsrSetStridedBatch).
int set_dense_batch(const Dialect &D, DnMat *M, int Count, int64_t Stride);
int set_sparse_batch(const Dialect &D, SpMat *M, int Count,
                     int64_t OffsetsStride, int64_t ValuesStride);
int matrix_get(const Dialect &D, DnMat *M, int64_t *Rows, int64_t *Cols,
               int64_t *Ld, void **Values, int *ValueType, int *Order);
int set_matrix_values(const Dialect &D, DnMat *M, void *Values);
int sparse_values(const Dialect &D, SpMat *M, void **Values);
int set_sparse_values(const Dialect &D, SpMat *M, void *Values);
/// The arrays of a CSR matrix (Offsets, Indices, Values) and their types.
int csr_get(const Dialect &D, SpMat *M, int64_t *Rows, int64_t *Cols,
            int64_t *Nnz, void **Offsets, void **Indices, void **Values,
            int *OffsetType, int *IndexType, int *Base, int *ValueType);

// --- Sparse vectors ---------------------------------------------------------
int create_sparse_vector(const Dialect &D, SpVec **Out, int64_t Size,
                         int64_t Nnz, void *Indices, void *Values,
                         int IndexType, int Base, int ValueType);
int destroy_sparse_vector(const Dialect &D, SpVec *V);
int sparse_vector_get(const Dialect &D, SpVec *V, int64_t *Size, int64_t *Nnz,
                      void **Indices, void **Values, int *IndexType, int *Base,
                      int *ValueType);
int sparse_vector_values(const Dialect &D, SpVec *V, void **Values);
int set_sparse_vector_values(const Dialect &D, SpVec *V, void *Values);
/// y = alpha x + beta y, x sparse.
int axpby(const Dialect &D, const char *Api, Handle *H, const void *Alpha,
          SpVec *X, const void *Beta, DnVec *Y);
/// x's values = y at x's indices.
int gather(const Dialect &D, const char *Api, Handle *H, DnVec *Y, SpVec *X);
/// y at x's indices = x's values.
int scatter(const Dialect &D, const char *Api, Handle *H, SpVec *X, DnVec *Y);
/// p = 0, 1, ..., n - 1.
int identity_permutation(const Dialect &D, const char *Api, Handle *H, int N,
                         int *P);

// --- Conversions --------------------------------------------------------------
/// DenseToSparse: Convert false is _analysis (B's nnz, and a CSR's or CSC's
/// offsets), true _convert (all of B's arrays).
int dense_to_sparse(const Dialect &D, const char *Api, Handle *H, DnMat *A,
                    SpMat *B, bool Convert);
/// Csr2cscEx2: Action is the dialect's cusparseAction_t (symbolic leaves the
/// values), Base its index base.
int csr_to_csc(const Dialect &D, const char *Api, Handle *H, int M, int N,
               int Nnz, const void *CsrValues, const int *CsrOffsets,
               const int *CsrColumns, void *CscValues, int *CscOffsets,
               int *CscRows, int ValueType, int Action, int Base);
/// Snnz/Dnnz/Cnnz/Znnz: the nonzeros of a column-major dense matrix per row
/// (Direction row) or per column, and their total (host or device, by the
/// pointer mode).
int dense_nnz(const Dialect &D, const char *Api, Handle *H, int Direction,
              int M, int N, const MatDescr *Descr, const void *A, int Lda,
              int ValueType, int *PerRowColumn, int *Total);
/// Xcsrsort: sorts each row's column indices, permuting P alike.
int csr_sort(const Dialect &D, const char *Api, Handle *H, int M, int N,
             int Nnz, const MatDescr *Descr, const int *Offsets, int *Columns,
             int *P);

// --- Products -------------------------------------------------------------------
int spgemm_create(const Dialect &D, SpGEMM **Out);
int spgemm_destroy(const Dialect &D, SpGEMM *G);
/// Stage 0 _workEstimation, 1 _compute (computes the product into G and
/// sets C's size and nnz); a null Buffer asks its size (*BufferSize).
int spgemm_stage(const Dialect &D, const char *Api, Handle *H, int Stage,
                 int OpA, int OpB, const void *Alpha, SpMat *A, SpMat *B,
                 const void *Beta, SpMat *C, int ComputeType, SpGEMM *G,
                 size_t *BufferSize, void *Buffer);
/// _copy: G's product into C's arrays.
int spgemm_copy(const Dialect &D, const char *Api, Handle *H, int OpA,
                int OpB, const void *Alpha, SpMat *A, SpMat *B,
                const void *Beta, SpMat *C, int ComputeType, SpGEMM *G);
/// C = alpha (op(A) op(B)) at C's pattern + beta C, for every batch.
int sddmm(const Dialect &D, const char *Api, Handle *H, int OpA, int OpB,
          const void *Alpha, DnMat *A, DnMat *B, const void *Beta, SpMat *C,
          int ComputeType);
int spsm_create(const Dialect &D, SpSM **Out);
int spsm_destroy(const Dialect &D, SpSM *S);
/// Solves op(A) C = alpha op(B) for a triangular A.
int spsm_solve(const Dialect &D, const char *Api, Handle *H, int OpA, int OpB,
               const void *Alpha, SpMat *A, DnMat *B, DnMat *C,
               int ComputeType, SpSM *S, bool Solve);

/// The legacy matrix descriptor (cusparseCreateMatDescr): recorded.
int create_descriptor(const Dialect &D, MatDescr **Out);
int destroy_descriptor(const Dialect &D, MatDescr *M);
/// Which: 0 type, 1 index base, 2 fill mode, 3 diagonal type.
int set_descriptor(const Dialect &D, MatDescr *M, int Which, int Value);
int get_descriptor(const Dialect &D, const MatDescr *M, int Which);

} // namespace hipify_cpu::sparse
HIPIFY_CPU_END_DECLS

#endif
