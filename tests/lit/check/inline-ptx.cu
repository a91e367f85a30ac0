// hipify-inline-ptx: asm in device code, not in host code.
// RUN: %hipify check %s --cuda-path=%cuda-path --fail-on=none > %t.txt
// RUN: FileCheck --match-full-lines %s < %t.txt
#include <cuda_runtime.h>

__device__ unsigned laneId() {
  unsigned id;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(id));
  // CHECK:{{.*}}inline-ptx.cu:[[@LINE-1]]:3: warning: inline assembly in device code is PTX, which AMD GPUs do not run; replace it with HIP built-ins or C++ [hipify-inline-ptx]
  return id;
}

static unsigned long long hostCycles() {
  unsigned lo, hi;
  asm volatile("rdtsc" : "=a"(lo), "=d"(hi)); // host code: not reported
  return ((unsigned long long)hi << 32) | lo;
}

__global__ void k(unsigned *out) { out[threadIdx.x] = laneId(); }
int main() { return hostCycles() == 0; }
// CHECK-NOT:{{.}}
