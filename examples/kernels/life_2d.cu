// Conway's game of life on a toroidal 2-D board: a 2-D grid of 2-D blocks
// (dim3), one cell per thread, ping-pong buffers for 50 generations, with the
// neighbour indices wrapped around the edges. Board width and height are not
// multiples of the block size. Exact comparison with a host simulation.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <utility>
#include <cuda_runtime.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__,              \
                   cudaGetErrorName(err_), cudaGetErrorString(err_));          \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

__host__ __device__ inline unsigned char nextState(const unsigned char *b,
                                                   int x, int y, int w,
                                                   int h) {
  int live = 0;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      if (dx != 0 || dy != 0)
        live += b[((y + dy + h) % h) * w + (x + dx + w) % w];
  unsigned char self = b[y * w + x];
  return (live == 3 || (live == 2 && self)) ? 1 : 0;
}

__global__ void lifeStep(const unsigned char *cur, unsigned char *next, int w,
                         int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h)
    next[y * w + x] = nextState(cur, x, y, w, h);
}

int main() {
  const int w = 300, h = 200, gens = 50;
  const size_t cells = (size_t)w * h;
  std::vector<unsigned char> a(cells), b(cells), gpu(cells);
  unsigned int state = 4242u; // fixed LCG: about 1/3 alive
  for (size_t i = 0; i < cells; ++i) {
    state = state * 1664525u + 1013904223u;
    a[i] = (state >> 16) % 3 == 0;
  }

  unsigned char *dA, *dB;
  CHECK(cudaMalloc(&dA, cells));
  CHECK(cudaMalloc(&dB, cells));
  CHECK(cudaMemcpy(dA, a.data(), cells, cudaMemcpyHostToDevice));
  dim3 block(32, 8);
  dim3 grid((w + block.x - 1) / block.x, (h + block.y - 1) / block.y);
  for (int g = 0; g < gens; ++g) {
    lifeStep<<<grid, block>>>(dA, dB, w, h);
    CHECK(cudaGetLastError());
    std::swap(dA, dB);
  }
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(gpu.data(), dA, cells, cudaMemcpyDeviceToHost));

  for (int g = 0; g < gens; ++g) {
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x)
        b[y * w + x] = nextState(a.data(), x, y, w, h);
    std::swap(a, b);
  }
  int mismatches = 0, alive = 0;
  unsigned long long hash = 0;
  for (size_t i = 0; i < cells; ++i) {
    mismatches += gpu[i] != a[i];
    alive += gpu[i];
    hash = hash * 3u + gpu[i];
  }
  std::printf("life_2d: w=%d h=%d gens=%d mismatches=%d alive=%d hash=%llu\n",
              w, h, gens, mismatches, alive, hash);

  CHECK(cudaFree(dA));
  CHECK(cudaFree(dB));
  bool ok = mismatches == 0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
