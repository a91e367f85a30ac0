//===- cuda_api.h - the CUDA runtime API on the CPU runner ----------------===//
//
// The names, types and values of the CUDA runtime API, forwarding to the
// dialect-neutral runtime (runtime_api.h).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_CUDA_API_H
#define HIPIFY_CPU_CUDA_API_H

#include "hipify_cpu/kernel_pointers.h"
#include "hipify_cpu/mode.h"
#include "hipify_cpu/runtime_api.h"
#include "hipify_cpu/texture_api.h"
#include <cstddef>
#include <cstdint>

HIPIFY_CPU_BEGIN_DECLS

enum cudaError {
#define HIPIFY_CPU_ERROR_CODE(CUDA_NAME, HIP_NAME, VALUE, MESSAGE)             \
  CUDA_NAME = VALUE,
#include "hipify_cpu/error_codes.def"
#undef HIPIFY_CPU_ERROR_CODE
};
typedef enum cudaError cudaError_t;

enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4
};

enum cudaDeviceAttr {
#define HIPIFY_CPU_DEVICE_ATTRIBUTE(CUDA_NAME, HIP_NAME, VALUE, EXPR)          \
  CUDA_NAME = VALUE,
#include "hipify_cpu/device_attributes.def"
#undef HIPIFY_CPU_DEVICE_ATTRIBUTE
};

enum cudaFuncCache {
  cudaFuncCachePreferNone = 0,
  cudaFuncCachePreferShared = 1,
  cudaFuncCachePreferL1 = 2,
  cudaFuncCachePreferEqual = 3
};
enum cudaSharedMemConfig {
  cudaSharedMemBankSizeDefault = 0,
  cudaSharedMemBankSizeFourByte = 1,
  cudaSharedMemBankSizeEightByte = 2
};
enum cudaLimit {
  cudaLimitStackSize = 0,
  cudaLimitPrintfFifoSize = 1,
  cudaLimitMallocHeapSize = 2
};
enum cudaFuncAttribute {
  cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
  cudaFuncAttributePreferredSharedMemoryCarveout = 9
};
enum cudaMemoryType {
  cudaMemoryTypeUnregistered = 0,
  cudaMemoryTypeHost = 1,
  cudaMemoryTypeDevice = 2,
  cudaMemoryTypeManaged = 3
};
struct cudaPointerAttributes {
  enum cudaMemoryType type;
  int device;
  void *devicePointer;
  void *hostPointer;
};

typedef ::hipify_cpu::RuntimeStream *cudaStream_t;
typedef ::hipify_cpu::RuntimeEvent *cudaEvent_t;
#define cudaStreamLegacy ((cudaStream_t)0x1)
#define cudaStreamPerThread ((cudaStream_t)0x2)

enum : unsigned int {
  cudaStreamDefault = 0x0,
  cudaStreamNonBlocking = 0x1,
  cudaEventDefault = 0x0,
  cudaEventBlockingSync = 0x1,
  cudaEventDisableTiming = 0x2,
  cudaEventInterprocess = 0x4,
  cudaHostAllocDefault = 0x0,
  cudaHostAllocPortable = 0x1,
  cudaHostAllocMapped = 0x2,
  cudaHostAllocWriteCombined = 0x4,
  cudaHostRegisterDefault = 0x0,
  cudaHostRegisterPortable = 0x1,
  cudaHostRegisterMapped = 0x2,
  cudaHostRegisterIoMemory = 0x4,
  cudaHostRegisterReadOnly = 0x8,
  cudaMemAttachGlobal = 0x1,
  cudaMemAttachHost = 0x2,
  cudaMemAttachSingle = 0x4,
  cudaDeviceScheduleAuto = 0x0,
  cudaDeviceScheduleSpin = 0x1,
  cudaDeviceScheduleYield = 0x2,
  cudaDeviceScheduleBlockingSync = 0x4,
  cudaDeviceBlockingSync = 0x4,
  cudaDeviceMapHost = 0x8,
};
enum cudaComputeMode {
  cudaComputeModeDefault = 0,
  cudaComputeModeExclusive = 1,
  cudaComputeModeProhibited = 2,
  cudaComputeModeExclusiveProcess = 3
};
#define cudaCpuDeviceId ((int)-1)

