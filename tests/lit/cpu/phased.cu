// Kernels whose barriers and warp collectives sit where every thread's part
// is known run phased: the body is split there into regions, each a loop
// over the block's threads, and the launch calls the kernel once per block.
// A statement holding a collective is recorded by the region before it and
// replayed by its own (docs/cpu-runner.md). Any other synchronising kernel
// keeps the fiber path, and --verbose says why.
// RUN: %hipify cpu-run --prepare-only %s | FileCheck --match-full-lines --strict-whitespace %s
// RUN: %hipify cpu-run --prepare-only --verbose %s 2>&1 >/dev/null | FileCheck --match-full-lines --check-prefix=VERBOSE %s
// RUN: %hipify cpu-run --prepare-only --verbose %s 2>&1 >/dev/null | FileCheck --match-full-lines --check-prefix=INLINE %s
// RUN: %hipify cpu-run --prepare-only --cpu-fibers-only %s | FileCheck --match-full-lines --check-prefix=FIBERS %s
// RUN: %hipify cpu-run %S/Inputs/phased.cu | FileCheck --match-full-lines --check-prefix=OUT %s
// RUN: %hipify cpu-run --cpu-fibers-only %S/Inputs/phased.cu | FileCheck --match-full-lines --check-prefix=OUT %s
// OUT:PASS
// A local array sized by a template parameter does not keep a kernel on fibers:
// RUN: %hipify cpu-run --prepare-only --verbose %S/Inputs/phased.cu 2>&1 >/dev/null | FileCheck --check-prefix=TEMPLATESIZED %s
// TEMPLATESIZED:{{.*}}phased.cu:{{[0-9]+}}:{{[0-9]+}}: note: kernel 'cached' runs phased: its 3 regions each run as a loop over the block's threads [hipify-cpu-lowering]

#include <cuda_runtime.h>

// Barriers at the top level and in a uniform loop; `t` lives across regions:
// its initialiser gives it the same value wherever the thread computes it
// (built-in variables, unmodified parameters, constants), and the kernel
// never changes it, so each region declares it again (no array).
__global__ void reduce(const float *in, float *out, int n) {
  __shared__ float s[256];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  s[t] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned k = blockDim.x / 2; k > 0; k >>= 1) {
    if (t < k) s[t] += s[t + k];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = s[0];
}
// VERBOSE:{{.*}}phased.cu:[[@LINE-12]]:17: note: kernel 'reduce' runs phased: its 3 regions each run as a loop over the block's threads [hipify-cpu-lowering]
// CHECK:__global__ void reduce(const float *in, float *out, int n) {
// CHECK-NEXT:  __shared__ float s[256]; ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) {
// CHECK-NEXT:  unsigned t = threadIdx.x;
// CHECK-NEXT:  unsigned i = blockIdx.x * blockDim.x + t;
// CHECK-NEXT:  s[t] = i < n ? in[i] : 0.0f;
// CHECK-NEXT:  });
// CHECK-NEXT:  for (unsigned k = blockDim.x / 2; k > 0; k >>= 1) { ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) { unsigned int t = (threadIdx.x);
// CHECK-NEXT:    if (t < k) s[t] += s[t + k];
// CHECK-NEXT:    });
// CHECK-NEXT:  } ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) { unsigned int t = (threadIdx.x);
// CHECK-NEXT:  if (t == 0) out[blockIdx.x] = s[0]; });
// CHECK-NEXT:}

