// An inclusive scan of each block, as CUDA source: each warp scans its
// values with shuffles up, the warps' totals go to shared memory, the
// first warp scans them after a barrier, and after another every thread
// adds the total of the warps before its own. Run by bench/cpu_runner.py
// phased and on fibers.
#include "bench_support.h"
#include <cuda_runtime.h>
#include <vector>

constexpr unsigned kBlock = 256, kWarp = 32;

__global__ void blockScan(const int *in, int *out) {
  __shared__ int totals[kWarp];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % kWarp, warp = threadIdx.x / kWarp;
  int x = in[i];
  for (int offset = 1; offset < kWarp; offset *= 2) {
    int y = __shfl_up_sync(0xffffffffu, x, offset);
    if (lane >= offset)
      x += y;
  }
  if (lane == kWarp - 1)
    totals[warp] = x;
  __syncthreads();
  if (warp == 0) {
    int t = lane < blockDim.x / kWarp ? totals[lane] : 0;
    for (int offset = 1; offset < kWarp; offset *= 2) {
      int y = __shfl_up_sync(0xffffffffu, t, offset);
      if (lane >= offset)
        t += y;
    }
    totals[lane] = t;
  }
  __syncthreads();
  if (warp > 0)
    x += totals[warp - 1];
  out[i] = x;
}

int main() {
  constexpr unsigned N = 1u << 22;
  int *In, *Out;
  cudaMalloc(&In, N * sizeof(int));
  cudaMalloc(&Out, N * sizeof(int));
  std::vector<int> Host(N), Scanned(N), Floor(N);
  for (unsigned I = 0; I < N; ++I)
    Host[I] = int(I % 7);
  cudaMemcpy(In, Host.data(), N * sizeof(int), cudaMemcpyHostToDevice);
  double Runner = bestSeconds(3, [&] {
    blockScan<<<N / kBlock, kBlock>>>(In, Out);
    cudaDeviceSynchronize();
  });
  cudaMemcpy(Scanned.data(), Out, N * sizeof(int), cudaMemcpyDeviceToHost);
  // The same arithmetic as lock-step warps: the shuffle-up steps over each
  // warp (lanes below the distance keep their value), the same over the
  // warps' totals, and the carry.
  double Plain = bestSeconds(3, [&] {
    auto warpScan = [](int *V) {
      for (unsigned Delta = 1; Delta < kWarp; Delta *= 2)
        for (unsigned L = kWarp - 1; L >= Delta; --L)
          V[L] += V[L - Delta];
    };
    int Totals[kWarp];
    for (unsigned B = 0; B < N / kBlock; ++B) {
      int *Block = &Floor[B * kBlock];
      for (unsigned T = 0; T < kBlock; ++T)
        Block[T] = Host[B * kBlock + T];
      for (unsigned W = 0; W < kBlock / kWarp; ++W) {
        warpScan(Block + W * kWarp);
        Totals[W] = Block[W * kWarp + kWarp - 1];
      }
      for (unsigned L = kBlock / kWarp; L < kWarp; ++L)
        Totals[L] = 0;
      warpScan(Totals);
      for (unsigned T = kWarp; T < kBlock; ++T)
        Block[T] += Totals[T / kWarp - 1];
    }
    keep(Floor[N - 1]);
  });
  // Synchronisations per thread: 5 shuffles and 2 barriers; warp 0 adds 5.
  double Syncs = double(N) * 7 + double(N / kBlock) * kWarp * 5;
  report("block_scan.cu", N, Runner, Plain, Syncs, Scanned == Floor);
}