struct cudaDeviceProp {
  char name[256];
  size_t totalGlobalMem;
  size_t sharedMemPerBlock;
  int regsPerBlock;
  int warpSize;
  size_t memPitch;
  int maxThreadsPerBlock;
  int maxThreadsDim[3];
  int maxGridSize[3];
  int clockRate;
  size_t totalConstMem;
  int major;
  int minor;
  size_t textureAlignment;
  size_t texturePitchAlignment;
  int deviceOverlap;
  int multiProcessorCount;
  int kernelExecTimeoutEnabled;
  int integrated;
  int canMapHostMemory;
  int computeMode;
  int concurrentKernels;
  int ECCEnabled;
  int pciBusID;
  int pciDeviceID;
  int pciDomainID;
  int tccDriver;
  int asyncEngineCount;
  int unifiedAddressing;
  int memoryClockRate;
  int memoryBusWidth;
  int l2CacheSize;
  int persistingL2CacheMaxSize;
  int maxThreadsPerMultiProcessor;
  int streamPrioritiesSupported;
  int globalL1CacheSupported;
  int localL1CacheSupported;
  size_t sharedMemPerMultiprocessor;
  int regsPerMultiprocessor;
  int managedMemory;
  int isMultiGpuBoard;
  int multiGpuBoardGroupID;
  int pageableMemoryAccess;
  int concurrentManagedAccess;
  int computePreemptionSupported;
  int cooperativeLaunch;
  size_t sharedMemPerBlockOptin;
  int maxBlocksPerMultiProcessor;
  size_t reservedSharedMemPerBlock;
  int maxTexture1D;
  int maxTexture1DMipmap;
  int maxTexture1DLinear;
  int maxTexture2D[2];
  int maxTexture2DMipmap[2];
  int maxTexture2DLinear[3];
  int maxTexture2DGather[2];
  int maxTexture3D[3];
  int maxTexture3DAlt[3];
  int maxTextureCubemap;
  int maxTexture1DLayered[2];
  int maxTexture2DLayered[3];
  int maxTextureCubemapLayered[2];
  int maxSurface1D;
  int maxSurface2D[2];
  int maxSurface3D[3];
  int maxSurface1DLayered[2];
  int maxSurface2DLayered[3];
  int maxSurfaceCubemap;
  int maxSurfaceCubemapLayered[2];
  size_t surfaceAlignment;
  int cooperativeMultiDeviceLaunch;
  int canUseHostPointerForRegisteredMem;
  int hostNativeAtomicSupported;
  int singleToDoublePrecisionPerfRatio;
  int directManagedMemAccessFromHost;
  int accessPolicyMaxWindowSize;
};

namespace hipify_cpu::cuda {
inline cudaError_t result(Error E) {
  return static_cast<cudaError_t>(error_code(E));
}
inline CopyKind kind(cudaMemcpyKind K) { return static_cast<CopyKind>(K); }
/// A failure the runtime functions do not check for themselves.
inline cudaError_t failure(Error E) {
  set_last_error(E);
  return result(E);
}
inline constexpr int kMajor = 8, kMinor = 0;
} // namespace hipify_cpu::cuda

// Arrays, texture and surface objects (texture.h).
HIPIFY_CPU_TEXTURE_API(cuda, cudaError_t)

// --- Errors -----------------------------------------------------------------
inline cudaError_t cudaGetLastError() {
  return static_cast<cudaError_t>(::hipify_cpu::last_error_code(true));
}
inline cudaError_t cudaPeekAtLastError() {
  return static_cast<cudaError_t>(::hipify_cpu::last_error_code(false));
}
inline const char *cudaGetErrorString(cudaError_t E) {
  return ::hipify_cpu::error_string(E);
}
inline const char *cudaGetErrorName(cudaError_t E) {
  return ::hipify_cpu::error_name(E, false);
}

// --- Memory -----------------------------------------------------------------
inline cudaError_t cudaMalloc(void **P, size_t Bytes) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_malloc(P, Bytes, ::hipify_cpu::MemoryKind::Device));
}
template <typename T> inline cudaError_t cudaMalloc(T **P, size_t Bytes) {
  return cudaMalloc(reinterpret_cast<void **>(const_cast<std::remove_const_t<T> **>(P)), Bytes);
}
inline cudaError_t cudaFree(void *P) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_free(P, ::hipify_cpu::MemoryKind::Device));
}
inline cudaError_t cudaMallocHost(void **P, size_t Bytes) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_malloc(
      P, Bytes, ::hipify_cpu::MemoryKind::PinnedHost));
}
template <typename T> inline cudaError_t cudaMallocHost(T **P, size_t Bytes) {
  return cudaMallocHost(reinterpret_cast<void **>(const_cast<std::remove_const_t<T> **>(P)), Bytes);
}
inline cudaError_t cudaHostAlloc(void **P, size_t Bytes, unsigned int) {
  return cudaMallocHost(P, Bytes);
}
template <typename T>
inline cudaError_t cudaHostAlloc(T **P, size_t Bytes, unsigned int Flags) {
  return cudaHostAlloc(reinterpret_cast<void **>(const_cast<std::remove_const_t<T> **>(P)), Bytes, Flags);
}
inline cudaError_t cudaFreeHost(void *P) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_free(P, ::hipify_cpu::MemoryKind::PinnedHost));
}
inline cudaError_t cudaMallocManaged(void **P, size_t Bytes,
                                     unsigned int = cudaMemAttachGlobal) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_malloc(P, Bytes, ::hipify_cpu::MemoryKind::Managed));
}
template <typename T>
inline cudaError_t cudaMallocManaged(T **P, size_t Bytes,
                                     unsigned int Flags = cudaMemAttachGlobal) {
  return cudaMallocManaged(reinterpret_cast<void **>(const_cast<std::remove_const_t<T> **>(P)), Bytes, Flags);
}
inline cudaError_t cudaMallocPitch(void **P, size_t *Pitch, size_t Width,
                                   size_t Height) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_malloc_pitch(P, Pitch, Width, Height));
}
template <typename T>
inline cudaError_t cudaMallocPitch(T **P, size_t *Pitch, size_t Width,
                                   size_t Height) {
  return cudaMallocPitch(reinterpret_cast<void **>(const_cast<std::remove_const_t<T> **>(P)), Pitch, Width, Height);
}
inline cudaError_t cudaHostRegister(void *, size_t, unsigned int) {
  return cudaSuccess;
}
inline cudaError_t cudaHostUnregister(void *) { return cudaSuccess; }
inline cudaError_t cudaHostGetDevicePointer(void **Device, void *Host,
                                            unsigned int) {
  *Device = Host;
  return cudaSuccess;
}
template <typename T>
inline cudaError_t cudaHostGetDevicePointer(T **Device, void *Host,
                                            unsigned int Flags) {
  return cudaHostGetDevicePointer(reinterpret_cast<void **>(Device), Host,
                                  Flags);
}

