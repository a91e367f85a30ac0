// A CUDA API without a HIP equivalent is left as written, with a warning at
// its location; the translation still succeeds (exit 0).
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=WARN %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip

#include <cuda_runtime.h>

int main() {
  cudaGraph_t graph;
  cudaGraphCreate(&graph, 0);
  cudaGraphExec_t exec;
  cudaGraphInstantiateWithParams(&exec, graph, nullptr);
  // CHECK:  hipGraphExec_t exec;
  // CHECK-NEXT:  cudaGraphInstantiateWithParams(&exec, graph, nullptr);
#if CUDART_VERSION >= 12000
  cudaDeviceSynchronize();
  // CHECK:  hipDeviceSynchronize();
#endif
  return 0;
}
// WARN:{{.*}}unsupported-api.cu:13:3: warning: 'cudaGraphInstantiateWithParams' has no HIP equivalent ({{.*}}); left unchanged [hipify-unsupported-api]
// WARN-NEXT:{{.*}}unsupported-api.cu:16:5: warning: 'CUDART_VERSION' has no HIP equivalent ({{.*}}); left unchanged [hipify-unsupported-api]
