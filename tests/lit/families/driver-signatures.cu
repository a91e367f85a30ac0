// Driver functions whose HIP counterpart of the same stem takes other
// parameters, mapped by meaning (mappings/driver.yaml, curated rows): graph
// edge data (CUDA 12.3) dropped, calls written with the older signature kept
// as they are, CUDA 12.2's memory location turned into a device number, the
// occupancy callback dropped, the driver forms of the occupancy calls.
// Everything here is in HIP 5.2, the default target, and the port builds.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda.h>

int edges(CUgraph g, CUgraphNode a, CUgraphNode b, CUstream s) {
  CUgraphNode deps[4];
  size_t n = 4;
  int bad = 0;
  bad += cuGraphAddDependencies(g, &a, &b, nullptr, 1) != CUDA_SUCCESS;
  // CHECK:  bad += hipGraphAddDependencies(g, &a, &b, 1) != hipSuccess;
  bad += cuGraphRemoveDependencies(g, &a, &b, nullptr, 1) != CUDA_SUCCESS;
  // CHECK:  bad += hipGraphRemoveDependencies(g, &a, &b, 1) != hipSuccess;
  bad += cuGraphGetEdges(g, deps, deps + 2, nullptr, &n) != CUDA_SUCCESS;
  // CHECK:  bad += hipGraphGetEdges(g, deps, deps + 2, &n) != hipSuccess;
  bad += cuGraphNodeGetDependencies(a, deps, nullptr, &n) != CUDA_SUCCESS;
  // CHECK:  bad += hipGraphNodeGetDependencies(a, deps, &n) != hipSuccess;
  bad += cuGraphNodeGetDependentNodes(a, deps, nullptr, &n) != CUDA_SUCCESS;
  // CHECK:  bad += hipGraphNodeGetDependentNodes(a, deps, &n) != hipSuccess;
  bad += cuStreamUpdateCaptureDependencies(s, deps, nullptr, 1, 0) != CUDA_SUCCESS;
  // CHECK:  bad += hipStreamUpdateCaptureDependencies(s, deps, 1, 0) != hipSuccess;
  // the older (CUDA 12.2) signature, which HIP has
  bad += cuGraphNodeGetDependencies_v2(a, deps, nullptr, &n) != CUDA_SUCCESS;
  // CHECK:  bad += hipGraphNodeGetDependencies(a, deps, &n) != hipSuccess;
  return bad;
}

int instantiate(CUgraph g, CUgraphExec *exec) {
  return cuGraphInstantiate(exec, g, 0);
  // CHECK:  return hipGraphInstantiateWithFlags(exec, g, 0);
}

int prefetch(CUdeviceptr p, CUstream s, CUdevice dev) {
  CUmemLocation where = {};
  where.type = CU_MEM_LOCATION_TYPE_DEVICE;
  where.id = dev;
  return cuMemPrefetchAsync(p, 64, where, 0, s);
  // CHECK:  return hipMemPrefetchAsync(p, 64, (where).type == hipMemLocationTypeDevice ? (where).id : hipCpuDeviceId, s);
}

int occupancy(CUfunction f, CUstream s, CUdeviceptr flag) {
  int grid = 0, block = 0;
  cuOccupancyMaxPotentialBlockSize(&grid, &block, f, nullptr, 0, 0);
  // CHECK:  hipModuleOccupancyMaxPotentialBlockSize(&grid, &block, f, 0, 0);
  cuOccupancyMaxPotentialBlockSizeWithFlags(&grid, &block, f, nullptr, 0, 0, 0);
  // CHECK:  hipModuleOccupancyMaxPotentialBlockSizeWithFlags(&grid, &block, f, 0, 0, 0);
  cuStreamWaitValue32_v2(s, flag, 1, CU_STREAM_WAIT_VALUE_EQ);
  // CHECK:  hipStreamWaitValue32(s, flag, 1, hipStreamWaitValueEq);
  return grid * block;
}
