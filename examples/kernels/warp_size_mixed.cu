// warpSize next to code written for 32 lanes: warpSums takes its lane and
// warp from warpSize and calls warpSum, a reduction written for 32-lane
// warps (offsets from 16); laneRanks takes its lane from warpSize and ranks
// the lanes of a 32-bit ballot; warpTotal is written for any width and
// combines its warps atomically, so its result does not depend on the width.
// WARP-SIZE ASSUMPTION: warpSize is 32, as on every CUDA GPU. Ported as
// written, warpSize is 64 on AMD CDNA while warpSum still sums 32 lanes and
// the ballot keeps 32 bits: warpSums writes half of its sums, each of half a
// wavefront, and laneRanks shifts 1u by up to 63. hipify's port writes 32
// for warpSize in warpSums and laneRanks (hipify-warp-size-constant) and
// keeps their warps as 32-lane groups; warpTotal is left as written.
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

__device__ int warpSum(int v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

__global__ void warpSums(const int *in, int *sums) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  int v = warpSum(in[i]);
  if (lane == 0)
    sums[i / warpSize] = v;
}

__global__ void laneRanks(const int *in, int *ranks) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  unsigned int positive = __ballot_sync(0xffffffff, in[i] > 0);
  ranks[i] = in[i] > 0 ? __popc(positive & ((1u << lane) - 1)) : -1;
}

__global__ void warpTotal(const int *in, int *total) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_xor_sync(__activemask(), v, offset);
  if (threadIdx.x % warpSize == 0)
    atomicAdd(total, v);
}

int main() {
  const int n = 1 << 12, warps = n / 32;
  std::vector<int> h(n);
  unsigned seed = 77u;
  for (int i = 0; i < n; ++i) {
    seed = seed * 1664525u + 1013904223u;
    h[i] = (int)((seed >> 16) % 201) - 100;
  }
  int *dIn, *dSums, *dRanks, *dTotal;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dSums, warps * sizeof(int)));
  CHECK(cudaMalloc(&dRanks, n * sizeof(int)));
  CHECK(cudaMalloc(&dTotal, sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dSums, 0, warps * sizeof(int)));
  CHECK(cudaMemset(dTotal, 0, sizeof(int)));
  warpSums<<<n / 256, 256>>>(dIn, dSums);
  laneRanks<<<n / 256, 256>>>(dIn, dRanks);
  warpTotal<<<n / 256, 256>>>(dIn, dTotal);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<int> sums(warps), ranks(n);
  int total = 0;
  CHECK(cudaMemcpy(sums.data(), dSums, warps * sizeof(int),
                   cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(ranks.data(), dRanks, n * sizeof(int),
                   cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&total, dTotal, sizeof(int), cudaMemcpyDeviceToHost));

  int bad = 0, expectedTotal = 0;
  long long checksum = 0;
  for (int w = 0; w < warps; ++w) {
    int sum = 0, rank = 0;
    for (int l = 0; l < 32; ++l) {
      int i = w * 32 + l;
      sum += h[i];
      bad += ranks[i] != (h[i] > 0 ? rank : -1);
      rank += h[i] > 0;
      checksum += (long long)ranks[i] * (l + 1);
    }
    bad += sums[w] != sum;
    checksum += (long long)sums[w] * (w + 1);
    expectedTotal += sum;
  }
  bad += total != expectedTotal;
  std::printf("warp_size_mixed: n=%d warps=%d total=%d checksum=%lld\n", n,
              warps, total, checksum);
  std::printf("warp_size_mixed: sums[1]=%d sums[2]=%d ranks[40]=%d\n", sums[1],
              sums[2], ranks[40]);
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dSums));
  CHECK(cudaFree(dRanks));
  CHECK(cudaFree(dTotal));
  std::printf("%s\n", bad ? "FAIL" : "PASS");
  return bad ? 1 : 0;
}
