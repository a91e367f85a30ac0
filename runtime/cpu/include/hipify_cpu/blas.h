//===- blas.h - BLAS on the CPU runner, behind cuBLAS, hipBLAS, rocBLAS ---===//
//
// One implementation (runtime/cpu/src/Blas*.cpp: OpenBLAS through CBLAS for
// the standard routines, plain loops for the libraries' extensions) behind
// the three APIs. Each API's header declares its names with its own enum
// values and types and forwards here with a BlasDialect: the table of its
// enum and status values. The core decodes every enum argument through that
// table, so a port that passes one library's value to the other's API (an
// operation of 0 to hipBLAS, whose HIPBLAS_OP_N is 111) is rejected as the
// real library would reject it, and returns the dialect's status.
//
// Pointer modes are checked as a GPU would enforce them: with the host mode
// a scalar must be host memory, with the device mode device memory; a
// matrix or vector must lie within one device allocation (a leading
// dimension that reaches past it stops the program, naming the call).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_BLAS_H
#define HIPIFY_CPU_BLAS_H

#include "hipify_cpu/library_call.h"
#include "hipify_cpu/mode.h"
#include "hipify_cpu/vector_types.h"
#include <cstdint>

HIPIFY_CPU_BEGIN_DECLS
namespace hipify_cpu::blas {

/// What a call can answer; each dialect has a value for each.
enum class Status {
  Success,
  NotInitialized, ///< A null, destroyed or unknown handle.
  InvalidValue,   ///< A size, leading dimension or increment out of range.
  InvalidEnum,    ///< An enum value the dialect does not have.
  InvalidPointer, ///< A null pointer where one is needed.
  NotSupported,   ///< A combination the runner does not implement.
  AllocFailed,
  ExecutionFailed,
  Count
};

/// The values of one API's enums and statuses.
struct Dialect {
  const char *Library;  ///< "cuBLAS", "hipBLAS", "rocBLAS", for messages.
  int Operation[3];     ///< none, transpose, conjugate transpose
  int Fill[3];          ///< upper, lower, full
  int Diagonal[2];      ///< non-unit, unit
  int Side[2];          ///< left, right
  int PointerMode[2];   ///< host, device
  int Statuses[int(Status::Count)];
  /// The setter names, for messages ("cublasSetPointerMode").
  const char *SetPointerMode;
};

/// Element types of the mixed-precision routines (gemmEx), and the
/// accumulation they ask for, decoded by each dialect from its own enums.
enum class DataType { F16, BF16, F32, F64, C32, C64, I8, U8, I32, U32, Invalid };
enum class Accumulate { F16, F32, F64, I32, Invalid };

struct Handle;
int create(const Dialect &D, Handle **Out);
int destroy(const Dialect &D, Handle *H);
int set_stream(const Dialect &D, Handle *H, const void *Stream);
int get_stream(const Dialect &D, Handle *H, const void **Stream);
int set_pointer_mode(const Dialect &D, Handle *H, int Mode);
int get_pointer_mode(const Dialect &D, Handle *H, int *Mode);
/// Math, atomics modes and workspaces change how a GPU computes, not what:
/// they are recorded and returned.
int set_mode(const Dialect &D, Handle *H, int Which, int Value);
int get_mode(const Dialect &D, Handle *H, int Which, int *Value);
int set_workspace(const Dialect &D, Handle *H, void *Workspace, size_t Bytes);

/// cublasSetVector / GetVector / SetMatrix / GetMatrix (and Async): copies
/// with strides between host and device memory.
int copy_vector(const Dialect &D, const char *Api, int N, int ElemSize,
                const void *X, int IncX, void *Y, int IncY, bool ToDevice,
                const void *Stream);
int copy_matrix(const Dialect &D, const char *Api, int Rows, int Cols,
                int ElemSize, const void *A, int Lda, void *B, int Ldb,
                bool ToDevice, const void *Stream);

// --- Level 1 (T: float, double, float2, double2; R: T's real type) -------
template <typename T>
int axpy(const Dialect &D, const char *Api, Handle *H, int N, const T *Alpha,
         const T *X, int IncX, T *Y, int IncY);
template <typename T>
int copy(const Dialect &D, const char *Api, Handle *H, int N, const T *X,
         int IncX, T *Y, int IncY);
/// S is T (sscal, cscal) or its real type (csscal).
template <typename T, typename S>
int scal(const Dialect &D, const char *Api, Handle *H, int N, const S *Alpha,
         T *X, int IncX);
template <typename T>
int swap(const Dialect &D, const char *Api, Handle *H, int N, T *X, int IncX,
         T *Y, int IncY);
/// Conjugate: dotc (x conjugated).
template <typename T>
int dot(const Dialect &D, const char *Api, Handle *H, int N, const T *X,
        int IncX, const T *Y, int IncY, T *Result, bool Conjugate);
/// R is T's real type.
template <typename T, typename R>
int nrm2(const Dialect &D, const char *Api, Handle *H, int N, const T *X,
         int IncX, R *Result);
template <typename T, typename R>
int asum(const Dialect &D, const char *Api, Handle *H, int N, const T *X,
         int IncX, R *Result);
/// The 1-based index of the first element of largest (Max) or smallest
/// magnitude, |re| + |im| for complex.
template <typename T>
int iamax(const Dialect &D, const char *Api, Handle *H, int N, const T *X,
          int IncX, int *Result, bool Max);
/// C is real; S is T or its real type (csrot).
template <typename T, typename C, typename S>
int rot(const Dialect &D, const char *Api, Handle *H, int N, T *X, int IncX,
        T *Y, int IncY, const C *Cos, const S *Sin);
template <typename T, typename C>
int rotg(const Dialect &D, const char *Api, Handle *H, T *A, T *B, C *Cos,
         T *Sin);
template <typename T>
int rotm(const Dialect &D, const char *Api, Handle *H, int N, T *X, int IncX,
         T *Y, int IncY, const T *Param);
template <typename T>
int rotmg(const Dialect &D, const char *Api, Handle *H, T *D1, T *D2, T *X1,
          const T *Y1, T *Param);

// --- Level 2 --------------------------------------------------------------
template <typename T>
int gemv(const Dialect &D, const char *Api, Handle *H, int Trans, int M, int N,
         const T *Alpha, const T *A, int Lda, const T *X, int IncX,
         const T *Beta, T *Y, int IncY);
template <typename T>
int gbmv(const Dialect &D, const char *Api, Handle *H, int Trans, int M, int N,
         int Kl, int Ku, const T *Alpha, const T *A, int Lda, const T *X,
         int IncX, const T *Beta, T *Y, int IncY);
/// Form: a full (K < 0, Lda), banded (K >= 0, Lda) or packed (Lda == 0)
/// triangle; Solve: trsv and friends.
template <typename T>
int trmv(const Dialect &D, const char *Api, Handle *H, int Uplo, int Trans,
         int Diag, int N, int K, const T *A, int Lda, T *X, int IncX,
         bool Solve);
/// Hermitian: hemv/hbmv/hpmv. K < 0: full; K >= 0: banded; Lda == 0:
/// packed.
template <typename T>
int symv(const Dialect &D, const char *Api, Handle *H, int Uplo, int N, int K,
         const T *Alpha, const T *A, int Lda, const T *X, int IncX,
         const T *Beta, T *Y, int IncY, bool Hermitian);
/// Conjugate: gerc.
template <typename T>
int ger(const Dialect &D, const char *Api, Handle *H, int M, int N,
        const T *Alpha, const T *X, int IncX, const T *Y, int IncY, T *A,
        int Lda, bool Conjugate);
/// syr/her (Y null) and syr2/her2; Lda == 0: packed (spr, hpr, ...). S is
/// T, or T's real type for her and hpr.
template <typename T, typename S>
int syr(const Dialect &D, const char *Api, Handle *H, int Uplo, int N,
        const S *Alpha, const T *X, int IncX, const T *Y, int IncY, T *A,
        int Lda, bool Hermitian);

// --- Level 3 --------------------------------------------------------------
template <typename T>
int gemm(const Dialect &D, const char *Api, Handle *H, int TransA, int TransB,
         int M, int N, int K, const T *Alpha, const T *A, int Lda, const T *B,
         int Ldb, const T *Beta, T *C, int Ldc);
template <typename T>
int symm(const Dialect &D, const char *Api, Handle *H, int Side, int Uplo,
         int M, int N, const T *Alpha, const T *A, int Lda, const T *B,
         int Ldb, const T *Beta, T *C, int Ldc, bool Hermitian);
/// syrk/herk (B null) and syr2k/her2k; S is T, or T's real type for the
/// Hermitian ones' real scalars (herk's alpha and beta, her2k's beta).
template <typename T, typename SA, typename SB>
int syrk(const Dialect &D, const char *Api, Handle *H, int Uplo, int Trans,
         int N, int K, const SA *Alpha, const T *A, int Lda, const T *B,
         int Ldb, const SB *Beta, T *C, int Ldc, bool Hermitian);
/// C = alpha op(A) B (Side left) or alpha B op(A); C may be B (in place).
template <typename T>
int trmm(const Dialect &D, const char *Api, Handle *H, int Side, int Uplo,
         int Trans, int Diag, int M, int N, const T *Alpha, const T *A,
         int Lda, const T *B, int Ldb, T *C, int Ldc);
template <typename T>
int trsm(const Dialect &D, const char *Api, Handle *H, int Side, int Uplo,
         int Trans, int Diag, int M, int N, const T *Alpha, const T *A,
         int Lda, T *B, int Ldb);
/// C = alpha op(A) + beta op(B).
template <typename T>
int geam(const Dialect &D, const char *Api, Handle *H, int TransA, int TransB,
         int M, int N, const T *Alpha, const T *A, int Lda, const T *Beta,
         const T *B, int Ldb, T *C, int Ldc);
/// C = A diag(x) (Side right) or diag(x) A.
template <typename T>
int dgmm(const Dialect &D, const char *Api, Handle *H, int Side, int M, int N,
         const T *A, int Lda, const T *X, int IncX, T *C, int Ldc);
/// Batched GEMM: A, B, C arrays of device pointers (in device memory).
template <typename T>
int gemm_batched(const Dialect &D, const char *Api, Handle *H, int TransA,
                 int TransB, int M, int N, int K, const T *Alpha,
                 const T *const *A, int Lda, const T *const *B, int Ldb,
                 const T *Beta, T *const *C, int Ldc, int BatchCount);
template <typename T>
int gemm_strided_batched(const Dialect &D, const char *Api, Handle *H,
                         int TransA, int TransB, int M, int N, int K,
                         const T *Alpha, const T *A, int Lda, int64_t StrideA,
                         const T *B, int Ldb, int64_t StrideB, const T *Beta,
                         T *C, int Ldc, int64_t StrideC, int BatchCount);

/// gemmEx and its batched forms: A, B, C of the given types, accumulated
/// as Compute says; alpha and beta are of the compute type (F32 for F16
/// data accumulated in F32). Batched: A, B, C are arrays of pointers (when
/// Pointers), else strided from A, B, C; one matrix: BatchCount 1.
struct GemmExArguments {
  int TransA, TransB, M, N, K;
  const void *Alpha;
  const void *A;
  DataType TypeA;
  int Lda;
  int64_t StrideA;
  const void *B;
  DataType TypeB;
  int Ldb;
  int64_t StrideB;
  const void *Beta;
  void *C;
  DataType TypeC;
  int Ldc;
  int64_t StrideC;
  int BatchCount;
  bool Pointers;
  Accumulate Compute;
};
int gemm_ex(const Dialect &D, const char *Api, Handle *H,
            const GemmExArguments &Args);
/// dotEx and dotcEx: the dot product of x and y (conjugating x when
/// Conjugate) of the given types, computed in Execution (F32 or F64, C32 or
/// C64), written to Result of its type (host or device by the pointer
/// mode).
int dot_ex(const Dialect &D, const char *Api, Handle *H, int N, const void *X,
           DataType TypeX, int IncX, const void *Y, DataType TypeY, int IncY,
           void *Result, DataType TypeResult, DataType Execution,
           bool Conjugate);

/// LU factorisations with partial pivoting, one per matrix of the batch
/// (getrfBatched); Pivots null: without pivoting. Info: one per matrix,
/// device memory.
template <typename T>
int getrf_batched(const Dialect &D, const char *Api, Handle *H, int N,
                  T *const *A, int Lda, int *Pivots, int *Info,
                  int BatchCount);
/// Solves op(A) X = B with getrf's factors (getrsBatched); Info is host
/// memory (argument errors).
template <typename T>
int getrs_batched(const Dialect &D, const char *Api, Handle *H, int Trans,
                  int N, int Nrhs, const T *const *A, int Lda,
                  const int *Pivots, T *const *B, int Ldb, int *Info,
                  int BatchCount);
/// C = inverse of A from getrf's factors (getriBatched).
template <typename T>
int getri_batched(const Dialect &D, const char *Api, Handle *H, int N,
                  const T *const *A, int Lda, const int *Pivots, T *const *C,
                  int Ldc, int *Info, int BatchCount);

} // namespace hipify_cpu::blas
HIPIFY_CPU_END_DECLS

#endif