inline cudaError_t cudaMemcpy(void *Dst, const void *Src, size_t Bytes,
                              cudaMemcpyKind Kind) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_memcpy(
      Dst, Src, Bytes, ::hipify_cpu::cuda::kind(Kind)));
}
inline cudaError_t cudaMemcpyAsync(void *Dst, const void *Src, size_t Bytes,
                                   cudaMemcpyKind Kind,
                                   cudaStream_t Stream = 0) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::enqueue(Stream, [=] {
    return ::hipify_cpu::api_memcpy(Dst, Src, Bytes,
                                    ::hipify_cpu::cuda::kind(Kind));
  }));
}
inline cudaError_t cudaMemcpy2D(void *Dst, size_t DstPitch, const void *Src,
                                size_t SrcPitch, size_t Width, size_t Height,
                                cudaMemcpyKind Kind) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_memcpy_2d(Dst, DstPitch, Src, SrcPitch, Width, Height,
                                  ::hipify_cpu::cuda::kind(Kind)));
}
inline cudaError_t cudaMemcpy2DAsync(void *Dst, size_t DstPitch,
                                     const void *Src, size_t SrcPitch,
                                     size_t Width, size_t Height,
                                     cudaMemcpyKind Kind,
                                     cudaStream_t Stream = 0) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::enqueue(Stream, [=] {
    return ::hipify_cpu::api_memcpy_2d(Dst, DstPitch, Src, SrcPitch, Width,
                                       Height, ::hipify_cpu::cuda::kind(Kind));
  }));
}
inline cudaError_t cudaMemset(void *Dst, int Value, size_t Bytes) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_memset(Dst, Value, Bytes));
}
inline cudaError_t cudaMemsetAsync(void *Dst, int Value, size_t Bytes,
                                   cudaStream_t Stream = 0) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::enqueue(
      Stream, [=] { return ::hipify_cpu::api_memset(Dst, Value, Bytes); }));
}
inline cudaError_t cudaMemset2D(void *Dst, size_t Pitch, int Value,
                                size_t Width, size_t Height) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_memset_2d(Dst, Pitch, Value, Width, Height));
}
inline cudaError_t cudaMemset2DAsync(void *Dst, size_t Pitch, int Value,
                                     size_t Width, size_t Height,
                                     cudaStream_t Stream = 0) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::enqueue(Stream, [=] {
    return ::hipify_cpu::api_memset_2d(Dst, Pitch, Value, Width, Height);
  }));
}

