// cuSPARSE routines CUDA removed before 13 (gthr, gemmi, csrsm2: CUDA 12.0)
// are not in the CUDA 13 headers, so the parse cannot see them; hipSPARSE
// still declares them (for its CUDA back end only before the CUDA release
// that removed them), and the tables map them with status removed: they
// translate token by token, each with a warning naming the CUDA release.
// RUN: %expect-exit 1 %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip

#include <cusparse.h>

int gather(cusparseHandle_t h, int nnz, const double *y, double *val, const int *ind) {
  return cusparseDgthr(h, nnz, y, val, ind, CUSPARSE_INDEX_BASE_ZERO);
  // MSG:{{.*}}sparse-removed.cu:[[@LINE-1]]:10: warning: 'cusparseDgthr' is removed from CUDA 12.0 ({{.*}}) [hipify-deprecated-api]
  // CHECK:  return hipsparseDgthr(h, nnz, y, val, ind, HIPSPARSE_INDEX_BASE_ZERO);
}

int solve(cusparseHandle_t h, cusparseMatDescr_t descr, csrsm2Info_t info, int m, int nnz,
          const float *val, const int *row, const int *col, float *b, void *buffer) {
  float one = 1.0f;
  return cusparseScsrsm2_solve(h, 0, CUSPARSE_OPERATION_NON_TRANSPOSE,
                               CUSPARSE_OPERATION_NON_TRANSPOSE, m, 1, nnz, &one, descr, val,
                               row, col, b, m, info, CUSPARSE_SOLVE_POLICY_NO_LEVEL, buffer);
  // MSG:{{.*}}sparse-removed.cu:[[@LINE-3]]:10: warning: 'cusparseScsrsm2_solve' is removed from CUDA 12.0 ({{.*}}) [hipify-deprecated-api]
  // CHECK:  return hipsparseScsrsm2_solve(h, 0, HIPSPARSE_OPERATION_NON_TRANSPOSE,
}
