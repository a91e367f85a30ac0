// A CUDA API without a HIP equivalent in any release the tables know is left
// as written, with a warning at its location; the translation still succeeds
// (exit 0). (One that a newer HIP has: hip-versions.cu.)
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=WARN %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip

#include <cuda_runtime.h>

int main() {
  cudaGraph_t graph;
  cudaGraphCreate(&graph, 0);
  cudaGraphConditionalHandle handle;
  cudaGraphConditionalHandleCreate(&handle, graph, 0, 0);
  // CHECK:  cudaGraphConditionalHandle handle;
  // CHECK-NEXT:  cudaGraphConditionalHandleCreate(&handle, graph, 0, 0);
#if CUDART_VERSION >= 12000
  cudaDeviceSynchronize();
  // CHECK:  hipDeviceSynchronize();
#endif
  return 0;
}
// WARN:{{.*}}unsupported-api.cu:13:3: warning: 'cudaGraphConditionalHandle' has no HIP equivalent (no HIP counterpart in ROCm 5.2 to 6.2 (no release declares hipGraphConditionalHandle or hipGraphConditionalHandle_t)); left unchanged [hipify-unsupported-api]
// WARN-NEXT:{{.*}}unsupported-api.cu:14:3: warning: 'cudaGraphConditionalHandleCreate' has no HIP equivalent (no HIP counterpart in ROCm 5.2 to 6.2 (no release declares hipGraphConditionalHandleCreate)); left unchanged [hipify-unsupported-api]
// WARN-NEXT:{{.*}}unsupported-api.cu:17:5: warning: 'CUDART_VERSION' has no HIP equivalent ({{.*}}); left unchanged [hipify-unsupported-api]
