#include <cuda_runtime.h>

__global__ void scale(float *p) {
  int lane = threadIdx.x % 32;
  p[lane] *= 2.0f;
}

int main() {
  float *d = nullptr;
  cudaMalloc(&d, 64 * sizeof(float));
  cudaGraph_t graph;
  cudaGraphCreate(&graph, 0);
  cudaGraphExec_t exec;
  cudaArrayGetMemoryRequirements(nullptr, nullptr, 0);
  scale<<<1, 64>>>(d);
  /* π 😀 */ cudaFree(d);
  return 0;
}