// Locals that live across regions: `i` has the same value wherever the
// thread computes it, and is declared again in each region; `j` is changed
// after its declaration and `k` reads memory: both are replicated.
__global__ void locals(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int j = threadIdx.x % 4;
  j += n;
  int k = p[i];
  __syncthreads();
  p[i] = i + j + k;
}
// VERBOSE:{{.*}}phased.cu:[[@LINE-8]]:17: note: kernel 'locals' runs phased: its 2 regions each run as a loop over the block's threads [hipify-cpu-lowering]
// CHECK:__global__ void locals(int *p, int n) { int hipify_cpu_local_j[1024]; int hipify_cpu_local_k[1024]; ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) {
// CHECK-NEXT:  int i = blockIdx.x * blockDim.x + threadIdx.x;
// CHECK-NEXT:  int &j = hipify_cpu_local_j[hipify_cpu_thread] = threadIdx.x % 4;
// CHECK-NEXT:  j += n;
// CHECK-NEXT:  int &k = hipify_cpu_local_k[hipify_cpu_thread] = p[i];
// CHECK-NEXT:  }); ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) { int i = (blockIdx.x * blockDim.x + threadIdx.x); int &j = hipify_cpu_local_j[hipify_cpu_thread]; int &k = hipify_cpu_local_k[hipify_cpu_thread];
// CHECK-NEXT:  p[i] = i + j + k; });
// CHECK-NEXT:}

// Shuffles in a uniform loop: the region before each records it, the
// statement's region replays it. Every thread reaches it, with a uniform
// mask and delta: the request is recorded once for the block.
__global__ void shuffled(int *p) {
  int v = p[threadIdx.x];
  __syncthreads();
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o);
  p[threadIdx.x] = v;
}
// VERBOSE:{{.*}}phased.cu:[[@LINE-7]]:17: note: kernel 'shuffled' runs phased: its 4 regions (1 collective recorded and replayed) each run as a loop over the block's threads [hipify-cpu-lowering]
// CHECK:__global__ void shuffled(int *p) { int hipify_cpu_local_v[1024]; ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) {
// CHECK-NEXT:  int &v = hipify_cpu_local_v[hipify_cpu_thread] = p[threadIdx.x];
// CHECK-NEXT:  });
// CHECK-NEXT:  for (int o = 16; o > 0; o >>= 1) { ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) { int &v = hipify_cpu_local_v[hipify_cpu_thread]; (void)(__shfl_down_sync(::hipify_cpu::phased_record_all(hipify_cpu_thread), 0xffffffffu, v, o)); }); ::hipify_cpu::phased_resolve(::hipify_cpu::PhasedAbsent::Exit, nullptr); ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) { int &v = hipify_cpu_local_v[hipify_cpu_thread];
// CHECK-NEXT:    v += __shfl_down_sync(::hipify_cpu::phased_replay(hipify_cpu_thread), 0xffffffffu, v, o); }); } ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) { int &v = hipify_cpu_local_v[hipify_cpu_thread];
// CHECK-NEXT:  p[threadIdx.x] = v; });
// CHECK-NEXT:}

