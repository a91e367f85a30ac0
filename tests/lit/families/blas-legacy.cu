// The legacy cuBLAS API (cublas.h: no handle, scalars by value) has no HIP
// counterpart: hipBLAS's and rocBLAS's routines take a handle, as cublas_v2.h's
// do. Its include and each call written with the legacy argument count are
// reported and left as they are, not renamed to a hipBLAS routine of another
// signature.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip

#include <cublas.h>
// MSG:{{.*}}blas-legacy.cu:[[@LINE-1]]:10: warning: {{.*}}the legacy cuBLAS API{{.*}}
// CHECK:#include <cublas.h>

void scale(float *x, int n) {
  cublasSscal(n, 2.0f, x, 1);
  // MSG:{{.*}}blas-legacy.cu:[[@LINE-1]]:3: warning: 'cublasSscal' has no HIP equivalent (called with 4 arguments, the older signature of the CUDA function, which no HIP function has); left unchanged [hipify-unsupported-api]
  // CHECK:  cublasSscal(n, 2.0f, x, 1);
}
