// Helpers that synchronise, and a kernel that calls them, in a header of
// the program (inline-helpers.test).
#pragma once

template <typename T> __inline__ __device__ T warpReduceSum(T val) {
#pragma unroll
  for (int mask = 16; mask > 0; mask >>= 1)
    val += __shfl_xor_sync(0xffffffff, val, mask, 32);
  return val;
}

template <typename T> __inline__ __device__ T blockReduceSum(T val) {
  static __shared__ T shared[32];
  int lane = threadIdx.x & 0x1f, wid = threadIdx.x >> 5;
  val = warpReduceSum<T>(val);
  if (lane == 0) shared[wid] = val;
  __syncthreads();
  val = (threadIdx.x < (blockDim.x >> 5)) ? shared[lane] : (T)0;
  val = warpReduceSum<T>(val);
  return val;
}

// A template kernel: each instance inlines the same text.
template <typename T>
__global__ void scaleBySum(const T *in, T *out, int n) {
  __shared__ T total;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  T x = i < n ? in[i] : T(0);
  T sum = blockReduceSum<T>(x);
  if (threadIdx.x == 0) total = sum;
  __syncthreads();
  if (i < n) out[i] = x / total;
}
