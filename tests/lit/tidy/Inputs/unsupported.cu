#include <cuda_runtime.h>

int main() {
  cudaGraph_t graph;
  cudaGraphCreate(&graph, 0);
  cudaGraphExec_t exec;
  cudaArrayGetMemoryRequirements(nullptr, nullptr, 0);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
