// The warp functions per target release: HIP 6.2 to 6.4 have the *_sync
// shuffles and votes (behind HIP_ENABLE_WARP_SYNC_BUILTINS), HIP 7.0 has them
// by default and adds __syncwarp and the __reduce_*_sync functions. Every
// *_sync form takes a 64-bit mask on the device (a 32-bit one fails a
// static_assert in 7.x as in 6.2), so the mask of code written for 32 lanes
// is widened onto the lane's half of the wavefront on every such target;
// before 7.0 __reduce_add_sync is the port's definition and __syncwarp a
// wavefront fence.
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=6.4 -o %t.64.hip 2> %t.64.txt
// RUN: FileCheck --match-full-lines --check-prefixes=HIP,HIP64 %s < %t.64.hip
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=7.0 -o %t.70.hip 2> %t.70.txt
// RUN: FileCheck --match-full-lines --check-prefixes=HIP,HIP7 %s < %t.70.hip
// RUN: not grep "^#ifndef HIPIFY_DEFINED" %t.70.hip
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=10.2 -o %t.102.hip 2> %t.102.txt
// RUN: diff %t.70.hip %t.102.hip
#include <cuda_runtime.h>
// HIP:#include <hip/hip_runtime.h>
// HIP64:#ifndef HIPIFY_DEFINED_hipify_reduce_add_sync

__global__ void sum(const int *in, int *out) {
  int v = in[threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  // HIP:    v += __shfl_down_sync(((unsigned long long)(0xffffffff) << (__lane_id() & 32)), v, o);
  int total = __reduce_add_sync(0xffffffff, in[threadIdx.x]);
  // HIP64:  int total = hipify_reduce_add_sync(((unsigned long long)(0xffffffff) << (__lane_id() & 32)), in[threadIdx.x]);
  // HIP7:  int total = __reduce_add_sync(((unsigned long long)(0xffffffff) << (__lane_id() & 32)), in[threadIdx.x]);
  __syncwarp();
  // HIP64:  __builtin_amdgcn_fence(__ATOMIC_ACQ_REL, "wavefront");
  // HIP7:  __syncwarp();
  if (threadIdx.x % 32 == 0)
    out[threadIdx.x / 32] = v + total;
}