// An early return, and a shuffle under a branch that depends on the
// thread: the threads that skip it end the kernel, as on a GPU. The
// condition is kept per thread; the branch's regions run for its threads
// (the runtime skips runs of threads whose flag is clear), and each thread
// records its own request.
__global__ void firstWarp(int *p, int n) {
  if (threadIdx.x >= n)
    return;
  int v = p[threadIdx.x];
  if (threadIdx.x < 32) {
    v = __shfl_sync(0xffffffffu, v, 0);
  }
  p[threadIdx.x] = v;
}
// VERBOSE:{{.*}}phased.cu:[[@LINE-9]]:17: note: kernel 'firstWarp' runs phased: its 4 regions (1 collective recorded and replayed) each run as a loop over the block's threads [hipify-cpu-lowering]
// CHECK:__global__ void firstWarp(int *p, int n) { int hipify_cpu_local_v[1024]; bool hipify_cpu_active_1[1024]; bool hipify_cpu_exited[1024] = {}; ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) { if (hipify_cpu_exited[hipify_cpu_thread]) return;
// CHECK-NEXT:  if (threadIdx.x >= n)
// CHECK-NEXT:    { hipify_cpu_exited[hipify_cpu_thread] = true; return; }
// CHECK-NEXT:  int &v = hipify_cpu_local_v[hipify_cpu_thread] = p[threadIdx.x]; hipify_cpu_active_1[hipify_cpu_thread] = (threadIdx.x < 32); });
// CHECK-NEXT:  { ::hipify_cpu::for_each_thread_where(hipify_cpu_active_1, true, [&](unsigned hipify_cpu_thread) { if (hipify_cpu_exited[hipify_cpu_thread]) return; if (!hipify_cpu_active_1[hipify_cpu_thread]) return; int &v = hipify_cpu_local_v[hipify_cpu_thread]; (void)(__shfl_sync(::hipify_cpu::phased_record(hipify_cpu_thread), 0xffffffffu, v, 0)); }); ::hipify_cpu::phased_resolve(::hipify_cpu::PhasedAbsent::Exit, nullptr); ::hipify_cpu::for_each_thread_where(hipify_cpu_active_1, true, [&](unsigned hipify_cpu_thread) { if (hipify_cpu_exited[hipify_cpu_thread]) return; if (!hipify_cpu_active_1[hipify_cpu_thread]) return; int &v = hipify_cpu_local_v[hipify_cpu_thread];
// CHECK-NEXT:    v = __shfl_sync(::hipify_cpu::phased_replay(hipify_cpu_thread), 0xffffffffu, v, 0); });
// CHECK-NEXT:  } ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) { if (hipify_cpu_exited[hipify_cpu_thread]) return; int &v = hipify_cpu_local_v[hipify_cpu_thread];
// CHECK-NEXT:  p[threadIdx.x] = v; });
// CHECK-NEXT:}

// A barrier under a thread-dependent branch: fibers, unchanged.
__global__ void divergent(float *p) {
  if (threadIdx.x < 32) {
    p[threadIdx.x] += 1;
    __syncthreads();
  }
}
// VERBOSE:{{.*}}phased.cu:[[@LINE-3]]:5: note: kernel 'divergent' runs its threads as fibers: a barrier under a branch that depends on the thread [hipify-cpu-lowering]
// CHECK:__global__ void divergent(float *p) {
// CHECK-NEXT:  if (threadIdx.x < 32) {
// CHECK-NEXT:    p[threadIdx.x] += 1;

// A loop bound that depends on the thread: fibers.
__global__ void perThreadLoop(int *p) {
  for (int k = 0; k < threadIdx.x; ++k) {
    p[threadIdx.x] += k;
    __syncthreads();
  }
}
// VERBOSE:{{.*}}phased.cu:[[@LINE-5]]:3: note: kernel 'perThreadLoop' runs its threads as fibers: a loop whose header depends on the thread holds a barrier or collective [hipify-cpu-lowering]
// CHECK:__global__ void perThreadLoop(int *p) {
// CHECK-NEXT:  for (int k = 0; k < threadIdx.x; ++k) {
// CHECK-NEXT:    p[threadIdx.x] += k;

// The threads that skip the branch would meet another collective, which
// fibers may pair with the branch's: fibers.
__global__ void meetsAnother(int *p) {
  int v = p[threadIdx.x];
  if (threadIdx.x % 32 < 16) {
    v = __shfl_sync(0xffffu, v, 0);
  }
  v = __shfl_down_sync(0xffffffffu, v, 1);
  p[threadIdx.x] = v;
}
// VERBOSE:{{.*}}phased.cu:[[@LINE-3]]:3: note: kernel 'meetsAnother' runs its threads as fibers: threads that skip a branch holding a collective would meet another collective here [hipify-cpu-lowering]
// CHECK:__global__ void meetsAnother(int *p) {
// CHECK-NEXT:  int v = p[threadIdx.x];
// CHECK-NEXT:  if (threadIdx.x % 32 < 16) {

