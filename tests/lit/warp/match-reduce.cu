// __match_any_sync, __match_all_sync and __reduce_*_sync in device code
// written for 32-lane warps act on the lane's 32-lane group, at HIP 5.2 (the
// port's own definitions) and HIP 6.2 (HIP's __match_*_sync; the reductions
// have no HIP counterpart, the port defines them): the mask moves onto the
// group (hipify-warp-mask-group), a match's result keeps the group's 32 bits
// (hipify-warp-vote-group). Both ports build. The int argument of
// __reduce_add_sync gets CUDA's conversion to unsigned written out: clang's
// CUDA declares only the unsigned overload, HIP both (hip-overloads.yaml).
// RUN: %hipify port %s --cuda-path=%cuda-path --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=MSG %s < %t.err
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=6.2 -o %t.62.hip
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=HIP62 %s < %t.62.hip
// RUN: %hipify port %s --cuda-path=%cuda-path --no-warp-fixes -o %t.nofix.hip
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=NOFIX %s < %t.nofix.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_runtime.h>

__global__ void groups(const int *keys, unsigned *masks, int *sums) {
  int key = keys[threadIdx.x];
  unsigned same = __match_any_sync(0xffffffff, key);
  // CHECK:  unsigned same = ((unsigned)(hipify_match_any_sync(((unsigned long long)(0xffffffff) << (__lane_id() & 32)), key) >> (__lane_id() & 32)));
  // HIP62:  unsigned same = ((unsigned)(__match_any_sync(((unsigned long long)(0xffffffff) << (__lane_id() & 32)), key) >> (__lane_id() & 32)));
  // NOFIX:  unsigned same = hipify_match_any_sync(0xffffffff, key);
  // MSG:{{.*}}match-reduce.cu:[[@LINE-4]]:19: note: '__match_any_sync' keeps the 32 bits of the lane's 32-lane group of the wavefront, as on a CUDA warp [hipify-warp-vote-group]
  // MSG:{{.*}}match-reduce.cu:[[@LINE-5]]:36: note: the 32-bit mask of '__match_any_sync' is widened to 64 bits and moved onto the lane's 32-lane group of the wavefront [hipify-warp-mask-group]
  int one;
  unsigned all = __match_all_sync(0xffffffffu, key, &one);
  // CHECK:  unsigned all = ((unsigned)(hipify_match_all_sync(((unsigned long long)(0xffffffffu) << (__lane_id() & 32)), key, &one) >> (__lane_id() & 32)));
  masks[threadIdx.x] = same ^ all;
  sums[threadIdx.x] = __reduce_add_sync(0xffffffff, key) +
                      __reduce_max_sync(same, (unsigned)key);
  // CHECK:  sums[threadIdx.x] = hipify_reduce_add_sync(((unsigned long long)(0xffffffff) << (__lane_id() & 32)), static_cast<unsigned int>(key)) +
  // CHECK-NEXT:                      hipify_reduce_max_sync(((unsigned long long)(same) << (__lane_id() & 32)), (unsigned)key);
  // MSG:{{.*}}match-reduce.cu:[[@LINE-4]]:41: note: the 32-bit mask of '__reduce_add_sync' is widened to 64 bits and moved onto the lane's 32-lane group of the wavefront [hipify-warp-mask-group]
  // HIP62:  sums[threadIdx.x] = hipify_reduce_add_sync(((unsigned long long)(0xffffffff) << (__lane_id() & 32)), static_cast<unsigned int>(key)) +
  // NOFIX:  sums[threadIdx.x] = hipify_reduce_add_sync(0xffffffff, static_cast<unsigned int>(key)) +
}

// Negative: device code written for any width (warpSize, 64-bit masks)
// keeps its calls.
__global__ void generic(const int *keys, unsigned long long *masks) {
  int lane = threadIdx.x % warpSize;
  masks[threadIdx.x] = __match_any_sync(__activemask(), keys[lane]);
  // CHECK:  masks[threadIdx.x] = hipify_match_any_sync(__ballot(1), keys[lane]);
  // MSG-NOT:{{.*}}match-reduce.cu:[[@LINE-2]]:{{.*}}[hipify-warp-{{.*}}]
}

