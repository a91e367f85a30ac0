// CUDA 13's cudaMemPrefetchAsync and cudaMemAdvise take a struct
// cudaMemLocation where HIP takes a device id: a device location becomes its
// id, any other hipCpuDeviceId, and the prefetch's flags (always 0) go.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2>&1
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -std=c++17 -fsyntax-only -Wno-unused-result %t.hip %}
#include <cuda_runtime.h>

void prefetch(float *a, size_t n, int device, cudaStream_t stream) {
  cudaMemLocation where;
  where.type = cudaMemLocationTypeDevice;
  where.id = device;
  cudaMemPrefetchAsync(a, n, where, 0, stream);
  cudaMemPrefetchAsync(a, n, where, 0);
  cudaMemAdvise(a, n, cudaMemAdviseSetReadMostly, where);
}
// CHECK:  hipMemPrefetchAsync(a, n, (where).type == hipMemLocationTypeDevice ? (where).id : hipCpuDeviceId, stream);
// CHECK-NEXT:  hipMemPrefetchAsync(a, n, (where).type == hipMemLocationTypeDevice ? (where).id : hipCpuDeviceId);
// CHECK-NEXT:  hipMemAdvise(a, n, hipMemAdviseSetReadMostly, (where).type == hipMemLocationTypeDevice ? (where).id : hipCpuDeviceId);