// Symbols: the variable itself (C++ API), or its address (C API).
template <typename T>
inline cudaError_t
cudaMemcpyToSymbol(const T &Symbol, const void *Src, size_t Bytes,
                   size_t Offset = 0,
                   cudaMemcpyKind Kind = cudaMemcpyHostToDevice) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_memcpy_to_symbol(
      const_cast<T *>(&Symbol), sizeof(T), Src, Bytes, Offset,
      ::hipify_cpu::cuda::kind(Kind)));
}
inline cudaError_t
cudaMemcpyToSymbol(const void *Symbol, const void *Src, size_t Bytes,
                   size_t Offset = 0,
                   cudaMemcpyKind Kind = cudaMemcpyHostToDevice) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_memcpy_to_symbol(
      const_cast<void *>(Symbol), Offset + Bytes, Src, Bytes, Offset,
      ::hipify_cpu::cuda::kind(Kind)));
}
template <typename T>
inline cudaError_t
cudaMemcpyFromSymbol(void *Dst, const T &Symbol, size_t Bytes,
                     size_t Offset = 0,
                     cudaMemcpyKind Kind = cudaMemcpyDeviceToHost) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_memcpy_from_symbol(
      Dst, &Symbol, sizeof(T), Bytes, Offset, ::hipify_cpu::cuda::kind(Kind)));
}
inline cudaError_t
cudaMemcpyFromSymbol(void *Dst, const void *Symbol, size_t Bytes,
                     size_t Offset = 0,
                     cudaMemcpyKind Kind = cudaMemcpyDeviceToHost) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_memcpy_from_symbol(
      Dst, Symbol, Offset + Bytes, Bytes, Offset,
      ::hipify_cpu::cuda::kind(Kind)));
}
template <typename T>
inline cudaError_t
cudaMemcpyToSymbolAsync(const T &Symbol, const void *Src, size_t Bytes,
                        size_t Offset = 0,
                        cudaMemcpyKind Kind = cudaMemcpyHostToDevice,
                        cudaStream_t Stream = 0) {
  cudaError_t E = ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_stream_check(Stream));
  return E != cudaSuccess ? E
                          : cudaMemcpyToSymbol(Symbol, Src, Bytes, Offset, Kind);
}
template <typename T>
inline cudaError_t
cudaMemcpyFromSymbolAsync(void *Dst, const T &Symbol, size_t Bytes,
                          size_t Offset = 0,
                          cudaMemcpyKind Kind = cudaMemcpyDeviceToHost,
                          cudaStream_t Stream = 0) {
  cudaError_t E = ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_stream_check(Stream));
  return E != cudaSuccess
             ? E
             : cudaMemcpyFromSymbol(Dst, Symbol, Bytes, Offset, Kind);
}
template <typename T>
inline cudaError_t cudaGetSymbolAddress(void **Address, const T &Symbol) {
  ::hipify_cpu::register_symbol(&Symbol, sizeof(T));
  *Address = const_cast<T *>(&Symbol);
  return cudaSuccess;
}
template <typename T>
inline cudaError_t cudaGetSymbolSize(size_t *Size, const T &) {
  *Size = sizeof(T);
  return cudaSuccess;
}
inline cudaError_t cudaMemGetInfo(size_t *Free, size_t *Total) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_mem_get_info(Free, Total));
}
// Managed-memory hints: CUDA 13's forms take a location; the device-number
// forms are CUDA 12's, which older programs use.
enum cudaMemLocationType {
  cudaMemLocationTypeInvalid = 0,
  cudaMemLocationTypeNone = 0,
  cudaMemLocationTypeDevice = 1,
  cudaMemLocationTypeHost = 2,
  cudaMemLocationTypeHostNuma = 3,
  cudaMemLocationTypeHostNumaCurrent = 4
};
struct cudaMemLocation {
  enum cudaMemLocationType type;
  int id;
};
enum cudaMemoryAdvise {
  cudaMemAdviseSetReadMostly = 1,
  cudaMemAdviseUnsetReadMostly = 2,
  cudaMemAdviseSetPreferredLocation = 3,
  cudaMemAdviseUnsetPreferredLocation = 4,
  cudaMemAdviseSetAccessedBy = 5,
  cudaMemAdviseUnsetAccessedBy = 6
};
namespace hipify_cpu::cuda {
/// A location as a device number (kHostLocation: the host); an invalid
/// location is no device.
inline int location_device(cudaMemLocation L) {
  if (L.type == cudaMemLocationTypeDevice)
    return L.id;
  return L.type == cudaMemLocationTypeInvalid ? -2 : kHostLocation;
}
} // namespace hipify_cpu::cuda
inline cudaError_t cudaMemPrefetchAsync(const void *P, size_t Bytes,
                                        int Device, cudaStream_t Stream = 0) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_mem_hint(P, Bytes, Device, Stream));
}
inline cudaError_t cudaMemPrefetchAsync(const void *P, size_t Bytes,
                                        cudaMemLocation Location,
                                        unsigned int Flags,
                                        cudaStream_t Stream = 0) {
  if (Flags != 0)
    return ::hipify_cpu::cuda::failure(::hipify_cpu::Error::InvalidValue);
  return cudaMemPrefetchAsync(
      P, Bytes, ::hipify_cpu::cuda::location_device(Location), Stream);
}
inline cudaError_t cudaMemAdvise(const void *P, size_t Bytes,
                                 cudaMemoryAdvise Advice, int Device) {
  if (Advice < cudaMemAdviseSetReadMostly ||
      Advice > cudaMemAdviseUnsetAccessedBy)
    return ::hipify_cpu::cuda::failure(::hipify_cpu::Error::InvalidValue);
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_mem_hint(P, Bytes, Device, nullptr));
}
inline cudaError_t cudaMemAdvise(const void *P, size_t Bytes,
                                 cudaMemoryAdvise Advice,
                                 cudaMemLocation Location) {
  return cudaMemAdvise(P, Bytes, Advice,
                       ::hipify_cpu::cuda::location_device(Location));
}
inline cudaError_t cudaPointerGetAttributes(cudaPointerAttributes *A,
                                            const void *P) {
  ::hipify_cpu::PointerInfo Info = ::hipify_cpu::pointer_info(P);
  A->device = 0;
  A->devicePointer = nullptr;
  A->hostPointer = nullptr;
  if (!Info.Tracked) {
    A->type = cudaMemoryTypeUnregistered;
    A->device = -2;
    A->hostPointer = const_cast<void *>(P);
    return cudaSuccess;
  }
  switch (Info.Kind) {
  case ::hipify_cpu::MemoryKind::Device:
    A->type = cudaMemoryTypeDevice;
    A->devicePointer = const_cast<void *>(P);
    break;
  case ::hipify_cpu::MemoryKind::PinnedHost:
    A->type = cudaMemoryTypeHost;
    A->devicePointer = A->hostPointer = const_cast<void *>(P);
    break;
  case ::hipify_cpu::MemoryKind::Managed:
    A->type = cudaMemoryTypeManaged;
    A->devicePointer = A->hostPointer = const_cast<void *>(P);
    break;
  }
  return cudaSuccess;
}

