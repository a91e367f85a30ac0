// cuSPARSE routines CUDA removed before 13 (gthr, gemmi: CUDA 12.0)
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
  // MSG:{{.*}}sparse-removed.cu:[[@LINE-1]]:10: warning: 'cusparseDgthr' is removed from CUDA 12.0 (derived: hipSPARSE keeps it, and declares hipsparseDgthr for its CUDA back end before CUDA 12.0 only) [hipify-deprecated-api]
  // MSG:{{.*}}sparse-removed.cu:[[@LINE-2]]:10: error: use of undeclared identifier 'cusparseDgthr' [hipify-parse-error]
  // CHECK:  return hipsparseDgthr(h, nnz, y, val, ind, HIPSPARSE_INDEX_BASE_ZERO);
}

int multiply(cusparseHandle_t h, int m, int n, int k, int nnz, const float *a, const float *val,
             const int *colPtr, const int *rowInd, float *c) {
  float one = 1.0f, zero = 0.0f;
  return cusparseSgemmi(h, m, n, k, nnz, &one, a, m, val, colPtr, rowInd, &zero, c, m);
  // MSG:{{.*}}sparse-removed.cu:[[@LINE-1]]:10: warning: 'cusparseSgemmi' is removed from CUDA 12.0 (derived: hipSPARSE keeps it, and declares hipsparseSgemmi for its CUDA back end before CUDA 12.0 only) [hipify-deprecated-api]
  // CHECK:  return hipsparseSgemmi(h, m, n, k, nnz, &one, a, m, val, colPtr, rowInd, &zero, c, m);
}
