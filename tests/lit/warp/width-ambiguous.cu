// hipify-warp-width-ambiguous: a device function that uses warpSize and also
// 32-lane literals could mean either width; its warp functions are left as
// written and the first is reported once, naming both places.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=MSG %s < %t.err
// RUN: %hipify port %s --cuda-path=%cuda-path --no-warp-fixes -o %t.nofix.hip 2> %t.nofix.err
// RUN: FileCheck --allow-empty --match-full-lines --check-prefix=NOFIX %s < %t.nofix.err

#include <cuda_runtime.h>

__global__ void mixed(float *data) {
  int lane = threadIdx.x & 31;
  float v = data[threadIdx.x];
  v += __shfl_sync(0xffffffff, v, (lane + 1) % warpSize);
  // CHECK:  v += __shfl(v, (lane + 1) % warpSize);
  v += __shfl_up_sync(0xffffffff, v, 1);
  // CHECK:  v += __shfl_up(v, 1);
  data[threadIdx.x] = v;
}

// Negative: a 32 that is no lane arithmetic (a loop counter) does not make
// code written with warpSize ambiguous; it is left alone as width-generic.
__global__ void generic(float *data, int n) {
  for (int i = 0; i < n; ++i)
    data[i % 32] += 1.0f;
  int lane = threadIdx.x % warpSize;
  data[lane] = __shfl_down_sync(__activemask(), data[lane], 1);
  // CHECK:  data[lane] = __shfl_down(data[lane], 1);
}

// MSG:{{.*}}width-ambiguous.cu:15:8: warning: 'mixed' uses warpSize (line 15) and also assumes 32-lane warps ('& 31' at line 13): its warp functions are left as written. Write 32 throughout to keep CUDA's 32-lane warps (the port then runs them as 32-lane groups), or warpSize throughout for code that works at any width [hipify-warp-width-ambiguous]
// MSG-NOT:{{.*}}[hipify-warp-width-ambiguous]
// NOFIX-NOT:{{.*}}[hipify-warp-width-ambiguous]
