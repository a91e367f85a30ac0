// A template of several instructions translates as a unit: the carry flag
// and the template's registers become locals, the outputs are written back
// at the end (an output may be the same variable as an input).
// RUN: %hipify port %s --verbose --hip-version=5.2 --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}
#include <cuda_runtime.h>
// MSG:{{.*}}carry-chain.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]

struct U96 { unsigned w[3]; };

__device__ U96 add96(U96 a, U96 b) {
  U96 r;
  asm("add.cc.u32 %0, %3, %6;\n\t"
      "addc.cc.u32 %1, %4, %7;\n\t"
      "addc.u32 %2, %5, %8;"
      : "=r"(r.w[0]), "=r"(r.w[1]), "=r"(r.w[2])
      : "r"(a.w[0]), "r"(a.w[1]), "r"(a.w[2]), "r"(b.w[0]), "r"(b.w[1]), "r"(b.w[2]));
  // MSG:{{.*}}carry-chain.cu:[[@LINE-5]]:3: note: inline PTX 'add.cc.u32 %0, %3, %6; addc.cc.u32 %1, %4, %7; addc.u32 %2, %5, %8' translated to HIP: a block of 3 statements [hipify-inline-ptx-translated]
  // CHECK:  {
  // CHECK-NEXT:    unsigned hipify_carry;
  // CHECK-NEXT:    unsigned hipify_out0;
  // CHECK-NEXT:    unsigned hipify_out1;
  // CHECK-NEXT:    unsigned hipify_out2;
  // CHECK-NEXT:    hipify_carry = (unsigned)(((unsigned long long)(unsigned)a.w[0] + (unsigned)b.w[0]) >> 32); hipify_out0 = (unsigned)a.w[0] + (unsigned)b.w[0];
  // CHECK-NEXT:    { unsigned long long hipify_sum = (unsigned long long)(unsigned)a.w[1] + (unsigned)b.w[1] + hipify_carry; hipify_carry = (unsigned)(hipify_sum >> 32); hipify_out1 = (unsigned)hipify_sum; }
  // CHECK-NEXT:    hipify_out2 = (unsigned)a.w[2] + (unsigned)b.w[2] + hipify_carry;
  // CHECK-NEXT:    r.w[0] = hipify_out0;
  // CHECK-NEXT:    r.w[1] = hipify_out1;
  // CHECK-NEXT:    r.w[2] = hipify_out2;
  // CHECK-NEXT:  }
  return r;
}

// Read-write operands: the sum accumulates in place.
__device__ void accumulate(unsigned &lo, unsigned &hi, unsigned x) {
  asm("add.cc.u32 %0, %0, %2; addc.u32 %1, %1, 0;" : "+r"(lo), "+r"(hi) : "r"(x));
  // MSG:{{.*}}carry-chain.cu:[[@LINE-1]]:3: note: inline PTX 'add.cc.u32 %0, %0, %2; addc.u32 %1, %1, 0' translated to HIP: a block of 2 statements [hipify-inline-ptx-translated]
  // CHECK:  {
  // CHECK-NEXT:    unsigned hipify_carry;
  // CHECK-NEXT:    unsigned hipify_out0 = lo;
  // CHECK-NEXT:    unsigned hipify_out1 = hi;
  // CHECK-NEXT:    hipify_carry = (unsigned)(((unsigned long long)(unsigned)hipify_out0 + (unsigned)x) >> 32); hipify_out0 = (unsigned)hipify_out0 + (unsigned)x;
  // CHECK-NEXT:    hipify_out1 = (unsigned)hipify_out1 + (unsigned)0 + hipify_carry;
  // CHECK-NEXT:    lo = hipify_out0;
  // CHECK-NEXT:    hi = hipify_out1;
  // CHECK-NEXT:  }
}

// A vote through a predicate register declared in the template's scope.
__device__ unsigned warpBallot(int v) {
  unsigned mask;
  asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.u32 p, %1, 0;\n\tvote.sync.ballot.b32 %0, p, 0xffffffff;\n}"
               : "=r"(mask) : "r"(v));
  // MSG:{{.*}}carry-chain.cu:[[@LINE-2]]:3: note: inline PTX 'setp.ne.u32 p, %1, 0; vote.sync.ballot.b32 %0, p, 0xffffffff' translated to HIP: a block of 2 statements; the lane mask is dropped (exact when it names every active lane) [hipify-inline-ptx-translated]
  // CHECK:  {
  // CHECK-NEXT:    bool hipify_p;
  // CHECK-NEXT:    unsigned hipify_out0;
  // CHECK-NEXT:    hipify_p = (unsigned)v != (unsigned)0;
  // CHECK-NEXT:    hipify_out0 = (unsigned)(__ballot(hipify_p) >> (__lane_id() & ~31u));
  // CHECK-NEXT:    mask = hipify_out0;
  // CHECK-NEXT:  }
  return mask;
}

__global__ void kernel(U96 *out, unsigned *acc) {
  out[0] = add96(out[1], out[2]);
  accumulate(acc[0], acc[1], warpBallot(threadIdx.x & 1));
}
