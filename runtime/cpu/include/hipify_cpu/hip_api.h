//===- hip_api.h - the HIP runtime API on the CPU runner ------------------===//
//
// The names, types and values of the HIP runtime API, forwarding to the
// dialect-neutral runtime (runtime_api.h).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_HIP_API_H
#define HIPIFY_CPU_HIP_API_H

#include "hipify_cpu/kernel_pointers.h"
#include "hipify_cpu/mode.h"
#include "hipify_cpu/runtime_api.h"
#include "hipify_cpu/texture_api.h"
#include <cstddef>
#include <cstdint>

HIPIFY_CPU_BEGIN_DECLS

enum hipError_t {
#define HIPIFY_CPU_ERROR_CODE(CUDA_NAME, HIP_NAME, VALUE, MESSAGE)             \
  HIP_NAME = VALUE,
#include "hipify_cpu/error_codes.def"
#undef HIPIFY_CPU_ERROR_CODE
  // HIP's second names for some of them.
  hipErrorMemoryAllocation = hipErrorOutOfMemory,
  hipErrorInitializationError = hipErrorNotInitialized,
  hipErrorInvalidResourceHandle = hipErrorInvalidHandle,
};

enum hipMemcpyKind {
  hipMemcpyHostToHost = 0,
  hipMemcpyHostToDevice = 1,
  hipMemcpyDeviceToHost = 2,
  hipMemcpyDeviceToDevice = 3,
  hipMemcpyDefault = 4
};

enum hipDeviceAttribute_t {
#define HIPIFY_CPU_DEVICE_ATTRIBUTE(CUDA_NAME, HIP_NAME, VALUE, EXPR)          \
  HIP_NAME = VALUE,
#include "hipify_cpu/device_attributes.def"
#undef HIPIFY_CPU_DEVICE_ATTRIBUTE
};

enum hipFuncCache_t {
  hipFuncCachePreferNone = 0,
  hipFuncCachePreferShared = 1,
  hipFuncCachePreferL1 = 2,
  hipFuncCachePreferEqual = 3
};
enum hipSharedMemConfig {
  hipSharedMemBankSizeDefault = 0,
  hipSharedMemBankSizeFourByte = 1,
  hipSharedMemBankSizeEightByte = 2
};
enum hipLimit_t {
  hipLimitStackSize = 0,
  hipLimitPrintfFifoSize = 1,
  hipLimitMallocHeapSize = 2
};
enum hipFuncAttribute {
  hipFuncAttributeMaxDynamicSharedMemorySize = 8,
  hipFuncAttributePreferredSharedMemoryCarveout = 9
};
enum hipMemoryType {
  hipMemoryTypeUnregistered = 0,
  hipMemoryTypeHost = 1,
  hipMemoryTypeDevice = 2,
  hipMemoryTypeManaged = 3
};
struct hipPointerAttribute_t {
  enum hipMemoryType type;
  int device;
  void *devicePointer;
  void *hostPointer;
  int isManaged;
  unsigned int allocationFlags;
};

typedef ::hipify_cpu::RuntimeStream *hipStream_t;
typedef ::hipify_cpu::RuntimeEvent *hipEvent_t;
#define hipStreamPerThread ((hipStream_t)0x2)

enum : unsigned int {
  hipStreamDefault = 0x0,
  hipStreamNonBlocking = 0x1,
  hipEventDefault = 0x0,
  hipEventBlockingSync = 0x1,
  hipEventDisableTiming = 0x2,
  hipEventInterprocess = 0x4,
  hipEventReleaseToDevice = 0x40000000,
  hipEventReleaseToSystem = 0x80000000,
  hipHostMallocDefault = 0x0,
  hipHostMallocPortable = 0x1,
  hipHostMallocMapped = 0x2,
  hipHostMallocWriteCombined = 0x4,
  hipHostMallocNumaUser = 0x20000000,
  hipHostMallocCoherent = 0x40000000,
  hipHostMallocNonCoherent = 0x80000000,
  hipHostAllocDefault = 0x0,
  hipHostAllocPortable = 0x1,
  hipHostAllocMapped = 0x2,
  hipHostAllocWriteCombined = 0x4,
  hipHostRegisterDefault = 0x0,
  hipHostRegisterPortable = 0x1,
  hipHostRegisterMapped = 0x2,
  hipHostRegisterIoMemory = 0x4,
  hipHostRegisterReadOnly = 0x8,
  hipMemAttachGlobal = 0x1,
  hipMemAttachHost = 0x2,
  hipMemAttachSingle = 0x4,
  hipDeviceScheduleAuto = 0x0,
  hipDeviceScheduleSpin = 0x1,
  hipDeviceScheduleYield = 0x2,
  hipDeviceScheduleBlockingSync = 0x4,
  hipDeviceMapHost = 0x8,
};
enum hipComputeMode {
  hipComputeModeDefault = 0,
  hipComputeModeExclusive = 1,
  hipComputeModeProhibited = 2,
  hipComputeModeExclusiveProcess = 3
};
#define hipCpuDeviceId ((int)-1)
#define hipInvalidDeviceId ((int)-1)

struct hipDeviceProp_t {
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
  int asyncEngineCount;
  int unifiedAddressing;
  int memoryClockRate;
  int memoryBusWidth;
  int l2CacheSize;
  int maxThreadsPerMultiProcessor;
  size_t sharedMemPerMultiprocessor;
  size_t maxSharedMemoryPerMultiProcessor;
  int regsPerMultiprocessor;
  int managedMemory;
  int isMultiGpuBoard;
  int pageableMemoryAccess;
  int concurrentManagedAccess;
  int cooperativeLaunch;
  size_t sharedMemPerBlockOptin;
  int maxBlocksPerMultiProcessor;
  int clockInstructionRate;
  int gcnArch;
  char gcnArchName[256];
  int hostNativeAtomicSupported;
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
  int singleToDoublePrecisionPerfRatio;
  int directManagedMemAccessFromHost;
  int accessPolicyMaxWindowSize;
};

namespace hipify_cpu::hip {
inline hipError_t result(Error E) {
  return static_cast<hipError_t>(error_code(E));
}
inline CopyKind kind(hipMemcpyKind K) { return static_cast<CopyKind>(K); }
inline constexpr int kMajor = 9, kMinor = 0; // gfx90a
/// A failure the runtime functions do not check for themselves.
inline hipError_t failure(Error E) {
  set_last_error(E);
  return result(E);
}
} // namespace hipify_cpu::hip

// Arrays, texture and surface objects (texture.h).
HIPIFY_CPU_TEXTURE_API(hip, hipError_t)

// --- Errors -----------------------------------------------------------------
inline hipError_t hipGetLastError() {
  return static_cast<hipError_t>(::hipify_cpu::last_error_code(true));
}
inline hipError_t hipPeekAtLastError() {
  return static_cast<hipError_t>(::hipify_cpu::last_error_code(false));
}
inline const char *hipGetErrorString(hipError_t E) {
  return ::hipify_cpu::error_string(E);
}
inline const char *hipGetErrorName(hipError_t E) {
  return ::hipify_cpu::error_name(E, true);
}

// --- Memory -----------------------------------------------------------------
inline hipError_t hipMalloc(void **P, size_t Bytes) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_malloc(P, Bytes, ::hipify_cpu::MemoryKind::Device));
}
template <typename T> inline hipError_t hipMalloc(T **P, size_t Bytes) {
  return hipMalloc(reinterpret_cast<void **>(const_cast<std::remove_const_t<T> **>(P)), Bytes);
}
inline hipError_t hipFree(void *P) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_free(P, ::hipify_cpu::MemoryKind::Device));
}
inline hipError_t hipHostMalloc(void **P, size_t Bytes,
                                unsigned int = hipHostMallocDefault) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_malloc(
      P, Bytes, ::hipify_cpu::MemoryKind::PinnedHost));
}
template <typename T>
inline hipError_t hipHostMalloc(T **P, size_t Bytes,
                                unsigned int Flags = hipHostMallocDefault) {
  return hipHostMalloc(reinterpret_cast<void **>(const_cast<std::remove_const_t<T> **>(P)), Bytes, Flags);
}
inline hipError_t hipMallocHost(void **P, size_t Bytes) {
  return hipHostMalloc(P, Bytes);
}
template <typename T> inline hipError_t hipMallocHost(T **P, size_t Bytes) {
  return hipHostMalloc(reinterpret_cast<void **>(const_cast<std::remove_const_t<T> **>(P)), Bytes);
}
inline hipError_t hipHostAlloc(void **P, size_t Bytes, unsigned int) {
  return hipHostMalloc(P, Bytes);
}
template <typename T>
inline hipError_t hipHostAlloc(T **P, size_t Bytes, unsigned int Flags) {
  return hipHostAlloc(reinterpret_cast<void **>(const_cast<std::remove_const_t<T> **>(P)), Bytes, Flags);
}
inline hipError_t hipHostFree(void *P) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_free(P, ::hipify_cpu::MemoryKind::PinnedHost));
}
inline hipError_t hipFreeHost(void *P) { return hipHostFree(P); }
inline hipError_t hipMallocManaged(void **P, size_t Bytes,
                                     unsigned int = hipMemAttachGlobal) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_malloc(P, Bytes, ::hipify_cpu::MemoryKind::Managed));
}
template <typename T>
inline hipError_t hipMallocManaged(T **P, size_t Bytes,
                                     unsigned int Flags = hipMemAttachGlobal) {
  return hipMallocManaged(reinterpret_cast<void **>(const_cast<std::remove_const_t<T> **>(P)), Bytes, Flags);
}
inline hipError_t hipMallocPitch(void **P, size_t *Pitch, size_t Width,
                                   size_t Height) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_malloc_pitch(P, Pitch, Width, Height));
}
template <typename T>
inline hipError_t hipMallocPitch(T **P, size_t *Pitch, size_t Width,
                                   size_t Height) {
  return hipMallocPitch(reinterpret_cast<void **>(const_cast<std::remove_const_t<T> **>(P)), Pitch, Width, Height);
}
/// Profiler markers change nothing on the runner.
inline hipError_t hipProfilerStart() { return hipSuccess; }
inline hipError_t hipProfilerStop() { return hipSuccess; }
inline hipError_t hipHostRegister(void *, size_t, unsigned int) {
  return hipSuccess;
}
inline hipError_t hipHostUnregister(void *) { return hipSuccess; }
inline hipError_t hipHostGetDevicePointer(void **Device, void *Host,
                                            unsigned int) {
  *Device = Host;
  return hipSuccess;
}
template <typename T>
inline hipError_t hipHostGetDevicePointer(T **Device, void *Host,
                                            unsigned int Flags) {
  return hipHostGetDevicePointer(reinterpret_cast<void **>(Device), Host,
                                  Flags);
}