// A collective whose arguments have side effects: fibers.
__global__ void sideEffect(int *p) {
  int v = p[threadIdx.x];
  p[threadIdx.x] = __shfl_sync(0xffffffffu, v++, 0);
}
// VERBOSE:{{.*}}phased.cu:[[@LINE-2]]:20: note: kernel 'sideEffect' runs its threads as fibers: the arguments of a collective have side effects (they are evaluated again when it is replayed) [hipify-cpu-lowering]
// CHECK:__global__ void sideEffect(int *p) {
// CHECK-NEXT:  int v = p[threadIdx.x];
// CHECK-NEXT:  p[threadIdx.x] = __shfl_sync(0xffffffffu, v++, 0);

// Collectives in a function the kernel calls, in a call the preparation
// cannot inline (part of a larger expression; inline-helpers.test has those
// it can): fibers.
__device__ int warpSum(int v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o);
  return v;
}
__global__ void callsWarpSum(int *p) { p[threadIdx.x] = 1 + warpSum(p[threadIdx.x]); }
// VERBOSE:{{.*}}phased.cu:[[@LINE-1]]:40: note: kernel 'callsWarpSum' runs its threads as fibers: it calls 'warpSum', which synchronises (only the runtime's collectives are split, not functions that call them) [hipify-cpu-lowering]
// INLINE:{{.*}}phased.cu:[[@LINE-2]]:61: note: kernel 'callsWarpSum' keeps its calls of helpers that synchronise: the call of 'warpSum' is not a whole statement, the whole right side of an assignment or a local's whole initialiser, in a block [hipify-cpu-lowering]
// CHECK:__global__ void callsWarpSum(int *p) { p[threadIdx.x] = 1 + warpSum(p[threadIdx.x]); }

// A launch in a macro body runs the kernel thread by thread: a kernel
// with collectives keeps fibers.
__global__ void viaMacro(int *p) {
  int v = p[threadIdx.x];
  __syncthreads();
  p[threadIdx.x] = __shfl_xor_sync(0xffffffffu, v, 1);
}
#define LAUNCH(kernel, ...) kernel<<<1, 64>>>(__VA_ARGS__)
// VERBOSE:{{.*}}phased.cu:[[@LINE-3]]:3: note: kernel 'viaMacro' runs its threads as fibers: it has a collective, and a launch in a macro body (or one that may call several kernels) runs it thread by thread [hipify-cpu-lowering]
// CHECK:__global__ void viaMacro(int *p) {
// CHECK-NEXT:  int v = p[threadIdx.x];
// CHECK-NEXT:  __syncthreads();

// A collective written by a macro is spelled again from its callee and
// arguments (a macro's argument, one token of its body such as `MASK`, or a
// whole macro invocation), and the copy is recorded and replayed.
#define MASK 0xffffffffu
#define SHFL_DOWN(v, d) __shfl_down_sync(MASK, v, d)
__global__ void shuffleMacro(int *p) {
  int v = p[threadIdx.x];
  for (int o = 16; o > 0; o >>= 1)
    v += SHFL_DOWN(v, o);
  p[threadIdx.x] = v;
}
// VERBOSE:{{.*}}phased.cu:[[@LINE-6]]:17: note: kernel 'shuffleMacro' runs phased: its 4 regions (1 collective recorded and replayed) each run as a loop over the block's threads [hipify-cpu-lowering]
// CHECK:__global__ void shuffleMacro(int *p) { int hipify_cpu_local_v[1024]; ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) {
// CHECK-NEXT:  int &v = hipify_cpu_local_v[hipify_cpu_thread] = p[threadIdx.x]; });
// CHECK-NEXT:  for (int o = 16; o > 0; o >>= 1) { ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) { int &v = hipify_cpu_local_v[hipify_cpu_thread]; (void)(__shfl_down_sync(::hipify_cpu::phased_record_all(hipify_cpu_thread), 0xffffffffu, v, o)); }); ::hipify_cpu::phased_resolve(::hipify_cpu::PhasedAbsent::Exit, nullptr); ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) { int &v = hipify_cpu_local_v[hipify_cpu_thread];
// CHECK-NEXT:    v += __shfl_down_sync(::hipify_cpu::phased_replay(hipify_cpu_thread), 0xffffffffu, v, o); }); } ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) { int &v = hipify_cpu_local_v[hipify_cpu_thread];
// CHECK-NEXT:  p[threadIdx.x] = v; });
// CHECK-NEXT:}

