// CUDA functions and headers that the target HIP lacks get a definition of
// the port's own (mappings/facts/port-definitions.yaml): the SIMD video
// intrinsics and the cache-hint stores on every target, __match_any_sync
// before HIP 6.2, cooperative_groups/reduce.h in place of its #include. The
// definitions that go before one declaration are one block.
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=5.2 --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error}}:' %s < %t.err
// RUN: FileCheck --match-full-lines %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -std=c++17 -fsyntax-only %t.hip %}
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=6.2 -o %t.62.hip 2>&1
// RUN: FileCheck --match-full-lines --check-prefix=HIP62 %s < %t.62.hip
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void relu(const unsigned *in, unsigned *out, unsigned *sad, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[i] = __vmaxs4(in[i], 0);
    __stcs(sad + i, __vsadu4(in[i], out[i]));
  }
}

__global__ void sum(const float *in, float *out) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  float s = cg::reduce(warp, in[threadIdx.x], cg::plus<float>{});
  if (warp.thread_rank() == 0)
    out[threadIdx.x / 32] = s + __vmaxs4(1u, 2u);
}

__global__ void groups(const int *key, unsigned *peers) {
  peers[threadIdx.x] = __match_any_sync(0xffffffffu, key[threadIdx.x]);
}

// The #include hip_runtime.h the file needs and the definitions before its
// first declaration are one insertion, the include first.
// CHECK:      #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_cooperative_groups.h>
// CHECK-NEXT: #ifndef HIPIFY_DEFINED_cooperative_groups__reduce
// CHECK-NEXT: #define HIPIFY_DEFINED_cooperative_groups__reduce
// CHECK:      __device__ T reduce(const Tile &group, T value, Op op) {
// CHECK:      } // namespace cooperative_groups
// CHECK-NEXT: #endif
// CHECK-NEXT: namespace cg = cooperative_groups;
// CHECK-EMPTY:
// In the order of their first calls.
// CHECK-NEXT: #ifndef HIPIFY_DEFINED_hipify_vmaxs4
// CHECK:      static __device__ inline unsigned int hipify_vmaxs4(unsigned int a, unsigned int b) {
// CHECK:      #ifndef HIPIFY_DEFINED_hipify_stcs
// CHECK:      static __device__ inline void hipify_stcs(T *address, V value) {
// CHECK:      #ifndef HIPIFY_DEFINED_hipify_vsadu4
// CHECK:      #endif
// CHECK-EMPTY:
// CHECK-NEXT: __global__ void relu(const unsigned *in, unsigned *out, unsigned *sad, int n) {
// CHECK:          out[i] = hipify_vmaxs4(in[i], 0);
// CHECK-NEXT:     hipify_stcs(sad + i, hipify_vsadu4(in[i], out[i]));
// Defined once per file: sum() uses the definition above.
// CHECK:      __global__ void sum(const float *in, float *out) {
// CHECK-NEXT:   auto warp = cg::tiled_partition<32>(cg::this_thread_block());
// CHECK-NEXT:   float s = cg::reduce(warp, in[threadIdx.x], cg::plus<float>{});
// CHECK:          out[threadIdx.x / 32] = s + hipify_vmaxs4(1u, 2u);
// CHECK:      #ifndef HIPIFY_DEFINED_hipify_match_any_sync
// CHECK:      hipify_match_any_sync(unsigned long long mask, T value) {
// CHECK:      __global__ void groups(const int *key, unsigned *peers) {
// CHECK-NEXT:   peers[threadIdx.x] = ((unsigned)(hipify_match_any_sync(((unsigned long long)(0xffffffffu) << (__lane_id() & 32)), key[threadIdx.x]) >> (__lane_id() & 32)));

// MSG:{{.*}}port-definitions.cu:12:1: note: 'hip/hip_runtime.h' included: the file uses CUDA without including a runtime header, which nvcc includes implicitly and hipcc does not [hipify-include]
// MSG-NEXT:{{.*}}port-definitions.cu:12:10: note: 'cooperative_groups.h' -> 'hip/hip_cooperative_groups.h' [hipify-include]
// MSG-NEXT:{{.*}}port-definitions.cu:13:10: note: no HIP release has 'cooperative_groups/reduce.h': the port defines what it declares [hipify-older-equivalent]
// MSG-NEXT:{{.*}}port-definitions.cu:16:1: note: defined 'hipify_vmaxs4' in place of '__vmaxs4', 'hipify_stcs' in place of '__stcs', 'hipify_vsadu4' in place of '__vsadu4' for the calls below: the target HIP has no counterpart [hipify-older-equivalent]
// MSG-NEXT:{{.*}}port-definitions.cu:19:14: note: '__vmaxs4': no HIP release has '__vmaxs4': using 'hipify_vmaxs4', which the port defines [hipify-older-equivalent]
// MSG:{{.*}}port-definitions.cu:31:1: note: defined 'hipify_match_any_sync' in place of '__match_any_sync' for the calls below: the target HIP has no counterpart [hipify-older-equivalent]
// MSG-NEXT:{{.*}}port-definitions.cu:32:24: note: '__match_any_sync' keeps the 32 bits of the lane's 32-lane group of the wavefront, as on a CUDA warp [hipify-warp-vote-group]
// MSG-NEXT:{{.*}}port-definitions.cu:32:24: note: '__match_any_sync': '__match_any_sync' needs HIP 6.2 (the target is 5.2): using 'hipify_match_any_sync'; the port defines it from __ballot and __shfl, over the lanes of the mask that are active [hipify-older-equivalent]

// From HIP 6.2 the call keeps HIP's own __match_any_sync; the others are
// still defined.
// HIP62-NOT: #ifndef HIPIFY_DEFINED_hipify_match_any_sync
// HIP62:     #ifndef HIPIFY_DEFINED_hipify_vmaxs4
// HIP62-NOT: #ifndef HIPIFY_DEFINED_hipify_match_any_sync
// HIP62:       peers[threadIdx.x] = ((unsigned)(__match_any_sync(((unsigned long long)(0xffffffffu) << (__lane_id() & 32)), key[threadIdx.x]) >> (__lane_id() & 32)));
