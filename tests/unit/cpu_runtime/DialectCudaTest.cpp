//===- DialectCudaTest.cpp - CUDA device functions inside kernels ---------===//
//
// Kernels written as the preparation step leaves them: plain functions
// reading the built-in variables, launched through hipify_cpu::launch.
//
//===----------------------------------------------------------------------===//
#include "cuda_runtime.h"
#include "cooperative_groups.h"
#include "cooperative_groups/reduce.h"
#include <gtest/gtest.h>
#include <type_traits>
#include <vector>

namespace cg = cooperative_groups;

namespace {

static_assert(std::is_same_v<decltype(__ballot_sync(0xffffffffu, 1)),
                             unsigned int>);
static_assert(std::is_same_v<decltype(__activemask()), unsigned int>);

__global__ void warpSums(const int *In, int *Out) {
  int V = In[blockIdx.x * blockDim.x + threadIdx.x];
  for (int Offset = warpSize / 2; Offset > 0; Offset /= 2)
    V += __shfl_down_sync(0xffffffff, V, Offset);
  if (threadIdx.x % warpSize == 0)
    Out[(blockIdx.x * blockDim.x + threadIdx.x) / warpSize] = V;
}

TEST(CpuDialectCuda, ShuffleReductionOverWarps) {
  std::vector<int> In(128), Out(4, 0);
  for (int I = 0; I < 128; ++I)
    In[I] = I;
  hipify_cpu::launch({"warpSums", "in,out", true}, dim3(2), dim3(64))(
      [&](auto &&...A) { warpSums(A...); }, In.data(), Out.data());
  for (int W = 0; W < 4; ++W)
    EXPECT_EQ(Out[W], 32 * 32 * W + 31 * 32 / 2) << W;
}

__global__ void votes(const int *In, unsigned *Ballots, int *Any, int *All,
                      int *Counts) {
  unsigned T = threadIdx.x;
  int Predicate = In[T];
  unsigned Ballot = __ballot_sync(0xffffffff, Predicate);
  int AnyOf = __any_sync(0xffffffff, Predicate);
  int AllOf = __all_sync(0xffffffff, Predicate);
  int Count = __syncthreads_count(Predicate);
  if (T % 32 == 0) {
    Ballots[T / 32] = Ballot;
    Any[T / 32] = AnyOf;
    All[T / 32] = AllOf;
  }
  if (T == 0)
    *Counts = Count;
}

TEST(CpuDialectCuda, VotesAndBlockCounts) {
  std::vector<int> In(64, 0);
  for (int I = 32; I < 64; ++I)
    In[I] = 1;
  In[3] = In[5] = 1;
  std::vector<unsigned> Ballots(2);
  std::vector<int> Any(2), All(2);
  int Count = 0;
  hipify_cpu::launch({"votes", "in,ballots,any,all,counts", true}, dim3(1),
                     dim3(64))([&](auto &&...A) { votes(A...); }, In.data(),
                               Ballots.data(), Any.data(), All.data(), &Count);
  EXPECT_EQ(Ballots[0], (1u << 3) | (1u << 5));
  EXPECT_EQ(Ballots[1], 0xffffffffu);
  EXPECT_EQ(Any[0], 1);
  EXPECT_EQ(All[0], 0);
  EXPECT_EQ(All[1], 1);
  EXPECT_EQ(Count, 34);
  EXPECT_EQ(__popc(Ballots[0]), 2);
}

__global__ void tiles(int *Out, int *Meta) {
  cg::thread_block Block = cg::this_thread_block();
  cg::thread_block_tile<8> Tile = cg::tiled_partition<8>(Block);
  int Rank = static_cast<int>(Tile.thread_rank());
  int Sum = cg::reduce(Tile, Rank + 1, cg::plus<int>());
  int FromFirst = Tile.shfl(Rank * 10, 0);
  int Swapped = Tile.shfl_xor(Rank, 1);
  unsigned long long Odd = Tile.ballot(Rank % 2);
  Block.sync();
  unsigned T = Block.thread_rank();
  Out[4 * T + 0] = Sum;
  Out[4 * T + 1] = FromFirst;
  Out[4 * T + 2] = Swapped;
  Out[4 * T + 3] = static_cast<int>(Odd);
  if (T == 9) {
    Meta[0] = static_cast<int>(Tile.meta_group_rank());
    Meta[1] = static_cast<int>(Tile.meta_group_size());
    Meta[2] = static_cast<int>(Block.size());
    Meta[3] = static_cast<int>(Block.thread_index().x);
  }
}

TEST(CpuDialectCuda, CooperativeGroupTiles) {
  std::vector<int> Out(4 * 40, -1), Meta(4, -1);
  hipify_cpu::launch({"tiles", "out,meta", true}, dim3(1), dim3(40))(
      [&](auto &&...A) { tiles(A...); }, Out.data(), Meta.data());
  for (int T = 0; T < 40; ++T) {
    int Rank = T % 8;
    EXPECT_EQ(Out[4 * T + 0], 36) << T;
    EXPECT_EQ(Out[4 * T + 1], 0) << T;
    EXPECT_EQ(Out[4 * T + 2], Rank ^ 1) << T;
    EXPECT_EQ(Out[4 * T + 3], 0xAA) << T;
  }
  EXPECT_EQ(Meta[0], 1);
  EXPECT_EQ(Meta[1], 5);
  EXPECT_EQ(Meta[2], 40);
  EXPECT_EQ(Meta[3], 9);
}

__global__ void sharedHistogram(const unsigned char *In, unsigned *Bins,
                                int N) {
  __shared__ unsigned Local[4];
  if (threadIdx.x < 4)
    Local[threadIdx.x] = 0;
  __syncthreads();
  for (int I = blockIdx.x * blockDim.x + threadIdx.x; I < N;
       I += blockDim.x * gridDim.x)
    atomicAdd(&Local[In[I] % 4], 1u);
  __syncthreads();
  if (threadIdx.x < 4)
    atomicAdd(&Bins[threadIdx.x], Local[threadIdx.x]);
}

TEST(CpuDialectCuda, SharedMemoryAtomicsAndDeviceMemory) {
  const int N = 1000;
  std::vector<unsigned char> Host(N);
  for (int I = 0; I < N; ++I)
    Host[I] = static_cast<unsigned char>(I);
  unsigned char *In = nullptr;
  unsigned *Bins = nullptr;
  ASSERT_EQ(cudaMalloc(&In, N), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&Bins, 4 * sizeof(unsigned)), cudaSuccess);
  ASSERT_EQ(cudaMemcpy(In, Host.data(), N, cudaMemcpyHostToDevice),
            cudaSuccess);
  ASSERT_EQ(cudaMemset(Bins, 0, 4 * sizeof(unsigned)), cudaSuccess);
  hipify_cpu::launch({"sharedHistogram", "in,bins,n", true}, dim3(3),
                     dim3(64))([&](auto &&...A) { sharedHistogram(A...); }, In,
                               Bins, N);
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
  unsigned Out[4];
  ASSERT_EQ(cudaMemcpy(Out, Bins, sizeof(Out), cudaMemcpyDeviceToHost),
            cudaSuccess);
  for (int B = 0; B < 4; ++B)
    EXPECT_EQ(Out[B], 250u);
  EXPECT_EQ(cudaFree(In), cudaSuccess);
  EXPECT_EQ(cudaFree(Bins), cudaSuccess);
}

