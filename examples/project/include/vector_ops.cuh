// Device kernels shared by the library and the tools (static: every source
// that includes this header gets its own copy).
#pragma once
#include <cuda_runtime.h>

static __global__ void scaleKernel(float *data, float factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] *= factor;
}

static __global__ void addKernel(const float *a, const float *b, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = a[i] + b[i];
}

inline cudaError_t scaleOnDevice(float *data, float factor, int n,
                                 cudaStream_t stream) {
  scaleKernel<<<(n + 255) / 256, 256, 0, stream>>>(data, factor, n);
  return cudaGetLastError();
}
