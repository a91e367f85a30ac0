// hipify-warp-vote-group: in device code written for 32-lane warps, votes
// take the 32 bits of the lane's 32-lane group of the wavefront, which is
// what they covered on a CUDA warp. HIP 5.2 (no *_sync functions) and HIP 6.2.
// RUN: %hipify port %s --cuda-path=%cuda-path --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=MSG %s < %t.err
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=6.2 -o %t.62.hip
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=HIP62 %s < %t.62.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_runtime.h>

__global__ void vote(const int *data, unsigned *masks, int *flags) {
  int lane = threadIdx.x % 32;
  int pred = data[threadIdx.x] > 0;
  unsigned mask = __ballot_sync(0xffffffff, pred);
  // CHECK:  unsigned mask = ((unsigned)(__ballot(pred) >> (__lane_id() & 32)));
  // HIP62:  unsigned mask = ((unsigned)(__ballot_sync(((unsigned long long)(0xffffffff) << (__lane_id() & 32)), pred) >> (__lane_id() & 32)));
  unsigned active = __activemask();
  // CHECK:  unsigned active = ((unsigned)(__ballot(1) >> (__lane_id() & 32)));
  // HIP62:  unsigned active = ((unsigned)(__activemask() >> (__lane_id() & 32)));
  int any = __any_sync(0xffffffff, pred);
  // CHECK:  int any = (((unsigned)(__ballot(pred) >> (__lane_id() & 32))) != 0);
  // HIP62:  int any = (((unsigned)(__ballot(pred) >> (__lane_id() & 32))) != 0);
  int all = __all_sync(active, data[threadIdx.x] > 1);
  // CHECK:  int all = ((((unsigned)(__ballot(data[threadIdx.x] > 1) >> (__lane_id() & 32))) & (unsigned)(active)) == (((unsigned)(__ballot(1) >> (__lane_id() & 32))) & (unsigned)(active)));
  if (lane == 0) {
    masks[threadIdx.x / 32] = mask & active;
    flags[threadIdx.x / 32] = any + 2 * all + __popc(mask);
  }
}

// Masks built by hand name lanes of the 32-lane warp: where the target's
// vote has no mask, the vote keeps only the mask's lanes, as CUDA's does. A
// wavefront mask given as a mask (__activemask()) keeps the group's lanes.
__global__ void prefix(const int *data, int *counts, int n) {
  int lane = threadIdx.x & 31;
  unsigned below = __ballot_sync((1u << lane) - 1, data[threadIdx.x] > 0);
  // CHECK:  unsigned below = (((unsigned)(__ballot(data[threadIdx.x] > 0) >> (__lane_id() & 32))) & (unsigned)((1u << lane) - 1));
  // HIP62:  unsigned below = ((unsigned)(__ballot_sync(((unsigned long long)((1u << lane) - 1) << (__lane_id() & 32)), data[threadIdx.x] > 0) >> (__lane_id() & 32)));
  int first = __any_sync(0xffffffff >> (32 - n), data[threadIdx.x] < 0);
  // CHECK:  int first = ((((unsigned)(__ballot(data[threadIdx.x] < 0) >> (__lane_id() & 32))) & (unsigned)(0xffffffff >> (32 - n))) != 0);
  unsigned same = __ballot_sync(__activemask(), data[threadIdx.x] == 0);
  // CHECK:  unsigned same = ((unsigned)(__ballot(data[threadIdx.x] == 0) >> (__lane_id() & 32)));
  // HIP62:  unsigned same = ((unsigned)(__ballot_sync(((__activemask()) & (0xffffffffull << (__lane_id() & 32))), data[threadIdx.x] == 0) >> (__lane_id() & 32)));
  counts[threadIdx.x] = __popc(below) + first + __popc(same);
}

// Negative: host code, and device code written for any width (warpSize and
// no 32-lane literal), keep their votes.
__global__ void generic(const int *data, unsigned long long *masks) {
  unsigned long long m = __ballot_sync(~0ull, data[threadIdx.x] > 0);
  // CHECK:  unsigned long long m = __ballot(data[threadIdx.x] > 0);
  if (threadIdx.x % warpSize == 0)
    masks[threadIdx.x / warpSize] = m;
}

// MSG:{{.*}}vote-group.cu:16:{{[0-9]+}}: note: '__ballot_sync' keeps the 32 bits of the lane's 32-lane group of the wavefront, as on a CUDA warp [hipify-warp-vote-group]
// MSG:{{.*}}vote-group.cu:22:{{[0-9]+}}: note: '__any_sync' votes over the lane's 32-lane group of the wavefront, as on a CUDA warp [hipify-warp-vote-group]
// MSG:{{.*}}vote-group.cu:25:{{[0-9]+}}: note: '__all_sync' votes over the lane's 32-lane group of the wavefront, as on a CUDA warp, over the lanes of its mask [hipify-warp-vote-group]
// MSG:{{.*}}vote-group.cu:38:{{[0-9]+}}: note: '__ballot_sync' keeps the 32 bits of the lane's 32-lane group of the wavefront, as on a CUDA warp, and the lanes of its mask [hipify-warp-vote-group]
// MSG-NOT:{{.*}}vote-group.cu:52:{{.*}}[hipify-warp-vote-group]