TEST(CpuDialectCuda, BadLaunchConfigurationIsTheLastError) {
  cudaGetLastError();
  hipify_cpu::launch({"warpSums", "in,out", true}, dim3(1), dim3(2048))(
      [&](auto &&...A) { warpSums(A...); }, (const int *)nullptr,
      (int *)nullptr);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidConfiguration);
}

TEST(CpuDialectCuda, OneDeviceHasNoPeers) {
  int Can = 1;
  ASSERT_EQ(cudaDeviceCanAccessPeer(&Can, 0, 0), cudaSuccess);
  EXPECT_EQ(Can, 0);
  EXPECT_EQ(cudaDeviceEnablePeerAccess(0, 0), cudaErrorInvalidDevice);
  EXPECT_EQ(cudaDeviceDisablePeerAccess(1), cudaErrorInvalidDevice);
  cudaGetLastError();
  int *A, *B;
  ASSERT_EQ(cudaMalloc(&A, sizeof(int)), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&B, sizeof(int)), cudaSuccess);
  *A = 7;
  EXPECT_EQ(cudaMemcpyPeer(B, 0, A, 0, sizeof(int)), cudaSuccess);
  EXPECT_EQ(*B, 7);
  EXPECT_EQ(cudaMemcpyPeerAsync(B, 1, A, 0, sizeof(int)), cudaErrorInvalidDevice);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidDevice);
  cudaFree(A);
  cudaFree(B);
}

} // namespace
