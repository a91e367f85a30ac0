// Warp intrinsics with masks become HIP 5.2's mask-less forms (the mask
// argument is dropped, widths are kept); built-ins HIP shares are untouched.
// (--no-warp-fixes: this test is about the tables; tests/lit/warp has the
// warp-width rewrites of the same calls.)
// RUN: %hipify port --no-warp-fixes %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_runtime.h>
// MSG:{{.*}}device-intrinsics.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]

#define FULL_MASK 0xffffffffu
#define SHUFFLE_DOWN(v, d) __shfl_down_sync(FULL_MASK, v, d)
// MSG:{{.*}}device-intrinsics.cu:[[@LINE-1]]:28: note: '__shfl_down_sync': '__shfl_down_sync' needs HIP 6.2 (the target is 5.2): using '__shfl_down'; the mask is dropped; exact when it names every active lane [hipify-warp-mask-dropped]
// MSG:{{.*}}device-intrinsics.cu:[[@LINE-2]]:28: note: '__shfl_down_sync' -> '__shfl_down' (HIP 6.2 added the *_sync warp functions, declared in HIP 6.2 to 6.4 where HIP_ENABLE_WARP_SYNC_BUILTINS is defined (compile with -DHIP_ENABLE_WARP_SYNC_BUILTINS), by default from 7.0; an older HIP gets the mask-less form) [hipify-api-rename]
// MSG:{{.*}}device-intrinsics.cu:[[@LINE-3]]:45: note: arguments of '__shfl_down_sync' rewritten as ($2, $3) [hipify-argument-rewrite]
// CHECK:#define SHUFFLE_DOWN(v, d) __shfl_down(v, d)