inline hipError_t hipMemcpy(void *Dst, const void *Src, size_t Bytes,
                              hipMemcpyKind Kind) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_memcpy(
      Dst, Src, Bytes, ::hipify_cpu::hip::kind(Kind)));
}
inline hipError_t hipMemcpyHtoD(void *Dst, const void *Src, size_t Bytes) {
  return hipMemcpy(Dst, Src, Bytes, hipMemcpyHostToDevice);
}
inline hipError_t hipMemcpyDtoH(void *Dst, const void *Src, size_t Bytes) {
  return hipMemcpy(Dst, Src, Bytes, hipMemcpyDeviceToHost);
}
inline hipError_t hipMemcpyDtoD(void *Dst, const void *Src, size_t Bytes) {
  return hipMemcpy(Dst, Src, Bytes, hipMemcpyDeviceToDevice);
}
inline hipError_t hipMemcpyAsync(void *Dst, const void *Src, size_t Bytes,
                                   hipMemcpyKind Kind,
                                   hipStream_t Stream = 0) {
  return ::hipify_cpu::hip::result(::hipify_cpu::enqueue(Stream, [=] {
    return ::hipify_cpu::api_memcpy(Dst, Src, Bytes,
                                    ::hipify_cpu::hip::kind(Kind));
  }));
}
inline hipError_t hipMemcpy2D(void *Dst, size_t DstPitch, const void *Src,
                                size_t SrcPitch, size_t Width, size_t Height,
                                hipMemcpyKind Kind) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_memcpy_2d(Dst, DstPitch, Src, SrcPitch, Width, Height,
                                  ::hipify_cpu::hip::kind(Kind)));
}
inline hipError_t hipMemcpy2DAsync(void *Dst, size_t DstPitch,
                                     const void *Src, size_t SrcPitch,
                                     size_t Width, size_t Height,
                                     hipMemcpyKind Kind,
                                     hipStream_t Stream = 0) {
  return ::hipify_cpu::hip::result(::hipify_cpu::enqueue(Stream, [=] {
    return ::hipify_cpu::api_memcpy_2d(Dst, DstPitch, Src, SrcPitch, Width,
                                       Height, ::hipify_cpu::hip::kind(Kind));
  }));
}
inline hipError_t hipMemset(void *Dst, int Value, size_t Bytes) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_memset(Dst, Value, Bytes));
}
inline hipError_t hipMemsetD8(void *Dst, unsigned char Value, size_t Count) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_memset_elements(Dst, Value, 1, Count));
}
inline hipError_t hipMemsetD16(void *Dst, unsigned short Value, size_t Count) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_memset_elements(Dst, Value, 2, Count));
}
inline hipError_t hipMemsetD32(void *Dst, int Value, size_t Count) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_memset_elements(
      Dst, static_cast<unsigned int>(Value), 4, Count));
}
inline hipError_t hipMemsetAsync(void *Dst, int Value, size_t Bytes,
                                   hipStream_t Stream = 0) {
  return ::hipify_cpu::hip::result(::hipify_cpu::enqueue(
      Stream, [=] { return ::hipify_cpu::api_memset(Dst, Value, Bytes); }));
}
inline hipError_t hipMemset2D(void *Dst, size_t Pitch, int Value,
                                size_t Width, size_t Height) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_memset_2d(Dst, Pitch, Value, Width, Height));
}
inline hipError_t hipMemset2DAsync(void *Dst, size_t Pitch, int Value,
                                     size_t Width, size_t Height,
                                     hipStream_t Stream = 0) {
  return ::hipify_cpu::hip::result(::hipify_cpu::enqueue(Stream, [=] {
    return ::hipify_cpu::api_memset_2d(Dst, Pitch, Value, Width, Height);
  }));
}

