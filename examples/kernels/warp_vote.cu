// Warp vote functions: for each warp, __ballot_sync gives the bit mask of lanes
// whose element exceeds a threshold, __popc counts them, __any_sync and
// __all_sync test the predicate over the warp; lane 0 writes one record per
// warp. The input is arranged so that some warps vote all-true, some
// all-false and some mixed.
// WARP-SIZE ASSUMPTION: one warp = 32 lanes, the ballot is a 32-bit unsigned
// mask and the host reference groups the elements by 32. A 64-wide wavefront
// gives different masks and counts, which the validation stage should catch.
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

struct WarpVote {
  unsigned int mask;
  int count;
  int any;
  int all;
};

__global__ void warpVote(const int *data, int threshold, WarpVote *votes) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int pred = data[i] > threshold;
  unsigned int mask = __ballot_sync(0xffffffff, pred);
  int any = __any_sync(0xffffffff, pred);
  int all = __all_sync(0xffffffff, pred);
  if (lane == 0) {
    WarpVote v;
    v.mask = mask;
    v.count = __popc(mask);
    v.any = any != 0;
    v.all = all != 0;
    votes[i / 32] = v;
  }
}

int main() {
  const int n = 1 << 16, threshold = 100, warps = n / 32;
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i) {
    int w = i / 32;
    if (w % 5 == 0)
      h[i] = 200 + i % 7; // all lanes above
    else if (w % 5 == 1)
      h[i] = i % 50; // all lanes below
    else
      h[i] = (i * 2654435761u >> 8) % 200; // mixed
  }

  int *dData;
  WarpVote *dVotes;
  CHECK(cudaMalloc(&dData, n * sizeof(int)));
  CHECK(cudaMalloc(&dVotes, warps * sizeof(WarpVote)));
  CHECK(cudaMemcpy(dData, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  warpVote<<<n / 256, 256>>>(dData, threshold, dVotes);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<WarpVote> votes(warps);
  CHECK(cudaMemcpy(votes.data(), dVotes, warps * sizeof(WarpVote),
                   cudaMemcpyDeviceToHost));

  int bad = 0, anyCount = 0, allCount = 0;
  unsigned long long bits = 0, maskHash = 0;
  for (int w = 0; w < warps; ++w) {
    unsigned int mask = 0;
    for (int l = 0; l < 32; ++l)
      if (h[w * 32 + l] > threshold)
        mask |= 1u << l;
    int count = __builtin_popcount(mask);
    const WarpVote &v = votes[w];
    if (v.mask != mask || v.count != count || v.any != (mask != 0) ||
        v.all != (mask == 0xffffffffu))
      ++bad;
    anyCount += v.any;
    allCount += v.all;
    bits += v.count;
    maskHash = maskHash * 1000003ull + v.mask;
  }
  std::printf("warp_vote: n=%d warps=%d bad_warps=%d any=%d all=%d bits=%llu "
              "mask_hash=%llu\n",
              n, warps, bad, anyCount, allCount, bits, maskHash);
  std::printf("warp_vote: mask[0]=%08x mask[1]=%08x mask[2]=%08x count[2]=%d\n",
              votes[0].mask, votes[1].mask, votes[2].mask, votes[2].count);

  CHECK(cudaFree(dData));
  CHECK(cudaFree(dVotes));
  bool ok = bad == 0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
