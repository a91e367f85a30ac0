// hipify-warp-synchronous: consecutive volatile stores with no barrier; not
// when __syncwarp separates them (which check, showing warnings, leaves
// unreported: it becomes a wavefront fence), nor for a single volatile flag.
// RUN: %hipify check %s --cuda-path=%cuda-path --fail-on=none > %t.txt
// RUN: FileCheck --match-full-lines %s < %t.txt
#include <cuda_runtime.h>

__device__ void warpReduce(volatile float *s, unsigned t) {
  s[t] += s[t + 16];
  // CHECK:{{.*}}warp-synchronous.cu:[[@LINE-1]]:8: warning: warp-synchronous code: 3 stores through volatile memory rely on the lanes of a warp running in lock step; put __syncwarp() (CUDA) or a barrier between them, and check the lane count (64 on AMD) [hipify-warp-synchronous]
  s[t] += s[t + 8];
  s[t] += s[t + 4];
}

__device__ void warpReduceSynced(volatile float *s, unsigned t) {
  s[t] += s[t + 16];
  __syncwarp();
  s[t] += s[t + 8];
  __syncwarp();
  s[t] += s[t + 4];
}

__device__ volatile int flag;
__global__ void k(float *p) {
  flag = 1;
  p[0] = flag;
}
// CHECK-NOT:{{.}}
