// hipify-warp-width-generic: a kernel that reduces its block with an exact
// operation, warp by warp and then over the warps, launched with blocks that
// 64 divides, is rewritten for any warp width; everything else that looks
// like it keeps CUDA's 32-lane warps as 32-lane groups (negative cases).
// RUN: %hipify port %s --cuda-path=%cuda-path --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='[hipify-warp-width-generic]' %s < %t.err
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=6.2 -o %t.62.hip
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=HIP62 %s < %t.62.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_runtime.h>

#define WARP 32

__device__ unsigned warpOr(unsigned v) {
  // MSG:{{.*}}width-generic.cu:[[@LINE-1]]:21: note: 'warpOr' is rewritten for any warp width {{.*}}: 'bits' reduces its warps atomically {{.*}} [hipify-warp-width-generic]
  for (int mask = 1; mask < WARP; mask *= 2)
    v |= __shfl_xor_sync(0xffffffff, v, mask);
  // CHECK:  for (int mask = 1; mask < warpSize; mask *= 2)
  // CHECK-NEXT:    v |= __shfl_xor(v, mask);
  // HIP62:    v |= __shfl_xor_sync(0xffffffffffffffffull, v, mask);
  return v;
}

__global__ void blockSum(const long long *in, long long *out) {
  // MSG:{{.*}}width-generic.cu:[[@LINE-1]]:17: note: 'blockSum' is rewritten for any warp width (lane, warp and warp count from warpSize, shuffle loops from warpSize / 2): 'blockSum' reduces its block with '+' on 'long long', the same in any order, and is launched with 128, 256 threads, a multiple of 64, so its result is the same with 32 or 64 lanes a warp [hipify-warp-width-generic]
  __shared__ long long partial[1024 / WARP];
  // CHECK:  __shared__ long long partial[1024 / WARP];
  unsigned tid = threadIdx.x;
  unsigned lane = tid % WARP, warp = tid / WARP;
  // CHECK:  unsigned lane = tid % warpSize, warp = tid / warpSize;
  long long v = in[blockIdx.x * blockDim.x + tid];
  for (int offset = 16; offset > 0; offset >>= 1)
    v += __shfl_down_sync(0xffffffff, v, offset);
  // CHECK:  for (int offset = warpSize / 2; offset > 0; offset >>= 1)
  // CHECK-NEXT:    v += __shfl_down(v, offset);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  if (tid < 32) {
  // CHECK:  if (tid < warpSize) {
    if (tid < blockDim.x >> 5)
    // CHECK:    if (tid < (blockDim.x) / warpSize)
      v = partial[tid];
    else
      v = 0;
    for (int offset = 16; offset > 0; offset >>= 1)
      v += __shfl_down_sync(0xffffffff, v, offset);
    if (tid == 0)
      out[blockIdx.x] = v;
  }
}

__global__ void bits(const unsigned *in, unsigned *out) {
  // MSG:{{.*}}width-generic.cu:[[@LINE-1]]:17: note: 'bits' is rewritten for any warp width {{.*}}: 'bits' reduces its warps atomically with '|' on 'unsigned int', the same in any order, and is launched with 256 threads, a multiple of 64, so its result is the same with 32 or 64 lanes a warp [hipify-warp-width-generic]
  unsigned v = warpOr(in[blockIdx.x * blockDim.x + threadIdx.x]);
  if (threadIdx.x % WARP == 0)
  // CHECK:  if (threadIdx.x % warpSize == 0)
    atomicOr(out, v);
}

// Negative: a float sum rounds in the order of its lanes; 32-lane groups
// keep CUDA's order, so the kernel is left to them (its shuffles already
// stay in the group).
__global__ void floatSum(const float *in, float *out) {
  int lane = threadIdx.x % 32;
  float v = in[threadIdx.x];
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  // CHECK:  for (int offset = 16; offset > 0; offset /= 2)
  if (lane == 0)
    atomicAdd(out, v);
}

// Negative: launched with 96 threads, which 64 does not divide.
__global__ void oddBlocks(const int *in, int *out) {
  int v = in[threadIdx.x];
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  // CHECK:  for (int offset = 16; offset > 0; offset /= 2)
  if (threadIdx.x % 32 == 0)
    atomicAdd(out, v);
}

// Negative: one result per warp, a layout that depends on the width.
__global__ void perWarp(const int *in, int *out) {
  int v = in[threadIdx.x];
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  // CHECK:  for (int offset = 16; offset > 0; offset /= 2)
  if (threadIdx.x % 32 == 0)
    out[threadIdx.x / 32] = v;
}

// Negative: the second stage's lanes without a partial take 0, which is no
// identity of max: with fewer partials at 64 lanes, a block of negative
// numbers would get 0.
__global__ void badIdentity(const int *in, int *out) {
  __shared__ int partial[32];
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  int v = in[threadIdx.x];
  for (int offset = 16; offset > 0; offset /= 2)
    v = max(v, __shfl_down_sync(0xffffffff, v, offset));
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / 32 ? partial[lane] : 0;
    // CHECK:    v = lane < blockDim.x / 32 ? partial[lane] : 0;
    for (int offset = 16; offset > 0; offset /= 2)
      v = max(v, __shfl_down_sync(0xffffffff, v, offset));
    if (lane == 0)
      out[blockIdx.x] = v;
  }
}

void launch(const long long *l, long long *lo, const unsigned *u, unsigned *uo,
            const float *f, float *fo, const int *i, int *io) {
  blockSum<<<8, 256>>>(l, lo);
  blockSum<<<16, 128>>>(l, lo);
  bits<<<4, 256>>>(u, uo);
  floatSum<<<4, 256>>>(f, fo);
  oddBlocks<<<4, 96>>>(i, io);
  perWarp<<<4, 256>>>(i, io);
  badIdentity<<<4, 256>>>(i, io);
}

// The same port against the CUDA facade (HIP's warpSize is a constant there,
// and shuffles leave cleanups): the warp plan must decide alike.
// RUN: %hipify port %s --cuda-facade -o %t.facade.hip 2> /dev/null
// RUN: diff %t.hip %t.facade.hip
