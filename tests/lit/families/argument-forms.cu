// Calls whose HIP function takes other arguments than CUDA's overload the
// call resolves to: cudaMallocHost's flags (hipHostMalloc's C function has no
// two-argument form), cudaLaunchCooperativeKernel's defaults and kernel cast,
// and the graph symbol functions, where CUDA's template takes the variable and
// HIP's only function its address (`$N&`: a call that passes an address
// already keeps it). The port builds with hipcc.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=MSG %s < %t.err
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_runtime.h>
#include <cooperative_groups.h>

__device__ float table[64];
__device__ int counter;

__global__ void fill(float *out) {
  cooperative_groups::this_grid().sync();
  out[threadIdx.x] = table[threadIdx.x] + counter;
}

int run(cudaGraph_t graph, float *dOut) {
  float *pinned = nullptr;
  void *raw = nullptr;
  if (cudaMallocHost(&pinned, 64 * sizeof(float)) != cudaSuccess)
    return 1;
  cudaMallocHost(&raw, 256);
  // CHECK:  if (hipHostMalloc(&pinned, 64 * sizeof(float), hipHostMallocDefault) != hipSuccess)
  // CHECK-NEXT:    return 1;
  // CHECK-NEXT:  hipHostMalloc(&raw, 256, hipHostMallocDefault);
  void *args[] = {&dOut};
  cudaLaunchCooperativeKernel(fill, dim3(1), dim3(64), args);
  cudaLaunchCooperativeKernel((void *)fill, 1, 64, args, 0, 0);
  // CHECK:  hipLaunchCooperativeKernel(reinterpret_cast<const void *>(fill), dim3(1), dim3(64), args, 0, 0);
  // CHECK-NEXT:  hipLaunchCooperativeKernel(reinterpret_cast<const void *>((void *)fill), 1, 64, args, 0, 0);
  // MSG:{{.*}}argument-forms.cu:[[@LINE-4]]:31: note: arguments of 'cudaLaunchCooperativeKernel' rewritten as (reinterpret_cast<const void *>($1), $2, $3, $4, 0, 0) [hipify-argument-rewrite]
  cudaGraphNode_t toTable, fromCounter, viaAddress;
  cudaGraphAddMemcpyNodeToSymbol(&toTable, graph, nullptr, 0, table, pinned,
                                 sizeof(table), 0, cudaMemcpyHostToDevice);
  cudaGraphAddMemcpyNodeFromSymbol(&fromCounter, graph, nullptr, 0, raw, counter,
                                   sizeof(int), 0, cudaMemcpyDeviceToHost);
  // CHECK:  hipGraphAddMemcpyNodeToSymbol(&toTable, graph, nullptr, 0, (const void *)&table, pinned, sizeof(table), 0, hipMemcpyHostToDevice);
  // CHECK-NEXT:  hipGraphAddMemcpyNodeFromSymbol(&fromCounter, graph, nullptr, 0, raw, (const void *)&counter, sizeof(int), 0, hipMemcpyDeviceToHost);
  const void *symbol = &counter;
  cudaGraphAddMemcpyNodeFromSymbol(&viaAddress, graph, nullptr, 0, raw, symbol,
                                   sizeof(int), 0, cudaMemcpyDeviceToHost);
  // CHECK:  hipGraphAddMemcpyNodeFromSymbol(&viaAddress, graph, nullptr, 0, raw, symbol,
  // CHECK-NEXT:                                   sizeof(int), 0, hipMemcpyDeviceToHost);
  cudaGraphMemcpyNodeSetParamsToSymbol(toTable, table, pinned, sizeof(table), 0,
                                       cudaMemcpyHostToDevice);
  // CHECK:  hipGraphMemcpyNodeSetParamsToSymbol(toTable, (const void *)&table, pinned, sizeof(table), 0, hipMemcpyHostToDevice);
  cudaFreeHost(raw);
  cudaFreeHost(pinned);
  return 0;
}
