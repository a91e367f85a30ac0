// Driver-API names whose HIP spelling is not a prefix swap, and runtime error
// codes whose HIP names have deprecated aliases: each maps to the HIP name of
// the same meaning (curated rows, with their reason). CUDA_VERSION is left and
// reported: HIP_VERSION counts differently.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda.h>
#include <cuda_runtime.h>

int pointers(CUdeviceptr p, CUfunction f, CUstream s, struct CUstream_st *raw) {
  CUpointer_attribute what = CU_POINTER_ATTRIBUTE_MEMORY_TYPE;
  // CHECK:  hipPointer_attribute what = HIP_POINTER_ATTRIBUTE_MEMORY_TYPE;
  int count = 0, blocks = 0;
  cuDeviceGetCount(&count);
  // CHECK:  hipGetDeviceCount(&count);
  cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, f, 256, 0);
  // CHECK:  hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, f, 256, 0);
  CUDA_MEMCPY3D copy = {};
  cuMemcpy3DAsync(&copy, s);
  // CHECK:  hipDrvMemcpy3DAsync(&copy, s);
  void *host = nullptr;
  cuMemHostAlloc(&host, 64, CU_MEMHOSTALLOC_PORTABLE);
  // CHECK:  hipHostMalloc(&host, 64, hipHostMallocPortable);
  CUarray_format format = CU_AD_FORMAT_FLOAT;
  // CHECK:  hipArray_Format format = HIP_AD_FORMAT_FLOAT;
  CUmem_advise advice = CU_MEM_ADVISE_SET_READ_MOSTLY;
  // CHECK:  hipMemoryAdvise advice = hipMemAdviseSetReadMostly;
  cuStreamWaitValue32(s, p, 1, CU_STREAM_WAIT_VALUE_GEQ);
  // CHECK:  hipStreamWaitValue32(s, p, 1, hipStreamWaitValueGte);
  return raw == nullptr ? count : blocks + int(what) + int(format) + int(advice);
  // CHECK:  return raw == nullptr ? count : blocks + int(what) + int(format) + int(advice);
}

bool outOfMemory(cudaError_t e) {
  return e == cudaErrorMemoryAllocation || e == cudaErrorInitializationError ||
         e == cudaErrorMapBufferObjectFailed || e == cudaErrorInvalidResourceHandle;
  // CHECK:  return e == hipErrorOutOfMemory || e == hipErrorNotInitialized ||
  // CHECK-NEXT:         e == hipErrorMapFailed || e == hipErrorInvalidHandle;
}

#if CUDA_VERSION >= 12000
// MSG:{{.*}}driver-curated.cu:[[@LINE-1]]:5: warning: 'CUDA_VERSION' has no HIP equivalent (HIP_VERSION encodes the version differently (major*10000000 + minor*100000 + patch); rewrite version tests by hand); left unchanged [hipify-unsupported-api]
// CHECK:#if CUDA_VERSION >= 12000
int recent = 1;
#endif