// Symbols: the variable itself (C++ API), or its address (C API).
template <typename T>
inline hipError_t
hipMemcpyToSymbol(const T &Symbol, const void *Src, size_t Bytes,
                   size_t Offset = 0,
                   hipMemcpyKind Kind = hipMemcpyHostToDevice) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_memcpy_to_symbol(
      const_cast<T *>(&Symbol), sizeof(T), Src, Bytes, Offset,
      ::hipify_cpu::hip::kind(Kind)));
}
inline hipError_t
hipMemcpyToSymbol(const void *Symbol, const void *Src, size_t Bytes,
                   size_t Offset = 0,
                   hipMemcpyKind Kind = hipMemcpyHostToDevice) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_memcpy_to_symbol(
      const_cast<void *>(Symbol), Offset + Bytes, Src, Bytes, Offset,
      ::hipify_cpu::hip::kind(Kind)));
}
template <typename T>
inline hipError_t
hipMemcpyFromSymbol(void *Dst, const T &Symbol, size_t Bytes,
                     size_t Offset = 0,
                     hipMemcpyKind Kind = hipMemcpyDeviceToHost) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_memcpy_from_symbol(
      Dst, &Symbol, sizeof(T), Bytes, Offset, ::hipify_cpu::hip::kind(Kind)));
}
inline hipError_t
hipMemcpyFromSymbol(void *Dst, const void *Symbol, size_t Bytes,
                     size_t Offset = 0,
                     hipMemcpyKind Kind = hipMemcpyDeviceToHost) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_memcpy_from_symbol(
      Dst, Symbol, Offset + Bytes, Bytes, Offset,
      ::hipify_cpu::hip::kind(Kind)));
}
template <typename T>
inline hipError_t
hipMemcpyToSymbolAsync(const T &Symbol, const void *Src, size_t Bytes,
                        size_t Offset = 0,
                        hipMemcpyKind Kind = hipMemcpyHostToDevice,
                        hipStream_t Stream = 0) {
  hipError_t E = ::hipify_cpu::hip::result(
      ::hipify_cpu::api_stream_check(Stream));
  return E != hipSuccess ? E
                          : hipMemcpyToSymbol(Symbol, Src, Bytes, Offset, Kind);
}
template <typename T>
inline hipError_t
hipMemcpyFromSymbolAsync(void *Dst, const T &Symbol, size_t Bytes,
                          size_t Offset = 0,
                          hipMemcpyKind Kind = hipMemcpyDeviceToHost,
                          hipStream_t Stream = 0) {
  hipError_t E = ::hipify_cpu::hip::result(
      ::hipify_cpu::api_stream_check(Stream));
  return E != hipSuccess
             ? E
             : hipMemcpyFromSymbol(Dst, Symbol, Bytes, Offset, Kind);
}
template <typename T>
inline hipError_t hipGetSymbolAddress(void **Address, const T &Symbol) {
  ::hipify_cpu::register_symbol(&Symbol, sizeof(T));
  *Address = const_cast<T *>(&Symbol);
  return hipSuccess;
}
template <typename T>
inline hipError_t hipGetSymbolSize(size_t *Size, const T &) {
  *Size = sizeof(T);
  return hipSuccess;
}
inline hipError_t hipMemGetInfo(size_t *Free, size_t *Total) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_mem_get_info(Free, Total));
}
// Managed-memory hints: HIP takes a device number (hipCpuDeviceId: the
// host).
enum hipMemLocationType {
  hipMemLocationTypeInvalid = 0,
  hipMemLocationTypeDevice = 1
};
struct hipMemLocation {
  hipMemLocationType type;
  int id;
};
enum hipMemoryAdvise {
  hipMemAdviseSetReadMostly = 1,
  hipMemAdviseUnsetReadMostly = 2,
  hipMemAdviseSetPreferredLocation = 3,
  hipMemAdviseUnsetPreferredLocation = 4,
  hipMemAdviseSetAccessedBy = 5,
  hipMemAdviseUnsetAccessedBy = 6,
  hipMemAdviseSetCoarseGrain = 100,
  hipMemAdviseUnsetCoarseGrain = 101
};
inline hipError_t hipMemPrefetchAsync(const void *P, size_t Bytes, int Device,
                                      hipStream_t Stream = 0) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_mem_hint(P, Bytes, Device, Stream));
}
inline hipError_t hipMemAdvise(const void *P, size_t Bytes,
                               hipMemoryAdvise Advice, int Device) {
  bool Known = (Advice >= hipMemAdviseSetReadMostly &&
                Advice <= hipMemAdviseUnsetAccessedBy) ||
               Advice == hipMemAdviseSetCoarseGrain ||
               Advice == hipMemAdviseUnsetCoarseGrain;
  if (!Known)
    return ::hipify_cpu::hip::failure(::hipify_cpu::Error::InvalidValue);
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_mem_hint(P, Bytes, Device, nullptr));
}
inline hipError_t hipPointerGetAttributes(hipPointerAttribute_t *A,
                                            const void *P) {
  ::hipify_cpu::PointerInfo Info = ::hipify_cpu::pointer_info(P);
  A->device = 0;
  A->isManaged = 0;
  A->allocationFlags = 0;
  A->devicePointer = nullptr;
  A->hostPointer = nullptr;
  if (!Info.Tracked) {
    A->type = hipMemoryTypeUnregistered;
    A->device = -2;
    A->hostPointer = const_cast<void *>(P);
    return hipSuccess;
  }
  A->isManaged = Info.Kind == ::hipify_cpu::MemoryKind::Managed;
  switch (Info.Kind) {
  case ::hipify_cpu::MemoryKind::Device:
    A->type = hipMemoryTypeDevice;
    A->devicePointer = const_cast<void *>(P);
    break;
  case ::hipify_cpu::MemoryKind::PinnedHost:
    A->type = hipMemoryTypeHost;
    A->devicePointer = A->hostPointer = const_cast<void *>(P);
    break;
  case ::hipify_cpu::MemoryKind::Managed:
    A->type = hipMemoryTypeManaged;
    A->devicePointer = A->hostPointer = const_cast<void *>(P);
    break;
  }
  return hipSuccess;
}

