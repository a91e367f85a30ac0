// hipify-warp-mask-group: HIP 6.2's *_sync warp functions take 64-bit masks;
// in device code written for 32-lane warps, a 32-bit CUDA mask is widened and
// moved onto the lane's 32-lane group. An older HIP drops the masks, so the
// rule has nothing to do there.
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=6.2 --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=MSG %s < %t.err
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=5.2 --verbose -o %t.52.hip 2> %t.52.err
// RUN: FileCheck --match-full-lines --check-prefix=HIP52 %s < %t.52.err

#include <cuda_runtime.h>

#define FULL_MASK 0xffffffffu

__device__ float reduce(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(FULL_MASK, v, offset);
  // CHECK:    v += __shfl_down_sync(((unsigned long long)(FULL_MASK) << (__lane_id() & 32)), v, offset);
  return v;
}

__global__ void sync(int *data) {
  unsigned lanes = __ballot_sync(FULL_MASK, data[threadIdx.x] > 0);
  data[threadIdx.x] = __shfl_xor_sync(lanes, data[threadIdx.x], 1);
  // CHECK:  data[threadIdx.x] = __shfl_xor_sync(((unsigned long long)(lanes) << (__lane_id() & 32)), data[threadIdx.x], 1);
}

// Negative: a 64-bit mask in code written for any width.
__device__ float generic(float v, unsigned long long mask) {
  return __shfl_sync(mask, v, threadIdx.x % warpSize);
  // CHECK:  return __shfl_sync(mask, v, threadIdx.x % warpSize);
}

// MSG:{{.*}}mask-group.cu:17:{{[0-9]+}}: note: the 32-bit mask of '__shfl_down_sync' is widened to 64 bits and moved onto the lane's 32-lane group of the wavefront [hipify-warp-mask-group]
// MSG-NOT:{{.*}}mask-group.cu:30:{{.*}}[hipify-warp-mask-group]
// HIP52-NOT:{{.*}}[hipify-warp-mask-group]
