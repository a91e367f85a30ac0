// A definition need not have a body: `= default` and `= delete` members are
// definitions, and a defaulted member of a class template gets a body the
// compiler writes. The warp-width plan took the template pattern of such a
// member as its key and read the pattern's (absent) body: SIGSEGV in
// WarpFixPlan::analyse as soon as an inactive #if branch (cooperative_groups.h
// has many) made it look for the function around a warp name. Port, check
// and the CPU runner's preparation now go through them.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %hipify check %s --cuda-path=%cuda-path > %t.check 2>&1
// RUN: FileCheck --match-full-lines --check-prefix=CHECKED %s < %t.check
// RUN: %hipify cpu-run --prepare-only %s -o %t.cpu.cpp
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}
#include <cooperative_groups.h>
// CHECK:#include <hip/hip_runtime.h>
// CHECK-NEXT:#include <hip/hip_cooperative_groups.h>

// The shape the crash was first seen in.
template <class T> struct P { P() = default; __device__ void c() {} };
P<int> x;
// CHECK:template <class T> struct P { P() = default; __device__ void c() {} };
// CHECK-NEXT:P<int> x;

// Every kind of member without a body of its own, used and unused, in a
// class template whose other members have warp code.
template <class T> struct Reducer {
  Reducer() = default;
  Reducer(const Reducer &) = default;
  Reducer &operator=(const Reducer &) = default;
  ~Reducer() = default;
  __device__ void unused() = delete;
  __device__ T broadcast(T v) { return __shfl_sync(0xffffffff, v, 0); }
};
struct Plain {
  __host__ __device__ Plain() = default;
  __device__ Plain(int) {}
  int v = 0;
};
__global__ void never(int) = delete;

template <class T> __global__ void kernel(T *out) {
  Reducer<T> a;
  Reducer<T> b = a;
  b = a;
  Plain p, q(3);
  int lane = threadIdx.x & 31;
  out[threadIdx.x] = a.broadcast(out[threadIdx.x]) + lane;
}
template __global__ void kernel<float>(float *);
// CHECK:  __device__ T broadcast(T v) { return __shfl(v, 0, 32); }
// CHECKED:{{.*}}defaulted-members.cu:[[@LINE-19]]:40: note: '__shfl_sync' gets the width 32: on a 64-lane wavefront it reads lanes of its own 32-lane group, as on a CUDA warp [hipify-warp-shuffle-width]
// CHECKED-NEXT:hipify check: 1 file, 0 errors, 0 warnings, 1 note (--fail-on=warning)
