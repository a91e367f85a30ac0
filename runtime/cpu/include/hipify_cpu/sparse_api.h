//===- sparse_api.h - cusparse.h's and hipsparse.h's functions, once ------===//
//
// cuSPARSE and hipSPARSE name their functions alike but for the prefix and
// give them the same arguments. The including dialect header defines
// HIPIFY_CPU_SP(NAME) (cusparse##NAME), the types HIPIFY_CPU_SP_STATUS,
// _HANDLE, _SPMAT, _CSPMAT (the read-only form), _DNVEC, _CDNVEC, _DNMAT,
// _CDNMAT, _SPSV, _MATDESCR, _OP, _INDEX, _BASE, _DATA, _ORDER, _ATTR,
// _FILL, _DIAG, _MATTYPE, _MODE, _STREAM, _SPVEC, _CSPVEC, _SPGEMM, _SPSM,
// _DIR, _ACTION, and HIPIFY_CPU_SP_D, its hipify_cpu::sparse::Dialect;
// HIPIFY_CPU_SP_SPSM_SOLVE_BUFFER when SpSM_solve takes a work area
// (hipSPARSE's does, cuSPARSE's not).
//
//===----------------------------------------------------------------------===//

#define HIPIFY_CPU_SP_STR2(X) #X
#define HIPIFY_CPU_SP_STR(X) HIPIFY_CPU_SP_STR2(X)
#define HIPIFY_CPU_SP_NAME(NAME) HIPIFY_CPU_SP_STR(HIPIFY_CPU_SP(NAME))
#define HIPIFY_CPU_SP_R(CALL) return HIPIFY_CPU_SP_STATUS(::hipify_cpu::sparse::CALL)
#define HIPIFY_CPU_SP_H(H) reinterpret_cast<::hipify_cpu::sparse::Handle *>(H)
#define HIPIFY_CPU_SP_M(M)                                                     \
  reinterpret_cast<::hipify_cpu::sparse::SpMat *>(const_cast<void *>(          \
      static_cast<const void *>(M)))
#define HIPIFY_CPU_SP_V(V)                                                     \
  reinterpret_cast<::hipify_cpu::sparse::DnVec *>(const_cast<void *>(          \
      static_cast<const void *>(V)))
#define HIPIFY_CPU_SP_DM(V)                                                    \
  reinterpret_cast<::hipify_cpu::sparse::DnMat *>(const_cast<void *>(          \
      static_cast<const void *>(V)))
#define HIPIFY_CPU_SP_S(S) reinterpret_cast<::hipify_cpu::sparse::SpSV *>(S)
#define HIPIFY_CPU_SP_DESC(S) reinterpret_cast<::hipify_cpu::sparse::MatDescr *>(S)
#define HIPIFY_CPU_SP_OUT(TYPE, P) reinterpret_cast<::hipify_cpu::sparse::TYPE **>(P)
#define HIPIFY_CPU_SP_SV(V)                                                    \
  reinterpret_cast<::hipify_cpu::sparse::SpVec *>(const_cast<void *>(          \
      static_cast<const void *>(V)))
#define HIPIFY_CPU_SP_G(G) reinterpret_cast<::hipify_cpu::sparse::SpGEMM *>(G)
#define HIPIFY_CPU_SP_SM(S) reinterpret_cast<::hipify_cpu::sparse::SpSM *>(S)

inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(Create)(HIPIFY_CPU_SP_HANDLE *handle) {
  HIPIFY_CPU_SP_R(create(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_OUT(Handle, handle)));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(Destroy)(HIPIFY_CPU_SP_HANDLE handle) {
  HIPIFY_CPU_SP_R(destroy(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_H(handle)));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SetStream)(HIPIFY_CPU_SP_HANDLE handle,
                                                     HIPIFY_CPU_SP_STREAM stream) {
  HIPIFY_CPU_SP_R(set_stream(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_H(handle), stream));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(GetStream)(HIPIFY_CPU_SP_HANDLE handle,
                                                     HIPIFY_CPU_SP_STREAM *stream) {
  const void *S = nullptr;
  int R = ::hipify_cpu::sparse::get_stream(HIPIFY_CPU_SP_D,
                                           HIPIFY_CPU_SP_H(handle), &S);
  if (!R && stream)
    *stream = static_cast<HIPIFY_CPU_SP_STREAM>(const_cast<void *>(S));
  return HIPIFY_CPU_SP_STATUS(R);
}
inline HIPIFY_CPU_SP_STATUS
HIPIFY_CPU_SP(SetPointerMode)(HIPIFY_CPU_SP_HANDLE handle,
                              HIPIFY_CPU_SP_MODE mode) {
  HIPIFY_CPU_SP_R(
      set_pointer_mode(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_H(handle), mode));
}
inline HIPIFY_CPU_SP_STATUS
HIPIFY_CPU_SP(GetPointerMode)(HIPIFY_CPU_SP_HANDLE handle,
                              HIPIFY_CPU_SP_MODE *mode) {
  HIPIFY_CPU_SP_R(get_pointer_mode(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_H(handle),
                                   reinterpret_cast<int *>(mode)));
}

// --- Descriptors ------------------------------------------------------------
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(CreateCsr)(
    HIPIFY_CPU_SP_SPMAT *spMatDescr, int64_t rows, int64_t cols, int64_t nnz,
    void *csrRowOffsets, void *csrColInd, void *csrValues,
    HIPIFY_CPU_SP_INDEX csrRowOffsetsType, HIPIFY_CPU_SP_INDEX csrColIndType,
    HIPIFY_CPU_SP_BASE idxBase, HIPIFY_CPU_SP_DATA valueType) {
  HIPIFY_CPU_SP_R(create_sparse(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_OUT(SpMat, spMatDescr),
                                0, rows, cols, nnz, csrRowOffsets, csrColInd,
                                csrValues, csrRowOffsetsType, csrColIndType,
                                idxBase, valueType));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(CreateCsc)(
    HIPIFY_CPU_SP_SPMAT *spMatDescr, int64_t rows, int64_t cols, int64_t nnz,
    void *cscColOffsets, void *cscRowInd, void *cscValues,
    HIPIFY_CPU_SP_INDEX cscColOffsetsType, HIPIFY_CPU_SP_INDEX cscRowIndType,
    HIPIFY_CPU_SP_BASE idxBase, HIPIFY_CPU_SP_DATA valueType) {
  HIPIFY_CPU_SP_R(create_sparse(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_OUT(SpMat, spMatDescr),
                                1, rows, cols, nnz, cscColOffsets, cscRowInd,
                                cscValues, cscColOffsetsType, cscRowIndType,
                                idxBase, valueType));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(CreateCoo)(
    HIPIFY_CPU_SP_SPMAT *spMatDescr, int64_t rows, int64_t cols, int64_t nnz,
    void *cooRowInd, void *cooColInd, void *cooValues,
    HIPIFY_CPU_SP_INDEX cooIdxType, HIPIFY_CPU_SP_BASE idxBase,
    HIPIFY_CPU_SP_DATA valueType) {
  HIPIFY_CPU_SP_R(create_sparse(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_OUT(SpMat, spMatDescr),
                                2, rows, cols, nnz, cooRowInd, cooColInd,
                                cooValues, cooIdxType, cooIdxType, idxBase,
                                valueType));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(DestroySpMat)(HIPIFY_CPU_SP_CSPMAT spMatDescr) {
  HIPIFY_CPU_SP_R(destroy_sparse(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_M(spMatDescr)));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpMatGetSize)(HIPIFY_CPU_SP_CSPMAT spMatDescr,
                                                        int64_t *rows,
                                                        int64_t *cols,
                                                        int64_t *nnz) {
  HIPIFY_CPU_SP_R(sparse_size(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_M(spMatDescr), rows,
                              cols, nnz));
}
inline HIPIFY_CPU_SP_STATUS
HIPIFY_CPU_SP(SpMatSetAttribute)(HIPIFY_CPU_SP_SPMAT spMatDescr,
                                 HIPIFY_CPU_SP_ATTR attribute,
                                 const void *data, size_t dataSize) {
  HIPIFY_CPU_SP_R(set_attribute(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_M(spMatDescr),
                                attribute, data, dataSize));
}
inline HIPIFY_CPU_SP_STATUS
HIPIFY_CPU_SP(SpMatGetAttribute)(HIPIFY_CPU_SP_CSPMAT spMatDescr,
                                 HIPIFY_CPU_SP_ATTR attribute, void *data,
                                 size_t dataSize) {
  HIPIFY_CPU_SP_R(get_attribute(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_M(spMatDescr),
                                attribute, data, dataSize));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(CsrSetPointers)(
    HIPIFY_CPU_SP_SPMAT spMatDescr, void *csrRowOffsets, void *csrColInd,
    void *csrValues) {
  HIPIFY_CPU_SP_R(set_pointers(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_M(spMatDescr),
                               csrRowOffsets, csrColInd, csrValues));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(CreateDnVec)(HIPIFY_CPU_SP_DNVEC *dnVecDescr,
                                                       int64_t size,
                                                       void *values,
                                                       HIPIFY_CPU_SP_DATA valueType) {
  HIPIFY_CPU_SP_R(create_vector(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_OUT(DnVec, dnVecDescr),
                                size, values, valueType));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(DestroyDnVec)(HIPIFY_CPU_SP_CDNVEC dnVecDescr) {
  HIPIFY_CPU_SP_R(destroy_vector(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_V(dnVecDescr)));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(DnVecGetValues)(HIPIFY_CPU_SP_DNVEC dnVecDescr,
                                                          void **values) {
  HIPIFY_CPU_SP_R(vector_values(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_V(dnVecDescr), values));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(DnVecSetValues)(HIPIFY_CPU_SP_DNVEC dnVecDescr,
                                                          void *values) {
  HIPIFY_CPU_SP_R(
      set_vector_values(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_V(dnVecDescr), values));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(CreateDnMat)(
    HIPIFY_CPU_SP_DNMAT *dnMatDescr, int64_t rows, int64_t cols, int64_t ld,
    void *values, HIPIFY_CPU_SP_DATA valueType, HIPIFY_CPU_SP_ORDER order) {
  HIPIFY_CPU_SP_R(create_matrix(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_OUT(DnMat, dnMatDescr),
                                rows, cols, ld, values, valueType, order));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(DestroyDnMat)(HIPIFY_CPU_SP_CDNMAT dnMatDescr) {
  HIPIFY_CPU_SP_R(destroy_matrix(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_DM(dnMatDescr)));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(DnMatGetValues)(HIPIFY_CPU_SP_DNMAT dnMatDescr,
                                                          void **values) {
  HIPIFY_CPU_SP_R(matrix_values(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_DM(dnMatDescr), values));
}

// --- Routines -----------------------------------------------------------------
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpMV_bufferSize)(
    HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_OP, const void *,
    HIPIFY_CPU_SP_CSPMAT, HIPIFY_CPU_SP_CDNVEC, const void *,
    HIPIFY_CPU_SP_DNVEC, HIPIFY_CPU_SP_DATA, Alg, size_t *bufferSize) {
  HIPIFY_CPU_SP_R(buffer_size(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_H(handle), bufferSize));
}
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS
HIPIFY_CPU_SP(SpMV)(HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_OP opA,
                    const void *alpha, HIPIFY_CPU_SP_CSPMAT matA,
                    HIPIFY_CPU_SP_CDNVEC vecX, const void *beta,
                    HIPIFY_CPU_SP_DNVEC vecY, HIPIFY_CPU_SP_DATA computeType,
                    Alg, void *) {
  HIPIFY_CPU_SP_R(spmv(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_NAME(SpMV),
                       HIPIFY_CPU_SP_H(handle), opA, alpha,
                       HIPIFY_CPU_SP_M(matA), HIPIFY_CPU_SP_V(vecX), beta,
                       HIPIFY_CPU_SP_V(vecY), computeType));
}
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpMM_bufferSize)(
    HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_OP, HIPIFY_CPU_SP_OP,
    const void *, HIPIFY_CPU_SP_CSPMAT, HIPIFY_CPU_SP_CDNMAT, const void *,
    HIPIFY_CPU_SP_DNMAT, HIPIFY_CPU_SP_DATA, Alg, size_t *bufferSize) {
  HIPIFY_CPU_SP_R(buffer_size(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_H(handle), bufferSize));
}
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpMM_preprocess)(
    HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_OP, HIPIFY_CPU_SP_OP,
    const void *, HIPIFY_CPU_SP_CSPMAT, HIPIFY_CPU_SP_CDNMAT, const void *,
    HIPIFY_CPU_SP_DNMAT, HIPIFY_CPU_SP_DATA, Alg, void *) {
  size_t Ignored;
  HIPIFY_CPU_SP_R(buffer_size(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_H(handle), &Ignored));
}
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS
HIPIFY_CPU_SP(SpMM)(HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_OP opA,
                    HIPIFY_CPU_SP_OP opB, const void *alpha,
                    HIPIFY_CPU_SP_CSPMAT matA, HIPIFY_CPU_SP_CDNMAT matB,
                    const void *beta, HIPIFY_CPU_SP_DNMAT matC,
                    HIPIFY_CPU_SP_DATA computeType, Alg, void *) {
  HIPIFY_CPU_SP_R(spmm(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_NAME(SpMM),
                       HIPIFY_CPU_SP_H(handle), opA, opB, alpha,
                       HIPIFY_CPU_SP_M(matA), HIPIFY_CPU_SP_DM(matB), beta,
                       HIPIFY_CPU_SP_DM(matC), computeType));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpSV_createDescr)(HIPIFY_CPU_SP_SPSV *descr) {
  HIPIFY_CPU_SP_R(spsv_create(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_OUT(SpSV, descr)));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpSV_destroyDescr)(HIPIFY_CPU_SP_SPSV descr) {
  HIPIFY_CPU_SP_R(spsv_destroy(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_S(descr)));
}
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpSV_bufferSize)(
    HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_OP, const void *,
    HIPIFY_CPU_SP_CSPMAT, HIPIFY_CPU_SP_CDNVEC, HIPIFY_CPU_SP_DNVEC,
    HIPIFY_CPU_SP_DATA, Alg, HIPIFY_CPU_SP_SPSV, size_t *bufferSize) {
  HIPIFY_CPU_SP_R(buffer_size(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_H(handle), bufferSize));
}
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpSV_analysis)(
    HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_OP, const void *,
    HIPIFY_CPU_SP_CSPMAT matA, HIPIFY_CPU_SP_CDNVEC, HIPIFY_CPU_SP_DNVEC,
    HIPIFY_CPU_SP_DATA, Alg, HIPIFY_CPU_SP_SPSV descr, void *) {
  HIPIFY_CPU_SP_R(spsv_analysis(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_H(handle),
                                HIPIFY_CPU_SP_M(matA), HIPIFY_CPU_SP_S(descr)));
}
/// cuSPARSE 12's solve (no buffer), and the form with one.
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpSV_solve)(
    HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_OP opA, const void *alpha,
    HIPIFY_CPU_SP_CSPMAT matA, HIPIFY_CPU_SP_CDNVEC vecX,
    HIPIFY_CPU_SP_DNVEC vecY, HIPIFY_CPU_SP_DATA computeType, Alg,
    HIPIFY_CPU_SP_SPSV descr) {
  HIPIFY_CPU_SP_R(spsv_solve(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_NAME(SpSV_solve),
                             HIPIFY_CPU_SP_H(handle), opA, alpha,
                             HIPIFY_CPU_SP_M(matA), HIPIFY_CPU_SP_V(vecX),
                             HIPIFY_CPU_SP_V(vecY), computeType,
                             HIPIFY_CPU_SP_S(descr)));
}
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpSV_solve)(
    HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_OP opA, const void *alpha,
    HIPIFY_CPU_SP_CSPMAT matA, HIPIFY_CPU_SP_CDNVEC vecX,
    HIPIFY_CPU_SP_DNVEC vecY, HIPIFY_CPU_SP_DATA computeType, Alg alg,
    HIPIFY_CPU_SP_SPSV descr, void *) {
  return HIPIFY_CPU_SP(SpSV_solve)(handle, opA, alpha, matA, vecX, vecY,
                                   computeType, alg, descr);
}
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SparseToDense_bufferSize)(
    HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_CSPMAT, HIPIFY_CPU_SP_DNMAT,
    Alg, size_t *bufferSize) {
  HIPIFY_CPU_SP_R(buffer_size(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_H(handle), bufferSize));
}
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SparseToDense)(
    HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_CSPMAT matA,
    HIPIFY_CPU_SP_DNMAT matB, Alg, void *) {
  HIPIFY_CPU_SP_R(sparse_to_dense(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_NAME(SparseToDense),
                                  HIPIFY_CPU_SP_H(handle), HIPIFY_CPU_SP_M(matA),
                                  HIPIFY_CPU_SP_DM(matB)));
}

// --- Batches and accessors ----------------------------------------------------
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(DnMatSetStridedBatch)(
    HIPIFY_CPU_SP_DNMAT dnMatDescr, int batchCount, int64_t batchStride) {
  HIPIFY_CPU_SP_R(set_dense_batch(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_DM(dnMatDescr),
                                  batchCount, batchStride));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(CsrSetStridedBatch)(
    HIPIFY_CPU_SP_SPMAT spMatDescr, int batchCount, int64_t offsetsBatchStride,
    int64_t columnsValuesBatchStride) {
  HIPIFY_CPU_SP_R(set_sparse_batch(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_M(spMatDescr),
                                   batchCount, offsetsBatchStride,
                                   columnsValuesBatchStride));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(DnMatGet)(
    HIPIFY_CPU_SP_DNMAT dnMatDescr, int64_t *rows, int64_t *cols, int64_t *ld,
    void **values, HIPIFY_CPU_SP_DATA *type, HIPIFY_CPU_SP_ORDER *order) {
  HIPIFY_CPU_SP_R(matrix_get(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_DM(dnMatDescr), rows,
                             cols, ld, values, reinterpret_cast<int *>(type),
                             reinterpret_cast<int *>(order)));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(DnMatSetValues)(HIPIFY_CPU_SP_DNMAT dnMatDescr,
                                                          void *values) {
  HIPIFY_CPU_SP_R(
      set_matrix_values(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_DM(dnMatDescr), values));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpMatGetValues)(HIPIFY_CPU_SP_SPMAT spMatDescr,
                                                          void **values) {
  HIPIFY_CPU_SP_R(sparse_values(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_M(spMatDescr), values));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpMatSetValues)(HIPIFY_CPU_SP_SPMAT spMatDescr,
                                                          void *values) {
  HIPIFY_CPU_SP_R(
      set_sparse_values(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_M(spMatDescr), values));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(CsrGet)(
    HIPIFY_CPU_SP_SPMAT spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz,
    void **csrRowOffsets, void **csrColInd, void **csrValues,
    HIPIFY_CPU_SP_INDEX *csrRowOffsetsType, HIPIFY_CPU_SP_INDEX *csrColIndType,
    HIPIFY_CPU_SP_BASE *idxBase, HIPIFY_CPU_SP_DATA *valueType) {
  HIPIFY_CPU_SP_R(csr_get(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_M(spMatDescr), rows, cols,
                          nnz, csrRowOffsets, csrColInd, csrValues,
                          reinterpret_cast<int *>(csrRowOffsetsType),
                          reinterpret_cast<int *>(csrColIndType),
                          reinterpret_cast<int *>(idxBase),
                          reinterpret_cast<int *>(valueType)));
}

// --- Sparse vectors --------------------------------------------------------------
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(CreateSpVec)(
    HIPIFY_CPU_SP_SPVEC *spVecDescr, int64_t size, int64_t nnz, void *indices,
    void *values, HIPIFY_CPU_SP_INDEX idxType, HIPIFY_CPU_SP_BASE idxBase,
    HIPIFY_CPU_SP_DATA valueType) {
  HIPIFY_CPU_SP_R(create_sparse_vector(HIPIFY_CPU_SP_D,
                                       HIPIFY_CPU_SP_OUT(SpVec, spVecDescr), size,
                                       nnz, indices, values, idxType, idxBase,
                                       valueType));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(DestroySpVec)(HIPIFY_CPU_SP_CSPVEC spVecDescr) {
  HIPIFY_CPU_SP_R(destroy_sparse_vector(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_SV(spVecDescr)));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpVecGet)(
    HIPIFY_CPU_SP_SPVEC spVecDescr, int64_t *size, int64_t *nnz, void **indices,
    void **values, HIPIFY_CPU_SP_INDEX *idxType, HIPIFY_CPU_SP_BASE *idxBase,
    HIPIFY_CPU_SP_DATA *valueType) {
  HIPIFY_CPU_SP_R(sparse_vector_get(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_SV(spVecDescr),
                                    size, nnz, indices, values,
                                    reinterpret_cast<int *>(idxType),
                                    reinterpret_cast<int *>(idxBase),
                                    reinterpret_cast<int *>(valueType)));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpVecGetValues)(HIPIFY_CPU_SP_SPVEC spVecDescr,
                                                          void **values) {
  HIPIFY_CPU_SP_R(
      sparse_vector_values(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_SV(spVecDescr), values));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpVecSetValues)(HIPIFY_CPU_SP_SPVEC spVecDescr,
                                                          void *values) {
  HIPIFY_CPU_SP_R(set_sparse_vector_values(HIPIFY_CPU_SP_D,
                                           HIPIFY_CPU_SP_SV(spVecDescr), values));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(Axpby)(HIPIFY_CPU_SP_HANDLE handle,
                                                 const void *alpha,
                                                 HIPIFY_CPU_SP_CSPVEC vecX,
                                                 const void *beta,
                                                 HIPIFY_CPU_SP_DNVEC vecY) {
  HIPIFY_CPU_SP_R(axpby(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_NAME(Axpby),
                        HIPIFY_CPU_SP_H(handle), alpha, HIPIFY_CPU_SP_SV(vecX),
                        beta, HIPIFY_CPU_SP_V(vecY)));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(Gather)(HIPIFY_CPU_SP_HANDLE handle,
                                                  HIPIFY_CPU_SP_CDNVEC vecY,
                                                  HIPIFY_CPU_SP_SPVEC vecX) {
  HIPIFY_CPU_SP_R(gather(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_NAME(Gather),
                         HIPIFY_CPU_SP_H(handle), HIPIFY_CPU_SP_V(vecY),
                         HIPIFY_CPU_SP_SV(vecX)));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(Scatter)(HIPIFY_CPU_SP_HANDLE handle,
                                                   HIPIFY_CPU_SP_CSPVEC vecX,
                                                   HIPIFY_CPU_SP_DNVEC vecY) {
  HIPIFY_CPU_SP_R(scatter(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_NAME(Scatter),
                          HIPIFY_CPU_SP_H(handle), HIPIFY_CPU_SP_SV(vecX),
                          HIPIFY_CPU_SP_V(vecY)));
}
inline HIPIFY_CPU_SP_STATUS
HIPIFY_CPU_SP(CreateIdentityPermutation)(HIPIFY_CPU_SP_HANDLE handle, int n,
                                         int *p) {
  HIPIFY_CPU_SP_R(identity_permutation(HIPIFY_CPU_SP_D,
                                       HIPIFY_CPU_SP_NAME(CreateIdentityPermutation),
                                       HIPIFY_CPU_SP_H(handle), n, p));
}

// --- Conversions ---------------------------------------------------------------------
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(DenseToSparse_bufferSize)(
    HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_CDNMAT, HIPIFY_CPU_SP_SPMAT, Alg,
    size_t *bufferSize) {
  HIPIFY_CPU_SP_R(buffer_size(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_H(handle), bufferSize));
}
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(DenseToSparse_analysis)(
    HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_CDNMAT matA,
    HIPIFY_CPU_SP_SPMAT matB, Alg, void *) {
  HIPIFY_CPU_SP_R(dense_to_sparse(HIPIFY_CPU_SP_D,
                                  HIPIFY_CPU_SP_NAME(DenseToSparse_analysis),
                                  HIPIFY_CPU_SP_H(handle), HIPIFY_CPU_SP_DM(matA),
                                  HIPIFY_CPU_SP_M(matB), false));
}
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(DenseToSparse_convert)(
    HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_CDNMAT matA,
    HIPIFY_CPU_SP_SPMAT matB, Alg, void *) {
  HIPIFY_CPU_SP_R(dense_to_sparse(HIPIFY_CPU_SP_D,
                                  HIPIFY_CPU_SP_NAME(DenseToSparse_convert),
                                  HIPIFY_CPU_SP_H(handle), HIPIFY_CPU_SP_DM(matA),
                                  HIPIFY_CPU_SP_M(matB), true));
}
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(Csr2cscEx2_bufferSize)(
    HIPIFY_CPU_SP_HANDLE handle, int, int, int, const void *, const int *,
    const int *, void *, int *, int *, HIPIFY_CPU_SP_DATA, HIPIFY_CPU_SP_ACTION,
    HIPIFY_CPU_SP_BASE, Alg, size_t *bufferSize) {
  HIPIFY_CPU_SP_R(buffer_size(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_H(handle), bufferSize));
}
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(Csr2cscEx2)(
    HIPIFY_CPU_SP_HANDLE handle, int m, int n, int nnz, const void *csrVal,
    const int *csrRowPtr, const int *csrColInd, void *cscVal, int *cscColPtr,
    int *cscRowInd, HIPIFY_CPU_SP_DATA valType, HIPIFY_CPU_SP_ACTION copyValues,
    HIPIFY_CPU_SP_BASE idxBase, Alg, void *) {
  HIPIFY_CPU_SP_R(csr_to_csc(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_NAME(Csr2cscEx2),
                             HIPIFY_CPU_SP_H(handle), m, n, nnz, csrVal,
                             csrRowPtr, csrColInd, cscVal, cscColPtr, cscRowInd,
                             valType, copyValues, idxBase));
}
#define HIPIFY_CPU_SP_NNZ(P, T, TYPE)                                          \
  inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(P##nnz)(                           \
      HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_DIR dirA, int m, int n,       \
      const HIPIFY_CPU_SP_MATDESCR descrA, const T *A, int lda,                \
      int *nnzPerRowColumn, int *nnzTotalDevHostPtr) {                         \
    HIPIFY_CPU_SP_R(dense_nnz(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_NAME(P##nnz),     \
                              HIPIFY_CPU_SP_H(handle), dirA, m, n,             \
                              HIPIFY_CPU_SP_DESC(descrA), A, lda, TYPE,        \
                              nnzPerRowColumn, nnzTotalDevHostPtr));           \
  }
HIPIFY_CPU_SP_NNZ(S, float, 0)
HIPIFY_CPU_SP_NNZ(D, double, 1)
HIPIFY_CPU_SP_NNZ(C, HIPIFY_CPU_SP_COMPLEX, 4)
HIPIFY_CPU_SP_NNZ(Z, HIPIFY_CPU_SP_DOUBLE_COMPLEX, 5)
#undef HIPIFY_CPU_SP_NNZ
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(Xcsrsort_bufferSizeExt)(
    HIPIFY_CPU_SP_HANDLE handle, int, int, int, const int *, const int *,
    size_t *pBufferSizeInBytes) {
  HIPIFY_CPU_SP_R(
      buffer_size(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_H(handle), pBufferSizeInBytes));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(Xcsrsort)(
    HIPIFY_CPU_SP_HANDLE handle, int m, int n, int nnz,
    const HIPIFY_CPU_SP_MATDESCR descrA, const int *csrRowPtrA, int *csrColIndA,
    int *P, void *) {
  HIPIFY_CPU_SP_R(csr_sort(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_NAME(Xcsrsort),
                           HIPIFY_CPU_SP_H(handle), m, n, nnz,
                           HIPIFY_CPU_SP_DESC(descrA), csrRowPtrA, csrColIndA, P));
}

// --- Products ------------------------------------------------------------------------
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpGEMM_createDescr)(HIPIFY_CPU_SP_SPGEMM *descr) {
  HIPIFY_CPU_SP_R(spgemm_create(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_OUT(SpGEMM, descr)));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpGEMM_destroyDescr)(HIPIFY_CPU_SP_SPGEMM descr) {
  HIPIFY_CPU_SP_R(spgemm_destroy(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_G(descr)));
}
#define HIPIFY_CPU_SP_SPGEMM_STAGE(NAME, STAGE)                                \
  template <typename Alg>                                                      \
  inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(NAME)(                             \
      HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_OP opA, HIPIFY_CPU_SP_OP opB, \
      const void *alpha, HIPIFY_CPU_SP_CSPMAT matA, HIPIFY_CPU_SP_CSPMAT matB,  \
      const void *beta, HIPIFY_CPU_SP_SPMAT matC,                              \
      HIPIFY_CPU_SP_DATA computeType, Alg, HIPIFY_CPU_SP_SPGEMM spgemmDescr,   \
      size_t *bufferSize, void *externalBuffer) {                              \
    HIPIFY_CPU_SP_R(spgemm_stage(                                              \
        HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_NAME(NAME), HIPIFY_CPU_SP_H(handle),    \
        STAGE, opA, opB, alpha, HIPIFY_CPU_SP_M(matA), HIPIFY_CPU_SP_M(matB),  \
        beta, HIPIFY_CPU_SP_M(matC), computeType,                              \
        HIPIFY_CPU_SP_G(spgemmDescr), bufferSize, externalBuffer));            \
  }
HIPIFY_CPU_SP_SPGEMM_STAGE(SpGEMM_workEstimation, 0)
HIPIFY_CPU_SP_SPGEMM_STAGE(SpGEMM_compute, 1)
#undef HIPIFY_CPU_SP_SPGEMM_STAGE
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpGEMM_copy)(
    HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_OP opA, HIPIFY_CPU_SP_OP opB,
    const void *alpha, HIPIFY_CPU_SP_CSPMAT matA, HIPIFY_CPU_SP_CSPMAT matB,
    const void *beta, HIPIFY_CPU_SP_SPMAT matC, HIPIFY_CPU_SP_DATA computeType,
    Alg, HIPIFY_CPU_SP_SPGEMM spgemmDescr) {
  HIPIFY_CPU_SP_R(spgemm_copy(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_NAME(SpGEMM_copy),
                              HIPIFY_CPU_SP_H(handle), opA, opB, alpha,
                              HIPIFY_CPU_SP_M(matA), HIPIFY_CPU_SP_M(matB), beta,
                              HIPIFY_CPU_SP_M(matC), computeType,
                              HIPIFY_CPU_SP_G(spgemmDescr)));
}
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SDDMM_bufferSize)(
    HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_OP, HIPIFY_CPU_SP_OP,
    const void *, HIPIFY_CPU_SP_CDNMAT, HIPIFY_CPU_SP_CDNMAT, const void *,
    HIPIFY_CPU_SP_SPMAT, HIPIFY_CPU_SP_DATA, Alg, size_t *bufferSize) {
  HIPIFY_CPU_SP_R(buffer_size(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_H(handle), bufferSize));
}
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SDDMM_preprocess)(
    HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_OP, HIPIFY_CPU_SP_OP,
    const void *, HIPIFY_CPU_SP_CDNMAT, HIPIFY_CPU_SP_CDNMAT, const void *,
    HIPIFY_CPU_SP_SPMAT, HIPIFY_CPU_SP_DATA, Alg, void *) {
  size_t Ignored;
  HIPIFY_CPU_SP_R(buffer_size(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_H(handle), &Ignored));
}
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SDDMM)(
    HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_OP opA, HIPIFY_CPU_SP_OP opB,
    const void *alpha, HIPIFY_CPU_SP_CDNMAT matA, HIPIFY_CPU_SP_CDNMAT matB,
    const void *beta, HIPIFY_CPU_SP_SPMAT matC, HIPIFY_CPU_SP_DATA computeType,
    Alg, void *) {
  HIPIFY_CPU_SP_R(sddmm(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_NAME(SDDMM),
                        HIPIFY_CPU_SP_H(handle), opA, opB, alpha,
                        HIPIFY_CPU_SP_DM(matA), HIPIFY_CPU_SP_DM(matB), beta,
                        HIPIFY_CPU_SP_M(matC), computeType));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpSM_createDescr)(HIPIFY_CPU_SP_SPSM *descr) {
  HIPIFY_CPU_SP_R(spsm_create(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_OUT(SpSM, descr)));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpSM_destroyDescr)(HIPIFY_CPU_SP_SPSM descr) {
  HIPIFY_CPU_SP_R(spsm_destroy(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_SM(descr)));
}
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpSM_bufferSize)(
    HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_OP, HIPIFY_CPU_SP_OP,
    const void *, HIPIFY_CPU_SP_CSPMAT, HIPIFY_CPU_SP_CDNMAT,
    HIPIFY_CPU_SP_DNMAT, HIPIFY_CPU_SP_DATA, Alg, HIPIFY_CPU_SP_SPSM,
    size_t *bufferSize) {
  HIPIFY_CPU_SP_R(buffer_size(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_H(handle), bufferSize));
}
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpSM_analysis)(
    HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_OP opA, HIPIFY_CPU_SP_OP opB,
    const void *alpha, HIPIFY_CPU_SP_CSPMAT matA, HIPIFY_CPU_SP_CDNMAT matB,
    HIPIFY_CPU_SP_DNMAT matC, HIPIFY_CPU_SP_DATA computeType, Alg,
    HIPIFY_CPU_SP_SPSM descr, void *) {
  HIPIFY_CPU_SP_R(spsm_solve(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_NAME(SpSM_analysis),
                             HIPIFY_CPU_SP_H(handle), opA, opB, alpha,
                             HIPIFY_CPU_SP_M(matA), HIPIFY_CPU_SP_DM(matB),
                             HIPIFY_CPU_SP_DM(matC), computeType,
                             HIPIFY_CPU_SP_SM(descr), false));
}
/// cuSPARSE's solve takes no work area, hipSPARSE's the analysis's.
template <typename Alg>
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SpSM_solve)(
    HIPIFY_CPU_SP_HANDLE handle, HIPIFY_CPU_SP_OP opA, HIPIFY_CPU_SP_OP opB,
    const void *alpha, HIPIFY_CPU_SP_CSPMAT matA, HIPIFY_CPU_SP_CDNMAT matB,
    HIPIFY_CPU_SP_DNMAT matC, HIPIFY_CPU_SP_DATA computeType, Alg,
    HIPIFY_CPU_SP_SPSM descr
#ifdef HIPIFY_CPU_SP_SPSM_SOLVE_BUFFER
    , void *
#endif
) {
  HIPIFY_CPU_SP_R(spsm_solve(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_NAME(SpSM_solve),
                             HIPIFY_CPU_SP_H(handle), opA, opB, alpha,
                             HIPIFY_CPU_SP_M(matA), HIPIFY_CPU_SP_DM(matB),
                             HIPIFY_CPU_SP_DM(matC), computeType,
                             HIPIFY_CPU_SP_SM(descr), true));
}

// --- The legacy matrix descriptor ------------------------------------------------
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(CreateMatDescr)(HIPIFY_CPU_SP_MATDESCR *descrA) {
  HIPIFY_CPU_SP_R(create_descriptor(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_OUT(MatDescr, descrA)));
}
inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(DestroyMatDescr)(HIPIFY_CPU_SP_MATDESCR descrA) {
  HIPIFY_CPU_SP_R(destroy_descriptor(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_DESC(descrA)));
}
#define HIPIFY_CPU_SP_FIELD(SET, GET, TYPE, WHICH)                             \
  inline HIPIFY_CPU_SP_STATUS HIPIFY_CPU_SP(SET)(HIPIFY_CPU_SP_MATDESCR descrA, \
                                                 TYPE value) {                 \
    HIPIFY_CPU_SP_R(set_descriptor(HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_DESC(descrA), \
                                   WHICH, value));                             \
  }                                                                            \
  inline TYPE HIPIFY_CPU_SP(GET)(const HIPIFY_CPU_SP_MATDESCR descrA) {        \
    return TYPE(::hipify_cpu::sparse::get_descriptor(                          \
        HIPIFY_CPU_SP_D, HIPIFY_CPU_SP_DESC(descrA), WHICH));                  \
  }
HIPIFY_CPU_SP_FIELD(SetMatType, GetMatType, HIPIFY_CPU_SP_MATTYPE, 0)
HIPIFY_CPU_SP_FIELD(SetMatIndexBase, GetMatIndexBase, HIPIFY_CPU_SP_BASE, 1)
HIPIFY_CPU_SP_FIELD(SetMatFillMode, GetMatFillMode, HIPIFY_CPU_SP_FILL, 2)
HIPIFY_CPU_SP_FIELD(SetMatDiagType, GetMatDiagType, HIPIFY_CPU_SP_DIAG, 3)
#undef HIPIFY_CPU_SP_FIELD

#undef HIPIFY_CPU_SP_R
#undef HIPIFY_CPU_SP_H
#undef HIPIFY_CPU_SP_M
#undef HIPIFY_CPU_SP_V
#undef HIPIFY_CPU_SP_DM
#undef HIPIFY_CPU_SP_S
#undef HIPIFY_CPU_SP_DESC
#undef HIPIFY_CPU_SP_OUT
#undef HIPIFY_CPU_SP_NAME
#undef HIPIFY_CPU_SP_SV
#undef HIPIFY_CPU_SP_G
#undef HIPIFY_CPU_SP_SM
