// Cooperative groups with sub-warp tiles: tiled_partition<8> splits each block
// into 8-thread tiles; each tile finds its maximum with tile.shfl_xor
// (butterfly), broadcasts it back with tile.shfl, and the tile leader stores
// it at index blockIdx.x * tile.meta_group_size() + tile.meta_group_rank().
// meta_group_rank()/meta_group_size() (CUDA 11+) are the point of this
// program: ports must provide them or replace them.
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

#define TILE 8

__global__ void tileMax(const int *in, int *tileMaxOut, int *bcastErrors) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<TILE> tile = cg::tiled_partition<TILE>(block);
  int v = in[blockIdx.x * blockDim.x + block.thread_rank()];
  for (int mask = TILE / 2; mask > 0; mask >>= 1)
    v = max(v, tile.shfl_xor(v, mask)); // every lane ends with the max
  int leaderView = tile.shfl(v, 0);
  if (leaderView != v)
    atomicAdd(bcastErrors, 1);
  if (tile.thread_rank() == 0)
    tileMaxOut[blockIdx.x * tile.meta_group_size() + tile.meta_group_rank()] = v;
}

int main() {
  const int threads = 128, blocks = 512, n = threads * blocks;
  const int tiles = n / TILE;
  std::vector<int> h(n), out(tiles);
  unsigned int state = 99u; // fixed LCG
  for (int i = 0; i < n; ++i) {
    state = state * 1664525u + 1013904223u;
    h[i] = (int)(state >> 8) - (1 << 23);
  }

  int *dIn, *dOut, *dErr;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dOut, tiles * sizeof(int)));
  CHECK(cudaMalloc(&dErr, sizeof(int)));
  CHECK(cudaMemset(dOut, 0, tiles * sizeof(int)));
  CHECK(cudaMemset(dErr, 0, sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  tileMax<<<blocks, threads>>>(dIn, dOut, dErr);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  int errs = -1;
  CHECK(cudaMemcpy(out.data(), dOut, tiles * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&errs, dErr, sizeof(int), cudaMemcpyDeviceToHost));

  int bad = 0;
  long long checksum = 0;
  for (int t = 0; t < tiles; ++t) {
    int m = h[t * TILE];
    for (int k = 1; k < TILE; ++k)
      m = h[t * TILE + k] > m ? h[t * TILE + k] : m;
    if (out[t] != m)
      ++bad;
    checksum += out[t] % 10007;
  }
  std::printf("cg_meta_group: n=%d tiles=%d bad=%d bcast_errors=%d "
              "checksum=%lld\n",
              n, tiles, bad, errs, checksum);
  std::printf("cg_meta_group: max[0]=%d max[1]=%d max[last]=%d\n", out[0],
              out[1], out[tiles - 1]);

  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  CHECK(cudaFree(dErr));
  bool ok = bad == 0 && errs == 0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
