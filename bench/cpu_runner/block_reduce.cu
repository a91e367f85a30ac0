// A block reduction mixing barriers and shuffles, as CUDA source: each warp
// sums its values with shuffles, lane 0 stores the warp's sum in shared
// memory, and after a barrier the first warp sums those (a branch that
// depends on the thread). Run by bench/cpu_runner.py phased and on fibers.
#include "bench_support.h"
#include <cuda_runtime.h>
#include <vector>

constexpr unsigned kBlock = 256, kWarp = 32;

__global__ void blockReduce(const int *in, int *out) {
  __shared__ int warpSums[kWarp];
  int lane = threadIdx.x % kWarp, warp = threadIdx.x / kWarp;
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int offset = kWarp / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  if (lane == 0)
    warpSums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / kWarp ? warpSums[lane] : 0;
    for (int offset = kWarp / 2; offset > 0; offset /= 2)
      v += __shfl_down_sync(0xffffffffu, v, offset);
    if (lane == 0)
      out[blockIdx.x] = v;
  }
}

int main() {
  constexpr unsigned N = 1u << 22, Blocks = N / kBlock;
  int *In, *Out;
  cudaMalloc(&In, N * sizeof(int));
  cudaMalloc(&Out, Blocks * sizeof(int));
  std::vector<int> Host(N), Sums(Blocks), Floor(Blocks);
  for (unsigned I = 0; I < N; ++I)
    Host[I] = int(I % 7);
  cudaMemcpy(In, Host.data(), N * sizeof(int), cudaMemcpyHostToDevice);
  double Runner = bestSeconds(3, [&] {
    blockReduce<<<Blocks, kBlock>>>(In, Out);
    cudaDeviceSynchronize();
  });
  cudaMemcpy(Sums.data(), Out, Blocks * sizeof(int), cudaMemcpyDeviceToHost);
  // The same arithmetic as lock-step warps: the shuffle-down tree over
  // each warp's values, then over the block's warp sums.
  double Plain = bestSeconds(3, [&] {
    auto warpTree = [](int *V) {
      for (unsigned Delta = kWarp / 2; Delta > 0; Delta /= 2)
        for (unsigned L = 0; L + Delta < kWarp; ++L)
          V[L] += V[L + Delta];
    };
    int Lanes[kWarp], WarpSums[kWarp];
    for (unsigned B = 0; B < Blocks; ++B) {
      for (unsigned W = 0; W < kBlock / kWarp; ++W) {
        for (unsigned L = 0; L < kWarp; ++L)
          Lanes[L] = Host[B * kBlock + W * kWarp + L];
        warpTree(Lanes);
        WarpSums[W] = Lanes[0];
      }
      for (unsigned L = kBlock / kWarp; L < kWarp; ++L)
        WarpSums[L] = 0;
      warpTree(WarpSums);
      Floor[B] = WarpSums[0];
    }
    keep(Floor[Blocks - 1]);
  });
  // Synchronisations per thread: 5 shuffles and a barrier; warp 0 adds 5.
  double Syncs = double(N) * 6 + double(Blocks) * kWarp * 5;
  report("block_reduce.cu", N, Runner, Plain, Syncs, Sums == Floor);
}
