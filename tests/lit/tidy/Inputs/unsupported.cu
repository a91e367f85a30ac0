#include <cuda_runtime.h>

int main() {
  cudaGraph_t graph;
  cudaGraphCreate(&graph, 0);
  cudaGraphExec_t exec;
  cudaGraphInstantiateWithParams(&exec, graph, nullptr);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
