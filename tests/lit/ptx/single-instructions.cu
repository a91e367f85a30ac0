// Single PTX instructions that mappings/ptx.yaml knows become HIP bound to
// the asm statement's own operands; the port compiles with hipcc.
// RUN: %hipify port %s --verbose --hip-version=5.2 --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}
#include <cuda_runtime.h>
// MSG:{{.*}}single-instructions.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]

__device__ unsigned laneId() {
  unsigned id;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(id));
  // MSG:{{.*}}single-instructions.cu:[[@LINE-1]]:3: note: inline PTX 'mov.u32 %0, %laneid' translated to HIP: 'id = __lane_id() & 31'; the lane within its 32-lane warp; a 64-wide wavefront holds two [hipify-inline-ptx-translated]
  // CHECK:  id = __lane_id() & 31;
  return id;
}

__device__ unsigned long long cycles() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(t));
  // MSG:{{.*}}single-instructions.cu:[[@LINE-1]]:3: note: inline PTX 'mov.u64 %0, %clock64' translated to HIP: 't = clock64()' [hipify-inline-ptx-translated]
  // CHECK:  t = clock64();
  return t;
}

__device__ unsigned field(unsigned word, unsigned pos, unsigned len) {
  unsigned fixed, any;
  asm("bfe.u32 %0, %1, 8, 4;" : "=r"(fixed) : "r"(word));
  // MSG:{{.*}}single-instructions.cu:[[@LINE-1]]:3: note: inline PTX 'bfe.u32 %0, %1, 8, 4' translated to HIP: 'fixed = __bitextract_u32(word, 8, 4)' [hipify-inline-ptx-translated]
  // CHECK:  fixed = __bitextract_u32(word, 8, 4);
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(any) : "r"(word), "r"(pos + 1), "r"(len));
  // MSG:{{.*}}single-instructions.cu:[[@LINE-1]]:3: note: inline PTX 'bfe.u32 %0, %1, %2, %3' translated to HIP: a block of 1 statement [hipify-inline-ptx-translated]
  // CHECK:  { unsigned hipify_pos = (pos + 1) & 0xff, hipify_len = len & 0xff; any = hipify_pos >= 32 ? 0u : ((unsigned)word >> hipify_pos) & (hipify_len >= 32 ? 0xffffffffu : (1u << hipify_len) - 1u); }
  return fixed ^ any;
}

