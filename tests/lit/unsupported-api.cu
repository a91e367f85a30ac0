// A CUDA API without a HIP equivalent is left as written, with a warning at
// its location; the translation still succeeds (exit 0).
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip

#include <cuda_runtime.h>
// MSG:{{.*}}unsupported-api.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]

int main() {
  cudaGraph_t graph;
  cudaGraphCreate(&graph, 0);
  cudaGraphExec_t exec;
  cudaGraphInstantiateWithParams(&exec, graph, nullptr);
  // MSG:{{.*}}unsupported-api.cu:[[@LINE-4]]:3: note: 'cudaGraph_t' -> 'hipGraph_t' [hipify-api-rename]
  // MSG:{{.*}}unsupported-api.cu:[[@LINE-4]]:3: note: 'cudaGraphCreate' -> 'hipGraphCreate' [hipify-api-rename]
  // MSG:{{.*}}unsupported-api.cu:[[@LINE-4]]:3: note: 'cudaGraphExec_t' -> 'hipGraphExec_t' [hipify-api-rename]
  // MSG:{{.*}}unsupported-api.cu:[[@LINE-4]]:3: warning: 'cudaGraphInstantiateWithParams' has no HIP equivalent ({{.*}}); left unchanged [hipify-unsupported-api]
  // CHECK:  hipGraphExec_t exec;
  // CHECK-NEXT:  cudaGraphInstantiateWithParams(&exec, graph, nullptr);
#if CUDART_VERSION >= 12000
  cudaDeviceSynchronize();
  // MSG:{{.*}}unsupported-api.cu:[[@LINE-2]]:5: warning: 'CUDART_VERSION' has no HIP equivalent ({{.*}}); left unchanged [hipify-unsupported-api]
  // MSG:{{.*}}unsupported-api.cu:[[@LINE-2]]:3: note: 'cudaDeviceSynchronize' -> 'hipDeviceSynchronize' [hipify-api-rename]
  // CHECK:  hipDeviceSynchronize();
#endif
  return 0;
}
