// A graph whose kernel nodes' parameters are brace lists in CUDA's member
// order (hipify-struct-field-order): the port writes them in HIP's order,
// and runs as the original does. Renamed as they were, the
// lists put the function into blockDim and did not build; a list of the
// same types in HIP's order would launch 4 blocks of 2 threads, not 2 of 4.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify cpu-run %s > %t/original.txt
// RUN: FileCheck --match-full-lines --check-prefix=OUT %s < %t/original.txt
// RUN: %hipify port %s --hip-version=5.2 --cuda-path=%cuda-path -o %t/program.hip
// RUN: FileCheck --match-full-lines %s < %t/program.hip
// RUN: %hipify cpu-run %t/program.hip > %t/port.txt
// RUN: diff %t/original.txt %t/port.txt
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -std=c++17 -Werror -Wno-unused-result -o %t/program.exe %t/program.hip %}
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fill(int *out, int scale) {
  out[blockIdx.x * blockDim.x + threadIdx.x] =
      scale * (100 * gridDim.x + 10 * blockIdx.x + threadIdx.x);
}

int main() {
  int *d;
  cudaMalloc(&d, 8 * sizeof(int));
  int scale = 1;
  void *args[] = {&d, &scale};
  cudaKernelNodeParams first = {(void *)fill, dim3(2), dim3(4), 0, args, nullptr};
  // CHECK: hipKernelNodeParams first = {/*blockDim=*/dim3(4), /*extra=*/nullptr, /*func=*/(void *)fill, /*gridDim=*/dim3(2), /*kernelParams=*/args, /*sharedMemBytes=*/0};
  cudaGraph_t graph;
  cudaGraphCreate(&graph, 0);
  cudaGraphNode_t a, b;
  cudaGraphAddKernelNode(&a, graph, nullptr, 0, &first);
  int twice = 2;
  void *args2[] = {&d, &twice};
  cudaKernelNodeParams second{(void *)fill, dim3(2), dim3(4), 0, args2};
  // CHECK: hipKernelNodeParams second{/*blockDim=*/dim3(4), /*extra=*/{}, /*func=*/(void *)fill, /*gridDim=*/dim3(2), /*kernelParams=*/args2, /*sharedMemBytes=*/0};
  cudaGraphAddKernelNode(&b, graph, &a, 1, &second);
  cudaGraphExec_t exec;
  cudaGraphInstantiate(&exec, graph, 0);
  cudaGraphLaunch(exec, 0);
  cudaDeviceSynchronize();
  int h[8];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 8; ++i)
    printf("%d%c", h[i], i == 7 ? '\n' : ' ');
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(graph);
  cudaFree(d);
  return 0;
}
// OUT: 400 402 404 406 420 422 424 426
// OUT-NOT: {{.}}
