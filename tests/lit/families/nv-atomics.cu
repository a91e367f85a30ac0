// nvcc's scoped atomic builtins (CUDA 12.8+), which no header declares: they
// parse (the parse-support header declares them) and become the compiler's
// __atomic builtins, which hip-clang has in device code, at system scope; the
// orders keep their names' meaning, and a scope kept in a variable becomes
// the HIP memory scope of the same extent (HeCBench hausdorff, scatter).
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --allow-empty --match-full-lines --check-prefix=MSG %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}
// MSG-NOT:{{.*}}error{{.*}}
// MSG-NOT:{{.*}}warning{{.*}}

#include <cuda_runtime.h>

__global__ void tally(unsigned *count, int *lowest, float *largest,
                      unsigned long long *flag, int v) {
  unsigned seen = __nv_atomic_load_n(count, __NV_ATOMIC_RELAXED);
  // CHECK:  unsigned seen = __atomic_load_n(count, __ATOMIC_RELAXED);
  __nv_atomic_fetch_add(count, 1u, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_BLOCK);
  // CHECK:  __atomic_fetch_add(count, 1u, __ATOMIC_ACQ_REL);
  __nv_atomic_min(lowest, v, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  // CHECK:  __atomic_fetch_min(lowest, v, __ATOMIC_RELAXED);
  int expected = 0;
  if (__nv_atomic_compare_exchange_n(lowest, &expected, v, false,
                                     __NV_ATOMIC_SEQ_CST, __NV_ATOMIC_RELAXED,
                                     __NV_THREAD_SCOPE_SYSTEM))
  // CHECK:  if (__atomic_compare_exchange_n(lowest, &expected, v, false, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))
    __nv_atomic_store_n(flag, seen + 1ull, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_SYSTEM);
  // CHECK:    __atomic_store_n(flag, seen + 1ull, __ATOMIC_RELEASE);
  unsigned old = __nv_atomic_exchange_n(count, 3u, __NV_ATOMIC_ACQUIRE);
  // CHECK:  unsigned old = __atomic_exchange_n(count, 3u, __ATOMIC_ACQUIRE);
  __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE);
  // CHECK:  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  int scope = __NV_THREAD_SCOPE_BLOCK;
  // CHECK:  int scope = __HIP_MEMORY_SCOPE_WORKGROUP;
  (void)old;
  (void)scope;
}
