// cuSPARSE's sparse vectors, conversions, SpGEMM, SDDMM and SpSM, and
// cublasDotEx, on small matrices whose results are easy to check by hand.
#include <cstdio>
#include <cublas_v2.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <cusparse.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    int s_ = int(call);                                                        \
    if (s_) {                                                                  \
      printf("line %d: status %d\n", __LINE__, s_);                            \
      return 1;                                                                \
    }                                                                          \
  } while (0)

template <typename T> T *device(const T *host, int n) {
  T *d;
  cudaMalloc(&d, n * sizeof(T));
  if (host)
    cudaMemcpy(d, host, n * sizeof(T), cudaMemcpyHostToDevice);
  else
    cudaMemset(d, 0, n * sizeof(T));
  return d;
}
template <typename T> void show(const char *what, const T *d, int n) {
  T h[64];
  cudaMemcpy(h, d, n * sizeof(T), cudaMemcpyDeviceToHost);
  printf("%s:", what);
  for (int i = 0; i < n; ++i)
    printf(" %g", double(h[i]));
  printf("\n");
}

int main() {
  cusparseHandle_t h;
  CHECK(cusparseCreate(&h));
  float one = 1, zero = 0, two = 2;

  // y = 2 x + 1 y, x sparse; then gather y at x's indices, scatter back.
  int idx[] = {0, 3, 4};
  float xv[] = {1, 2, 3}, yv[] = {10, 10, 10, 10, 10};
  int *dIdx = device(idx, 3);
  float *dX = device(xv, 3), *dY = device(yv, 5);
  cusparseSpVecDescr_t x;
  cusparseDnVecDescr_t y;
  CHECK(cusparseCreateSpVec(&x, 5, 3, dIdx, dX, CUSPARSE_INDEX_32I,
                            CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  CHECK(cusparseCreateDnVec(&y, 5, dY, CUDA_R_32F));
  CHECK(cusparseAxpby(h, &two, x, &one, y));
  show("axpby", dY, 5);
  CHECK(cusparseGather(h, y, x));
  show("gather", dX, 3);

  // A 3x4 dense matrix (row-major) to CSR, and the CSR to CSC.
  float dense[] = {1, 0, 2, 0, 0, 0, 3, 0, 4, 5, 0, 6};
  float *dDense = device(dense, 12);
  cusparseDnMatDescr_t dn;
  CHECK(cusparseCreateDnMat(&dn, 3, 4, 4, dDense, CUDA_R_32F, CUSPARSE_ORDER_ROW));
  int *dOff = device<int>(nullptr, 4);
  cusparseSpMatDescr_t csr;
  CHECK(cusparseCreateCsr(&csr, 3, 4, 0, dOff, nullptr, nullptr,
                          CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                          CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  size_t size;
  CHECK(cusparseDenseToSparse_bufferSize(h, dn, csr,
                                         CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, &size));
  CHECK(cusparseDenseToSparse_analysis(h, dn, csr,
                                       CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, nullptr));
  int64_t rows, cols, nnz;
  CHECK(cusparseSpMatGetSize(csr, &rows, &cols, &nnz));
  int *dCol = device<int>(nullptr, int(nnz));
  float *dVal = device<float>(nullptr, int(nnz));
  CHECK(cusparseCsrSetPointers(csr, dOff, dCol, dVal));
  CHECK(cusparseDenseToSparse_convert(h, dn, csr,
                                      CUSPARSE_DENSETOSPARSE_ALG_DEFAULT, nullptr));
  printf("nnz %lld\n", (long long)nnz);
  show("csr offsets", dOff, 4);
  show("csr columns", dCol, int(nnz));
  int *dCscOff = device<int>(nullptr, 5), *dCscRow = device<int>(nullptr, int(nnz));
  float *dCscVal = device<float>(nullptr, int(nnz));
  CHECK(cusparseCsr2cscEx2(h, 3, 4, int(nnz), dVal, dOff, dCol, dCscVal, dCscOff,
                           dCscRow, CUDA_R_32F, CUSPARSE_ACTION_NUMERIC,
                           CUSPARSE_INDEX_BASE_ZERO, CUSPARSE_CSR2CSC_ALG1,
                           nullptr));
  show("csc offsets", dCscOff, 5);
  show("csc values", dCscVal, int(nnz));

  // Nonzeros per column of the same matrix, stored column-major (lda 3).
  float colMajor[] = {1, 0, 4, 0, 0, 5, 2, 3, 0, 0, 0, 6};
  float *dColMajor = device(colMajor, 12);
  cusparseMatDescr_t descr;
  CHECK(cusparseCreateMatDescr(&descr));
  int *dPer = device<int>(nullptr, 4), total = 0;
  CHECK(cusparseSnnz(h, CUSPARSE_DIRECTION_COLUMN, 3, 4, descr, dColMajor, 3,
                     dPer, &total));
  cudaDeviceSynchronize();
  printf("nnz total %d\n", total);
  show("nnz per column", dPer, 4);

  // Sort the columns of an unsorted CSR row, carrying a permutation.
  int uOff[] = {0, 3}, uCol[] = {2, 0, 1};
  int *dUOff = device(uOff, 2), *dUCol = device(uCol, 3), *dP = device<int>(nullptr, 3);
  CHECK(cusparseCreateIdentityPermutation(h, 3, dP));
  CHECK(cusparseXcsrsort(h, 1, 3, 3, descr, dUOff, dUCol, dP, nullptr));
  show("sorted columns", dUCol, 3);
  show("permutation", dP, 3);

  // C = A * A^T-shaped product: the 3x4 CSR times a 4x3 CSR (its CSC read
  // as CSR of the transpose).
  cusparseSpMatDescr_t at, c;
  CHECK(cusparseCreateCsr(&at, 4, 3, nnz, dCscOff, dCscRow, dCscVal,
                          CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                          CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  int *dCOff = device<int>(nullptr, 4);
  CHECK(cusparseCreateCsr(&c, 3, 3, 0, dCOff, nullptr, nullptr,
                          CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                          CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  cusparseSpGEMMDescr_t g;
  CHECK(cusparseSpGEMM_createDescr(&g));
  size_t b1 = 0, b2 = 0;
  void *w1 = nullptr, *w2 = nullptr;
  cusparseOperation_t N = CUSPARSE_OPERATION_NON_TRANSPOSE;
  CHECK(cusparseSpGEMM_workEstimation(h, N, N, &one, csr, at, &zero, c, CUDA_R_32F,
                                      CUSPARSE_SPGEMM_DEFAULT, g, &b1, nullptr));
  cudaMalloc(&w1, b1);
  CHECK(cusparseSpGEMM_workEstimation(h, N, N, &one, csr, at, &zero, c, CUDA_R_32F,
                                      CUSPARSE_SPGEMM_DEFAULT, g, &b1, w1));
  CHECK(cusparseSpGEMM_compute(h, N, N, &one, csr, at, &zero, c, CUDA_R_32F,
                               CUSPARSE_SPGEMM_DEFAULT, g, &b2, nullptr));
  cudaMalloc(&w2, b2);
  CHECK(cusparseSpGEMM_compute(h, N, N, &one, csr, at, &zero, c, CUDA_R_32F,
                               CUSPARSE_SPGEMM_DEFAULT, g, &b2, w2));
  int64_t cr, cc, cn;
  CHECK(cusparseSpMatGetSize(c, &cr, &cc, &cn));
  int *dCCol = device<int>(nullptr, int(cn));
  float *dCVal = device<float>(nullptr, int(cn));
  CHECK(cusparseCsrSetPointers(c, dCOff, dCCol, dCVal));
  CHECK(cusparseSpGEMM_copy(h, N, N, &one, csr, at, &zero, c, CUDA_R_32F,
                            CUSPARSE_SPGEMM_DEFAULT, g));
  show("spgemm values", dCVal, int(cn));

  // SDDMM over two batches: C's pattern (the CSR above) of 2 (A B), with A
  // 3x2 and B 2x4 of ones, then twos.
  float ab[] = {1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2};
  float bb[] = {1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2};
  float *dA = device(ab, 12), *dB = device(bb, 16);
  cusparseDnMatDescr_t ma, mb;
  CHECK(cusparseCreateDnMat(&ma, 3, 2, 2, dA, CUDA_R_32F, CUSPARSE_ORDER_ROW));
  CHECK(cusparseDnMatSetStridedBatch(ma, 2, 6));
  CHECK(cusparseCreateDnMat(&mb, 2, 4, 4, dB, CUDA_R_32F, CUSPARSE_ORDER_ROW));
  CHECK(cusparseDnMatSetStridedBatch(mb, 2, 8));
  int offs2[] = {0, 2, 3, 6, 0, 2, 3, 6};
  int cols2[] = {0, 2, 2, 0, 1, 3, 0, 2, 2, 0, 1, 3};
  int *dOff2 = device(offs2, 8), *dCol2 = device(cols2, 12);
  float *dVal2 = device<float>(nullptr, 12);
  cusparseSpMatDescr_t s2;
  CHECK(cusparseCreateCsr(&s2, 3, 4, 6, dOff2, dCol2, dVal2, CUSPARSE_INDEX_32I,
                          CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  CHECK(cusparseCsrSetStridedBatch(s2, 2, 4, 6));
  CHECK(cusparseSDDMM_bufferSize(h, N, N, &two, ma, mb, &zero, s2, CUDA_R_32F,
                                 CUSPARSE_SDDMM_ALG_DEFAULT, &size));
  CHECK(cusparseSDDMM(h, N, N, &two, ma, mb, &zero, s2, CUDA_R_32F,
                      CUSPARSE_SDDMM_ALG_DEFAULT, nullptr));
  show("sddmm values", dVal2, 12);

  // SpSM: L X = 2 B for the lower triangle L = [[2,0],[1,4]] and B's two
  // columns [2,5] and [4,6] (row-major).
  int lOff[] = {0, 1, 3}, lCol[] = {0, 0, 1};
  float lVal[] = {2, 1, 4}, rhs[] = {2, 4, 5, 6};
  int *dLOff = device(lOff, 3), *dLCol = device(lCol, 3);
  float *dLVal = device(lVal, 3), *dRhs = device(rhs, 4), *dSol = device<float>(nullptr, 4);
  cusparseSpMatDescr_t l;
  CHECK(cusparseCreateCsr(&l, 2, 2, 3, dLOff, dLCol, dLVal, CUSPARSE_INDEX_32I,
                          CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  cusparseFillMode_t fill = CUSPARSE_FILL_MODE_LOWER;
  CHECK(cusparseSpMatSetAttribute(l, CUSPARSE_SPMAT_FILL_MODE, &fill, sizeof(fill)));
  cusparseDnMatDescr_t mr, ms;
  CHECK(cusparseCreateDnMat(&mr, 2, 2, 2, dRhs, CUDA_R_32F, CUSPARSE_ORDER_ROW));
  CHECK(cusparseCreateDnMat(&ms, 2, 2, 2, dSol, CUDA_R_32F, CUSPARSE_ORDER_ROW));
  cusparseSpSMDescr_t sm;
  CHECK(cusparseSpSM_createDescr(&sm));
  CHECK(cusparseSpSM_bufferSize(h, N, N, &two, l, mr, ms, CUDA_R_32F,
                                CUSPARSE_SPSM_ALG_DEFAULT, sm, &size));
  void *smBuffer;
  cudaMalloc(&smBuffer, size + 1);
  CHECK(cusparseSpSM_analysis(h, N, N, &two, l, mr, ms, CUDA_R_32F,
                              CUSPARSE_SPSM_ALG_DEFAULT, sm, smBuffer));
  CHECK(cusparseSpSM_solve(h, N, N, &two, l, mr, ms, CUDA_R_32F,
                           CUSPARSE_SPSM_ALG_DEFAULT, sm));
  show("spsm solution", dSol, 4);

  // cublasDotEx of half vectors, computed in float.
  cublasHandle_t bh;
  cublasCreate(&bh);
  __half hx[4], hy[4];
  for (int i = 0; i < 4; ++i) {
    hx[i] = __float2half(float(i + 1));
    hy[i] = __float2half(0.5f);
  }
  __half *dHx = device(hx, 4), *dHy = device(hy, 4), dot;
  CHECK(cublasDotEx(bh, 4, dHx, CUDA_R_16F, 1, dHy, CUDA_R_16F, 1, &dot,
                    CUDA_R_16F, CUDA_R_32F));
  printf("dotEx %g\n", double(__half2float(dot)));
  cublasDestroy(bh);

  CHECK(cusparseSpSM_destroyDescr(sm));
  CHECK(cusparseSpGEMM_destroyDescr(g));
  CHECK(cusparseDestroySpVec(x));
  CHECK(cusparseDestroyMatDescr(descr));
  CHECK(cusparseDestroy(h));
  printf("done\n");
  return 0;
}
