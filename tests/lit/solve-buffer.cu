// hipSPARSE's SpSM solve (and SpSV's before HIP 6.0) takes the buffer its
// analysis was given; the port passes the buffer of the analysis call with
// the same descriptor: the same function's, else the file's.
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=5.2 --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error}}:' %s < %t.err
// RUN: FileCheck --match-full-lines %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -std=c++17 -fsyntax-only -DLEAVE_OUT_UNKNOWN %t.hip %}
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=6.0 -o %t.60.hip 2>&1
// RUN: FileCheck --match-full-lines --check-prefix=HIP60 %s < %t.60.hip
#include <cusparse.h>

#define CHECK(call) (void)(call)

static cusparseSpSVDescr_t shared;
static void *sharedBuffer;

void analyse(cusparseHandle_t h, cusparseSpMatDescr_t A, cusparseDnVecDescr_t x,
             cusparseDnVecDescr_t y, const float *one) {
  cusparseSpSV_analysis(h, CUSPARSE_OPERATION_NON_TRANSPOSE, one, A, x, y,
                        CUDA_R_32F, CUSPARSE_SPSV_ALG_DEFAULT, shared,
                        sharedBuffer);
}

void solve(cusparseHandle_t h, cusparseSpMatDescr_t A, cusparseDnMatDescr_t B,
           cusparseDnMatDescr_t C, cusparseDnVecDescr_t x,
           cusparseDnVecDescr_t y, void *dBuffer, cusparseSpSMDescr_t spsm,
           cusparseSpSVDescr_t unknown, const float *one) {
  CHECK(cusparseSpSM_analysis(h, CUSPARSE_OPERATION_NON_TRANSPOSE,
                              CUSPARSE_OPERATION_NON_TRANSPOSE, one, A, B, C,
                              CUDA_R_32F, CUSPARSE_SPSM_ALG_DEFAULT, spsm,
                              dBuffer));
  CHECK(cusparseSpSM_solve(h, CUSPARSE_OPERATION_NON_TRANSPOSE,
                           CUSPARSE_OPERATION_NON_TRANSPOSE, one, A, B, C,
                           CUDA_R_32F, CUSPARSE_SPSM_ALG_DEFAULT, spsm));
  cusparseSpSV_solve(h, CUSPARSE_OPERATION_NON_TRANSPOSE, one, A, x, y,
                     CUDA_R_32F, CUSPARSE_SPSV_ALG_DEFAULT, shared);
#ifndef LEAVE_OUT_UNKNOWN // no analysis says which buffer: left, warned
  cusparseSpSV_solve(h, CUSPARSE_OPERATION_NON_TRANSPOSE, one, A, x, y,
                     CUDA_R_32F, CUSPARSE_SPSV_ALG_DEFAULT, unknown);
#endif
}

// CHECK:      CHECK(hipsparseSpSM_solve(h, HIPSPARSE_OPERATION_NON_TRANSPOSE,
// CHECK-NEXT:                            HIPSPARSE_OPERATION_NON_TRANSPOSE, one, A, B, C,
// CHECK-NEXT:                            HIP_R_32F, HIPSPARSE_SPSM_ALG_DEFAULT, spsm, dBuffer));
// CHECK-NEXT:   hipsparseSpSV_solve(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, one, A, x, y,
// CHECK-NEXT:                      HIP_R_32F, HIPSPARSE_SPSV_ALG_DEFAULT, shared, sharedBuffer);
// CHECK-NEXT: #ifndef LEAVE_OUT_UNKNOWN // no analysis says which buffer: left, warned
// CHECK-NEXT:   hipsparseSpSV_solve(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, one, A, x, y,
// CHECK-NEXT:                      HIP_R_32F, HIPSPARSE_SPSV_ALG_DEFAULT, unknown);

// MSG:      {{.*}}solve-buffer.cu:34:71: note: 'hipsparseSpSM_solve' takes the buffer its analysis was given: passing 'dBuffer', the buffer of the 'cusparseSpSM_analysis' call at line 28 with the same descriptor [hipify-solve-buffer]
// MSG:      {{.*}}solve-buffer.cu:36:67: note: 'hipsparseSpSV_solve' takes the buffer its analysis was given: passing 'sharedBuffer', the buffer of the 'cusparseSpSV_analysis' call at line 19 with the same descriptor [hipify-solve-buffer]
// MSG:      {{.*}}solve-buffer.cu:39:68: warning: 'hipsparseSpSV_solve' takes the buffer its analysis was given as one more argument, after the descriptor; no 'cusparseSpSV_analysis' call with the descriptor 'unknown' says which: add it by hand [hipify-solve-buffer]

// From HIP 6.0 hipSPARSE's SpSV solve no longer takes the buffer; SpSM's does.
// HIP60:      CHECK(hipsparseSpSM_solve(h, HIPSPARSE_OPERATION_NON_TRANSPOSE,
// HIP60-NEXT:                            HIPSPARSE_OPERATION_NON_TRANSPOSE, one, A, B, C,
// HIP60-NEXT:                            HIP_R_32F, HIPSPARSE_SPSM_ALG_DEFAULT, spsm, dBuffer));
// HIP60-NEXT:   hipsparseSpSV_solve(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, one, A, x, y,
// HIP60-NEXT:                      HIP_R_32F, HIPSPARSE_SPSV_ALG_DEFAULT, shared);
