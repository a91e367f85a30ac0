// Warp intrinsics with masks become HIP 5.2's mask-less forms (the mask
// argument is dropped, widths are kept); built-ins HIP shares are untouched.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --allow-empty --match-full-lines --check-prefix=WARN %s < %t.err
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_runtime.h>

#define FULL_MASK 0xffffffffu
#define SHUFFLE_DOWN(v, d) __shfl_down_sync(FULL_MASK, v, d)
// CHECK:#define SHUFFLE_DOWN(v, d) __shfl_down(v, d)

__global__ void reduce(const float *in, float *out, unsigned *votes) {
  float v = in[threadIdx.x];
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(FULL_MASK, v, offset);
  // CHECK:    v += __shfl_down(v, offset);
  v += __shfl_xor_sync(0xffffffff, v, 1, 16);
  // CHECK:  v += __shfl_xor(v, 1, 16);
  v += __shfl_sync(__activemask(), v, 0);
  // CHECK:  v += __shfl(v, 0);
  v += __shfl_up_sync(FULL_MASK, __shfl_down_sync(FULL_MASK, v, 2), 1);
  // CHECK:  v += __shfl_up(__shfl_down(v, 2), 1);
  v += SHUFFLE_DOWN(v, 4);
  unsigned ballot = __ballot_sync(__activemask(), v > 0.0f);
  // CHECK:  unsigned ballot = __ballot(v > 0.0f);
  unsigned mask = __activemask();
  // CHECK:  unsigned mask = __ballot(1);
  if (__any_sync(FULL_MASK, v > 1.0f) && __all_sync(FULL_MASK, v > -1.0f))
  // CHECK:  if (__any(v > 1.0f) && __all(v > -1.0f))
    atomicAdd(&votes[0], __popc(ballot) + (mask & 1u));
  // CHECK:    atomicAdd(&votes[0], __popc(ballot) + (mask & 1u));
  __syncthreads();
  if (threadIdx.x == 0)
    *out = __expf(v) + __fdividef(v, 3.0f) + rsqrtf(4.0f);
  // CHECK:    *out = __expf(v) + __fdividef(v, 3.0f) + rsqrtf(4.0f);
}

int main() { return 0; }
// WARN-NOT: warning:
