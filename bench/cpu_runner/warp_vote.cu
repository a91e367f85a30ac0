// Ballots and votes as CUDA source: each warp counts its positive values
// (a ballot and its population count) and whether all are in range (a
// vote); lane 0 writes both. Run by bench/cpu_runner.py phased and on
// fibers.
#include "bench_support.h"
#include <cuda_runtime.h>
#include <vector>

constexpr unsigned kBlock = 256, kWarp = 32;

__global__ void warpVote(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned positive = __ballot_sync(0xffffffffu, in[i] > 0);
  int inRange = __all_sync(0xffffffffu, in[i] < 100);
  if (threadIdx.x % kWarp == 0)
    out[i / kWarp] = __popc(positive) + 1000 * inRange;
}

int main() {
  constexpr unsigned N = 1u << 22, Warps = N / kWarp;
  int *In, *Out;
  cudaMalloc(&In, N * sizeof(int));
  cudaMalloc(&Out, Warps * sizeof(int));
  std::vector<int> Host(N), Counts(Warps), Floor(Warps);
  for (unsigned I = 0; I < N; ++I)
    Host[I] = int(I % 11) - 3 + (I % 4099 == 0 ? 200 : 0);
  cudaMemcpy(In, Host.data(), N * sizeof(int), cudaMemcpyHostToDevice);
  double Runner = bestSeconds(3, [&] {
    warpVote<<<N / kBlock, kBlock>>>(In, Out);
    cudaDeviceSynchronize();
  });
  cudaMemcpy(Counts.data(), Out, Warps * sizeof(int), cudaMemcpyDeviceToHost);
  // The same arithmetic warp by warp: the ballot's bits, their count, and
  // the conjunction of the predicates.
  double Plain = bestSeconds(3, [&] {
    for (unsigned W = 0; W < Warps; ++W) {
      unsigned Ballot = 0;
      int All = 1;
      for (unsigned L = 0; L < kWarp; ++L) {
        int V = Host[W * kWarp + L];
        Ballot |= unsigned(V > 0) << L;
        All &= V < 100;
      }
      Floor[W] = __builtin_popcount(Ballot) + 1000 * All;
    }
    keep(Floor[Warps - 1]);
  });
  // Synchronisations per thread: a ballot and a vote.
  report("warp_vote.cu", N, Runner, Plain, double(N) * 2, Counts == Floor);
}