// --- Streams and events -----------------------------------------------------
inline cudaError_t cudaStreamCreateWithPriority(cudaStream_t *S,
                                                unsigned int Flags,
                                                int Priority) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_stream_create(S, Flags, Priority));
}
inline cudaError_t cudaStreamCreateWithFlags(cudaStream_t *S,
                                             unsigned int Flags) {
  return cudaStreamCreateWithPriority(S, Flags, 0);
}
inline cudaError_t cudaStreamCreate(cudaStream_t *S) {
  return cudaStreamCreateWithPriority(S, cudaStreamDefault, 0);
}
inline cudaError_t cudaStreamDestroy(cudaStream_t S) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_stream_destroy(S));
}
inline cudaError_t cudaStreamSynchronize(cudaStream_t S) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_stream_check(S));
}
inline cudaError_t cudaStreamQuery(cudaStream_t S) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_stream_check(S));
}
inline cudaError_t cudaStreamWaitEvent(cudaStream_t S, cudaEvent_t E,
                                       unsigned int = 0) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_stream_wait_event(S, E));
}
inline cudaError_t cudaStreamGetFlags(cudaStream_t S, unsigned int *Flags) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_stream_get_flags(S, Flags));
}
inline cudaError_t cudaStreamGetPriority(cudaStream_t S, int *Priority) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_stream_get_priority(S, Priority));
}
inline cudaError_t cudaDeviceGetStreamPriorityRange(int *Least,
                                                    int *Greatest) {
  if (Least)
    *Least = 0;
  if (Greatest)
    *Greatest = -1;
  return cudaSuccess;
}
inline cudaError_t cudaEventCreateWithFlags(cudaEvent_t *E,
                                            unsigned int Flags) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_event_create(E, Flags));
}
inline cudaError_t cudaEventCreate(cudaEvent_t *E) {
  return cudaEventCreateWithFlags(E, cudaEventDefault);
}
inline cudaError_t cudaEventCreate(cudaEvent_t *E, unsigned int Flags) {
  return cudaEventCreateWithFlags(E, Flags);
}
inline cudaError_t cudaEventRecord(cudaEvent_t E, cudaStream_t S = 0) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_event_record(E, S));
}
inline cudaError_t cudaEventSynchronize(cudaEvent_t E) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_event_check(E));
}
inline cudaError_t cudaEventQuery(cudaEvent_t E) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_event_check(E));
}
inline cudaError_t cudaEventElapsedTime(float *Ms, cudaEvent_t Start,
                                        cudaEvent_t Stop) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_event_elapsed(Ms, Start, Stop));
}
inline cudaError_t cudaEventDestroy(cudaEvent_t E) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_event_destroy(E));
}

