// __syncwarp becomes a wavefront-scope fence for every HIP target before 7.0:
// HIP 5.2 to 6.4 have no __syncwarp by default, a wavefront's lanes run
// together, and the fence keeps the lanes' shared-memory accesses in order.
// The mask is dropped, and the call stays an expression (a conditional's arm
// here). The port builds. HIP 7.0 declares __syncwarp: the call stays, its
// mask widened to the 64 bits HIP's takes, onto the lane's half of the
// wavefront (code written for 32 lanes).
// RUN: %hipify port %s --cuda-path=%cuda-path --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=6.2 -o %t.62.hip
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.62.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -std=c++17 -c %t.hip -o %t.o %}
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=7.0 -o %t.70.hip
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=HIP7 %s < %t.70.hip

#include <cuda_runtime.h>
// MSG:{{.*}}syncwarp.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]

__global__ void exchange(int *out, int wide) {
  __shared__ int slots[256];
  slots[threadIdx.x] = threadIdx.x;
  __syncwarp();
  int left = slots[threadIdx.x ^ 1];
  wide ? __syncthreads() : __syncwarp(0xffffffffu);
  out[threadIdx.x] = left + slots[threadIdx.x ^ 2];
}
// MSG:{{.*}}syncwarp.cu:[[@LINE-5]]:3: note: '__syncwarp': '__syncwarp' needs HIP 7.0 (the target is 5.2): using '__builtin_amdgcn_fence'; a wavefront's lanes run together{{.*}} [hipify-older-equivalent]
// MSG:{{.*}}syncwarp.cu:[[@LINE-6]]:3: note: '__syncwarp' -> '__builtin_amdgcn_fence' (HIP 7.0 declares __syncwarp{{.*}}) [hipify-api-rename]
// MSG:{{.*}}syncwarp.cu:[[@LINE-7]]:14: note: arguments of '__syncwarp' rewritten as (__ATOMIC_ACQ_REL, "wavefront") [hipify-argument-rewrite]
// MSG:{{.*}}syncwarp.cu:[[@LINE-6]]:28: note: '__syncwarp': '__syncwarp' needs HIP 7.0 (the target is 5.2): using '__builtin_amdgcn_fence'; a wavefront's lanes run together{{.*}} [hipify-older-equivalent]
// MSG:{{.*}}syncwarp.cu:[[@LINE-7]]:28: note: '__syncwarp' -> '__builtin_amdgcn_fence' (HIP 7.0 declares __syncwarp{{.*}}) [hipify-api-rename]
// MSG:{{.*}}syncwarp.cu:[[@LINE-8]]:39: note: arguments of '__syncwarp' rewritten as (__ATOMIC_ACQ_REL, "wavefront") [hipify-argument-rewrite]
// HIP7:  __syncwarp();
// HIP7-NEXT:  int left = slots[threadIdx.x ^ 1];
// HIP7-NEXT:  wide ? __syncthreads() : __syncwarp(((unsigned long long)(0xffffffffu) << (__lane_id() & 32)));
// CHECK:  slots[threadIdx.x] = threadIdx.x;
// CHECK-NEXT:  __builtin_amdgcn_fence(__ATOMIC_ACQ_REL, "wavefront");
// CHECK-NEXT:  int left = slots[threadIdx.x ^ 1];
// CHECK-NEXT:  wide ? __syncthreads() : __builtin_amdgcn_fence(__ATOMIC_ACQ_REL, "wavefront");