__global__ void reduce(const float *in, float *out, unsigned *votes) {
  float v = in[threadIdx.x];
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(FULL_MASK, v, offset);
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-1]]:10: note: '__shfl_down_sync': '__shfl_down_sync' needs HIP 6.2 (the target is 5.2): using '__shfl_down'; the mask is dropped; exact when it names every active lane [hipify-warp-mask-dropped]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-2]]:10: note: '__shfl_down_sync' -> '__shfl_down' (HIP 6.2 added the *_sync warp functions, declared in HIP 6.2 to 6.4 where HIP_ENABLE_WARP_SYNC_BUILTINS is defined (compile with -DHIP_ENABLE_WARP_SYNC_BUILTINS), by default from 7.0; an older HIP gets the mask-less form) [hipify-api-rename]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-3]]:27: note: arguments of '__shfl_down_sync' rewritten as ($2, $3) [hipify-argument-rewrite]
  // CHECK:    v += __shfl_down(v, offset);
  v += __shfl_xor_sync(0xffffffff, v, 1, 16);
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-1]]:8: note: '__shfl_xor_sync': '__shfl_xor_sync' needs HIP 6.2 (the target is 5.2): using '__shfl_xor'; the mask is dropped; exact when it names every active lane [hipify-warp-mask-dropped]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-2]]:8: note: '__shfl_xor_sync' -> '__shfl_xor' (HIP 6.2 added the *_sync warp functions, declared in HIP 6.2 to 6.4 where HIP_ENABLE_WARP_SYNC_BUILTINS is defined (compile with -DHIP_ENABLE_WARP_SYNC_BUILTINS), by default from 7.0; an older HIP gets the mask-less form) [hipify-api-rename]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-3]]:24: note: arguments of '__shfl_xor_sync' rewritten as ($2, $3, $4) [hipify-argument-rewrite]
  // CHECK:  v += __shfl_xor(v, 1, 16);
  v += __shfl_sync(__activemask(), v, 0);
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-1]]:8: note: '__shfl_sync': '__shfl_sync' needs HIP 6.2 (the target is 5.2): using '__shfl'; the mask is dropped; exact when it names every active lane [hipify-warp-mask-dropped]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-2]]:8: note: '__shfl_sync' -> '__shfl' (HIP 6.2 added the *_sync warp functions, declared in HIP 6.2 to 6.4 where HIP_ENABLE_WARP_SYNC_BUILTINS is defined (compile with -DHIP_ENABLE_WARP_SYNC_BUILTINS), by default from 7.0; an older HIP gets the mask-less form) [hipify-api-rename]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-3]]:20: note: arguments of '__shfl_sync' rewritten as ($2, $3) [hipify-argument-rewrite]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-4]]:20: note: '__activemask': '__activemask' needs HIP 6.2 (the target is 5.2): using '__ballot'; the lanes that are active are those that vote true [hipify-older-equivalent]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-5]]:20: note: '__activemask' -> '__ballot' (HIP 6.2 added __activemask, declared in HIP 6.2 to 6.4 where HIP_ENABLE_WARP_SYNC_BUILTINS is defined (compile with -DHIP_ENABLE_WARP_SYNC_BUILTINS), by default from 7.0; an older HIP gets __ballot(1)) [hipify-api-rename]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-6]]:33: note: arguments of '__activemask' rewritten as (1) [hipify-argument-rewrite]
  // CHECK:  v += __shfl(v, 0);
  v += __shfl_up_sync(FULL_MASK, __shfl_down_sync(FULL_MASK, v, 2), 1);
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-1]]:8: note: '__shfl_up_sync': '__shfl_up_sync' needs HIP 6.2 (the target is 5.2): using '__shfl_up'; the mask is dropped; exact when it names every active lane [hipify-warp-mask-dropped]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-2]]:8: note: '__shfl_up_sync' -> '__shfl_up' (HIP 6.2 added the *_sync warp functions, declared in HIP 6.2 to 6.4 where HIP_ENABLE_WARP_SYNC_BUILTINS is defined (compile with -DHIP_ENABLE_WARP_SYNC_BUILTINS), by default from 7.0; an older HIP gets the mask-less form) [hipify-api-rename]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-3]]:23: note: arguments of '__shfl_up_sync' rewritten as ($2, $3) [hipify-argument-rewrite]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-4]]:34: note: '__shfl_down_sync': '__shfl_down_sync' needs HIP 6.2 (the target is 5.2): using '__shfl_down'; the mask is dropped; exact when it names every active lane [hipify-warp-mask-dropped]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-5]]:34: note: '__shfl_down_sync' -> '__shfl_down' (HIP 6.2 added the *_sync warp functions, declared in HIP 6.2 to 6.4 where HIP_ENABLE_WARP_SYNC_BUILTINS is defined (compile with -DHIP_ENABLE_WARP_SYNC_BUILTINS), by default from 7.0; an older HIP gets the mask-less form) [hipify-api-rename]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-6]]:51: note: arguments of '__shfl_down_sync' rewritten as ($2, $3) [hipify-argument-rewrite]
  // CHECK:  v += __shfl_up(__shfl_down(v, 2), 1);
  v += SHUFFLE_DOWN(v, 4);
  unsigned ballot = __ballot_sync(__activemask(), v > 0.0f);
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-1]]:21: note: '__ballot_sync': '__ballot_sync' needs HIP 6.2 (the target is 5.2): using '__ballot'; the mask is dropped; __ballot returns a 64-bit mask on 64-wide wavefronts [hipify-warp-mask-dropped]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-2]]:21: note: '__ballot_sync' -> '__ballot' (HIP 6.2 added the *_sync warp functions, declared in HIP 6.2 to 6.4 where HIP_ENABLE_WARP_SYNC_BUILTINS is defined (compile with -DHIP_ENABLE_WARP_SYNC_BUILTINS), by default from 7.0; an older HIP gets the mask-less form) [hipify-api-rename]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-3]]:35: note: arguments of '__ballot_sync' rewritten as ($2) [hipify-argument-rewrite]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-4]]:35: note: '__activemask': '__activemask' needs HIP 6.2 (the target is 5.2): using '__ballot'; the lanes that are active are those that vote true [hipify-older-equivalent]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-5]]:35: note: '__activemask' -> '__ballot' (HIP 6.2 added __activemask, declared in HIP 6.2 to 6.4 where HIP_ENABLE_WARP_SYNC_BUILTINS is defined (compile with -DHIP_ENABLE_WARP_SYNC_BUILTINS), by default from 7.0; an older HIP gets __ballot(1)) [hipify-api-rename]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-6]]:48: note: arguments of '__activemask' rewritten as (1) [hipify-argument-rewrite]
  // CHECK:  unsigned ballot = __ballot(v > 0.0f);
  unsigned mask = __activemask();
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-1]]:19: note: '__activemask': '__activemask' needs HIP 6.2 (the target is 5.2): using '__ballot'; the lanes that are active are those that vote true [hipify-older-equivalent]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-2]]:19: note: '__activemask' -> '__ballot' (HIP 6.2 added __activemask, declared in HIP 6.2 to 6.4 where HIP_ENABLE_WARP_SYNC_BUILTINS is defined (compile with -DHIP_ENABLE_WARP_SYNC_BUILTINS), by default from 7.0; an older HIP gets __ballot(1)) [hipify-api-rename]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-3]]:32: note: arguments of '__activemask' rewritten as (1) [hipify-argument-rewrite]
  // CHECK:  unsigned mask = __ballot(1);
  if (__any_sync(FULL_MASK, v > 1.0f) && __all_sync(FULL_MASK, v > -1.0f))
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-1]]:7: note: '__any_sync': '__any_sync' needs HIP 6.2 (the target is 5.2): using '__any'; the mask is dropped [hipify-warp-mask-dropped]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-2]]:7: note: '__any_sync' -> '__any' (HIP 6.2 added the *_sync warp functions, declared in HIP 6.2 to 6.4 where HIP_ENABLE_WARP_SYNC_BUILTINS is defined (compile with -DHIP_ENABLE_WARP_SYNC_BUILTINS), by default from 7.0; an older HIP gets the mask-less form) [hipify-api-rename]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-3]]:18: note: arguments of '__any_sync' rewritten as ($2) [hipify-argument-rewrite]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-4]]:42: note: '__all_sync': '__all_sync' needs HIP 6.2 (the target is 5.2): using '__all'; the mask is dropped [hipify-warp-mask-dropped]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-5]]:42: note: '__all_sync' -> '__all' (HIP 6.2 added the *_sync warp functions, declared in HIP 6.2 to 6.4 where HIP_ENABLE_WARP_SYNC_BUILTINS is defined (compile with -DHIP_ENABLE_WARP_SYNC_BUILTINS), by default from 7.0; an older HIP gets the mask-less form) [hipify-api-rename]
  // MSG:{{.*}}device-intrinsics.cu:[[@LINE-6]]:53: note: arguments of '__all_sync' rewritten as ($2) [hipify-argument-rewrite]
  // CHECK:  if (__any(v > 1.0f) && __all(v > -1.0f))
    atomicAdd(&votes[0], __popc(ballot) + (mask & 1u));
  // CHECK:    atomicAdd(&votes[0], __popc(ballot) + (mask & 1u));
  __syncthreads();
  if (threadIdx.x == 0)
    *out = __expf(v) + __fdividef(v, 3.0f) + rsqrtf(4.0f);
  // CHECK:    *out = __expf(v) + __fdividef(v, 3.0f) + rsqrtf(4.0f);
}

int main() { return 0; }
