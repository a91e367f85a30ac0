// hipify check: asm in device code that translates is a note with its fix,
// asm that does not is an error; asm in host code is not reported.
// RUN: %expect-exit 1 %hipify check %s --cuda-path=%cuda-path --hip-version=5.2 > %t.txt
// RUN: FileCheck --match-full-lines %s < %t.txt
// RUN: %hipify check %s --cuda-path=%cuda-path --hip-version=5.2 --fail-on=none --export-fixes=%t.yaml
// RUN: FileCheck --check-prefix=FIX %s < %t.yaml
#include <cuda_runtime.h>

__device__ unsigned laneId() {
  unsigned id;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(id));
  // CHECK:{{.*}}inline-ptx.cu:[[@LINE-1]]:3: note: inline PTX 'mov.u32 %0, %laneid' translated to HIP: 'id = __lane_id() & 31'; the lane within its 32-lane warp; a 64-wide wavefront holds two [hipify-inline-ptx-translated]
  // FIX: ReplacementText: 'id = __lane_id() & 31'
  return id;
}

__device__ unsigned rotate(unsigned x, unsigned n) {
  unsigned r;
  asm("sad.u32 %0, %1, %1, %2;" : "=r"(r) : "r"(x), "r"(n));
  // CHECK:{{.*}}inline-ptx.cu:[[@LINE-1]]:8: error: inline PTX instruction 'sad.u32 %0, %1, %1, %2' cannot be translated: mappings/ptx.yaml has no row for 'sad.u32'; the asm statement is left as written, and AMD GPUs do not run PTX [hipify-inline-ptx]
  return r;
}

static unsigned long long hostCycles() {
  unsigned lo, hi;
  asm volatile("rdtsc" : "=a"(lo), "=d"(hi)); // host code: not reported
  return ((unsigned long long)hi << 32) | lo;
}

__global__ void k(unsigned *out) { out[threadIdx.x] = laneId() + rotate(1, 2); }
int main() { return hostCycles() == 0; }
// CHECK-NOT:{{.}}
