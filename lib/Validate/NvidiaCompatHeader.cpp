//===- NvidiaCompatHeader.cpp ---------------------------------------------===//
//
// The header is a string so that hipify writes it wherever it builds, with no
// installed data file to find. It must be included first: the adapters call
// the real CUDA functions before macros of the same names redirect HIP's
// headers to the adapters.
//
//===----------------------------------------------------------------------===//
#include "Validate/NvidiaCompatHeader.h"

namespace hipify {

llvm::StringRef hipOnNvidiaCompatHeader() {
  return R"HIPIFY(// Written by hipify validate: CUDA 11 spellings that HIP 5.2's NVIDIA
// headers call, for CUDA 12 and later. See lib/Validate/NvidiaCompatHeader.h.
#pragma once
#include <cuda_runtime.h>
#include <cuda.h>

#if defined(CUDART_VERSION) && CUDART_VERSION >= 12000
// CUDA 12 removed texture references and multi-device cooperative launch.
// HIP's wrappers still name them; they now fail as unsupported.
struct textureReference;
struct cudaLaunchParams;
template <class T, int Dim, enum cudaTextureReadMode Mode> struct texture;
static inline cudaError_t cudaBindTexture(size_t *, const textureReference *,
                                          const void *,
                                          const cudaChannelFormatDesc *,
                                          size_t = ~0u) {
  return cudaErrorNotSupported;
}
static inline cudaError_t cudaBindTexture2D(size_t *, const textureReference *,
                                            const void *,
                                            const cudaChannelFormatDesc *,
                                            size_t, size_t, size_t) {
  return cudaErrorNotSupported;
}
static inline cudaError_t
cudaGetTextureAlignmentOffset(size_t *, const textureReference *) {
  return cudaErrorNotSupported;
}
template <class... Args>
static inline cudaError_t cudaBindTexture(Args &&...) {
  return cudaErrorNotSupported;
}
template <class... Args>
static inline cudaError_t cudaBindTextureToArray(Args &&...) {
  return cudaErrorNotSupported;
}
template <class... Args>
static inline cudaError_t cudaUnbindTexture(Args &&...) {
  return cudaErrorNotSupported;
}
static inline cudaError_t
cudaLaunchCooperativeKernelMultiDevice(cudaLaunchParams *, int, unsigned) {
  return cudaErrorNotSupported;
}
// No such attribute: cudaDeviceGetAttribute reports an invalid value.
#define cudaDevAttrCooperativeMultiDeviceLaunch ((cudaDeviceAttr)-1)
#endif

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700
// HIP's whole-warp votes reach CUDA's pre-Volta ones, which ptxas rejects for
// sm_70 and later ("'vote' without '.sync'"). Vote among the active lanes,
// as HIP does on AMD.
// libcu++ (cooperative groups pull it in) has a `struct __any`: declare it
// before the macros exist.
#if __has_include(<cuda/std/__functional/invoke.h>)
#include <cuda/std/__functional/invoke.h>
#endif
#define __any(P) __any_sync(__activemask(), P)
#define __all(P) __all_sync(__activemask(), P)
#define __ballot(P) __ballot_sync(__activemask(), P)
#endif

#if defined(CUDART_VERSION) && CUDART_VERSION >= 13000
// CUDA 13 dropped these cudaDeviceProp fields; HIP copies them both ways.
// The adapter struct has them back, filled from device attributes.
struct hipify_compat_DeviceProp : cudaDeviceProp {
  int clockRate, memoryClockRate, computeMode, kernelExecTimeoutEnabled,
      cooperativeMultiDeviceLaunch;
};

namespace hipify_compat {
// CUDA 13 takes a cudaMemLocation where CUDA 11 took a device ordinal.
static inline cudaMemLocation location(int Device) {
  cudaMemLocation L{};
  L.type = Device == cudaCpuDeviceId ? cudaMemLocationTypeHost
                                     : cudaMemLocationTypeDevice;
  L.id = Device == cudaCpuDeviceId ? 0 : Device;
  return L;
}
static inline cudaError_t memAdvise(const void *P, size_t N,
                                    cudaMemoryAdvise A, int Device) {
  return cudaMemAdvise(P, N, A, location(Device));
}
static inline cudaError_t memAdvise(const void *P, size_t N,
                                    cudaMemoryAdvise A, cudaMemLocation L) {
  return cudaMemAdvise(P, N, A, L);
}
static inline cudaError_t memPrefetchAsync(const void *P, size_t N, int Device,
                                           cudaStream_t S = 0) {
  return cudaMemPrefetchAsync(P, N, location(Device), 0, S);
}
static inline cudaError_t memPrefetchAsync(const void *P, size_t N,
                                           cudaMemLocation L, unsigned Flags,
                                           cudaStream_t S = 0) {
  return cudaMemPrefetchAsync(P, N, L, Flags, S);
}

// cuCtxCreate gained a parameters argument.
static inline CUresult ctxCreate(CUcontext *C, unsigned Flags, CUdevice D) {
  return cuCtxCreate(C, nullptr, Flags, D);
}
static inline CUresult ctxCreate(CUcontext *C, CUctxCreateParams *P,
                                 unsigned Flags, CUdevice D) {
  return cuCtxCreate(C, P, Flags, D);
}

// Graph edges gained edge data; none means the default edge.
static inline cudaError_t graphAddDependencies(cudaGraph_t G,
                                               const cudaGraphNode_t *From,
                                               const cudaGraphNode_t *To,
                                               size_t N) {
  return cudaGraphAddDependencies(G, From, To, nullptr, N);
}
static inline cudaError_t
graphAddDependencies(cudaGraph_t G, const cudaGraphNode_t *From,
                     const cudaGraphNode_t *To, const cudaGraphEdgeData *E,
                     size_t N) {
  return cudaGraphAddDependencies(G, From, To, E, N);
}
static inline cudaError_t graphRemoveDependencies(cudaGraph_t G,
                                                  const cudaGraphNode_t *From,
                                                  const cudaGraphNode_t *To,
                                                  size_t N) {
  return cudaGraphRemoveDependencies(G, From, To, nullptr, N);
}
static inline cudaError_t
graphRemoveDependencies(cudaGraph_t G, const cudaGraphNode_t *From,
                        const cudaGraphNode_t *To, const cudaGraphEdgeData *E,
                        size_t N) {
  return cudaGraphRemoveDependencies(G, From, To, E, N);
}
static inline cudaError_t graphGetEdges(cudaGraph_t G, cudaGraphNode_t *From,
                                        cudaGraphNode_t *To, size_t *N) {
  return cudaGraphGetEdges(G, From, To, nullptr, N);
}
static inline cudaError_t graphGetEdges(cudaGraph_t G, cudaGraphNode_t *From,
                                        cudaGraphNode_t *To,
                                        cudaGraphEdgeData *E, size_t *N) {
  return cudaGraphGetEdges(G, From, To, E, N);
}
static inline cudaError_t graphNodeGetDependencies(cudaGraphNode_t Node,
                                                   cudaGraphNode_t *D,
                                                   size_t *N) {
  return cudaGraphNodeGetDependencies(Node, D, nullptr, N);
}
static inline cudaError_t graphNodeGetDependencies(cudaGraphNode_t Node,
                                                   cudaGraphNode_t *D,
                                                   cudaGraphEdgeData *E,
                                                   size_t *N) {
  return cudaGraphNodeGetDependencies(Node, D, E, N);
}
static inline cudaError_t graphNodeGetDependentNodes(cudaGraphNode_t Node,
                                                     cudaGraphNode_t *D,
                                                     size_t *N) {
  return cudaGraphNodeGetDependentNodes(Node, D, nullptr, N);
}
static inline cudaError_t graphNodeGetDependentNodes(cudaGraphNode_t Node,
                                                     cudaGraphNode_t *D,
                                                     cudaGraphEdgeData *E,
                                                     size_t *N) {
  return cudaGraphNodeGetDependentNodes(Node, D, E, N);
}
static inline cudaError_t streamUpdateCaptureDependencies(cudaStream_t S,
                                                          cudaGraphNode_t *D,
                                                          size_t N,
                                                          unsigned Flags = 0) {
  return cudaStreamUpdateCaptureDependencies(S, D, nullptr, N, Flags);
}
static inline cudaError_t
streamUpdateCaptureDependencies(cudaStream_t S, cudaGraphNode_t *D,
                                const cudaGraphEdgeData *E, size_t N,
                                unsigned Flags) {
  return cudaStreamUpdateCaptureDependencies(S, D, E, N, Flags);
}
// cudaStreamGetCaptureInfo_v2 became cudaStreamGetCaptureInfo, with edges.
static inline cudaError_t
streamGetCaptureInfoV2(cudaStream_t S, cudaStreamCaptureStatus *Status,
                       unsigned long long *Id, cudaGraph_t *G,
                       const cudaGraphNode_t **D, size_t *N) {
  return cudaStreamGetCaptureInfo(S, Status, Id, G, D, nullptr, N);
}

static inline cudaError_t getDeviceProperties(hipify_compat_DeviceProp *P,
                                              int Device) {
  cudaError_t E = cudaGetDeviceProperties(P, Device);
  if (E != cudaSuccess)
    return E;
  cudaDeviceGetAttribute(&P->clockRate, cudaDevAttrClockRate, Device);
  cudaDeviceGetAttribute(&P->memoryClockRate, cudaDevAttrMemoryClockRate,
                         Device);
  cudaDeviceGetAttribute(&P->computeMode, cudaDevAttrComputeMode, Device);
  cudaDeviceGetAttribute(&P->kernelExecTimeoutEnabled,
                         cudaDevAttrKernelExecTimeout, Device);
  P->cooperativeMultiDeviceLaunch = 0;
  return cudaSuccess;
}
static inline cudaError_t getDeviceProperties(cudaDeviceProp *P, int Device) {
  return cudaGetDeviceProperties(P, Device);
}
} // namespace hipify_compat

// From here on, HIP's headers reach the adapters. Some of these names are
// already macros in CUDA's headers (per-thread streams, versioned symbols):
// the adapters above were compiled against those, so they can go.
#define cudaDeviceProp hipify_compat_DeviceProp
#undef cudaGetDeviceProperties
#define cudaGetDeviceProperties(...) \
  hipify_compat::getDeviceProperties(__VA_ARGS__)
#undef cudaMemAdvise
#define cudaMemAdvise(...) hipify_compat::memAdvise(__VA_ARGS__)
#undef cudaMemPrefetchAsync
#define cudaMemPrefetchAsync(...) hipify_compat::memPrefetchAsync(__VA_ARGS__)
#undef cuCtxCreate
#define cuCtxCreate(...) hipify_compat::ctxCreate(__VA_ARGS__)
#undef cudaGraphAddDependencies
#define cudaGraphAddDependencies(...) \
  hipify_compat::graphAddDependencies(__VA_ARGS__)
#undef cudaGraphRemoveDependencies
#define cudaGraphRemoveDependencies(...) \
  hipify_compat::graphRemoveDependencies(__VA_ARGS__)
#undef cudaGraphGetEdges
#define cudaGraphGetEdges(...) hipify_compat::graphGetEdges(__VA_ARGS__)
#undef cudaGraphNodeGetDependencies
#define cudaGraphNodeGetDependencies(...) \
  hipify_compat::graphNodeGetDependencies(__VA_ARGS__)
#undef cudaGraphNodeGetDependentNodes
#define cudaGraphNodeGetDependentNodes(...) \
  hipify_compat::graphNodeGetDependentNodes(__VA_ARGS__)
#undef cudaStreamUpdateCaptureDependencies
#define cudaStreamUpdateCaptureDependencies(...) \
  hipify_compat::streamUpdateCaptureDependencies(__VA_ARGS__)
#define cudaStreamGetCaptureInfo_v2(...) \
  hipify_compat::streamGetCaptureInfoV2(__VA_ARGS__)
#endif
)HIPIFY";
}

} // namespace hipify
