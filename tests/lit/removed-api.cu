// APIs removed from CUDA 13 (so undeclared in its headers) still translate
// from the tables, token by token, with a warning that they are removed;
// names in inactive preprocessor branches translate the same way.
// RUN: %expect-exit 1 %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=WARN %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip

#include <cuda_runtime.h>

int main() {
  cudaThreadSynchronize();
  // CHECK:  hipDeviceSynchronize();
#if CUDART_VERSION < 9000
  cudaStream_t legacy;
  cudaStreamCreate(&legacy);
  // CHECK:  hipStream_t legacy;
  // CHECK-NEXT:  hipStreamCreate(&legacy);
  unsigned m = __ballot_sync(0xffffffff, 1);
  // CHECK:  unsigned m = __ballot_sync(0xffffffff, 1);
#endif
  return 0;
}
// WARN:{{.*}}removed-api.cu:11:3: warning: 'cudaThreadSynchronize' is removed from CUDA{{.*}} [hipify-deprecated-api]
// WARN-NEXT:{{.*}}removed-api.cu:11:3: error: use of undeclared identifier 'cudaThreadSynchronize' [hipify-parse-error]
// WARN-NEXT:{{.*}}removed-api.cu:13:5: warning: 'CUDART_VERSION' has no HIP equivalent ({{.*}}); left unchanged [hipify-unsupported-api]
// WARN-NEXT:{{.*}}removed-api.cu:18:16: warning: '__ballot_sync' needs its arguments rewritten for '__ballot', which hipify does only in code it parses; here it is in an inactive preprocessor branch: rewrite the call by hand [hipify-token-fallback]
