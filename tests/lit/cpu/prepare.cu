// The CPU runner's preparation step rewrites only what a host compiler cannot
// take: launches (with whether the kernel can reach a barrier), extern
// __shared__ and warp-synchronous code. Everything else is left as written.
// RUN: %hipify cpu-run --prepare-only %s | FileCheck --match-full-lines --strict-whitespace %s
#include <cuda_runtime.h>

__device__ float twice(float v) { return 2 * v; }
__device__ void blockBarrier() { __syncthreads(); }

// A kernel that never synchronises: its threads run as a loop.
__global__ void scale(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = twice(p[i]);
}
// Synchronises through a device function, which the preparation inlines
// (inline-helpers.test): phased, once per block.
template <typename T> __global__ void stage(T *p) {
  __shared__ T tile[64];
  tile[threadIdx.x] = p[threadIdx.x];
  blockBarrier();
  p[threadIdx.x] = tile[63 - threadIdx.x];
}
// A warp shuffle is a collective; in a loop whose bound depends on the
// thread, the kernel runs as fibers (tests/lit/cpu/phased.cu).
__global__ void shuffle(int *p) {
  for (int k = 0; k < threadIdx.x % 4; ++k)
    p[threadIdx.x] = __shfl_down_sync(0xffffffffu, p[threadIdx.x], 1);
}

__global__ void dynamic(float *out) {
  extern __shared__ float buffer[];
  buffer[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = buffer[blockDim.x - 1 - threadIdx.x];
}
// Its barrier splits it into two regions, each a loop over the threads
// (tests/lit/cpu/phased.cu).
// CHECK:__global__ void dynamic(float *out) {
// CHECK-NEXT:   ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) {
// CHECK-NEXT:  (reinterpret_cast<float *>(::hipify_cpu::dynamic_shared()))[threadIdx.x] = threadIdx.x;
// CHECK-NEXT:  }); ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) {
// CHECK-NEXT:  out[threadIdx.x] = (reinterpret_cast<float *>(::hipify_cpu::dynamic_shared()))[blockDim.x - 1 - threadIdx.x]; });
// CHECK-NEXT:}

// Warp-synchronous code runs in lock step across the warp, every lane
// reading an assignment's right side before any lane stores
// (tests/lit/cpu/lockstep.test).
__device__ void warpSum(volatile float *s, int t) {
  s[t] += s[t + 2];
  s[t] += s[t + 1];
}
// CHECK:__device__ void warpSum(volatile float *s, int t) {
// CHECK-NEXT:  s[t] += ::hipify_cpu::lockstep_value(s[t + 2]); ::hipify_cpu::lockstep();
// CHECK-NEXT:  s[t] += ::hipify_cpu::lockstep_value(s[t + 1]); ::hipify_cpu::lockstep();
// CHECK-NEXT:}
// So does a template's, whose loads the pattern does not mark.
template <typename T> __device__ T warpLoad(volatile T *s, int t) {
  T v = s[t ^ 1];
  s[t] = s[t ^ 2];
  return v;
}
// CHECK:template <typename T> __device__ T warpLoad(volatile T *s, int t) {
// CHECK-NEXT:  T v = s[t ^ 1]; ::hipify_cpu::lockstep();
// CHECK-NEXT:  s[t] = ::hipify_cpu::lockstep_value(s[t ^ 2]); ::hipify_cpu::lockstep();
// CHECK-NEXT:  return v; ::hipify_cpu::lockstep();
// CHECK-NEXT:}
// Volatile memory only stored to (a flag), or a thread's own volatile
// local, is not warp-synchronous: the kernel runs as a loop.
__global__ void flagNonFinite(const float *p, volatile int *flag) {
  volatile int seen = 0;
  if (!isfinite(p[threadIdx.x]))
    seen++;
  if (seen)
    *flag = 1;
}
// CHECK:__global__ void flagNonFinite(const float *p, volatile int *flag) {
// CHECK-NEXT:  volatile int seen = 0;

#define LAUNCH_ONE(kernel, ...) kernel<<<1, 64>>>(__VA_ARGS__)
// CHECK:#define LAUNCH_ONE(kernel, ...) ::hipify_cpu::launch({#kernel, "", true}, 1, 64)([&](auto &&...hipify_cpu_args) { kernel(hipify_cpu_args...); }, __VA_ARGS__)

void run(float *f, int *i, cudaStream_t stream) {
  scale<<<4, 256>>>(f, 1024);
  stage<<<dim3(1), dim3(64), 0, stream>>>(f);
  stage<float><<<1, 64>>>(f);
  shuffle<<<1, 32>>>(i);
  dynamic<<<1, 64, 64 * sizeof(float)>>>(f);
  LAUNCH_ONE(scale, f, 64);
  flagNonFinite<<<1, 64>>>(f, i);
}
// CHECK:void run(float *f, int *i, cudaStream_t stream) {
// CHECK-NEXT:  ::hipify_cpu::launch({"scale", "p,n", false}, 4, 256)([&](auto &&...hipify_cpu_args) { scale(hipify_cpu_args...); }, f, 1024);
// CHECK-NEXT:  ::hipify_cpu::launch({"stage", "p", false, true}, dim3(1), dim3(64), 0, stream)([&](auto &&...hipify_cpu_args) { stage(hipify_cpu_args...); }, f);
// CHECK-NEXT:  ::hipify_cpu::launch({"stage<float>", "p", false, true}, 1, 64)([&](auto &&...hipify_cpu_args) { stage<float>(hipify_cpu_args...); }, f);
// CHECK-NEXT:  ::hipify_cpu::launch({"shuffle", "p", true}, 1, 32)([&](auto &&...hipify_cpu_args) { shuffle(hipify_cpu_args...); }, i);
// CHECK-NEXT:  ::hipify_cpu::launch({"dynamic", "out", false, true}, 1, 64, 64 * sizeof(float))([&](auto &&...hipify_cpu_args) { dynamic(hipify_cpu_args...); }, f);
// CHECK-NEXT:  LAUNCH_ONE(scale, f, 64);
// CHECK-NEXT:  ::hipify_cpu::launch({"flagNonFinite", "p,flag", false}, 1, 64)([&](auto &&...hipify_cpu_args) { flagNonFinite(hipify_cpu_args...); }, f, i);
// CHECK-NEXT:}