// Requests recorded thread by thread: a source lane that depends on the
// thread; a shuffle under an else branch (the runtime skips runs of threads
// whose flag is set).
__global__ void ownRequests(int *p) {
  int v = p[threadIdx.x];
  v += __shfl_sync(0xffffffffu, v, threadIdx.x ^ 1);
  if (threadIdx.x < 32) {
    p[threadIdx.x] = v;
  } else {
    v = __shfl_sync(0xffffffffu, v, 0);
  }
  p[threadIdx.x] += v;
}
// VERBOSE:{{.*}}phased.cu:[[@LINE-10]]:17: note: kernel 'ownRequests' runs phased: its 6 regions (2 collectives recorded and replayed) each run as a loop over the block's threads [hipify-cpu-lowering]
// CHECK:__global__ void ownRequests(int *p) { int hipify_cpu_local_v[1024]; bool hipify_cpu_active_1[1024]; ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) {
// CHECK-NEXT:  int &v = hipify_cpu_local_v[hipify_cpu_thread] = p[threadIdx.x]; (void)(__shfl_sync(::hipify_cpu::phased_record(hipify_cpu_thread), 0xffffffffu, v, threadIdx.x ^ 1)); }); ::hipify_cpu::phased_resolve(::hipify_cpu::PhasedAbsent::Exit, nullptr); ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) { int &v = hipify_cpu_local_v[hipify_cpu_thread];
// CHECK-NEXT:  v += __shfl_sync(::hipify_cpu::phased_replay(hipify_cpu_thread), 0xffffffffu, v, threadIdx.x ^ 1); hipify_cpu_active_1[hipify_cpu_thread] = (threadIdx.x < 32); });
// CHECK-NEXT:  { ::hipify_cpu::for_each_thread_where(hipify_cpu_active_1, true, [&](unsigned hipify_cpu_thread) { if (!hipify_cpu_active_1[hipify_cpu_thread]) return; int &v = hipify_cpu_local_v[hipify_cpu_thread];
// CHECK-NEXT:    p[threadIdx.x] = v; });
// CHECK-NEXT:  } { ::hipify_cpu::for_each_thread_where(hipify_cpu_active_1, false, [&](unsigned hipify_cpu_thread) { if (hipify_cpu_active_1[hipify_cpu_thread]) return; int &v = hipify_cpu_local_v[hipify_cpu_thread]; (void)(__shfl_sync(::hipify_cpu::phased_record(hipify_cpu_thread), 0xffffffffu, v, 0)); }); ::hipify_cpu::phased_resolve(::hipify_cpu::PhasedAbsent::Exit, nullptr); ::hipify_cpu::for_each_thread_where(hipify_cpu_active_1, false, [&](unsigned hipify_cpu_thread) { if (hipify_cpu_active_1[hipify_cpu_thread]) return; int &v = hipify_cpu_local_v[hipify_cpu_thread];
// CHECK-NEXT:    v = __shfl_sync(::hipify_cpu::phased_replay(hipify_cpu_thread), 0xffffffffu, v, 0); });
// CHECK-NEXT:  } ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) { int &v = hipify_cpu_local_v[hipify_cpu_thread];
// CHECK-NEXT:  p[threadIdx.x] += v; });
// CHECK-NEXT:}

