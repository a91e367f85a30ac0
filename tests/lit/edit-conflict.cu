// A rewrite whose construct holds another edit outside its pieces (here a
// name in an inactive branch between a launch's arguments) conflicts with
// it: the construct is left as written, the other edit is made, and the
// conflict is a warning.
// RUN: %hipify port %s --cuda-path=%cuda-path --launch-syntax=ggl --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=WARN %s < %t.err
#include <cuda_runtime.h>

__global__ void k(float *p, int n) {}

void run(float *p) {
  k<<<1, 32>>>(p,
#if 0
               cudaDeviceSynchronize
#endif
               32);
  // CHECK:  k<<<1, 32>>>(p,
  // CHECK-NEXT:#if 0
  // CHECK-NEXT:               hipDeviceSynchronize
  // CHECK-NEXT:#endif
  // CHECK-NEXT:               32);
  // WARN:{{.*}}edit-conflict.cu:[[@LINE-10]]:3: note: launch of 'k' rewritten to hipLaunchKernelGGL [hipify-launch]
  // WARN-NEXT:{{.*}}edit-conflict.cu:[[@LINE-11]]:3: warning: edits inside this construct overlap its rewrite; the construct is left as written [hipify-edit-conflict]
  // WARN-NEXT:{{.*}}edit-conflict.cu:[[@LINE-10]]:16: note: 'cudaDeviceSynchronize' -> 'hipDeviceSynchronize' (in an inactive preprocessor branch) [hipify-token-fallback]
  k<<<1, 32>>>(p, 32);
  // CHECK:  hipLaunchKernelGGL(k, dim3(1), dim3(32), 0, 0, p, 32);
}
