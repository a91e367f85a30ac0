// A file of `family: ptx` given with --mapping-file adds rows, tried before
// the built-in ones: here sad.u32, which has no built-in row.
// RUN: %hipify port %s --verbose --hip-version=5.2 --cuda-path=%cuda-path --mapping-file=%S/Inputs/user-rows.yaml -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}
#include <cuda_runtime.h>
// MSG:{{.*}}user-rows.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]
// CHECK:#include <hip/hip_runtime.h>

__device__ unsigned distance(unsigned a, unsigned b, unsigned acc) {
  unsigned r;
  asm("sad.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(acc));
// MSG:{{.*}}user-rows.cu:[[@LINE-1]]:3: note: inline PTX 'sad.u32 %0, %1, %2, %3' translated to HIP: 'r = __usad(a, b, acc)' [hipify-inline-ptx-translated]
// CHECK:  r = __usad(a, b, acc);
  return r;
}

__global__ void kernel(unsigned *out) { out[0] = distance(out[1], out[2], out[3]); }