// An argument made of a macro's argument and its body's tokens cannot be
// spelled again: fibers.
#define SHFL_TWICE(v) __shfl_xor_sync(MASK, v * 2, 1)
__global__ void twiceMacro(int *p) {
  int v = p[threadIdx.x];
  p[threadIdx.x] = SHFL_TWICE(v);
}
// VERBOSE:{{.*}}phased.cu:[[@LINE-2]]:20: note: kernel 'twiceMacro' runs its threads as fibers: a collective is written by a macro that the lowering cannot spell again [hipify-cpu-lowering]
// CHECK:__global__ void twiceMacro(int *p) {
// CHECK-NEXT:  int v = p[threadIdx.x];
// CHECK-NEXT:  p[threadIdx.x] = SHFL_TWICE(v);

void run(float *f, int *i) {
  reduce<<<4, 256>>>(f, f + 1024, 1024);
  shuffled<<<1, 32>>>(i);
  firstWarp<<<1, 64>>>(i, 48);
  divergent<<<1, 64>>>(f);
  perThreadLoop<<<1, 32>>>(i);
  meetsAnother<<<1, 32>>>(i);
  sideEffect<<<1, 32>>>(i);
  callsWarpSum<<<1, 32>>>(i);
  LAUNCH(viaMacro, i);
  shuffleMacro<<<1, 32>>>(i);
  twiceMacro<<<1, 32>>>(i);
}
// CHECK:void run(float *f, int *i) {
// CHECK-NEXT:  ::hipify_cpu::launch({"reduce", "in,out,n", false, true}, 4, 256)([&](auto &&...hipify_cpu_args) { reduce(hipify_cpu_args...); }, f, f + 1024, 1024);
// CHECK-NEXT:  ::hipify_cpu::launch({"shuffled", "p", false, true}, 1, 32)([&](auto &&...hipify_cpu_args) { shuffled(hipify_cpu_args...); }, i);
// CHECK-NEXT:  ::hipify_cpu::launch({"firstWarp", "p,n", false, true}, 1, 64)([&](auto &&...hipify_cpu_args) { firstWarp(hipify_cpu_args...); }, i, 48);
// CHECK-NEXT:  ::hipify_cpu::launch({"divergent", "p", true}, 1, 64)([&](auto &&...hipify_cpu_args) { divergent(hipify_cpu_args...); }, f);
// CHECK-NEXT:  ::hipify_cpu::launch({"perThreadLoop", "p", true}, 1, 32)([&](auto &&...hipify_cpu_args) { perThreadLoop(hipify_cpu_args...); }, i);
// CHECK-NEXT:  ::hipify_cpu::launch({"meetsAnother", "p", true}, 1, 32)([&](auto &&...hipify_cpu_args) { meetsAnother(hipify_cpu_args...); }, i);
// CHECK-NEXT:  ::hipify_cpu::launch({"sideEffect", "p", true}, 1, 32)([&](auto &&...hipify_cpu_args) { sideEffect(hipify_cpu_args...); }, i);
// CHECK-NEXT:  ::hipify_cpu::launch({"callsWarpSum", "p", true}, 1, 32)([&](auto &&...hipify_cpu_args) { callsWarpSum(hipify_cpu_args...); }, i);
// CHECK-NEXT:  LAUNCH(viaMacro, i);
// CHECK-NEXT:  ::hipify_cpu::launch({"shuffleMacro", "p", false, true}, 1, 32)([&](auto &&...hipify_cpu_args) { shuffleMacro(hipify_cpu_args...); }, i);
// CHECK-NEXT:  ::hipify_cpu::launch({"twiceMacro", "p", true}, 1, 32)([&](auto &&...hipify_cpu_args) { twiceMacro(hipify_cpu_args...); }, i);
// CHECK-NEXT:}
// FIBERS:  ::hipify_cpu::launch({"reduce", "in,out,n", true}, 4, 256)([&](auto &&...hipify_cpu_args) { reduce(hipify_cpu_args...); }, f, f + 1024, 1024);