// --- The device -------------------------------------------------------------
inline cudaError_t cudaDeviceSynchronize() {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_device_synchronize());
}
inline cudaError_t cudaThreadSynchronize() { return cudaDeviceSynchronize(); }
inline cudaError_t cudaDeviceReset() {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_device_reset());
}
inline cudaError_t cudaGetDeviceCount(int *Count) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_get_device_count(Count));
}
inline cudaError_t cudaSetDevice(int Device) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_set_device(Device));
}
inline cudaError_t cudaGetDevice(int *Device) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_get_device(Device));
}
inline cudaError_t cudaSetDeviceFlags(unsigned int) { return cudaSuccess; }
inline cudaError_t cudaGetDeviceProperties(cudaDeviceProp *P, int Device) {
  cudaError_t E =
      ::hipify_cpu::cuda::result(::hipify_cpu::api_check_device(Device));
  if (E != cudaSuccess)
    return E;
  *P = cudaDeviceProp{};
  ::hipify_cpu::fill_common_properties(
      *P, ::hipify_cpu::device_limits(::hipify_cpu::cuda::kMajor,
                                      ::hipify_cpu::cuda::kMinor));
  P->deviceOverlap = 0;
  P->streamPrioritiesSupported = 1;
  P->globalL1CacheSupported = 1;
  P->localL1CacheSupported = 1;
  return cudaSuccess;
}
inline cudaError_t cudaDeviceGetAttribute(int *Value, cudaDeviceAttr Attr,
                                          int Device) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_device_attribute(
      Value, Attr, Device, ::hipify_cpu::cuda::kMajor,
      ::hipify_cpu::cuda::kMinor));
}
inline cudaError_t cudaDeviceSetCacheConfig(cudaFuncCache) {
  return cudaSuccess;
}
inline cudaError_t cudaDeviceGetCacheConfig(cudaFuncCache *Config) {
  *Config = cudaFuncCachePreferNone;
  return cudaSuccess;
}
inline cudaError_t cudaDeviceSetSharedMemConfig(cudaSharedMemConfig) {
  return cudaSuccess;
}
inline cudaError_t cudaDeviceSetLimit(cudaLimit, size_t) { return cudaSuccess; }
inline cudaError_t cudaDeviceGetLimit(size_t *Value, cudaLimit Limit) {
  *Value = Limit == cudaLimitStackSize ? 1024 : (8u << 20);
  return cudaSuccess;
}
inline cudaError_t cudaDeviceEnablePeerAccess(int Peer, unsigned int = 0) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_peer_access(Peer));
}
inline cudaError_t cudaDeviceDisablePeerAccess(int Peer) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_peer_access(Peer));
}
inline cudaError_t cudaMemcpyPeer(void *Dst, int DstDevice, const void *Src,
                             int SrcDevice, size_t Bytes) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_memcpy_peer(Dst, DstDevice, Src, SrcDevice, Bytes));
}
inline cudaError_t cudaMemcpyPeerAsync(void *Dst, int DstDevice, const void *Src,
                                  int SrcDevice, size_t Bytes,
                                  cudaStream_t Stream = 0) {
  cudaError_t E = ::hipify_cpu::cuda::result(::hipify_cpu::api_stream_check(Stream));
  return E != cudaSuccess ? E : cudaMemcpyPeer(Dst, DstDevice, Src, SrcDevice, Bytes);
}
inline cudaError_t cudaDeviceCanAccessPeer(int *Can, int Device, int Peer) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_can_access_peer(Can, Device, Peer));
}
enum cudaDeviceP2PAttr {
  cudaDevP2PAttrPerformanceRank = 1,
  cudaDevP2PAttrAccessSupported = 2,
  cudaDevP2PAttrNativeAtomicSupported = 3,
  cudaDevP2PAttrCudaArrayAccessSupported = 4,
};
/// Every other device is a peer, with native atomics (one shared memory).
inline cudaError_t cudaDeviceGetP2PAttribute(int *Value, cudaDeviceP2PAttr Attr, int Src,
                                         int Dst) {
  int Can = 0;
  cudaError_t Err = cudaDeviceCanAccessPeer(&Can, Src, Dst);
  if (Err != cudaSuccess)
    return Err;
  if (!Value)
    return cudaErrorInvalidValue;
  *Value = Attr == cudaDevP2PAttrPerformanceRank ? 0 : Can;
  return cudaSuccess;
}
/// A kernel's attributes, as a device of compute capability 8.0 would
/// report them for a kernel without registers spilled.
struct cudaFuncAttributes {
  size_t sharedSizeBytes;
  size_t constSizeBytes;
  size_t localSizeBytes;
  int maxThreadsPerBlock;
  int numRegs;
  int ptxVersion;
  int binaryVersion;
  int cacheModeCA;
  int maxDynamicSharedSizeBytes;
  int preferredShmemCarveout;
};
template <typename F>
inline cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *Attributes, F &&) {
  if (!Attributes)
    return cudaErrorInvalidValue;
  *Attributes = cudaFuncAttributes{0, 0, 0, 1024, 32, 80, 80, 0, 65536, -1};
  return cudaSuccess;
}
template <typename F> inline cudaError_t cudaFuncSetCacheConfig(F &&, cudaFuncCache) {
  return cudaSuccess;
}
template <typename F>
inline cudaError_t cudaFuncSetAttribute(F &&, cudaFuncAttribute, int) {
  return cudaSuccess;
}
template <typename F>
inline cudaError_t cudaFuncSetSharedMemConfig(F &&, cudaSharedMemConfig) {
  return cudaSuccess;
}
template <typename F>
inline cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    int *Blocks, F &&, int BlockSize, size_t SharedBytes) {
  *Blocks = ::hipify_cpu::max_active_blocks(BlockSize, SharedBytes);
  return cudaSuccess;
}
template <typename F>
inline cudaError_t cudaOccupancyMaxPotentialBlockSize(int *MinGridSize,
                                                      int *BlockSize, F &&,
                                                      size_t SharedBytes = 0,
                                                      int BlockSizeLimit = 0) {
  int Block = BlockSizeLimit > 0 && BlockSizeLimit < 256 ? BlockSizeLimit : 256;
  ::hipify_cpu::DeviceLimits L = ::hipify_cpu::device_limits(
      ::hipify_cpu::cuda::kMajor, ::hipify_cpu::cuda::kMinor);
  *BlockSize = Block;
  *MinGridSize = L.MultiProcessorCount *
                 ::hipify_cpu::max_active_blocks(Block, SharedBytes);
  return cudaSuccess;
}
inline cudaError_t cudaDriverGetVersion(int *Version) {
  *Version = CUDART_VERSION;
  return cudaSuccess;
}
inline cudaError_t cudaRuntimeGetVersion(int *Version) {
  *Version = CUDART_VERSION;
  return cudaSuccess;
}

// --- Launches by kernel address ---------------------------------------------
template <typename T>
inline cudaError_t cudaLaunchKernel(const T *Kernel, dim3 Grid, dim3 Block,
                                    void **Args, size_t SharedBytes = 0,
                                    cudaStream_t Stream = 0) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_launch_kernel(
      reinterpret_cast<const void *>(Kernel), Grid, Block, Args, SharedBytes,
      Stream));
}
/// A kernel itself (a `const T *` cannot take a function's address).
template <typename... Params>
inline cudaError_t cudaLaunchKernel(void (*Kernel)(Params...), dim3 Grid, dim3 Block,
                                  void **Args, size_t SharedBytes = 0,
                                  cudaStream_t Stream = 0) {
  return cudaLaunchKernel(reinterpret_cast<const void *>(Kernel), Grid, Block,
                          Args, SharedBytes, Stream);
}
typedef void (*cudaHostFn_t)(void *userData);
inline cudaError_t cudaLaunchHostFunc(cudaStream_t Stream, cudaHostFn_t Fn,
                                      void *UserData) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_launch_host_function(Stream, Fn, UserData));
}

