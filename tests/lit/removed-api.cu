// APIs removed from CUDA 13 (so undeclared in its headers) still translate
// from the tables, token by token, with a warning that they are removed;
// names in inactive preprocessor branches translate the same way.
// RUN: %expect-exit 1 %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip

#include <cuda_runtime.h>
// MSG:{{.*}}removed-api.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]
// MSG:{{.*}}removed-api.cu:[[@LINE-1]]:1: note: defined 'CUDART_VERSION' with CUDA's value for the uses below: the target HIP has no counterpart [hipify-older-equivalent]

int main() {
  cudaThreadSynchronize();
  // MSG:{{.*}}removed-api.cu:[[@LINE-1]]:3: warning: 'cudaThreadSynchronize' is removed from CUDA{{.*}} [hipify-deprecated-api]
  // MSG:{{.*}}removed-api.cu:[[@LINE-2]]:3: note: 'cudaThreadSynchronize' -> 'hipDeviceSynchronize' (not in the CUDA 13 headers; deprecated since CUDA 4.0 for cudaDeviceSynchronize, whose HIP name is hipDeviceSynchronize) [hipify-api-rename]
  // MSG:{{.*}}removed-api.cu:[[@LINE-3]]:3: error: use of undeclared identifier 'cudaThreadSynchronize' [hipify-parse-error]
  // CHECK:  hipDeviceSynchronize();
#if CUDART_VERSION < 9000
  cudaStream_t legacy;
  cudaStreamCreate(&legacy);
  // MSG:{{.*}}removed-api.cu:[[@LINE-3]]:5: note: 'CUDART_VERSION': no HIP release has 'CUDART_VERSION': using 'CUDART_VERSION', which the port defines; {{.*}} [hipify-older-equivalent]
  // MSG:{{.*}}removed-api.cu:[[@LINE-3]]:3: note: 'cudaStream_t' -> 'hipStream_t' (in an inactive preprocessor branch) [hipify-token-fallback]
  // MSG:{{.*}}removed-api.cu:[[@LINE-3]]:3: note: 'cudaStreamCreate' -> 'hipStreamCreate' (in an inactive preprocessor branch) [hipify-token-fallback]
  // CHECK:  hipStream_t legacy;
  // CHECK-NEXT:  hipStreamCreate(&legacy);
  unsigned m = __ballot_sync(0xffffffff, 1);
  // MSG:{{.*}}removed-api.cu:[[@LINE-1]]:16: warning: '__ballot_sync' needs its arguments rewritten for '__ballot', which hipify does only in code it parses; here it is in an inactive preprocessor branch: rewrite the call by hand [hipify-token-fallback]
  // CHECK:  unsigned m = __ballot_sync(0xffffffff, 1);
#endif
  return 0;
}