// --- Streams and events -----------------------------------------------------
inline hipError_t hipStreamCreateWithPriority(hipStream_t *S,
                                                unsigned int Flags,
                                                int Priority) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_stream_create(S, Flags, Priority));
}
inline hipError_t hipStreamCreateWithFlags(hipStream_t *S,
                                             unsigned int Flags) {
  return hipStreamCreateWithPriority(S, Flags, 0);
}
inline hipError_t hipStreamCreate(hipStream_t *S) {
  return hipStreamCreateWithPriority(S, hipStreamDefault, 0);
}
inline hipError_t hipStreamDestroy(hipStream_t S) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_stream_destroy(S));
}
inline hipError_t hipStreamSynchronize(hipStream_t S) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_stream_check(S));
}
inline hipError_t hipStreamQuery(hipStream_t S) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_stream_check(S));
}
inline hipError_t hipStreamWaitEvent(hipStream_t S, hipEvent_t E,
                                       unsigned int = 0) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_stream_wait_event(S, E));
}
inline hipError_t hipStreamGetFlags(hipStream_t S, unsigned int *Flags) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_stream_get_flags(S, Flags));
}
inline hipError_t hipStreamGetPriority(hipStream_t S, int *Priority) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_stream_get_priority(S, Priority));
}
inline hipError_t hipDeviceGetStreamPriorityRange(int *Least,
                                                    int *Greatest) {
  if (Least)
    *Least = 0;
  if (Greatest)
    *Greatest = -1;
  return hipSuccess;
}
inline hipError_t hipEventCreateWithFlags(hipEvent_t *E,
                                            unsigned int Flags) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_event_create(E, Flags));
}
inline hipError_t hipEventCreate(hipEvent_t *E) {
  return hipEventCreateWithFlags(E, hipEventDefault);
}
inline hipError_t hipEventCreate(hipEvent_t *E, unsigned int Flags) {
  return hipEventCreateWithFlags(E, Flags);
}
inline hipError_t hipEventRecord(hipEvent_t E, hipStream_t S = 0) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_event_record(E, S));
}
inline hipError_t hipEventSynchronize(hipEvent_t E) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_event_check(E));
}
inline hipError_t hipEventQuery(hipEvent_t E) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_event_check(E));
}
inline hipError_t hipEventElapsedTime(float *Ms, hipEvent_t Start,
                                        hipEvent_t Stop) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_event_elapsed(Ms, Start, Stop));
}
inline hipError_t hipEventDestroy(hipEvent_t E) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_event_destroy(E));
}

