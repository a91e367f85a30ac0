// Error checking and device helpers shared by every source file.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK_CUDA(call)                                                       \
  do {                                                                         \
    cudaError_t status_ = (call);                                              \
    if (status_ != cudaSuccess) {                                              \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                  \
                   cudaGetErrorString(status_));                               \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

// Launches KERNEL over N elements with 256-thread blocks.
#define LAUNCH_1D(kernel, n, ...)                                              \
  kernel<<<((n) + 255) / 256, 256>>>(__VA_ARGS__)

inline int deviceCount() {
  int count = 0;
  CHECK_CUDA(cudaGetDeviceCount(&count));
  return count;
}

inline void synchronizeAll() {
#if CUDART_VERSION >= 4000
  CHECK_CUDA(cudaDeviceSynchronize());
#else
  CHECK_CUDA(cudaThreadSynchronize());
#endif
}
