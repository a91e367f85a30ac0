// hipify-warp-size-constant: warpSize in device code that also assumes
// 32-lane warps, in the same function or in one it calls or is called by,
// becomes 32 (its value on CUDA), so that it agrees with the 32-lane groups
// the port keeps; the group rules then fix the warp calls of all of them.
// RUN: %hipify port %s --cuda-path=%cuda-path --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{\[hipify-warp-(size-constant|vote-group|shuffle-width|mask-group|width-[a-z]+)\]}}' %s < %t.err
// RUN: %hipify port %s --cuda-path=%cuda-path --no-warp-fixes -o %t.nofix.hip
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=NOFIX %s < %t.nofix.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_runtime.h>

// A helper written for 32 lanes...
__device__ int warpSum(int v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

// ...called from a kernel written with warpSize: one call graph, one width.
__global__ void sums(const int *in, int *out) {
  int lane = threadIdx.x % warpSize;
  // CHECK:  int lane = threadIdx.x % 32;
  // NOFIX:  int lane = threadIdx.x % warpSize;
  // MSG:{{.*}}size-constant.cu:[[@LINE-3]]:28: note: 'warpSize' becomes 32, its value on CUDA: 'sums' works with 'warpSum' (line 15), which is written for 32-lane warps, and the port keeps CUDA's 32-lane warps as 32-lane groups of the wavefront, so this code must count 32 lanes too [hipify-warp-size-constant]
  int v = warpSum(in[threadIdx.x]);
  if (lane == 0)
    out[threadIdx.x / warpSize] = v;
  // CHECK:    out[threadIdx.x / 32] = v;
}

// The reverse: a kernel written for 32 lanes calls a helper written with
// warpSize; the helper's butterfly then stays in the group, unchanged.
__device__ float warpMean(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_xor_sync(__activemask(), v, offset);
  // CHECK:  for (int offset = 32 / 2; offset > 0; offset /= 2)
  // CHECK-NEXT:    v += __shfl_xor(v, offset);
  // MSG:{{.*}}size-constant.cu:[[@LINE-4]]:21: note: 'warpSize' becomes 32, its value on CUDA: 'warpMean' works with 'means' (line [[@LINE+4]]), which is written for 32-lane warps, and the port keeps CUDA's 32-lane warps as 32-lane groups of the wavefront, so this code must count 32 lanes too [hipify-warp-size-constant]
  return v / warpSize;
  // CHECK:  return v / 32;
}
__global__ void means(float *data) {
  int lane = threadIdx.x & 31;
  float mean = warpMean(data[threadIdx.x]);
  if (lane == 0)
    data[threadIdx.x] = mean;
}

// One function with both: warpSize for the lane, a 32-bit ballot.
__global__ void ranks(const int *in, int *out) {
  int lane = threadIdx.x % warpSize;
  // CHECK:  int lane = threadIdx.x % 32;
  // MSG:{{.*}}size-constant.cu:[[@LINE-2]]:28: note: 'warpSize' becomes 32, its value on CUDA: 'ranks' also assumes 32-lane warps ('0xffffffff' at line [[@LINE+1]]), and the port keeps CUDA's 32-lane warps as 32-lane groups of the wavefront, so this code must count 32 lanes too [hipify-warp-size-constant]
  unsigned positive = __ballot_sync(0xffffffff, in[threadIdx.x] > 0);
  // MSG:{{.*}}size-constant.cu:[[@LINE-1]]:23: note: '__ballot_sync' keeps the 32 bits of the lane's 32-lane group of the wavefront, as on a CUDA warp [hipify-warp-vote-group]
  out[threadIdx.x] = __popc(positive & ((1u << lane) - 1));
}

// Negative: a call graph written for any width (warpSize, __activemask(),
// no 32-lane literal) is left as written, and so is code whose only 32 is
// indexing (no warp function).
__device__ int warpMax(int v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v = max(v, __shfl_xor_sync(__activemask(), v, offset));
  return v;
}
__global__ void largest(const int *in, int *out) {
  int v = warpMax(in[threadIdx.x]);
  if (threadIdx.x % warpSize == 0)
    atomicMax(out, v);
  // CHECK:  if (threadIdx.x % warpSize == 0)
}
__global__ void indexing(int *out) {
  out[threadIdx.x / 32] = threadIdx.x % warpSize;
  // CHECK:  out[threadIdx.x / 32] = threadIdx.x % warpSize;
}

// Negative: the program's own variable named warpSize (it shadows CUDA's)
// is not CUDA's warpSize: it keeps its name, and the warp calls around it
// are fixed as 32-lane code.
__device__ int shadowedMax(int v) {
  int warpSize = 32;
  // CHECK:  int warpSize = 32;
  unsigned mask = __ballot_sync(0xffffffff, threadIdx.x < 100);
  // MSG:{{.*}}size-constant.cu:[[@LINE-1]]:19: note: '__ballot_sync' keeps the 32 bits of the lane's 32-lane group of the wavefront, as on a CUDA warp [hipify-warp-vote-group]
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    // CHECK:  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v = max(v, __shfl_down_sync(mask, v, offset));
  // MSG:{{.*}}size-constant.cu:[[@LINE-1]]:16: note: '__shfl_down_sync' gets the width 32: on a 64-lane wavefront it reads lanes of its own 32-lane group, as on a CUDA warp [hipify-warp-shuffle-width]
  return v;
}

// A lane mask kept in 32 bits assumes 32 lanes as `& 31` does, though the
// function names only warpSize and its mask is a variable (aggregated
// atomics without __match_any_sync).
__device__ unsigned peersOf(const int *key) {
  unsigned full = 0xffffffff;
  unsigned peers = 0;
  for (int i = 0; i < warpSize; ++i) {
    // CHECK:  for (int i = 0; i < 32; ++i) {
    // NOFIX:  for (int i = 0; i < warpSize; ++i) {
    // MSG:{{.*}}size-constant.cu:[[@LINE-3]]:23: note: 'warpSize' becomes 32, its value on CUDA: 'peersOf' also assumes 32-lane warps ('unsigned int same = __ballot_sync(...)' at line [[@LINE+3]]), and the port keeps CUDA's 32-lane warps as 32-lane groups of the wavefront, so this code must count 32 lanes too [hipify-warp-size-constant]
    const int *other = (const int *)__shfl_sync(full, (unsigned long long)key, i);
    // MSG:{{.*}}size-constant.cu:[[@LINE-1]]:37: note: '__shfl_sync' gets the width 32: on a 64-lane wavefront it reads lanes of its own 32-lane group, as on a CUDA warp [hipify-warp-shuffle-width]
    unsigned same = __ballot_sync(full, *other == *key);
    // CHECK:    unsigned same = (((unsigned)(__ballot(*other == *key) >> (__lane_id() & 32))) & (unsigned)(full));
    // MSG:{{.*}}size-constant.cu:[[@LINE-2]]:21: note: '__ballot_sync' keeps the 32 bits of the lane's 32-lane group of the wavefront, as on a CUDA warp, and the lanes of its mask [hipify-warp-vote-group]
    if (i == (threadIdx.x & (warpSize - 1)))
      // CHECK:    if (i == (threadIdx.x & (32 - 1)))
      peers = same;
  }
  return peers;
}

// The same port against the CUDA facade (HIP's warpSize is a constant there,
// and shuffles leave cleanups): the warp plan must decide alike.
// RUN: %hipify port %s --cuda-facade -o %t.facade.hip 2> /dev/null
// RUN: diff %t.hip %t.facade.hip