// --- The device -------------------------------------------------------------
inline hipError_t hipDeviceSynchronize() {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_device_synchronize());
}
inline hipError_t hipDeviceReset() {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_device_reset());
}
inline hipError_t hipGetDeviceCount(int *Count) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_get_device_count(Count));
}
inline hipError_t hipSetDevice(int Device) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_set_device(Device));
}
inline hipError_t hipGetDevice(int *Device) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_get_device(Device));
}
inline hipError_t hipSetDeviceFlags(unsigned int) { return hipSuccess; }
inline hipError_t hipInit(unsigned int) { return hipSuccess; }
inline hipError_t hipGetDeviceProperties(hipDeviceProp_t *P, int Device) {
  hipError_t E =
      ::hipify_cpu::hip::result(::hipify_cpu::api_check_device(Device));
  if (E != hipSuccess)
    return E;
  *P = hipDeviceProp_t{};
  ::hipify_cpu::fill_common_properties(
      *P, ::hipify_cpu::device_limits(::hipify_cpu::hip::kMajor,
                                      ::hipify_cpu::hip::kMinor));
  P->maxSharedMemoryPerMultiProcessor = P->sharedMemPerMultiprocessor;
  P->clockInstructionRate = P->clockRate;
  P->gcnArch = 910;
  const char Arch[] = "gfx90a";
  for (size_t I = 0; I < sizeof(Arch); ++I)
    P->gcnArchName[I] = Arch[I];
  P->hostNativeAtomicSupported = 1;
  return hipSuccess;
}
inline hipError_t hipDeviceGetAttribute(int *Value, hipDeviceAttribute_t Attr,
                                          int Device) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_device_attribute(
      Value, Attr, Device, ::hipify_cpu::hip::kMajor,
      ::hipify_cpu::hip::kMinor));
}
inline hipError_t hipDeviceSetCacheConfig(hipFuncCache_t) {
  return hipSuccess;
}
inline hipError_t hipDeviceGetCacheConfig(hipFuncCache_t *Config) {
  *Config = hipFuncCachePreferNone;
  return hipSuccess;
}
inline hipError_t hipDeviceSetSharedMemConfig(hipSharedMemConfig) {
  return hipSuccess;
}
inline hipError_t hipDeviceSetLimit(hipLimit_t, size_t) { return hipSuccess; }
inline hipError_t hipDeviceGetLimit(size_t *Value, hipLimit_t Limit) {
  *Value = Limit == hipLimitStackSize ? 1024 : (8u << 20);
  return hipSuccess;
}
inline hipError_t hipDeviceEnablePeerAccess(int Peer, unsigned int = 0) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_peer_access(Peer));
}
inline hipError_t hipDeviceDisablePeerAccess(int Peer) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_peer_access(Peer));
}
inline hipError_t hipMemcpyPeer(void *Dst, int DstDevice, const void *Src,
                             int SrcDevice, size_t Bytes) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_memcpy_peer(Dst, DstDevice, Src, SrcDevice, Bytes));
}
inline hipError_t hipMemcpyPeerAsync(void *Dst, int DstDevice, const void *Src,
                                  int SrcDevice, size_t Bytes,
                                  hipStream_t Stream = 0) {
  hipError_t E = ::hipify_cpu::hip::result(::hipify_cpu::api_stream_check(Stream));
  return E != hipSuccess ? E : hipMemcpyPeer(Dst, DstDevice, Src, SrcDevice, Bytes);
}
inline hipError_t hipDeviceCanAccessPeer(int *Can, int Device, int Peer) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_can_access_peer(Can, Device, Peer));
}
enum hipDeviceP2PAttr {
  hipDevP2PAttrPerformanceRank = 0,
  hipDevP2PAttrAccessSupported = 1,
  hipDevP2PAttrNativeAtomicSupported = 2,
  hipDevP2PAttrHipArrayAccessSupported = 3,
};
/// Every other device is a peer, with native atomics (one shared memory).
inline hipError_t hipDeviceGetP2PAttribute(int *Value, hipDeviceP2PAttr Attr, int Src,
                                         int Dst) {
  int Can = 0;
  hipError_t Err = hipDeviceCanAccessPeer(&Can, Src, Dst);
  if (Err != hipSuccess)
    return Err;
  if (!Value)
    return hipErrorInvalidValue;
  *Value = Attr == hipDevP2PAttrPerformanceRank ? 0 : Can;
  return hipSuccess;
}
/// A kernel's attributes, as a device of compute capability 8.0 would
/// report them for a kernel without registers spilled.
struct hipFuncAttributes {
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
inline hipError_t hipFuncGetAttributes(hipFuncAttributes *Attributes, F &&) {
  if (!Attributes)
    return hipErrorInvalidValue;
  *Attributes = hipFuncAttributes{0, 0, 0, 1024, 32, 80, 80, 0, 65536, -1};
  return hipSuccess;
}
template <typename F> inline hipError_t hipFuncSetCacheConfig(F &&, hipFuncCache_t) {
  return hipSuccess;
}
template <typename F>
inline hipError_t hipFuncSetAttribute(F &&, hipFuncAttribute, int) {
  return hipSuccess;
}
template <typename F>
inline hipError_t hipFuncSetSharedMemConfig(F &&, hipSharedMemConfig) {
  return hipSuccess;
}
template <typename F>
inline hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(
    int *Blocks, F &&, int BlockSize, size_t SharedBytes) {
  *Blocks = ::hipify_cpu::max_active_blocks(BlockSize, SharedBytes);
  return hipSuccess;
}
template <typename F>
inline hipError_t hipOccupancyMaxPotentialBlockSize(int *MinGridSize,
                                                      int *BlockSize, F &&,
                                                      size_t SharedBytes = 0,
                                                      int BlockSizeLimit = 0) {
  int Block = BlockSizeLimit > 0 && BlockSizeLimit < 256 ? BlockSizeLimit : 256;
  ::hipify_cpu::DeviceLimits L = ::hipify_cpu::device_limits(
      ::hipify_cpu::hip::kMajor, ::hipify_cpu::hip::kMinor);
  *BlockSize = Block;
  *MinGridSize = L.MultiProcessorCount *
                 ::hipify_cpu::max_active_blocks(Block, SharedBytes);
  return hipSuccess;
}
inline hipError_t hipDriverGetVersion(int *Version) {
  *Version = HIP_VERSION;
  return hipSuccess;
}
inline hipError_t hipRuntimeGetVersion(int *Version) {
  *Version = HIP_VERSION;
  return hipSuccess;
}

// --- Launches by kernel address ---------------------------------------------
template <typename T>
inline hipError_t hipLaunchKernel(const T *Kernel, dim3 Grid, dim3 Block,
                                  void **Args, size_t SharedBytes = 0,
                                  hipStream_t Stream = 0) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_launch_kernel(
      reinterpret_cast<const void *>(Kernel), Grid, Block, Args, SharedBytes,
      Stream));
}
/// A kernel itself (a `const T *` cannot take a function's address).
template <typename... Params>
inline hipError_t hipLaunchKernel(void (*Kernel)(Params...), dim3 Grid, dim3 Block,
                                  void **Args, size_t SharedBytes = 0,
                                  hipStream_t Stream = 0) {
  return hipLaunchKernel(reinterpret_cast<const void *>(Kernel), Grid, Block,
                          Args, SharedBytes, Stream);
}
typedef void (*hipHostFn_t)(void *userData);
inline hipError_t hipLaunchHostFunc(hipStream_t Stream, hipHostFn_t Fn,
                                    void *UserData) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_launch_host_function(Stream, Fn, UserData));
}

