// Cooperative groups: the block is split with tiled_partition<32> into
// 32-thread tiles; each tile reduces its values with tile.shfl_down, the tile
// leader (thread_rank() == 0) adds the tile's sum to a shared accumulator
// with atomicAdd, block.sync() replaces __syncthreads(), and thread 0 of the
// block writes the block's sum. (cg_meta_group.cu covers meta_group_rank.)
// WARP-SIZE ASSUMPTION: the tile size 32 is a warp on NVIDIA hardware.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__,              \
                   cudaGetErrorName(err_), cudaGetErrorString(err_));          \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

__device__ int tileReduce(cg::thread_block_tile<32> tile, int v) {
  for (int offset = tile.size() / 2; offset > 0; offset /= 2)
    v += tile.shfl_down(v, offset);
  return v; // complete in thread_rank() == 0
}

__global__ void cgReduce(const int *in, int *blockSums, int n) {
  __shared__ int blockAcc;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);

  if (block.thread_rank() == 0)
    blockAcc = 0;
  block.sync();

  int i = blockIdx.x * blockDim.x + block.thread_rank();
  int v = i < n ? in[i] : 0;
  int tileSum = tileReduce(tile, v);
  if (tile.thread_rank() == 0)
    atomicAdd(&blockAcc, tileSum);
  block.sync();
  if (block.thread_rank() == 0)
    blockSums[blockIdx.x] = blockAcc;
}

int main() {
  const int n = 1 << 20, threads = 256;
  const int blocks = (n + threads - 1) / threads;
  std::vector<int> h(n), sums(blocks);
  for (int i = 0; i < n; ++i)
    h[i] = (i * 97) % 199 - 99;

  int *dIn, *dSums;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dSums, blocks * sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  cgReduce<<<blocks, threads>>>(dIn, dSums, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(sums.data(), dSums, blocks * sizeof(int),
                   cudaMemcpyDeviceToHost));

  int bad = 0;
  long long total = 0, ref = 0;
  for (int b = 0; b < blocks; ++b) {
    int r = 0;
    for (int i = b * threads; i < (b + 1) * threads && i < n; ++i)
      r += h[i];
    if (r != sums[b])
      ++bad;
    total += sums[b];
    ref += r;
  }
  std::printf("cg_tile_reduce: n=%d blocks=%d bad_blocks=%d sum=%lld "
              "ref=%lld\n",
              n, blocks, bad, total, ref);
  std::printf("cg_tile_reduce: sums[0]=%d sums[1]=%d sums[last]=%d\n", sums[0],
              sums[1], sums[blocks - 1]);

  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dSums));
  bool ok = bad == 0 && total == ref;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
