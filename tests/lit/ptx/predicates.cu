// Guards: setp sets a predicate register the template declares, and an
// instruction under @p or @!p becomes an if in the block.
// RUN: %hipify port %s --verbose --hip-version=5.2 --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}
#include <cuda_runtime.h>
// MSG:{{.*}}predicates.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]
// CHECK:#include <hip/hip_runtime.h>

// setp sets a predicate register the template declares; @p and @!p run an
// instruction under it.
__device__ unsigned smaller(unsigned a, unsigned b) {
  unsigned r;
  asm("{\n\t"
      ".reg .pred p;\n\t"
      "setp.lt.u32 p, %1, %2;\n\t"
      "@p mov.u32 %0, %1;\n\t"
      "@!p mov.u32 %0, %2;\n\t"
      "}"
      : "=r"(r) : "r"(a), "r"(b));
// MSG:{{.*}}predicates.cu:[[@LINE-7]]:3: note: inline PTX 'setp.lt.u32 p, %1, %2; @p mov.u32 %0, %1; @!p mov.u32 %0, %2' translated to HIP: a block of 3 statements [hipify-inline-ptx-translated]
// CHECK:  {
// CHECK-NEXT:    bool hipify_p;
// CHECK-NEXT:    unsigned hipify_out0;
// CHECK-NEXT:    hipify_p = (unsigned)a < (unsigned)b;
// CHECK-NEXT:    if (hipify_p) { hipify_out0 = a; }
// CHECK-NEXT:    if (!hipify_p) { hipify_out0 = b; }
// CHECK-NEXT:    r = hipify_out0;
// CHECK-NEXT:  }
  return r;
}

// A guarded store: memory is written only where the predicate holds.
__device__ void storeIf(unsigned *p, unsigned v, int keep) {
  asm volatile("{ .reg .pred q; setp.ne.b32 q, %2, 0; @q st.global.u32 [%0], %1; }"
               :: "l"(p), "r"(v), "r"(keep) : "memory");
// MSG:{{.*}}predicates.cu:[[@LINE-2]]:3: note: inline PTX 'setp.ne.b32 q, %2, 0; @q st.global.u32 [%0], %1' translated to HIP: a block of 2 statements; any cache operator is dropped [hipify-inline-ptx-translated]
// CHECK:  {
// CHECK-NEXT:    bool hipify_q;
// CHECK-NEXT:    hipify_q = (unsigned)keep != (unsigned)0;
// CHECK-NEXT:    if (hipify_q) { *(unsigned int *)p = (unsigned int)v; }
// CHECK-NEXT:  }
}

__global__ void kernel(unsigned *out) {
  out[0] = smaller(out[1], out[2]);
  storeIf(out + 3, out[4], out[5]);
}