// --- Stream capture and graphs ----------------------------------------------
typedef ::hipify_cpu::RuntimeGraph *hipGraph_t;
typedef ::hipify_cpu::RuntimeGraphExec *hipGraphExec_t;
typedef ::hipify_cpu::RuntimeGraphNode *hipGraphNode_t;
enum hipStreamCaptureMode {
  hipStreamCaptureModeGlobal = 0,
  hipStreamCaptureModeThreadLocal = 1,
  hipStreamCaptureModeRelaxed = 2
};
enum hipStreamCaptureStatus {
  hipStreamCaptureStatusNone = 0,
  hipStreamCaptureStatusActive = 1,
  hipStreamCaptureStatusInvalidated = 2
};
// The node parameters' members gridDim and blockDim are not the built-in
// variables (exec.h's macros).
#pragma push_macro("gridDim")
#pragma push_macro("blockDim")
#undef gridDim
#undef blockDim
struct hipKernelNodeParams {
  dim3 blockDim;
  void **extra;
  void *func;
  dim3 gridDim;
  void **kernelParams;
  unsigned int sharedMemBytes;
};
struct hipHostNodeParams {
  hipHostFn_t fn;
  void *userData;
};

inline hipError_t hipStreamBeginCapture(hipStream_t Stream,
                                        hipStreamCaptureMode) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_stream_begin_capture(Stream));
}
inline hipError_t hipStreamEndCapture(hipStream_t Stream, hipGraph_t *Graph) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_stream_end_capture(Stream, Graph));
}
inline hipError_t hipStreamIsCapturing(hipStream_t Stream,
                                       hipStreamCaptureStatus *Status) {
  ::hipify_cpu::CaptureStatus Got{};
  hipError_t E = ::hipify_cpu::hip::result(
      ::hipify_cpu::api_stream_capture_status(Stream, Status ? &Got : nullptr));
  if (E == hipSuccess)
    *Status = static_cast<hipStreamCaptureStatus>(Got);
  return E;
}
inline hipError_t hipGraphCreate(hipGraph_t *Graph, unsigned int) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_graph_create(Graph));
}
inline hipError_t hipGraphDestroy(hipGraph_t Graph) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_graph_destroy(Graph));
}
inline hipError_t hipGraphInstantiate(hipGraphExec_t *Exec, hipGraph_t Graph,
                                      hipGraphNode_t *ErrorNode,
                                      char *LogBuffer, size_t LogSize) {
  if (ErrorNode)
    *ErrorNode = nullptr;
  if (LogBuffer && LogSize)
    LogBuffer[0] = '\0';
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_graph_instantiate(Exec, Graph));
}
inline hipError_t hipGraphInstantiateWithFlags(hipGraphExec_t *Exec,
                                               hipGraph_t Graph,
                                               unsigned long long) {
  return hipGraphInstantiate(Exec, Graph, nullptr, nullptr, 0);
}
inline hipError_t hipGraphLaunch(hipGraphExec_t Exec, hipStream_t Stream) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_graph_launch(Exec, Stream));
}
inline hipError_t hipGraphExecDestroy(hipGraphExec_t Exec) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_graph_exec_destroy(Exec));
}
inline hipError_t hipGraphGetNodes(hipGraph_t Graph, hipGraphNode_t *Nodes,
                                   size_t *Count) {
  if (Nodes)
    return ::hipify_cpu::hip::failure(::hipify_cpu::Error::NotSupported);
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_graph_node_count(Graph, Count));
}
// Explicit nodes run after every node added before them (see cuda_api.h).
inline hipError_t hipGraphAddKernelNode(hipGraphNode_t *Node, hipGraph_t Graph,
                                        const hipGraphNode_t *, size_t,
                                        const hipKernelNodeParams *Params) {
  if (!Node || !Params || Params->extra)
    return ::hipify_cpu::hip::failure(::hipify_cpu::Error::InvalidValue);
  ::hipify_cpu::DeferredOperation Launch;
  ::hipify_cpu::Error E = ::hipify_cpu::api_bind_kernel(
      &Launch, Params->func, Params->gridDim, Params->blockDim,
      Params->sharedMemBytes, Params->kernelParams);
  if (E != ::hipify_cpu::Error::Success)
    return ::hipify_cpu::hip::result(E);
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_graph_add_node(Graph, Launch, Node));
}
#pragma pop_macro("blockDim")
#pragma pop_macro("gridDim")
inline hipError_t hipGraphAddHostNode(hipGraphNode_t *Node, hipGraph_t Graph,
                                      const hipGraphNode_t *, size_t,
                                      const hipHostNodeParams *Params) {
  if (!Node || !Params || !Params->fn)
    return ::hipify_cpu::hip::failure(::hipify_cpu::Error::InvalidValue);
  hipHostFn_t Fn = Params->fn;
  void *UserData = Params->userData;
  return ::hipify_cpu::hip::result(::hipify_cpu::api_graph_add_node(
      Graph, ::hipify_cpu::defer([Fn, UserData] {
        Fn(UserData);
        return ::hipify_cpu::Error::Success;
      }),
      Node));
}
inline hipError_t hipGraphAddEmptyNode(hipGraphNode_t *Node, hipGraph_t Graph,
                                       const hipGraphNode_t *, size_t) {
  if (!Node)
    return ::hipify_cpu::hip::failure(::hipify_cpu::Error::InvalidValue);
  return ::hipify_cpu::hip::result(::hipify_cpu::api_graph_add_node(
      Graph, ::hipify_cpu::defer([] { return ::hipify_cpu::Error::Success; }),
      Node));
}

