// Kernels that synchronise through helpers (inline-helpers.test): the
// helpers are inlined for the CPU runner, and the results must be those of
// the helpers called.
#include <cstdio>
#include <cuda_runtime.h>
#include "reduce.cuh"

// Called twice in a kernel: one `acc` for both calls, as in CUDA.
__device__ int bump(int first) {
  __shared__ int acc;
#if 0
  acc = first * 0; // Left out by #if: its names need no renaming.
#endif
  if (threadIdx.x == 0) {
    if (first) acc = 0;
    acc += 1;
  }
  __syncthreads();
  int seen = acc;
  __syncthreads();
  return seen;
}

__device__ void storeWarpMax(int *out, int v) {
  for (int o = 16; o > 0; o /= 2) {
    int other = __shfl_down_sync(0xffffffff, v, o);
    v = v > other ? v : other;
  }
  if ((threadIdx.x & 31) == 0) out[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = v;
}

__global__ void norm(const float *in, float *out, int *counts, int *maxima, int n) {
  __shared__ float s_mean, s_var;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = i < n ? in[i] : 0.0f;
  float mean = blockReduceSum<float>(x);
  if (threadIdx.x == 0) s_mean = mean / blockDim.x;
  __syncthreads();
  float d = x - s_mean;
  float var = 0.0f;
  var += blockReduceSum<float>(d * d);
  if (threadIdx.x == 0) s_var = var / blockDim.x;
  __syncthreads();
  if (i < n) out[i] = d / sqrtf(s_var + 1e-5f);
  int c = bump(1);
  int again = bump(0);
  c = c * 10 + again;
  if (i < n) counts[i] = c;
  storeWarpMax(maxima, i * 7 % 13);
}

// Not inlined: a recursive helper.
__device__ int recursiveSum(int v, int depth) {
  int r = v;
  if (depth > 0) {
    int s = __shfl_xor_sync(0xffffffff, v, depth);
    r = recursiveSum(v + s, depth / 2);
  }
  return r;
}

__global__ void recursive(int *out) {
  int v = recursiveSum(threadIdx.x, 16);
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

// Not inlined: a helper that returns early.
__device__ int earlySum(int v) {
  if (blockDim.x < 32) return v;
  return warpReduceSum<int>(v);
}

__global__ void early(int *out) {
  int v = earlySum(threadIdx.x);
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

// Not inlined: the call is part of a larger expression.
__global__ void shape(int *out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = 1 + warpReduceSum<int>(threadIdx.x);
}

// Not inlined: the helper's global 'bias' would be the kernel's local.
__device__ int bias = 3;
__device__ int addBias(int v) {
  v += bias;
  return __shfl_xor_sync(0xffffffff, v, 1);
}

__global__ void hygiene(int *out) {
  int bias = 100;
  int v = addBias(threadIdx.x);
  out[blockIdx.x * blockDim.x + threadIdx.x] = v + bias;
}

int main() {
  const int n = 1000, threads = 256, blocks = (n + threads - 1) / threads;
  const int total = blocks * threads;
  float h[n], r[n], s[n];
  int counts[n], maxima[total / 32], ints[total];
  for (int i = 0; i < n; ++i) h[i] = (i * 37 % 101) / 10.0f;
  float *din, *dout;
  int *dcounts, *dmax, *dints;
  cudaMalloc(&din, n * sizeof(float));
  cudaMalloc(&dout, n * sizeof(float));
  cudaMalloc(&dcounts, n * sizeof(int));
  cudaMalloc(&dmax, total / 32 * sizeof(int));
  cudaMalloc(&dints, total * sizeof(int));
  cudaMemcpy(din, h, n * sizeof(float), cudaMemcpyHostToDevice);

  norm<<<blocks, threads>>>(din, dout, dcounts, dmax, n);
  cudaMemcpy(r, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(counts, dcounts, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(maxima, dmax, total / 32 * sizeof(int), cudaMemcpyDeviceToHost);
  double check = 0;
  for (int i = 0; i < n; ++i) check += r[i] * (i % 7);
  printf("norm %.3f %.4f %.4f\n", check, r[0], r[n - 1]);
  printf("counts %d %d\n", counts[0], counts[n - 1]);
  printf("maxima %d %d\n", maxima[0], maxima[total / 32 - 1]);

  scaleBySum<float><<<blocks, threads>>>(din, dout, n);
  cudaMemcpy(s, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
  printf("scale %.6f %.6f\n", s[0], s[n - 1]);

  recursive<<<blocks, threads>>>(dints);
  cudaMemcpy(ints, dints, total * sizeof(int), cudaMemcpyDeviceToHost);
  printf("recursive %d %d\n", ints[0], ints[total - 1]);
  early<<<blocks, threads>>>(dints);
  cudaMemcpy(ints, dints, total * sizeof(int), cudaMemcpyDeviceToHost);
  printf("early %d %d\n", ints[0], ints[total - 1]);
  shape<<<blocks, threads>>>(dints);
  cudaMemcpy(ints, dints, total * sizeof(int), cudaMemcpyDeviceToHost);
  printf("shape %d %d\n", ints[0], ints[total - 1]);
  hygiene<<<blocks, threads>>>(dints);
  cudaMemcpy(ints, dints, total * sizeof(int), cudaMemcpyDeviceToHost);
  printf("hygiene %d %d\n", ints[0], ints[total - 1]);
  return 0;
}
