// hipify-warp-width-ambiguous: warp code written for 32-lane warps that the
// port cannot rewrite safely is left as written, whole call graph at once
// (never half rewritten), and reported with the reason and the safe
// alternative; so is warp code in an inactive #if branch.
// RUN: %hipify port %s --cuda-path=%cuda-path --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='[hipify-warp-width-ambiguous]' %s < %t.err
// RUN: %hipify port %s --cuda-path=%cuda-path --no-warp-fixes -o %t.nofix.hip 2> %t.nofix.err
// RUN: FileCheck --allow-empty --match-full-lines --check-prefix=NOFIX %s < %t.nofix.err

#include <cuda_runtime.h>

// A lane mask handed to a function the port cannot see: it may read the
// mask as 32 or as 64 lanes. 'ranks', and the helper it calls, stay as
// written.
extern __device__ int rankIn(unsigned mask, int lane);
__device__ int lastLane(int v) {
  return __shfl_sync(0xffffffff, v, 31);
  // CHECK:  return __shfl(v, 31);
}
__global__ void ranks(const int *data, int *out) {
  int lane = threadIdx.x & 31;
  unsigned mask = __ballot_sync(0xffffffff, data[threadIdx.x] > 0);
  // CHECK:  unsigned mask = __ballot(data[threadIdx.x] > 0);
  out[threadIdx.x] = rankIn(mask, lane) + lastLane(lane);
  // MSG:{{.*}}width-ambiguous.cu:[[@LINE-1]]:29: warning: 'lastLane' and 'ranks' call each other and are written for 32-lane warps, but a lane mask of 32 bits reaches 'rankIn', whose definition the port cannot see (another translation unit or a library): it may read the mask as the port's, or as 64 lanes. Its warp code is left as written, which computes with 64-lane warps on AMD CDNA GPUs: build these kernels for 32-lane wavefronts (RDNA, -mno-wavefrontsize64; hipify validate --port-warp-size=32 runs them so), or rewrite them for either width [hipify-warp-width-ambiguous]
}

// A macro shared by 32-lane code and code written for any width: the width
// 32 in its #define would break the other.
#define BROADCAST(v, src) __shfl_sync(__activemask(), (v), (src))
// CHECK:#define BROADCAST(v, src) __shfl((v), (src))
__global__ void fromLast(int *data) {
  data[threadIdx.x] = BROADCAST(data[threadIdx.x], 31) + (threadIdx.x & 31);
  // MSG:{{.*}}width-ambiguous.cu:[[@LINE-4]]:27: warning: 'fromLast' is written for 32-lane warps, but its warp call at line [[@LINE-4]] is in a macro that 'firstLane' also expands, which the port leaves as written (it is written with warpSize): one edit of the #define cannot serve both. {{.*}} [hipify-warp-width-ambiguous]
}
__global__ void firstLane(int *data) {
  data[threadIdx.x] = BROADCAST(data[threadIdx.x], threadIdx.x / warpSize * warpSize);
}

// warpSize through a macro, in code that also assumes 32 lanes: the macro
// cannot become 32 for this function alone.
#define LANES warpSize
__global__ void lanes(int *data) {
  int lane = threadIdx.x % LANES;
  data[threadIdx.x] = __shfl_sync(0xffffffff, lane, 0);
  // CHECK:  data[threadIdx.x] = __shfl(lane, 0);
  // MSG:{{.*}}width-ambiguous.cu:[[@LINE-4]]:17: warning: 'lanes' is written for 32-lane warps, but 'lanes' reads warpSize through a macro, which the port cannot turn into 32 for this function alone. {{.*}} [hipify-warp-width-ambiguous]
}

// A warp call split between a macro and its use.
#define OPEN_BROADCAST __shfl_sync(0xffffffff,
__global__ void split(int *data) {
  data[threadIdx.x] = OPEN_BROADCAST data[threadIdx.x], 31);
  // MSG:{{.*}}width-ambiguous.cu:[[@LINE-1]]:23: warning: 'split' is written for 32-lane warps, but '__shfl_sync' at line [[@LINE-1]] is split between a macro and its use, where it cannot be edited. {{.*}} [hipify-warp-width-ambiguous]
}

// An inactive #if branch: the parser does not see it, the port renames it
// token by token; the parsed branch is fixed.
__global__ void branches(int *data) {
  int v = data[threadIdx.x];
#ifdef USE_OLD_SHUFFLE
  v = __shfl(v, 31);
  // MSG:{{.*}}width-ambiguous.cu:[[@LINE-1]]:7: warning: '__shfl' is in an inactive preprocessor branch, which the parser does not see: it is renamed token by token, not rewritten for the warp width (the parsed code of 'branches' keeps CUDA's 32-lane warps as 32-lane groups). If a build enables this branch, run hipify with the same macros (-- -DNAME), or check it at 64 lanes by hand [hipify-warp-width-ambiguous]
#else
  v = __shfl_sync(0xffffffff, v, 31);
  // CHECK:  v = __shfl(v, 31, 32);
#endif
  data[threadIdx.x] = v;
}

// Code that names AMD's own width next to warpSize and 32-lane code: which
// width it means on the target is the code's choice, not the port's.
__global__ void wave(int *data) {
#ifdef __AMDGCN_WAVEFRONT_SIZE
  int lane = threadIdx.x % __AMDGCN_WAVEFRONT_SIZE;
#else
  int lane = threadIdx.x % warpSize;
  // MSG:{{.*}}width-ambiguous.cu:[[@LINE-1]]:28: warning: 'wave' is written for 32-lane warps, but 'wave' names __AMDGCN_WAVEFRONT_SIZE, AMD's own width. {{.*}} [hipify-warp-width-ambiguous]
#endif
  unsigned mask = __ballot_sync(0xffffffff, data[threadIdx.x] > 0);
  // CHECK:  unsigned mask = __ballot(data[threadIdx.x] > 0);
  data[threadIdx.x] = __popc(mask) + lane;
}

// NOFIX-NOT:{{.*}}[hipify-warp-width-ambiguous]
