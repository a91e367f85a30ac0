// Atomics with their orders and scopes (fences on both sides of the ordered
// ones), stores with cache hints, vector loads, acquire loads and release
// stores.
// RUN: %hipify port %s --verbose --hip-version=5.2 --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}
#include <cuda_runtime.h>
// MSG:{{.*}}memory.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]
// CHECK:#include <hip/hip_runtime.h>

// Atomics with their orders and scopes, stores with cache hints, vector
// loads, acquire loads and release stores.
__device__ unsigned counters(unsigned *count, unsigned long long *total, float *sum,
                             unsigned *flag, unsigned v) {
  unsigned old, seen, cas;
  asm volatile("atom.global.add.u32 %0, [%1], %2;" : "=r"(old) : "l"(count), "r"(v) : "memory");
  asm volatile("red.relaxed.gpu.global.add.u64 [%0], %1;" :: "l"(total), "l"((unsigned long long)v) : "memory");
  asm volatile("red.global.add.f32 [%0], %1;" :: "l"(sum), "f"(1.5f) : "memory");
  asm volatile("atom.acq_rel.sys.global.exch.b32 %0, [%1], %2;" : "=r"(seen) : "l"(flag), "r"(1u) : "memory");
  asm volatile("atom.global.cas.b32 %0, [%1], %2, %3;" : "=r"(cas) : "l"(flag), "r"(1u), "r"(2u) : "memory");
  asm volatile("atom.global.inc.u32 %0, [%1], %2;" : "=r"(v) : "l"(count), "r"(100u) : "memory");
// MSG:{{.*}}memory.cu:[[@LINE-6]]:3: note: inline PTX 'atom.global.add.u32 %0, [%1], %2' translated to HIP: 'old = atomicAdd((unsigned int *)count, (unsigned int)v)' [hipify-inline-ptx-translated]
// MSG:{{.*}}memory.cu:[[@LINE-6]]:3: note: inline PTX 'red.relaxed.gpu.global.add.u64 [%0], %1' translated to HIP: 'atomicAdd((unsigned long long *)total, (unsigned long long)((unsigned long long)v))' [hipify-inline-ptx-translated]
// MSG:{{.*}}memory.cu:[[@LINE-6]]:3: note: inline PTX 'red.global.add.f32 [%0], %1' translated to HIP: 'atomicAdd((float *)sum, (float)1.5f)' [hipify-inline-ptx-translated]
// MSG:{{.*}}memory.cu:[[@LINE-6]]:3: note: inline PTX 'atom.acq_rel.sys.global.exch.b32 %0, [%1], %2' translated to HIP: a block of 1 statement [hipify-inline-ptx-translated]
// MSG:{{.*}}memory.cu:[[@LINE-6]]:3: note: inline PTX 'atom.global.cas.b32 %0, [%1], %2, %3' translated to HIP: 'cas = atomicCAS((unsigned int *)flag, (unsigned int)1u, (unsigned int)2u)' [hipify-inline-ptx-translated]
// MSG:{{.*}}memory.cu:[[@LINE-6]]:3: note: inline PTX 'atom.global.inc.u32 %0, [%1], %2' translated to HIP: 'v = atomicInc((unsigned int *)count, (unsigned int)100u)' [hipify-inline-ptx-translated]
// CHECK:  old = atomicAdd((unsigned int *)count, (unsigned int)v);
// CHECK-NEXT:  atomicAdd((unsigned long long *)total, (unsigned long long)((unsigned long long)v));
// CHECK-NEXT:  atomicAdd((float *)sum, (float)1.5f);
// CHECK-NEXT:  {
// CHECK-NEXT:    __threadfence_system(); seen = atomicExch_system((unsigned int *)flag, (unsigned int)1u); __threadfence_system();
// CHECK-NEXT:  }
// CHECK-NEXT:  cas = atomicCAS((unsigned int *)flag, (unsigned int)1u, (unsigned int)2u);
// CHECK-NEXT:  v = atomicInc((unsigned int *)count, (unsigned int)100u);
  return old + seen + cas + v;
}

__device__ void publish(unsigned *data, unsigned *flag, unsigned v) {
  asm volatile("st.global.cg.u32 [%0], %1;" :: "l"(data), "r"(v) : "memory");
  asm volatile("st.release.gpu.global.u32 [%0], %1;" :: "l"(flag), "r"(1u) : "memory");
// MSG:{{.*}}memory.cu:[[@LINE-2]]:3: note: inline PTX 'st.global.cg.u32 [%0], %1' translated to HIP: '*(unsigned int *)data = (unsigned int)v'; any cache operator is dropped [hipify-inline-ptx-translated]
// MSG:{{.*}}memory.cu:[[@LINE-2]]:3: note: inline PTX 'st.release.gpu.global.u32 [%0], %1' translated to HIP: '__atomic_store_n((unsigned int *)flag, (unsigned int)1u, __ATOMIC_RELEASE)' [hipify-inline-ptx-translated]
// CHECK:  *(unsigned int *)data = (unsigned int)v;
// CHECK-NEXT:  __atomic_store_n((unsigned int *)flag, (unsigned int)1u, __ATOMIC_RELEASE);
}

__device__ unsigned consume(const unsigned *data, const unsigned *flag) {
  unsigned ready, x, y, z, w;
  asm volatile("ld.acquire.gpu.global.u32 %0, [%1];" : "=r"(ready) : "l"(flag) : "memory");
  asm volatile("ld.cg.global.v4.u32 {%0, %1, %2, %3}, [%4];"
               : "=r"(x), "=r"(y), "=r"(z), "=r"(w) : "l"(data));
// MSG:{{.*}}memory.cu:[[@LINE-3]]:3: note: inline PTX 'ld.acquire.gpu.global.u32 %0, [%1]' translated to HIP: 'ready = __atomic_load_n((unsigned int *)flag, __ATOMIC_ACQUIRE)' [hipify-inline-ptx-translated]
// MSG:{{.*}}memory.cu:[[@LINE-3]]:3: note: inline PTX 'ld.cg.global.v4.u32 {%0, %1, %2, %3}, [%4]' translated to HIP: a block of 1 statement; any cache operator is dropped [hipify-inline-ptx-translated]
// CHECK:  ready = __atomic_load_n((unsigned int *)flag, __ATOMIC_ACQUIRE);
// CHECK-NEXT:  { const unsigned int *hipify_p = (const unsigned int *)data; x = hipify_p[0]; y = hipify_p[1]; z = hipify_p[2]; w = hipify_p[3]; }
  return ready + x + y + z + w;
}

__global__ void kernel(unsigned *p, unsigned long long *q, float *f) {
  p[8] = counters(p, q, f, p + 1, threadIdx.x);
  publish(p + 4, p + 2, 7);
  p[9] = consume(p + 4, p + 2);
}