__device__ unsigned bits(unsigned x, unsigned long long y, int a, int b) {
  unsigned n, m, r, hi;
  unsigned long long wide;
  asm("popc.b32 %0, %1;" : "=r"(n) : "r"(x));
  // MSG:{{.*}}single-instructions.cu:[[@LINE-1]]:3: note: inline PTX 'popc.b32 %0, %1' translated to HIP: 'n = __popc(x)' [hipify-inline-ptx-translated]
  // CHECK:  n = __popc(x);
  asm("popc.b64 %0, %1;" : "=r"(m) : "l"(y));
  // MSG:{{.*}}single-instructions.cu:[[@LINE-1]]:3: note: inline PTX 'popc.b64 %0, %1' translated to HIP: 'm = __popcll(y)' [hipify-inline-ptx-translated]
  // CHECK:  m = __popcll(y);
  asm("prmt.b32 %0, %1, %2, 0x5410;" : "=r"(r) : "r"(x), "r"(n));
  // MSG:{{.*}}single-instructions.cu:[[@LINE-1]]:3: note: inline PTX 'prmt.b32 %0, %1, %2, 0x5410' translated to HIP: 'r = __byte_perm(x, n, 0x5410)' [hipify-inline-ptx-translated]
  // CHECK:  r = __byte_perm(x, n, 0x5410);
  asm("mul.hi.s32 %0, %1, %2;" : "=r"(hi) : "r"(a), "r"(b));
  // MSG:{{.*}}single-instructions.cu:[[@LINE-1]]:3: note: inline PTX 'mul.hi.s32 %0, %1, %2' translated to HIP: 'hi = __mulhi(a, b)' [hipify-inline-ptx-translated]
  // CHECK:  hi = __mulhi(a, b);
  asm("mul.wide.u32 %0, %1, %2;" : "=l"(wide) : "r"(x), "r"(a * 2));
  // MSG:{{.*}}single-instructions.cu:[[@LINE-1]]:3: note: inline PTX 'mul.wide.u32 %0, %1, %2' translated to HIP: 'wide = (unsigned long long)(unsigned)x * (unsigned)(a * 2)' [hipify-inline-ptx-translated]
  // CHECK:  wide = (unsigned long long)(unsigned)x * (unsigned)(a * 2);
  unsigned lo2, hi2;
  asm("mov.b64 {%0, %1}, %2;" : "=r"(lo2), "=r"(hi2) : "l"(wide));
  // MSG:{{.*}}single-instructions.cu:[[@LINE-1]]:3: note: inline PTX 'mov.b64 {%0, %1}, %2' translated to HIP: a block of 1 statement [hipify-inline-ptx-translated]
  // CHECK:  {
  // CHECK-NEXT:    hi2 = (unsigned)((unsigned long long)wide >> 32); lo2 = (unsigned)wide;
  // CHECK-NEXT:  }
  asm("mov.b64 %0, {%1, %2};" : "=l"(wide) : "r"(lo2), "r"(hi2));
  // MSG:{{.*}}single-instructions.cu:[[@LINE-1]]:3: note: inline PTX 'mov.b64 %0, {%1, %2}' translated to HIP: 'wide = ((unsigned long long)(unsigned)hi2 << 32) | (unsigned)lo2' [hipify-inline-ptx-translated]
  // CHECK:  wide = ((unsigned long long)(unsigned)hi2 << 32) | (unsigned)lo2;
  return n + m + r + hi + (unsigned)wide;
}

__global__ void kernel(const float *in, float *out, unsigned *flags) {
  float v, w;
  asm volatile("ld.global.nc.f32 %0, [%1];" : "=f"(v) : "l"(in + threadIdx.x));
  // MSG:{{.*}}single-instructions.cu:[[@LINE-1]]:3: note: inline PTX 'ld.global.nc.f32 %0, [%1]' translated to HIP: 'v = __ldg((const float *)(in + threadIdx.x))' [hipify-inline-ptx-translated]
  // CHECK:  v = __ldg((const float *)(in + threadIdx.x));
  asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=f"(w) : "f"(v), "r"(16));
  // MSG:{{.*}}single-instructions.cu:[[@LINE-1]]:3: note: inline PTX 'shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff' translated to HIP: 'w = __shfl_xor(v, (int)(16 & 31), 32)'; the lane mask is dropped (exact when it names every active lane) [hipify-inline-ptx-translated]
  // CHECK:  w = __shfl_xor(v, (int)(16 & 31), 32);
  unsigned short h;
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(w));
  // MSG:{{.*}}single-instructions.cu:[[@LINE-1]]:3: note: inline PTX 'cvt.rn.f16.f32 %0, %1' translated to HIP: 'h = __builtin_bit_cast(unsigned short, (_Float16)w)'; clang's _Float16 conversion rounds to nearest even, as cvt.rn; __float2half_rn would need hip/hip_fp16.h [hipify-inline-ptx-translated]
  // CHECK:  h = __builtin_bit_cast(unsigned short, (_Float16)w);
  out[threadIdx.x] = w + h + laneId() + field(flags[0], 3, 5) + bits(1, 2, 3, 4) + cycles();
  if (threadIdx.x == 0)
    asm volatile("membar.gl;" ::: "memory");
  // MSG:{{.*}}single-instructions.cu:[[@LINE-1]]:5: note: inline PTX 'membar.gl' translated to HIP: '__threadfence()' [hipify-inline-ptx-translated]
  // CHECK:    __threadfence();
  asm volatile("bar.sync 0;");
  // MSG:{{.*}}single-instructions.cu:[[@LINE-1]]:3: note: inline PTX 'bar.sync 0' translated to HIP: '__syncthreads()' [hipify-inline-ptx-translated]
  // CHECK:  __syncthreads();
}
