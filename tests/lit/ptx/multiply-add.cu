// Multiply-add chains (mad.lo.cc, madc.hi) translate as one block with the
// carry a local; dp4a becomes its byte products; a volatile load stays
// volatile. The port builds for gfx90a. (Semantics: semantics.test.)
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}
#include <cuda_runtime.h>
// MSG:{{.*}}multiply-add.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]
// CHECK:#include <hip/hip_runtime.h>

// A 64-bit by 32-bit product plus an addend, in three words.
__device__ void mulAdd96(unsigned &w0, unsigned &w1, unsigned &w2,
                         unsigned lo, unsigned hi, unsigned m) {
  asm("mad.lo.cc.u32 %0, %3, %5, %0;\n\t"
      "madc.hi.cc.u32 %1, %3, %5, %1;\n\t"
      "addc.u32 %2, %2, 0;\n\t"
      "mad.lo.cc.u32 %1, %4, %5, %1;\n\t"
      "madc.hi.u32 %2, %4, %5, %2;"
      : "+r"(w0), "+r"(w1), "+r"(w2)
      : "r"(lo), "r"(hi), "r"(m));
  // MSG:{{.*}}multiply-add.cu:[[@LINE-7]]:3: note: inline PTX 'mad.lo.cc.u32 %0, %3, %5, %0; madc.hi.cc.u32 %1, %3, %5, %1; addc.u32 %2, %2, 0; mad.lo.cc.u32 %1, %4, %5, %1; madc.hi.u32 %2, %4, %5, %2' translated to HIP: a block of 5 statements [hipify-inline-ptx-translated]
  // CHECK:  {
  // CHECK-NEXT:    unsigned hipify_carry;
  // CHECK-NEXT:    unsigned hipify_out0 = w0;
  // CHECK-NEXT:    unsigned hipify_out1 = w1;
  // CHECK-NEXT:    unsigned hipify_out2 = w2;
  // CHECK-NEXT:    { unsigned long long hipify_sum = (unsigned long long)((unsigned)lo * (unsigned)m) + (unsigned)hipify_out0; hipify_carry = (unsigned)(hipify_sum >> 32); hipify_out0 = (unsigned)hipify_sum; }
  // CHECK-NEXT:    { unsigned long long hipify_sum = (((unsigned long long)(unsigned)lo * (unsigned)m) >> 32) + (unsigned)hipify_out1 + hipify_carry; hipify_carry = (unsigned)(hipify_sum >> 32); hipify_out1 = (unsigned)hipify_sum; }
  // CHECK-NEXT:    hipify_out2 = (unsigned)hipify_out2 + (unsigned)0 + hipify_carry;
  // CHECK-NEXT:    { unsigned long long hipify_sum = (unsigned long long)((unsigned)hi * (unsigned)m) + (unsigned)hipify_out1; hipify_carry = (unsigned)(hipify_sum >> 32); hipify_out1 = (unsigned)hipify_sum; }
  // CHECK-NEXT:    hipify_out2 = (unsigned)(((unsigned long long)(unsigned)hi * (unsigned)m) >> 32) + (unsigned)hipify_out2 + hipify_carry;
  // CHECK-NEXT:    w0 = hipify_out0;
  // CHECK-NEXT:    w1 = hipify_out1;
  // CHECK-NEXT:    w2 = hipify_out2;
  // CHECK-NEXT:  }
}

__device__ int dot4(int a, int b, int acc) {
  int d;
  asm("dp4a.s32.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(acc));
  // MSG:{{.*}}multiply-add.cu:[[@LINE-1]]:3: note: inline PTX 'dp4a.s32.s32 %0, %1, %2, %3' translated to HIP: 'd = (int)((unsigned)acc + (unsigned)((signed char)(unsigned)a * (signed char)(unsigned)b) + (unsigned)((signed char)((unsigned)a >> 8) * (signed char)((unsigned)b >> 8)) + (unsigned)((signed char)((unsigned)a >> 16) * (signed char)((unsigned)b >> 16)) + (unsigned)((signed char)((unsigned)a >> 24) * (signed char)((unsigned)b >> 24)))' [hipify-inline-ptx-translated]
  // CHECK:  d = (int)((unsigned)acc + (unsigned)((signed char)(unsigned)a * (signed char)(unsigned)b) + (unsigned)((signed char)((unsigned)a >> 8) * (signed char)((unsigned)b >> 8)) + (unsigned)((signed char)((unsigned)a >> 16) * (signed char)((unsigned)b >> 16)) + (unsigned)((signed char)((unsigned)a >> 24) * (signed char)((unsigned)b >> 24)));
  return d;
}

__device__ unsigned fresh(const unsigned *p) {
  unsigned v;
  asm volatile("ld.volatile.global.u32 %0, [%1];" : "=r"(v) : "l"(p));
  // MSG:{{.*}}multiply-add.cu:[[@LINE-1]]:3: note: inline PTX 'ld.volatile.global.u32 %0, [%1]' translated to HIP: 'v = *(const volatile unsigned int *)p' [hipify-inline-ptx-translated]
  // CHECK:  v = *(const volatile unsigned int *)p;
  return v;
}
