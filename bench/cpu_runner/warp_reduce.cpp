//===- warp_reduce.cpp - reduction with warp shuffles ---------------------===//
#include "bench_support.h"
#include "hipify_cpu/exec.h"
#include <vector>

namespace {
constexpr unsigned kBlock = 256, kWarp = 32;
constexpr uint64_t kFull = 0xffffffffu;

int warpSum(int V) {
  for (int Delta = kWarp / 2; Delta > 0; Delta /= 2)
    V += hipify_cpu::shuffle(kFull, V, hipify_cpu::ShuffleKind::Down, Delta,
                             int(kWarp));
  return V;
}

void warpReduce(const int *In, int *Out) {
  static thread_local int WarpSums[kBlock / kWarp]; // __shared__
  unsigned T = threadIdx.x, Lane = T % kWarp, Warp = T / kWarp;
  int V = warpSum(In[blockIdx.x * blockDim.x + T]);
  if (Lane == 0)
    WarpSums[Warp] = V;
  hipify_cpu::sync_block();
  if (Warp == 0) {
    V = warpSum(Lane < kBlock / kWarp ? WarpSums[Lane] : 0);
    if (Lane == 0)
      Out[blockIdx.x] = V;
  }
}
} // namespace

int main() {
  hipify_cpu::set_default_warp_size(int(kWarp));
  constexpr unsigned N = 1u << 22, Blocks = N / kBlock;
  std::vector<int> In(N), Out(Blocks), Floor(Blocks);
  for (unsigned I = 0; I < N; ++I)
    In[I] = int(I % 7);
  double Runner = bestSeconds(3, [&] {
    hipify_cpu::launch({"warpReduce", "in,out", true}, dim3(Blocks),
                       dim3(kBlock))([&](auto &&...A) { warpReduce(A...); },
                                     In.data(), Out.data());
  });
  // The same arithmetic as a lock-step warp: the shuffle-down tree over
  // each warp's 32 values (a lane whose source is out of range keeps its
  // own), then over the block's 8 warp sums.
  double Plain = bestSeconds(3, [&] {
    auto warpTree = [](int *V) {
      for (unsigned Delta = kWarp / 2; Delta > 0; Delta /= 2)
        for (unsigned L = 0; L + Delta < kWarp; ++L)
          V[L] += V[L + Delta];
    };
    int Lanes[kWarp], Sums[kWarp];
    for (unsigned B = 0; B < Blocks; ++B) {
      for (unsigned W = 0; W < kBlock / kWarp; ++W) {
        for (unsigned L = 0; L < kWarp; ++L)
          Lanes[L] = In[B * kBlock + W * kWarp + L];
        warpTree(Lanes);
        Sums[W] = Lanes[0];
      }
      for (unsigned L = kBlock / kWarp; L < kWarp; ++L)
        Sums[L] = 0;
      warpTree(Sums);
      Floor[B] = Sums[0];
    }
    keep(Floor[Blocks - 1]);
  });
  // Synchronisations per thread: 5 shuffles and a barrier; warp 0 adds 5.
  double Syncs = double(N) * 6 + double(Blocks) * kWarp * 5;
  report("warp_reduce", N, Runner, Plain, Syncs, Out == Floor);
}
