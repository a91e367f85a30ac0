// Kernels whose barriers all sit in block-uniform control flow run phased:
// the body is split at its __syncthreads() statements into regions, each a
// loop over the block's threads, and the launch calls the kernel once per
// block. Any other synchronising kernel keeps the fiber path.
// RUN: %hipify cpu-run --prepare-only %s | FileCheck --match-full-lines --strict-whitespace %s
// RUN: %hipify cpu-run --prepare-only --cpu-fibers-only %s | FileCheck --match-full-lines --check-prefix=FIBERS %s
// RUN: %hipify cpu-run %S/Inputs/phased.cu | FileCheck --match-full-lines --check-prefix=OUT %s
// RUN: %hipify cpu-run --cpu-fibers-only %S/Inputs/phased.cu | FileCheck --match-full-lines --check-prefix=OUT %s
// OUT:PASS
#include <cuda_runtime.h>

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
// CHECK:__global__ void reduce(const float *in, float *out, int n) { unsigned int hipify_cpu_local_t[1024];
// CHECK-NEXT:  __shared__ float s[256]; ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) {
// CHECK-NEXT:  unsigned int &t = hipify_cpu_local_t[hipify_cpu_thread] = threadIdx.x;
// CHECK-NEXT:  unsigned i = blockIdx.x * blockDim.x + t;
// CHECK-NEXT:  s[t] = i < n ? in[i] : 0.0f;
// CHECK-NEXT:  });
// CHECK-NEXT:  for (unsigned k = blockDim.x / 2; k > 0; k >>= 1) { ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) { unsigned int &t = hipify_cpu_local_t[hipify_cpu_thread];
// CHECK-NEXT:    if (t < k) s[t] += s[t + k];
// CHECK-NEXT:    });
// CHECK-NEXT:  } ::hipify_cpu::for_each_thread([&](unsigned hipify_cpu_thread) { unsigned int &t = hipify_cpu_local_t[hipify_cpu_thread];
// CHECK-NEXT:  if (t == 0) out[blockIdx.x] = s[0]; });
// CHECK-NEXT:}
// FIBERS:__global__ void reduce(const float *in, float *out, int n) {
// FIBERS-NEXT:  __shared__ float s[256];

// A barrier under a thread-dependent branch: fibers, unchanged.
__global__ void divergent(float *p) {
  if (threadIdx.x < 32) {
    p[threadIdx.x] += 1;
    __syncthreads();
  }
}
// CHECK:__global__ void divergent(float *p) {
// CHECK-NEXT:  if (threadIdx.x < 32) {
// CHECK-NEXT:    p[threadIdx.x] += 1;
// CHECK-NEXT:    __syncthreads();

// A return: fibers.
__global__ void early(float *p, int n) {
  p[threadIdx.x] = 1;
  __syncthreads();
  if (threadIdx.x >= n)
    return;
  p[threadIdx.x] += p[n - 1 - threadIdx.x];
}
// CHECK:__global__ void early(float *p, int n) {
// CHECK-NEXT:  p[threadIdx.x] = 1;
// CHECK-NEXT:  __syncthreads();

// A warp shuffle besides the barriers: fibers.
__global__ void shuffled(int *p) {
  int v = p[threadIdx.x];
  __syncthreads();
  p[threadIdx.x] = __shfl_down_sync(0xffffffffu, v, 1);
}
// CHECK:__global__ void shuffled(int *p) {
// CHECK-NEXT:  int v = p[threadIdx.x];
// CHECK-NEXT:  __syncthreads();

// A loop bound that depends on the thread: fibers.
__global__ void perThreadLoop(int *p) {
  for (int k = 0; k < threadIdx.x; ++k) {
    p[threadIdx.x] += k;
    __syncthreads();
  }
}
// CHECK:__global__ void perThreadLoop(int *p) {
// CHECK-NEXT:  for (int k = 0; k < threadIdx.x; ++k) {
// CHECK-NEXT:    p[threadIdx.x] += k;
// CHECK-NEXT:    __syncthreads();

void run(float *f, int *i) {
  reduce<<<4, 256>>>(f, f + 1024, 1024);
  divergent<<<1, 64>>>(f);
  early<<<1, 64>>>(f, 10);
  shuffled<<<1, 32>>>(i);
  perThreadLoop<<<1, 32>>>(i);
}
// CHECK:void run(float *f, int *i) {
// CHECK-NEXT:  ::hipify_cpu::launch({"reduce", "in,out,n", false, true}, 4, 256)([&](auto &&...hipify_cpu_args) { reduce(hipify_cpu_args...); }, f, f + 1024, 1024);
// CHECK-NEXT:  ::hipify_cpu::launch({"divergent", "p", true}, 1, 64)([&](auto &&...hipify_cpu_args) { divergent(hipify_cpu_args...); }, f);
// CHECK-NEXT:  ::hipify_cpu::launch({"early", "p,n", true}, 1, 64)([&](auto &&...hipify_cpu_args) { early(hipify_cpu_args...); }, f, 10);
// CHECK-NEXT:  ::hipify_cpu::launch({"shuffled", "p", true}, 1, 32)([&](auto &&...hipify_cpu_args) { shuffled(hipify_cpu_args...); }, i);
// CHECK-NEXT:  ::hipify_cpu::launch({"perThreadLoop", "p", true}, 1, 32)([&](auto &&...hipify_cpu_args) { perThreadLoop(hipify_cpu_args...); }, i);
// FIBERS:  ::hipify_cpu::launch({"reduce", "in,out,n", true}, 4, 256)([&](auto &&...hipify_cpu_args) { reduce(hipify_cpu_args...); }, f, f + 1024, 1024);