// --- Memory pools and stream-ordered allocation -----------------------------
typedef ::hipify_cpu::RuntimeMemPool *hipMemPool_t;
enum hipMemPoolAttr {
  hipMemPoolReuseFollowEventDependencies = 0x1,
  hipMemPoolReuseAllowOpportunistic = 0x2,
  hipMemPoolReuseAllowInternalDependencies = 0x3,
  hipMemPoolAttrReleaseThreshold = 0x4,
  hipMemPoolAttrReservedMemCurrent = 0x5,
  hipMemPoolAttrReservedMemHigh = 0x6,
  hipMemPoolAttrUsedMemCurrent = 0x7,
  hipMemPoolAttrUsedMemHigh = 0x8
};
enum hipMemAllocationType {
  hipMemAllocationTypeInvalid = 0x0,
  hipMemAllocationTypePinned = 0x1,
  hipMemAllocationTypeMax = 0x7FFFFFFF
};
enum hipMemAllocationHandleType {
  hipMemHandleTypeNone = 0x0,
  hipMemHandleTypePosixFileDescriptor = 0x1,
  hipMemHandleTypeWin32 = 0x2,
  hipMemHandleTypeWin32Kmt = 0x4
};
struct hipMemPoolProps {
  hipMemAllocationType allocType;
  hipMemAllocationHandleType handleTypes;
  hipMemLocation location;
  void *win32SecurityAttributes;
  size_t maxSize;
  unsigned char reserved[56];
};

inline hipError_t hipMemPoolCreate(hipMemPool_t *Pool,
                                   const hipMemPoolProps *Props) {
  if (!Props || Props->location.type != hipMemLocationTypeDevice)
    return ::hipify_cpu::hip::failure(::hipify_cpu::Error::InvalidValue);
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_mem_pool_create(Pool, Props->location.id));
}
inline hipError_t hipMemPoolDestroy(hipMemPool_t Pool) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_mem_pool_destroy(Pool));
}
inline hipError_t hipDeviceGetDefaultMemPool(hipMemPool_t *Pool, int Device) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_default_mem_pool(Pool, Device));
}
inline hipError_t hipDeviceGetMemPool(hipMemPool_t *Pool, int Device) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_current_mem_pool(Pool, Device));
}
inline hipError_t hipDeviceSetMemPool(int Device, hipMemPool_t Pool) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_set_current_mem_pool(Device, Pool));
}
inline hipError_t hipMemPoolSetAttribute(hipMemPool_t Pool,
                                         hipMemPoolAttr Attr, void *Value) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_mem_pool_set_attribute(
      Pool, static_cast<::hipify_cpu::PoolAttribute>(Attr), Value));
}
inline hipError_t hipMemPoolGetAttribute(hipMemPool_t Pool,
                                         hipMemPoolAttr Attr, void *Value) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_mem_pool_get_attribute(
      Pool, static_cast<::hipify_cpu::PoolAttribute>(Attr), Value));
}
inline hipError_t hipMemPoolTrimTo(hipMemPool_t Pool, size_t MinBytes) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_mem_pool_trim(Pool, MinBytes));
}
inline hipError_t hipMallocFromPoolAsync(void **P, size_t Bytes,
                                         hipMemPool_t Pool,
                                         hipStream_t Stream) {
  if (!Pool)
    return ::hipify_cpu::hip::failure(::hipify_cpu::Error::InvalidValue);
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_malloc_async(P, Bytes, Pool, Stream));
}
template <typename T>
inline hipError_t hipMallocFromPoolAsync(T **P, size_t Bytes,
                                         hipMemPool_t Pool,
                                         hipStream_t Stream) {
  return hipMallocFromPoolAsync(reinterpret_cast<void **>(const_cast<std::remove_const_t<T> **>(P)), Bytes, Pool,
                                Stream);
}
inline hipError_t hipMallocAsync(void **P, size_t Bytes,
                                 hipStream_t Stream = 0) {
  return ::hipify_cpu::hip::result(
      ::hipify_cpu::api_malloc_async(P, Bytes, nullptr, Stream));
}
template <typename T>
inline hipError_t hipMallocAsync(T **P, size_t Bytes, hipStream_t Stream = 0) {
  return hipMallocAsync(reinterpret_cast<void **>(const_cast<std::remove_const_t<T> **>(P)), Bytes, Stream);
}
inline hipError_t hipFreeAsync(void *P, hipStream_t Stream = 0) {
  return ::hipify_cpu::hip::result(::hipify_cpu::api_free_async(P, Stream));
}

HIPIFY_CPU_END_DECLS

#endif