// --- Stream capture and graphs ----------------------------------------------
typedef ::hipify_cpu::RuntimeGraph *cudaGraph_t;
typedef ::hipify_cpu::RuntimeGraphExec *cudaGraphExec_t;
typedef ::hipify_cpu::RuntimeGraphNode *cudaGraphNode_t;
enum cudaStreamCaptureMode {
  cudaStreamCaptureModeGlobal = 0,
  cudaStreamCaptureModeThreadLocal = 1,
  cudaStreamCaptureModeRelaxed = 2
};
enum cudaStreamCaptureStatus {
  cudaStreamCaptureStatusNone = 0,
  cudaStreamCaptureStatusActive = 1,
  cudaStreamCaptureStatusInvalidated = 2
};
// The node parameters' members gridDim and blockDim are not the built-in
// variables (exec.h's macros).
#pragma push_macro("gridDim")
#pragma push_macro("blockDim")
#undef gridDim
#undef blockDim
struct cudaKernelNodeParams {
  void *func;
  dim3 gridDim;
  dim3 blockDim;
  unsigned int sharedMemBytes;
  void **kernelParams;
  void **extra;
};
struct cudaHostNodeParams {
  cudaHostFn_t fn;
  void *userData;
};

inline cudaError_t cudaStreamBeginCapture(cudaStream_t Stream,
                                          cudaStreamCaptureMode) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_stream_begin_capture(Stream));
}
inline cudaError_t cudaStreamEndCapture(cudaStream_t Stream,
                                        cudaGraph_t *Graph) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_stream_end_capture(Stream, Graph));
}
inline cudaError_t cudaStreamIsCapturing(cudaStream_t Stream,
                                         cudaStreamCaptureStatus *Status) {
  ::hipify_cpu::CaptureStatus Got{};
  cudaError_t E = ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_stream_capture_status(Stream, Status ? &Got : nullptr));
  if (E == cudaSuccess)
    *Status = static_cast<cudaStreamCaptureStatus>(Got);
  return E;
}
inline cudaError_t cudaThreadExchangeStreamCaptureMode(
    cudaStreamCaptureMode *Mode) {
  return Mode ? cudaSuccess
              : ::hipify_cpu::cuda::failure(::hipify_cpu::Error::InvalidValue);
}
inline cudaError_t cudaGraphCreate(cudaGraph_t *Graph, unsigned int) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_graph_create(Graph));
}
inline cudaError_t cudaGraphDestroy(cudaGraph_t Graph) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_graph_destroy(Graph));
}
/// CUDA 12's form (flags); the CUDA 11 form below (error node, log) is
/// what older programs call.
inline cudaError_t cudaGraphInstantiate(cudaGraphExec_t *Exec,
                                        cudaGraph_t Graph,
                                        unsigned long long = 0) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_graph_instantiate(Exec, Graph));
}
inline cudaError_t cudaGraphInstantiate(cudaGraphExec_t *Exec,
                                        cudaGraph_t Graph,
                                        cudaGraphNode_t *ErrorNode,
                                        char *LogBuffer, size_t LogSize) {
  if (ErrorNode)
    *ErrorNode = nullptr;
  if (LogBuffer && LogSize)
    LogBuffer[0] = '\0';
  return cudaGraphInstantiate(Exec, Graph);
}
inline cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t *Exec,
                                                 cudaGraph_t Graph,
                                                 unsigned long long = 0) {
  return cudaGraphInstantiate(Exec, Graph);
}
inline cudaError_t cudaGraphLaunch(cudaGraphExec_t Exec, cudaStream_t Stream) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_graph_launch(Exec, Stream));
}
inline cudaError_t cudaGraphExecDestroy(cudaGraphExec_t Exec) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_graph_exec_destroy(Exec));
}
inline cudaError_t cudaGraphGetNodes(cudaGraph_t Graph, cudaGraphNode_t *Nodes,
                                     size_t *Count) {
  if (Nodes)
    return ::hipify_cpu::cuda::failure(::hipify_cpu::Error::NotSupported);
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_graph_node_count(Graph, Count));
}
// Explicit nodes run after every node added before them: the dependencies
// a program gives name earlier nodes, so that order respects them.
inline cudaError_t cudaGraphAddKernelNode(cudaGraphNode_t *Node,
                                          cudaGraph_t Graph,
                                          const cudaGraphNode_t *, size_t,
                                          const cudaKernelNodeParams *Params) {
  if (!Node || !Params || Params->extra)
    return ::hipify_cpu::cuda::failure(::hipify_cpu::Error::InvalidValue);
  ::hipify_cpu::DeferredOperation Launch;
  ::hipify_cpu::Error E = ::hipify_cpu::api_bind_kernel(
      &Launch, Params->func, Params->gridDim, Params->blockDim,
      Params->sharedMemBytes, Params->kernelParams);
  if (E != ::hipify_cpu::Error::Success)
    return ::hipify_cpu::cuda::result(E);
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_graph_add_node(Graph, Launch, Node));
}
#pragma pop_macro("blockDim")
#pragma pop_macro("gridDim")
inline cudaError_t cudaGraphAddHostNode(cudaGraphNode_t *Node,
                                        cudaGraph_t Graph,
                                        const cudaGraphNode_t *, size_t,
                                        const cudaHostNodeParams *Params) {
  if (!Node || !Params || !Params->fn)
    return ::hipify_cpu::cuda::failure(::hipify_cpu::Error::InvalidValue);
  cudaHostFn_t Fn = Params->fn;
  void *UserData = Params->userData;
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_graph_add_node(
      Graph, ::hipify_cpu::defer([Fn, UserData] {
        Fn(UserData);
        return ::hipify_cpu::Error::Success;
      }),
      Node));
}
inline cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t *Node,
                                         cudaGraph_t Graph,
                                         const cudaGraphNode_t *, size_t) {
  if (!Node)
    return ::hipify_cpu::cuda::failure(::hipify_cpu::Error::InvalidValue);
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_graph_add_node(
      Graph, ::hipify_cpu::defer([] { return ::hipify_cpu::Error::Success; }),
      Node));
}

