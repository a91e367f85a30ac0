// A CUDA API without a HIP equivalent in any release the tables know is left
// as written, with a warning at its location; the translation still succeeds
// (exit 0). (One that a newer HIP has: hip-versions.cu.)
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip

#include <cuda_runtime.h>
// MSG:{{.*}}unsupported-api.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]

int main() {
  cudaGraph_t graph;
  cudaGraphCreate(&graph, 0);
  cudaGraphConditionalHandle handle;
  cudaGraphConditionalHandleCreate(&handle, graph, 0, 0);
  // MSG:{{.*}}unsupported-api.cu:[[@LINE-4]]:3: note: 'cudaGraph_t' -> 'hipGraph_t' [hipify-api-rename]
  // MSG:{{.*}}unsupported-api.cu:[[@LINE-4]]:3: note: 'cudaGraphCreate' -> 'hipGraphCreate' [hipify-api-rename]
  // MSG:{{.*}}unsupported-api.cu:[[@LINE-4]]:3: warning: 'cudaGraphConditionalHandle' has no HIP equivalent (no HIP counterpart in ROCm 5.2 to 10.2 (no release declares hipGraphConditionalHandle or hipGraphConditionalHandle_t)); left unchanged [hipify-unsupported-api]
  // MSG:{{.*}}unsupported-api.cu:[[@LINE-4]]:3: warning: 'cudaGraphConditionalHandleCreate' has no HIP equivalent (no HIP counterpart in ROCm 5.2 to 10.2 (no release declares hipGraphConditionalHandleCreate)); left unchanged [hipify-unsupported-api]
  // CHECK:  cudaGraphConditionalHandle handle;
  // CHECK-NEXT:  cudaGraphConditionalHandleCreate(&handle, graph, 0, 0);
#if cudaDeviceSyncMemops > 0
  cudaDeviceSynchronize();
  // MSG:{{.*}}unsupported-api.cu:[[@LINE-2]]:5: warning: 'cudaDeviceSyncMemops' has no HIP equivalent ({{.*}}); left unchanged [hipify-unsupported-api]
  // MSG:{{.*}}unsupported-api.cu:[[@LINE-2]]:3: note: 'cudaDeviceSynchronize' -> 'hipDeviceSynchronize' [hipify-api-rename]
  // CHECK:  hipDeviceSynchronize();
#endif
  return 0;
}
