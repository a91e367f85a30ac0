// hipify-warp-shuffle-width: in device code written for 32-lane warps, a
// shuffle without a width gets CUDA's width 32, so that on a 64-lane
// wavefront it reads lanes of its own 32-lane group. Left as written: xor
// butterflies and shuffle-down tree reductions that stay in the group, and
// shuffles with a width.
// RUN: %hipify port %s --cuda-path=%cuda-path --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=MSG %s < %t.err
// RUN: %hipify port %s --cuda-path=%cuda-path --no-warp-fixes -o %t.nofix.hip
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=NOFIX %s < %t.nofix.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_runtime.h>

__global__ void scan(int *data) {
  int lane = threadIdx.x & 31;
  int v = data[threadIdx.x];
  for (int d = 1; d < 32; d <<= 1) {
    int t = __shfl_up_sync(0xffffffff, v, d);
    // CHECK:    int t = __shfl_up(v, d, 32);
    // NOFIX:    int t = __shfl_up(v, d);
    if (lane >= d)
      v += t;
  }
  data[threadIdx.x] = __shfl_sync(0xffffffff, v, 31);
  // CHECK:  data[threadIdx.x] = __shfl(v, 31, 32);
}

__device__ float broadcast(float v, int src) {
  return __shfl_sync(0xffffffffu, v, src) + __shfl_down_sync(0xffffffffu, v, src);
  // CHECK:  return __shfl(v, src, 32) + __shfl_down(v, src, 32);
}

// Negative: the tree reduction's lane 0 and the butterfly's lanes read only
// lanes of their own 32-lane group, at any width.
__device__ float reduce(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  // CHECK:    v += __shfl_down(v, offset);
  for (int mask = 1; mask < 32; mask *= 2)
    v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, mask));
  // CHECK:    v = fmaxf(v, __shfl_xor(v, mask));
  v += __shfl_xor_sync(0xffffffff, v, 16);
  // CHECK:  v += __shfl_xor(v, 16);
  return __shfl_sync(0xffffffff, v, 0, 16);
  // CHECK:  return __shfl(v, 0, 16);
}

// A shuffle in a macro body is rewritten once, in the #define.
#define BROADCAST(x) __shfl_sync(0xffffffff, (x), 0)
// CHECK:#define BROADCAST(x) __shfl((x), 0, 32)
__global__ void useMacro(int *data) {
  data[threadIdx.x] = BROADCAST(data[threadIdx.x]) + BROADCAST(1);
}

// MSG:{{.*}}shuffle-width.cu:19:{{[0-9]+}}: note: '__shfl_up_sync' gets the width 32: on a 64-lane wavefront it reads lanes of its own 32-lane group, as on a CUDA warp [hipify-warp-shuffle-width]
// MSG-NOT:{{.*}}shuffle-width.cu:{{3[6-9]|4[0-9]}}:{{.*}}[hipify-warp-shuffle-width]