// --- Memory pools and stream-ordered allocation -----------------------------
typedef ::hipify_cpu::RuntimeMemPool *cudaMemPool_t;
enum cudaMemPoolAttr {
  cudaMemPoolReuseFollowEventDependencies = 0x1,
  cudaMemPoolReuseAllowOpportunistic = 0x2,
  cudaMemPoolReuseAllowInternalDependencies = 0x3,
  cudaMemPoolAttrReleaseThreshold = 0x4,
  cudaMemPoolAttrReservedMemCurrent = 0x5,
  cudaMemPoolAttrReservedMemHigh = 0x6,
  cudaMemPoolAttrUsedMemCurrent = 0x7,
  cudaMemPoolAttrUsedMemHigh = 0x8
};
enum cudaMemAllocationType {
  cudaMemAllocationTypeInvalid = 0x0,
  cudaMemAllocationTypePinned = 0x1,
  cudaMemAllocationTypeManaged = 0x2,
  cudaMemAllocationTypeMax = 0x7FFFFFFF
};
enum cudaMemAllocationHandleType {
  cudaMemHandleTypeNone = 0x0,
  cudaMemHandleTypePosixFileDescriptor = 0x1,
  cudaMemHandleTypeWin32 = 0x2,
  cudaMemHandleTypeWin32Kmt = 0x4,
  cudaMemHandleTypeFabric = 0x8
};
struct cudaMemPoolProps {
  enum cudaMemAllocationType allocType;
  enum cudaMemAllocationHandleType handleTypes;
  struct cudaMemLocation location;
  void *win32SecurityAttributes;
  size_t maxSize;
  unsigned short usage;
  unsigned char reserved[54];
};

inline cudaError_t cudaMemPoolCreate(cudaMemPool_t *Pool,
                                     const cudaMemPoolProps *Props) {
  if (!Props || Props->location.type != cudaMemLocationTypeDevice)
    return ::hipify_cpu::cuda::failure(::hipify_cpu::Error::InvalidValue);
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_mem_pool_create(Pool, Props->location.id));
}
inline cudaError_t cudaMemPoolDestroy(cudaMemPool_t Pool) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_mem_pool_destroy(Pool));
}
inline cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t *Pool,
                                               int Device) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_default_mem_pool(Pool, Device));
}
inline cudaError_t cudaDeviceGetMemPool(cudaMemPool_t *Pool, int Device) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_current_mem_pool(Pool, Device));
}
inline cudaError_t cudaDeviceSetMemPool(int Device, cudaMemPool_t Pool) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_set_current_mem_pool(Device, Pool));
}
inline cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t Pool,
                                           cudaMemPoolAttr Attr, void *Value) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_mem_pool_set_attribute(
      Pool, static_cast<::hipify_cpu::PoolAttribute>(Attr), Value));
}
inline cudaError_t cudaMemPoolGetAttribute(cudaMemPool_t Pool,
                                           cudaMemPoolAttr Attr, void *Value) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_mem_pool_get_attribute(
      Pool, static_cast<::hipify_cpu::PoolAttribute>(Attr), Value));
}
inline cudaError_t cudaMemPoolTrimTo(cudaMemPool_t Pool, size_t MinBytes) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_mem_pool_trim(Pool, MinBytes));
}
inline cudaError_t cudaMallocFromPoolAsync(void **P, size_t Bytes,
                                           cudaMemPool_t Pool,
                                           cudaStream_t Stream) {
  if (!Pool)
    return ::hipify_cpu::cuda::failure(::hipify_cpu::Error::InvalidValue);
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_malloc_async(P, Bytes, Pool, Stream));
}
template <typename T>
inline cudaError_t cudaMallocFromPoolAsync(T **P, size_t Bytes,
                                           cudaMemPool_t Pool,
                                           cudaStream_t Stream) {
  return cudaMallocFromPoolAsync(reinterpret_cast<void **>(const_cast<std::remove_const_t<T> **>(P)), Bytes, Pool,
                                 Stream);
}
inline cudaError_t cudaMallocAsync(void **P, size_t Bytes,
                                   cudaStream_t Stream = 0) {
  return ::hipify_cpu::cuda::result(
      ::hipify_cpu::api_malloc_async(P, Bytes, nullptr, Stream));
}
template <typename T>
inline cudaError_t cudaMallocAsync(T **P, size_t Bytes,
                                   cudaStream_t Stream = 0) {
  return cudaMallocAsync(reinterpret_cast<void **>(const_cast<std::remove_const_t<T> **>(P)), Bytes, Stream);
}
inline cudaError_t cudaFreeAsync(void *P, cudaStream_t Stream = 0) {
  return ::hipify_cpu::cuda::result(::hipify_cpu::api_free_async(P, Stream));
}

HIPIFY_CPU_END_DECLS

#endif
