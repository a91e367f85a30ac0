// A CUDA program whose device code is inline PTX runs on the CPU runner
// (its PTX lowered to the PTX ISA's semantics), and so does its HIP port,
// at 32 and at 64 lanes: they print the same.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify cpu-run %s > %t/original.txt
// RUN: %expect-exit 0 %hipify port %s --hip-version=5.2 --cuda-path=%cuda-path -o %t/program.hip
// RUN: %hipify cpu-run %t/program.hip --warp-size=32 > %t/port32.txt
// RUN: %hipify cpu-run %t/program.hip --warp-size=64 > %t/port64.txt
// RUN: diff %t/original.txt %t/port32.txt
// RUN: diff %t/original.txt %t/port64.txt
// RUN: FileCheck --match-full-lines %s < %t/original.txt
#include <cuda_runtime.h>
#include <cstdio>

#define LANE_ID(out) asm("mov.u32 %0, %%laneid;" : "=r"(out))

__device__ unsigned warpSum(unsigned v) {
  for (int offset = 16; offset > 0; offset >>= 1) {
    unsigned w;
    asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(w) : "r"(v), "r"(offset));
    v += w;
  }
  return v;
}

__device__ unsigned long long add64(unsigned long long a, unsigned long long b) {
  unsigned lo, hi;
  asm("add.cc.u32 %0, %2, %4;\n\taddc.u32 %1, %3, %5;"
      : "=r"(lo), "=r"(hi)
      : "r"((unsigned)a), "r"((unsigned)(a >> 32)), "r"((unsigned)b), "r"((unsigned)(b >> 32)));
  return ((unsigned long long)hi << 32) | lo;
}

__device__ unsigned smaller(unsigned a, unsigned b) {
  unsigned r;
  asm("{ .reg .pred p; setp.lt.u32 p, %1, %2; @p mov.u32 %0, %1; @!p mov.u32 %0, %2; }"
      : "=r"(r) : "r"(a), "r"(b));
  return r;
}

__global__ void kernel(const unsigned *in, unsigned *out, unsigned long long *wide,
                       unsigned *count, float *halves) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x, lane;
  LANE_ID(lane);
  unsigned v = in[i], field, ballot;
  asm("bfe.u32 %0, %1, %2, 5;" : "=r"(field) : "r"(v), "r"(lane & 7));
  asm volatile("{ .reg .pred p; setp.ne.u32 p, %1, 0; vote.sync.ballot.b32 %0, p, 0xffffffff; }"
               : "=r"(ballot) : "r"(v & 1));
  unsigned sum = warpSum(field);
  if (lane == 0) {
    unsigned old;
    asm volatile("atom.global.add.u32 %0, [%1], %2;" : "=r"(old) : "l"(count), "r"(sum) : "memory");
  }
  out[i] = sum ^ smaller(v, ballot);
  wide[i] = add64(0xffffffffull * v, 0x1ffffffffull + lane);
  unsigned short h, e;
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"((v >> 24) * 0.03f - 3.0f));
  asm("ex2.approx.f16 %0, %1;" : "=h"(e) : "h"(h));
  float back;
  asm("cvt.f32.f16 %0, %1;" : "=f"(back) : "h"(e));
  halves[i] = back;
}

int main() {
  const int n = 128;
  unsigned host[n], *in, *out, *count;
  unsigned long long *wide, wideHost[n];
  float *halves, halvesHost[n];
  for (int i = 0; i < n; ++i)
    host[i] = 2654435761u * (i + 1);
  cudaMalloc(&in, sizeof host);
  cudaMalloc(&out, sizeof host);
  cudaMalloc(&wide, sizeof wideHost);
  cudaMalloc(&halves, sizeof halvesHost);
  cudaMalloc(&count, sizeof(unsigned));
  cudaMemset(count, 0, sizeof(unsigned));
  cudaMemcpy(in, host, sizeof host, cudaMemcpyHostToDevice);
  kernel<<<2, 64>>>(in, out, wide, count, halves);
  unsigned total;
  cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
  cudaMemcpy(wideHost, wide, sizeof wideHost, cudaMemcpyDeviceToHost);
  cudaMemcpy(halvesHost, halves, sizeof halvesHost, cudaMemcpyDeviceToHost);
  cudaMemcpy(&total, count, sizeof total, cudaMemcpyDeviceToHost);
  unsigned long long check = 0;
  for (int i = 0; i < n; ++i)
    check = check * 31 + host[i] + wideHost[i] + (unsigned long long)(halvesHost[i] * 1024);
  printf("count %u\n", total);
  printf("out[0..3] %u %u %u %u\n", host[0], host[1], host[2], host[3]);
  printf("wide[5] %llu halves[7] %g\n", wideHost[5], halvesHost[7]);
  printf("check %llu\n", check);
  return 0;
}
// CHECK:count {{[0-9]+}}
// CHECK-NEXT:out[0..3] {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}}
// CHECK-NEXT:wide[5] {{[0-9]+}} halves[7] {{.*}}
// CHECK-NEXT:check {{[0-9]+}}
