// Warp-aggregated atomic increments: the lanes of a warp that increment the
// same counter elect a leader, which adds their number once; each lane
// learns its own old value from the leader's. The lanes that share a
// counter are found with a shuffle and a ballot per lane of the warp, the
// loop bounded by warpSize, a form CUDA code uses where __match_any_sync is
// missing.
// WARP-SIZE ASSUMPTION: the ballot is kept in an `unsigned` (32 lanes) and
// the lanes below one are counted with `1 << lane`. A 64-lane wavefront gives
// 64-bit ballots; kept in 32 bits, lanes 32-63 lose their peers.
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

__device__ int aggregatedIncrement(int *counter) {
  unsigned full = 0xffffffff;
  unsigned peers = 0;
  for (int i = 0; i < warpSize; ++i) {
    unsigned long long other = __shfl_sync(full, (unsigned long long)counter, i);
    unsigned same = __ballot_sync(full, other == (unsigned long long)counter);
    if (i == (threadIdx.x & (warpSize - 1)))
      peers = same;
  }
  int leader = __ffs(peers) - 1;
  unsigned lane = threadIdx.x % warpSize;
  int old = 0;
  if (lane == leader)
    old = atomicAdd(counter, __popc(peers));
  old = __shfl_sync(peers, old, leader);
  return old + __popc(peers & ((1u << lane) - 1));
}

// Thread t increments counter t % buckets and records the old value.
__global__ void increment(int *counters, int buckets, int *olds) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  olds[t] = aggregatedIncrement(&counters[t % buckets]);
}

int main() {
  const int blocks = 4, threads = 128, buckets = 5;
  const int n = blocks * threads;
  int *counters, *olds;
  CHECK(cudaMalloc(&counters, buckets * sizeof(int)));
  CHECK(cudaMalloc(&olds, n * sizeof(int)));
  CHECK(cudaMemset(counters, 0, buckets * sizeof(int)));
  increment<<<blocks, threads>>>(counters, buckets, olds);
  CHECK(cudaGetLastError());
  std::vector<int> c(buckets), o(n);
  CHECK(cudaMemcpy(c.data(), counters, buckets * sizeof(int),
                   cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(o.data(), olds, n * sizeof(int), cudaMemcpyDeviceToHost));
  // Every counter ends at the number of threads that increment it, and the
  // old values of a counter are 0 .. count - 1, each once.
  bool ok = true;
  for (int b = 0; b < buckets; ++b) {
    int expected = n / buckets + (b < n % buckets ? 1 : 0);
    std::vector<int> seen(expected, 0);
    for (int t = b; t < n; t += buckets)
      if (o[t] < 0 || o[t] >= expected || seen[o[t]]++)
        ok = false;
    std::printf("counter %d: %d (expected %d)\n", b, c[b], expected);
    ok &= c[b] == expected;
  }
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  CHECK(cudaFree(counters));
  CHECK(cudaFree(olds));
  return ok ? 0 : 1;
}
