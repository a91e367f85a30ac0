// hipify-warp-size-assumption: thread-index arithmetic with 32/31/5, full
// 32-bit masks, 32-bit vote results, per-warp arrays sized by 32. The
// negative cases below look alike but do not depend on the warp size.
// With the warp fixes (the default), check agrees with port: where the port
// keeps the warps as 32-lane groups, which makes that code right at 64
// lanes, check reports the fixes (notes with their edits) and no warning.
// RUN: %hipify check %s --cuda-path=%cuda-path --fail-on=none --no-warp-fixes > %t.txt
// RUN: FileCheck --match-full-lines %s < %t.txt
// RUN: %hipify check %s --cuda-path=%cuda-path --fail-on=none --format=json > %t.json
// RUN: %python3 -c "import json,sys; [print(f['rule'], f['level'], f['line'], f['column'], 'fixable' if f['fixable'] else '') for f in json.load(open(sys.argv[1]))['findings']]" %t.json > %t.fixed.txt
// RUN: FileCheck --match-full-lines --check-prefix=FIXED %s < %t.fixed.txt
#include <cuda_runtime.h>

__global__ void positives(float *p) {
  __shared__ float partial[256 / 32];
  // CHECK:{{.*}}warp-size.cu:[[@LINE-1]]:32: warning: shared array 'partial' has one slot per 32 threads; with 64-lane wavefronts size it by warpSize [hipify-warp-size-assumption]
  int lane = threadIdx.x % 32;
  // CHECK-NEXT:{{.*}}warp-size.cu:[[@LINE-1]]:26: warning: '% 32' on a thread index assumes 32-lane warps; AMD wavefronts have 64 lanes (use warpSize) [hipify-warp-size-assumption]
  int warp = threadIdx.x >> 5;
  // CHECK-NEXT:{{.*}}warp-size.cu:[[@LINE-1]]:26: warning: '>> 5' on a thread index assumes 32-lane warps; AMD wavefronts have 64 lanes (use warpSize) [hipify-warp-size-assumption]
  if ((lane & 31) == 0)
  // CHECK-NEXT:{{.*}}warp-size.cu:[[@LINE-1]]:13: warning: '& 31' on a thread index assumes 32-lane warps; AMD wavefronts have 64 lanes (use warpSize) [hipify-warp-size-assumption]
    partial[warp] = p[lane];
  unsigned votes = __ballot_sync(0xffffffff, p[lane] > 0.0f);
  // CHECK-NEXT:{{.*}}warp-size.cu:[[@LINE-1]]:12: warning: a warp vote mask is stored in 32 bits; on 64-lane wavefronts the mask has 64 (use a 64-bit integer) [hipify-warp-size-assumption]
  // CHECK-NEXT:{{.*}}warp-size.cu:[[@LINE-2]]:34: warning: the full mask 0xffffffff names 32 lanes; on a 64-lane wavefront it leaves out half of them [hipify-warp-size-assumption]
  if (threadIdx.x < 32)
  // CHECK-NEXT:{{.*}}warp-size.cu:[[@LINE-1]]:19: warning: '< 32' on a thread index assumes 32-lane warps; AMD wavefronts have 64 lanes (use warpSize) [hipify-warp-size-assumption]
    p[threadIdx.x] = votes;
}

__global__ void negatives(float *p, int n) {
  for (int i = 0; i < 64; ++i)
    p[i % 32] += 1.0f;          // a loop counter, not a thread index
  int block = blockIdx.x / 32;  // block index arithmetic
  p[n & 31] = block;            // data, not a lane
  unsigned long long all = __ballot_sync(__activemask(), p[0] > 0.0f);
  p[1] = all;                   // 64-bit vote result
  int lane = threadIdx.x % warpSize;
  p[lane] = __shfl_down_sync(__activemask(), p[lane], 1);
}
// CHECK-NOT:{{.}}

// FIXED:hipify-warp-vote-group note 24 20 fixable
// FIXED-NOT:{{.}}
