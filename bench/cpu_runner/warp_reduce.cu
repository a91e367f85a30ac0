// A warp-shuffle reduction as CUDA source: each warp sums its 32 values
// with shuffles down, lane 0 writes the sum. bench/cpu_runner.py runs it
// through `hipify cpu-run`, phased (the default) and with
// --cpu-fibers-only.
#include "bench_support.h"
#include <cuda_runtime.h>
#include <vector>

constexpr unsigned kBlock = 256, kWarp = 32;

__global__ void warpReduce(const int *in, int *out) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int offset = kWarp / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  if (threadIdx.x % kWarp == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) / kWarp] = v;
}

int main() {
  constexpr unsigned N = 1u << 22, Warps = N / kWarp;
  int *In, *Out;
  cudaMalloc(&In, N * sizeof(int));
  cudaMalloc(&Out, Warps * sizeof(int));
  std::vector<int> Host(N), Sums(Warps), Floor(Warps);
  for (unsigned I = 0; I < N; ++I)
    Host[I] = int(I % 7);
  cudaMemcpy(In, Host.data(), N * sizeof(int), cudaMemcpyHostToDevice);
  double Runner = bestSeconds(3, [&] {
    warpReduce<<<N / kBlock, kBlock>>>(In, Out);
    cudaDeviceSynchronize();
  });
  cudaMemcpy(Sums.data(), Out, Warps * sizeof(int), cudaMemcpyDeviceToHost);
  // The same arithmetic as a lock-step warp: the shuffle-down tree over
  // each warp's values (a lane whose source is past the warp keeps its own).
  double Plain = bestSeconds(3, [&] {
    int Lanes[kWarp];
    for (unsigned W = 0; W < Warps; ++W) {
      for (unsigned L = 0; L < kWarp; ++L)
        Lanes[L] = Host[W * kWarp + L];
      for (unsigned Delta = kWarp / 2; Delta > 0; Delta /= 2)
        for (unsigned L = 0; L + Delta < kWarp; ++L)
          Lanes[L] += Lanes[L + Delta];
      Floor[W] = Lanes[0];
    }
    keep(Floor[Warps - 1]);
  });
  // Synchronisations per thread: 5 shuffles.
  report("warp_reduce.cu", N, Runner, Plain, double(N) * 5, Sums == Floor);
}
