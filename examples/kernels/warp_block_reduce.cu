// Block reductions that need all lanes and nothing else: blockSum adds its
// block warp by warp (__shfl_down_sync from 16), lane 0 keeps each warp's
// sum in shared memory, and warp 0 adds the partials; blockMax does the same
// with max through a helper (an xor butterfly), its second stage reading the
// partials before the test of the first warp; totalXor xors every element
// into one word, one atomicXor per warp.
// WARP-SIZE ASSUMPTION: lane = threadIdx.x % 32, warp = threadIdx.x / 32,
// offsets from 16, blockDim.x / 32 partials and the full mask 0xffffffff.
// The results do not depend on the warp width: integer sums, max and xor are
// exact in any order, and the blocks have 256 threads, which 32 and 64
// divide. hipify's port rewrites the three for any width (hipify-warp-width-
// generic): lane, warp and warp count from warpSize, loops from warpSize / 2,
// and with HIP 6.2's *_sync functions the full 64-bit mask. Ported as
// written for HIP 6.2, the mask 0xffffffff names only the lower half of a
// 64-lane wavefront, whose upper half then waits for lanes that never come.
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__,              \
                   cudaGetErrorName(err_), cudaGetErrorString(err_));          \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

#define FULL_MASK 0xffffffff
#define BLOCK 256

__device__ int warpMax(int v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v = max(v, __shfl_xor_sync(FULL_MASK, v, offset));
  return v;
}

__global__ void blockSum(const int *in, int *sums, int n) {
  __shared__ int partial[32];
  int lane = threadIdx.x % 32;
  int warp = threadIdx.x / 32;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(FULL_MASK, v, offset);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / 32 ? partial[lane] : 0;
    for (int offset = 16; offset > 0; offset /= 2)
      v += __shfl_down_sync(FULL_MASK, v, offset);
    if (lane == 0)
      sums[blockIdx.x] = v;
  }
}

__global__ void blockMax(const int *in, int *maxima, int n) {
  __shared__ int partial[BLOCK / 32];
  int lane = threadIdx.x & 31;
  int warp = threadIdx.x >> 5;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : INT_MIN;
  v = warpMax(v);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  v = threadIdx.x < (blockDim.x + 31) / 32 ? partial[lane] : INT_MIN;
  if (warp == 0) {
    v = warpMax(v);
    if (threadIdx.x == 0)
      maxima[blockIdx.x] = v;
  }
}

__global__ void totalXor(const unsigned int *in, unsigned int *total, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int v = i < n ? in[i] : 0u;
  for (int offset = 16; offset > 0; offset >>= 1)
    v ^= __shfl_down_sync(FULL_MASK, v, offset);
  if ((threadIdx.x & 31) == 0)
    atomicXor(total, v);
}

int main() {
  const int n = 10000, blocks = (n + BLOCK - 1) / BLOCK;
  std::vector<int> h(n);
  unsigned seed = 31337u;
  for (int i = 0; i < n; ++i) {
    seed = seed * 1664525u + 1013904223u;
    h[i] = (int)(seed >> 8) - (1 << 23);
  }
  int *dIn, *dSums, *dMaxima;
  unsigned int *dTotal;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dSums, blocks * sizeof(int)));
  CHECK(cudaMalloc(&dMaxima, blocks * sizeof(int)));
  CHECK(cudaMalloc(&dTotal, sizeof(unsigned int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dTotal, 0, sizeof(unsigned int)));
  blockSum<<<blocks, BLOCK>>>(dIn, dSums, n);
  blockMax<<<blocks, BLOCK>>>(dIn, dMaxima, n);
  totalXor<<<blocks, BLOCK>>>((const unsigned int *)dIn, dTotal, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<int> sums(blocks), maxima(blocks);
  unsigned int total = 0;
  CHECK(cudaMemcpy(sums.data(), dSums, blocks * sizeof(int),
                   cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(maxima.data(), dMaxima, blocks * sizeof(int),
                   cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&total, dTotal, sizeof(unsigned int),
                   cudaMemcpyDeviceToHost));

  int bad = 0;
  long long checksum = 0;
  unsigned int expectedXor = 0;
  for (int b = 0; b < blocks; ++b) {
    long long sum = 0;
    int largest = INT_MIN;
    for (int i = b * BLOCK; i < n && i < (b + 1) * BLOCK; ++i) {
      sum += h[i];
      largest = h[i] > largest ? h[i] : largest;
      expectedXor ^= (unsigned int)h[i];
    }
    bad += sums[b] != (int)sum || maxima[b] != largest;
    checksum += (long long)sums[b] * (b + 1) + maxima[b];
  }
  bad += total != expectedXor;
  std::printf("warp_block_reduce: n=%d blocks=%d checksum=%lld xor=%08x\n", n,
              blocks, checksum, total);
  std::printf("warp_block_reduce: sums[0]=%d maxima[0]=%d sums[39]=%d\n",
              sums[0], maxima[0], sums[blocks - 1]);
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dSums));
  CHECK(cudaFree(dMaxima));
  CHECK(cudaFree(dTotal));
  std::printf("%s\n", bad ? "FAIL" : "PASS");
  return bad ? 1 : 0;
}
