//===- runtime_api.h - the host runtime API, dialect-neutral --------------===//
//
// What cudaMalloc, hipMemcpy, cudaEventRecord... do, once: the dialect
// headers (cuda_api.h, hip_api.h) declare the CUDA and HIP names, types and
// error values, and forward here. Every function returns a hipify_cpu::Error
// and records a failure as the sticky last error, as both runtimes do.
//
// Streams are in order and synchronous: an operation on a stream has
// finished when its call returns, so queries succeed and synchronisation
// only checks handles. Copies check their direction against the tracked
// allocations, so that a copy whose kind names the wrong side fails with
// InvalidValue and copies nothing, as on a GPU whose pointers are not all
// host pointers.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_RUNTIME_API_H
#define HIPIFY_CPU_RUNTIME_API_H

#include "hipify_cpu/deferred.h"
#include "hipify_cpu/dim3.h"
#include "hipify_cpu/errors.h"
#include "hipify_cpu/memory.h"
#include "hipify_cpu/mode.h"
#include <cstddef>

HIPIFY_CPU_BEGIN_DECLS
namespace hipify_cpu {

/// The numeric value of cudaError_t / hipError_t for E.
constexpr int error_code(Error E) {
  switch (E) {
  case Error::Success:
    return 0;
  case Error::InvalidValue:
    return 1;
  case Error::MemoryAllocation:
    return 2;
  case Error::InitializationError:
    return 3;
  case Error::InvalidConfiguration:
    return 9;
  case Error::InvalidSymbol:
    return 13;
  case Error::InvalidDevicePointer:
    return 17;
  case Error::InvalidMemcpyDirection:
    return 21;
  case Error::NoDevice:
    return 100;
  case Error::InvalidDevice:
    return 101;
  case Error::InvalidResourceHandle:
    return 400;
  case Error::NotReady:
    return 600;
  case Error::LaunchFailure:
    return 719;
  case Error::NotSupported:
    return 801;
  case Error::InvalidDeviceFunction:
    return 98;
  case Error::IllegalState:
    return 401;
  case Error::StreamCaptureUnsupported:
    return 900;
  case Error::StreamCaptureUnmatched:
    return 903;
  }
  return 999;
}

/// cudaGetErrorName / hipGetErrorName and cudaGetErrorString /
/// hipGetErrorString of a numeric error value.
const char *error_name(int Code, bool Hip);
const char *error_string(int Code);
/// The sticky last error as a numeric value; Clear resets it.
int last_error_code(bool Clear);

// --- Memory -----------------------------------------------------------------
/// cudaMemcpyKind / hipMemcpyKind, with the same values.
enum class CopyKind {
  HostToHost = 0,
  HostToDevice = 1,
  DeviceToHost = 2,
  DeviceToDevice = 3,
  Default = 4
};

Error api_malloc(void **Pointer, size_t Bytes, MemoryKind Kind);
/// Frees memory from api_malloc of the same kind (Device: managed memory
/// too, as cudaFree does); null is fine.
Error api_free(void *Pointer, MemoryKind Kind);
/// Rows of Width bytes padded to a pitch (a multiple of kPitchAlignment).
Error api_malloc_pitch(void **Pointer, size_t *Pitch, size_t Width,
                       size_t Height);
inline constexpr size_t kPitchAlignment = 512;

Error api_memcpy(void *Destination, const void *Source, size_t Bytes,
                 CopyKind Kind);
Error api_memcpy_2d(void *Destination, size_t DestinationPitch,
                    const void *Source, size_t SourcePitch, size_t Width,
                    size_t Height, CopyKind Kind);
Error api_memset(void *Destination, int Value, size_t Bytes);
Error api_memset_2d(void *Destination, size_t Pitch, int Value, size_t Width,
                    size_t Height);
/// Fills Count elements of ElementSize bytes with Value (hipMemsetD32...).
Error api_memset_elements(void *Destination, unsigned long long Value,
                          size_t ElementSize, size_t Count);

/// A __device__ or __constant__ variable, which is plain host memory in run
/// mode: copies to and from it, and its address, count as device memory.
void register_symbol(const void *Address, size_t Size);
Error api_memcpy_to_symbol(void *Symbol, size_t SymbolSize, const void *Source,
                           size_t Bytes, size_t Offset, CopyKind Kind);
Error api_memcpy_from_symbol(void *Destination, const void *Symbol,
                             size_t SymbolSize, size_t Bytes, size_t Offset,
                             CopyKind Kind);

/// What a pointer points into.
struct PointerInfo {
  bool Tracked;      ///< An allocation of this runtime (or a symbol).
  MemoryKind Kind;   ///< Its kind, when tracked.
  const void *Base;  ///< The allocation's first byte.
  size_t Size;       ///< Its size in bytes.
};
PointerInfo pointer_info(const void *Pointer);
Error api_mem_get_info(size_t *Free, size_t *Total);

// --- Streams and events -----------------------------------------------------
struct RuntimeStream;
struct RuntimeEvent;

Error api_stream_create(RuntimeStream **Stream, unsigned Flags, int Priority);
Error api_stream_destroy(RuntimeStream *Stream);
/// Synchronising or querying a stream: it is idle, if it exists. Null (the
/// default stream) and the legacy/per-thread handles 1 and 2 always do.
Error api_stream_check(RuntimeStream *Stream);
Error api_stream_wait_event(RuntimeStream *Stream, RuntimeEvent *Event);
Error api_stream_get_flags(RuntimeStream *Stream, unsigned *Flags);
Error api_stream_get_priority(RuntimeStream *Stream, int *Priority);

Error api_event_create(RuntimeEvent **Event, unsigned Flags);
Error api_event_destroy(RuntimeEvent *Event);
Error api_event_record(RuntimeEvent *Event, RuntimeStream *Stream);
/// Synchronising or querying an event: it exists (recorded or not).
Error api_event_check(RuntimeEvent *Event);
/// Milliseconds between two recorded events (steady clock).
Error api_event_elapsed(float *Milliseconds, RuntimeEvent *Start,
                        RuntimeEvent *Stop);
/// cudaEventDisableTiming / hipEventDisableTiming.
inline constexpr unsigned kEventDisableTiming = 2;

/// Runs Operation now, or records it when Stream is capturing (an
/// operation of a graph runs when the graph is launched). Stream must be a
/// live handle.
template <typename F> Error enqueue(RuntimeStream *Stream, F &&Operation) {
  Error E = api_stream_check(Stream);
  if (E != Error::Success)
    return E;
  if (Stream && stream_capturing(Stream)) {
    capture_operation(Stream, defer(std::forward<F>(Operation)));
    return Error::Success;
  }
  return Operation();
}
/// A host function run in stream order (cudaLaunchHostFunc).
Error api_launch_host_function(RuntimeStream *Stream, void (*Function)(void *),
                               void *Data);

// --- Stream capture and graphs ------------------------------------------------
// A graph is the list of operations a capture recorded (or that were added to
// it as nodes), in the order they were issued; every dependency of the
// program's (stream order, events, explicit edges) points to an earlier
// operation, so running them in that order respects them all. An executable
// graph shares its graph's operations; launching it runs them all, in order,
// and stops at the first that fails.
struct LaunchSite;
struct RuntimeGraph;
struct RuntimeGraphExec;
struct RuntimeGraphNode;

/// cudaStreamCaptureStatus / hipStreamCaptureStatus.
enum class CaptureStatus { None = 0, Active = 1, Invalidated = 2 };

/// Operations issued to Stream from now on are recorded, not run. The null
/// stream cannot capture (StreamCaptureUnsupported), nor a stream that
/// already does (IllegalState).
Error api_stream_begin_capture(RuntimeStream *Stream);
/// Ends the capture Stream began, and of the streams that joined it by
/// waiting for one of its events; *Graph receives what it recorded.
Error api_stream_end_capture(RuntimeStream *Stream, RuntimeGraph **Graph);
Error api_stream_capture_status(RuntimeStream *Stream, CaptureStatus *Status);

Error api_graph_create(RuntimeGraph **Graph);
Error api_graph_destroy(RuntimeGraph *Graph);
/// Adds Operation (which the graph then owns) after every node so far.
Error api_graph_add_node(RuntimeGraph *Graph, DeferredOperation Operation,
                         RuntimeGraphNode **Node);
/// How many nodes Graph has.
Error api_graph_node_count(RuntimeGraph *Graph, size_t *Count);
Error api_graph_instantiate(RuntimeGraphExec **Exec, RuntimeGraph *Graph);
Error api_graph_exec_destroy(RuntimeGraphExec *Exec);
/// Runs Exec's operations (recorded instead when Stream captures).
Error api_graph_launch(RuntimeGraphExec *Exec, RuntimeStream *Stream);

// --- Launches by kernel address ---------------------------------------------
// `cudaLaunchKernel((void *)kernel, grid, block, args, shared, stream)`
// names the kernel by its address, and its arguments by their addresses.
// The preparation step wraps each use of a kernel's address in
// kernel_address() (kernel_pointers.h), which registers the kernel, with
// what the step knows of it, and a binder for its parameter types.

/// Copies the arguments Args[I] points to and returns the launch as an
/// operation that owns them.
using KernelBinder = DeferredOperation (*)(const LaunchSite &Site,
                                           const void *Kernel, dim3 Grid,
                                           dim3 Block, size_t SharedBytes,
                                           void **Args);
void register_kernel(const void *Kernel, const LaunchSite &Site,
                     KernelBinder Bind);
/// The launch of a registered kernel as an operation; InvalidDeviceFunction
/// for an address no kernel_address() registered.
Error api_bind_kernel(DeferredOperation *Launch, const void *Kernel,
                      dim3 Grid, dim3 Block, size_t SharedBytes, void **Args);
/// cudaLaunchKernel / hipLaunchKernel.
Error api_launch_kernel(const void *Kernel, dim3 Grid, dim3 Block, void **Args,
                        size_t SharedBytes, RuntimeStream *Stream);

// --- Memory pools and stream-ordered allocation -----------------------------
// Allocations from a pool are device allocations (api_malloc), made and
// freed when the call is issued: streams are synchronous. A pool records
// the attributes a program sets and reports them back; it reserves no
// memory of its own, so the release threshold and trimming change nothing
// (the reserved and used figures are those of its live allocations).
struct RuntimeMemPool;

/// cudaMemPoolAttr / hipMemPoolAttr, with the same values.
enum class PoolAttribute {
  ReuseFollowEventDependencies = 1,
  ReuseAllowOpportunistic = 2,
  ReuseAllowInternalDependencies = 3,
  ReleaseThreshold = 4,
  ReservedMemCurrent = 5,
  ReservedMemHigh = 6,
  UsedMemCurrent = 7,
  UsedMemHigh = 8
};

Error api_mem_pool_create(RuntimeMemPool **Pool, int Device);
Error api_mem_pool_destroy(RuntimeMemPool *Pool);
Error api_default_mem_pool(RuntimeMemPool **Pool, int Device);
/// The pool cudaMallocAsync takes from on Device; Pool null: the default.
Error api_current_mem_pool(RuntimeMemPool **Pool, int Device);
Error api_set_current_mem_pool(int Device, RuntimeMemPool *Pool);
/// Value points to an int (the reuse flags) or a uint64_t (the sizes), as
/// in CUDA; the current and high figures are read-only but for resetting
/// a high mark to 0.
Error api_mem_pool_set_attribute(RuntimeMemPool *Pool, PoolAttribute Attr,
                                 const void *Value);
Error api_mem_pool_get_attribute(RuntimeMemPool *Pool, PoolAttribute Attr,
                                 void *Value);
Error api_mem_pool_trim(RuntimeMemPool *Pool, size_t MinBytesToKeep);
/// Pool null: the current pool of the current device.
Error api_malloc_async(void **Pointer, size_t Bytes, RuntimeMemPool *Pool,
                       RuntimeStream *Stream);
Error api_free_async(void *Pointer, RuntimeStream *Stream);

// --- Managed memory hints ---------------------------------------------------
/// cudaMemPrefetchAsync / cudaMemAdvise: hints, which change nothing where
/// host and device share memory; checked as a GPU runtime checks them (a
/// range of one tracked allocation, or of host memory; a location that is
/// the host or one of the runner's devices).
Error api_mem_hint(const void *Pointer, size_t Bytes, int Device,
                   RuntimeStream *Stream);
/// The host as a location (cudaCpuDeviceId, hipCpuDeviceId).
inline constexpr int kHostLocation = -1;

// --- The device -------------------------------------------------------------
/// What the runner reports as its one device.
struct DeviceLimits {
  char Name[64];
  size_t TotalGlobalMem;
  size_t SharedMemPerBlock;
  size_t SharedMemPerMultiprocessor;
  size_t TotalConstMem;
  int RegistersPerBlock;
  int RegistersPerMultiprocessor;
  int WarpSize;
  int MaxThreadsPerBlock;
  int MaxBlockDim[3];
  int MaxGridDim[3];
  int ClockRateKHz;
  int MemoryClockRateKHz;
  int MemoryBusWidth;
  int L2CacheSize;
  int MultiProcessorCount;
  int MaxThreadsPerMultiProcessor;
  int MaxBlocksPerMultiProcessor;
  int Major, Minor;
};
/// The limits, with compute capability Major.Minor.
DeviceLimits device_limits(int Major, int Minor);

Error api_device_synchronize();
Error api_device_reset();
Error api_get_device_count(int *Count);
Error api_set_device(int Device);
Error api_get_device(int *Device);
/// Checks that Device is one of the runner's (0, or below HIPIFY_CPU_DEVICES).
Error api_check_device(int Device);
/// cudaDeviceEnablePeerAccess / DisablePeerAccess: every other device of
/// the runner is a peer (they share memory); the current device is not its
/// own peer (CUDA refuses that with the same error, invalid device).
Error api_peer_access(int PeerDevice);
/// cudaDeviceCanAccessPeer: 1 for two different devices of the runner.
Error api_can_access_peer(int *Can, int Device, int PeerDevice);
/// cudaMemcpyPeer: both devices must be the runner's.
Error api_memcpy_peer(void *Destination, int DestinationDevice,
                      const void *Source, int SourceDevice, size_t Bytes);
/// A cudaDeviceAttr value (hipDeviceAttribute_t uses the same values).
Error api_device_attribute(int *Value, int Attribute, int Device, int Major,
                           int Minor);

/// Fills the members cudaDeviceProp and hipDeviceProp_t share.
template <typename Properties>
inline void fill_common_properties(Properties &P, const DeviceLimits &L) {
  for (size_t I = 0; I < sizeof(P.name); ++I) {
    P.name[I] = I < sizeof(L.Name) ? L.Name[I] : '\0';
  }
  P.name[sizeof(P.name) - 1] = '\0';
  P.totalGlobalMem = L.TotalGlobalMem;
  P.sharedMemPerBlock = L.SharedMemPerBlock;
  P.regsPerBlock = L.RegistersPerBlock;
  P.warpSize = L.WarpSize;
  P.memPitch = 2147483647;
  P.maxThreadsPerBlock = L.MaxThreadsPerBlock;
  for (int I = 0; I < 3; ++I) {
    P.maxThreadsDim[I] = L.MaxBlockDim[I];
    P.maxGridSize[I] = L.MaxGridDim[I];
  }
  P.clockRate = L.ClockRateKHz;
  P.totalConstMem = L.TotalConstMem;
  P.major = L.Major;
  P.minor = L.Minor;
  P.textureAlignment = 512;
  P.texturePitchAlignment = 32;
  P.multiProcessorCount = L.MultiProcessorCount;
  P.kernelExecTimeoutEnabled = 0;
  P.integrated = 1;
  P.canMapHostMemory = 1;
  P.computeMode = 0;
  P.concurrentKernels = 0;
  P.ECCEnabled = 0;
  P.pciBusID = 0;
  P.pciDeviceID = 0;
  P.pciDomainID = 0;
  P.asyncEngineCount = 0;
  P.unifiedAddressing = 1;
  P.memoryClockRate = L.MemoryClockRateKHz;
  P.memoryBusWidth = L.MemoryBusWidth;
  P.l2CacheSize = L.L2CacheSize;
  P.maxThreadsPerMultiProcessor = L.MaxThreadsPerMultiProcessor;
  P.sharedMemPerMultiprocessor = L.SharedMemPerMultiprocessor;
  P.regsPerMultiprocessor = L.RegistersPerMultiprocessor;
  P.managedMemory = 1;
  P.isMultiGpuBoard = 0;
  P.concurrentManagedAccess = 1;
  P.pageableMemoryAccess = 1;
  P.cooperativeLaunch = 0;
  P.sharedMemPerBlockOptin = L.SharedMemPerBlock;
  P.maxBlocksPerMultiProcessor = L.MaxBlocksPerMultiProcessor;
  // Texture and surface limits of a compute-capability 8.0 device.
  P.maxTexture1D = P.maxTexture1DMipmap = P.maxTextureCubemap = 131072;
  P.maxTexture1DLinear = 268435456;
  P.maxTexture2D[0] = P.maxTexture2DMipmap[0] = 131072;
  P.maxTexture2D[1] = P.maxTexture2DMipmap[1] = 65536;
  P.maxTexture2DLinear[0] = 131072;
  P.maxTexture2DLinear[1] = 65000;
  P.maxTexture2DLinear[2] = 2097120;
  P.maxTexture2DGather[0] = P.maxTexture2DGather[1] = 32768;
  for (int I = 0; I < 3; ++I) {
    P.maxTexture3D[I] = 16384;
    P.maxTexture3DAlt[I] = 8192;
    P.maxSurface3D[I] = 16384;
  }
  P.maxTexture1DLayered[0] = P.maxSurface1DLayered[0] = 32768;
  P.maxTexture1DLayered[1] = P.maxSurface1DLayered[1] = 2048;
  P.maxTexture2DLayered[0] = P.maxSurface2DLayered[0] = 32768;
  P.maxTexture2DLayered[1] = P.maxSurface2DLayered[1] = 32768;
  P.maxTexture2DLayered[2] = P.maxSurface2DLayered[2] = 2048;
  P.maxTextureCubemapLayered[0] = P.maxSurfaceCubemapLayered[0] = 32768;
  P.maxTextureCubemapLayered[1] = P.maxSurfaceCubemapLayered[1] = 2046;
  P.maxSurface1D = P.maxSurfaceCubemap = 32768;
  P.maxSurface2D[0] = 131072;
  P.maxSurface2D[1] = 65536;
  P.surfaceAlignment = 512;
  P.cooperativeMultiDeviceLaunch = 0;
  P.canUseHostPointerForRegisteredMem = 1;
  P.hostNativeAtomicSupported = 1;
  P.singleToDoublePrecisionPerfRatio = 2;
  P.directManagedMemAccessFromHost = 1;
  P.accessPolicyMaxWindowSize = 0;
}

/// cudaOccupancyMaxActiveBlocksPerMultiprocessor for a block size.
int max_active_blocks(int BlockSize, size_t SharedBytes);

} // namespace hipify_cpu
HIPIFY_CPU_END_DECLS

#endif
