// An asm statement with one instruction the table cannot translate is left
// whole, and the error points at that instruction and says why. Assembly in
// host code, and an empty template (a compiler barrier, which hip-clang
// accepts) are left alone.
// RUN: %expect-exit 0 %hipify port %s --verbose --hip-version=5.2 --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
#include <cuda_runtime.h>
// MSG:{{.*}}untranslatable.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]

__device__ unsigned mix(unsigned a, unsigned b, unsigned sel) {
  unsigned r;
  asm("popc.b32 %0, %1;\n\tsad.u32 %0, %0, %0, %2;" : "=r"(r) : "r"(a), "r"(b));
  // MSG:{{.*}}untranslatable.cu:[[@LINE-1]]:28: error: inline PTX instruction 'sad.u32 %0, %0, %0, %2' cannot be translated: mappings/ptx.yaml has no row for 'sad.u32'; the asm statement is left as written, and AMD GPUs do not run PTX [hipify-inline-ptx]
  // CHECK:  asm("popc.b32 %0, %1;\n\tsad.u32 %0, %0, %0, %2;" : "=r"(r) : "r"(a), "r"(b));
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(sel));
  // MSG:{{.*}}untranslatable.cu:[[@LINE-1]]:8: error: inline PTX instruction 'prmt.b32 %0, %1, %2, %3' cannot be translated: the table's form 'prmt.b32 $d, $a, $b, $c' needs $c & 0x8888 == 0, with immediates; the asm statement is left as written, and AMD GPUs do not run PTX [hipify-inline-ptx]
  // CHECK:  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(sel));
  asm("addc.u32 %0, %0, %1;" : "+r"(r) : "r"(b));
  // MSG:{{.*}}untranslatable.cu:[[@LINE-1]]:8: error: inline PTX instruction 'addc.u32 %0, %0, %1' cannot be translated: it reads the carry flag (CC.CF) before an instruction of this statement sets it; a carry chain translates only as a whole; the asm statement is left as written, and AMD GPUs do not run PTX [hipify-inline-ptx]
  // CHECK:  asm("addc.u32 %0, %0, %1;" : "+r"(r) : "r"(b));
  asm("shfl.sync.idx.b32 %0, %1, %2, 0x101f, 0xffffffff;" : "=r"(r) : "r"(a), "r"(b));
  // MSG:{{.*}}untranslatable.cu:[[@LINE-1]]:8: error: inline PTX instruction 'shfl.sync.idx.b32 %0, %1, %2, 0x101f, 0xffffffff' cannot be translated: the table's form 'shfl.sync.idx.b32 $d, $a, $b, $c, $m' needs $c == 31, with immediates; the asm statement is left as written, and AMD GPUs do not run PTX [hipify-inline-ptx]
  // CHECK:  asm("shfl.sync.idx.b32 %0, %1, %2, 0x101f, 0xffffffff;" : "=r"(r) : "r"(a), "r"(b));
  return r;
}

// A guard must be a predicate the statement declares.
__device__ unsigned guarded(unsigned a) {
  unsigned r = 0;
  asm("@%1 mov.u32 %0, 1;" : "+r"(r) : "r"(a));
  // MSG:{{.*}}untranslatable.cu:[[@LINE-1]]:8: error: inline PTX instruction 'mov.u32 %0, 1' cannot be translated: its guard '@%1' is not a .pred register the statement declares; the asm statement is left as written, and AMD GPUs do not run PTX [hipify-inline-ptx]
  // CHECK:  asm("@%1 mov.u32 %0, 1;" : "+r"(r) : "r"(a));
  return r;
}

__device__ void compilerBarrier() {
  asm volatile("" ::: "memory");
  // CHECK:  asm volatile("" ::: "memory");
}

static unsigned long long hostCycles() {
  unsigned lo, hi;
  asm volatile("rdtsc" : "=a"(lo), "=d"(hi));
  // CHECK:  asm volatile("rdtsc" : "=a"(lo), "=d"(hi));
  return ((unsigned long long)hi << 32) | lo;
}

__global__ void kernel(unsigned *out) { out[0] = mix(1, 2, 3) + guarded(4); }
int main() { return hostCycles() == 0; }
