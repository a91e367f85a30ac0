//===- tree_reduce.cpp - shared-memory reduction with block barriers ------===//
#include "bench_support.h"
#include "hipify_cpu/exec.h"
#include <vector>

namespace {
constexpr unsigned kBlock = 256;

void treeReduce(const int *In, int *Out) {
  static thread_local int Partial[kBlock]; // __shared__ int Partial[256];
  unsigned T = threadIdx.x;
  Partial[T] = In[blockIdx.x * blockDim.x + T];
  hipify_cpu::sync_block();
  for (unsigned Stride = blockDim.x / 2; Stride > 0; Stride /= 2) {
    if (T < Stride)
      Partial[T] += Partial[T + Stride];
    hipify_cpu::sync_block();
  }
  if (T == 0)
    Out[blockIdx.x] = Partial[0];
}
} // namespace

int main() {
  constexpr unsigned N = 1u << 22, Blocks = N / kBlock;
  std::vector<int> In(N), Out(Blocks), Floor(Blocks);
  for (unsigned I = 0; I < N; ++I)
    In[I] = int(I % 7);
  double Runner = bestSeconds(3, [&] {
    hipify_cpu::launch({"treeReduce", "in,out", true}, dim3(Blocks),
                       dim3(kBlock))([&](auto &&...A) { treeReduce(A...); },
                                     In.data(), Out.data());
  });
  // The same tree, block by block, on one thread.
  double Plain = bestSeconds(3, [&] {
    int Partial[kBlock];
    for (unsigned B = 0; B < Blocks; ++B) {
      for (unsigned T = 0; T < kBlock; ++T)
        Partial[T] = In[B * kBlock + T];
      for (unsigned Stride = kBlock / 2; Stride > 0; Stride /= 2)
        for (unsigned T = 0; T < Stride; ++T)
          Partial[T] += Partial[T + Stride];
      Floor[B] = Partial[0];
    }
    keep(Floor[Blocks - 1]);
  });
  // Barriers per thread: one after the load, one per halving (8).
  double Barriers = double(N) * 9;
  report("tree_reduce", N, Runner, Plain, Barriers, Out == Floor);
}
