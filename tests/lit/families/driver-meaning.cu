// Driver API names whose HIP counterpart is spelled otherwise, paired by
// meaning (scripts/cuda_twins.py): CUfunction_attribute is hipFunction_attribute
// (its enumerators are), CUdevice_P2PAttribute and CUmemPool_attribute are the
// runtime API's enums (same values and names), CUmemoryPool the runtime's pool
// handle (the same struct), cuMemAllocManaged and cuMemHostRegister HIP's
// runtime-style functions with the same parameter lists, cuCtxGetLimit
// hipDeviceGetLimit; cuuint64_t is uint64_t. The port builds with HIP 5.2.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --allow-empty --check-prefix=ERR --implicit-check-not='{{warning|error}}:' %s < %t.err
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -Wno-deprecated-declarations -c %t.hip -o %t.o %}
// ERR-NOT: {{.}}

#include <cuda.h>
// CHECK:#include <hip/hip_runtime.h>

#define CU_CHECK(call)                                                         \
  do {                                                                         \
    CUresult status_ = (call);                                                 \
    if (status_ != CUDA_SUCCESS)                                               \
      return status_;                                                          \
  } while (0)
// CHECK:    hipError_t status_ = (call);                                                 \
// CHECK-NEXT:    if (status_ != hipSuccess)                                               \

CUresult query(CUmodule module, CUdevice dev, CUdevice peer, CUmemoryPool pool,
               float *host, size_t bytes, int *maxThreads, size_t *heap) {
  // CHECK:hipError_t query(hipModule_t module, hipDevice_t dev, hipDevice_t peer, hipMemPool_t pool,
  CUfunction kernel;
  CU_CHECK(cuModuleGetFunction(&kernel, module, "scale"));
  CUfunction_attribute attr = CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK;
  CU_CHECK(cuFuncGetAttribute(maxThreads, attr, kernel));
  // CHECK:  hipFunction_attribute attr = HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK;
  // CHECK-NEXT:  CU_CHECK(hipFuncGetAttribute(maxThreads, attr, kernel));
  int p2p = 0;
  CUdevice_P2PAttribute p2pAttr = CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED;
  CU_CHECK(cuDeviceGetP2PAttribute(&p2p, p2pAttr, dev, peer));
  // CHECK:  hipDeviceP2PAttr p2pAttr = hipDevP2PAttrAccessSupported;
  // CHECK-NEXT:  CU_CHECK(hipDeviceGetP2PAttribute(&p2p, p2pAttr, dev, peer));
  cuuint64_t threshold = 1 << 20;
  CUmemPool_attribute poolAttr = CU_MEMPOOL_ATTR_RELEASE_THRESHOLD;
  CU_CHECK(cuMemPoolSetAttribute(pool, poolAttr, &threshold));
  // CHECK:  uint64_t threshold = 1 << 20;
  // CHECK-NEXT:  hipMemPoolAttr poolAttr = hipMemPoolAttrReleaseThreshold;
  // CHECK-NEXT:  CU_CHECK(hipMemPoolSetAttribute(pool, poolAttr, &threshold));
  CUdeviceptr managed;
  CU_CHECK(cuMemAllocManaged(&managed, bytes, CU_MEM_ATTACH_GLOBAL));
  CU_CHECK(cuMemHostRegister(host, bytes, CU_MEMHOSTREGISTER_PORTABLE));
  CU_CHECK(cuCtxGetLimit(heap, CU_LIMIT_MALLOC_HEAP_SIZE));
  CU_CHECK(cuMemHostUnregister(host));
  CU_CHECK(cuMemFree(managed));
  return p2p ? CUDA_SUCCESS : CUDA_ERROR_PEER_ACCESS_UNSUPPORTED;
  // CHECK:  hipDeviceptr_t managed;
  // CHECK-NEXT:  CU_CHECK(hipMallocManaged(&managed, bytes, hipMemAttachGlobal));
  // CHECK-NEXT:  CU_CHECK(hipHostRegister(host, bytes, hipHostRegisterPortable));
  // CHECK-NEXT:  CU_CHECK(hipDeviceGetLimit(heap, hipLimitMallocHeapSize));
  // CHECK-NEXT:  CU_CHECK(hipHostUnregister(host));
  // CHECK-NEXT:  CU_CHECK(hipFree(managed));
  // CHECK-NEXT:  return p2p ? hipSuccess : hipErrorPeerAccessUnsupported;
}
