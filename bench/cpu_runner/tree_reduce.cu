// The shared-memory tree reduction of tree_reduce.cpp, as CUDA source: the
// benchmark runs it through `hipify cpu-run`, the pipeline a program takes,
// once as a phased kernel (the default) and once with --cpu-fibers-only.
#include "bench_support.h"
#include <cuda_runtime.h>
#include <vector>

constexpr unsigned kBlock = 256;

__global__ void treeReduce(const int *in, int *out) {
  __shared__ int partial[kBlock];
  unsigned t = threadIdx.x;
  partial[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (t < stride)
      partial[t] += partial[t + stride];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = partial[0];
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
    treeReduce<<<Blocks, kBlock>>>(In, Out);
    cudaDeviceSynchronize();
  });
  cudaMemcpy(Sums.data(), Out, Blocks * sizeof(int), cudaMemcpyDeviceToHost);
  // The same tree, block by block, on one thread.
  double Plain = bestSeconds(3, [&] {
    int Partial[kBlock];
    for (unsigned B = 0; B < Blocks; ++B) {
      for (unsigned T = 0; T < kBlock; ++T)
        Partial[T] = Host[B * kBlock + T];
      for (unsigned Stride = kBlock / 2; Stride > 0; Stride /= 2)
        for (unsigned T = 0; T < Stride; ++T)
          Partial[T] += Partial[T + Stride];
      Floor[B] = Partial[0];
    }
    keep(Floor[Blocks - 1]);
  });
  // Barriers per thread: one after the load, one per halving (8).
  report("tree_reduce.cu", N, Runner, Plain, double(N) * 9, Sums == Floor);
}
