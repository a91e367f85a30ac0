// 2-D 5-point stencil (Jacobi-style smoothing) on a 2-D grid of 16x16 blocks,
// each staging a (16+2)x(16+2) tile with a one-cell halo in shared memory.
// Clamp-to-edge boundaries; 4 ping-pong iterations. The weights are powers of
// two and the additions happen in the same order on the host, so the result
// is reproduced exactly (an FMA contraction cannot change it either).
#include <cstdio>
#include <cstdlib>
#include <cmath>
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

#define BX 16
#define BY 16

__device__ __host__ inline int clampi(int v, int lo, int hi) {
  return v < lo ? lo : (v > hi ? hi : v);
}

__global__ void stencil2d(const float *in, float *out, int w, int h) {
  __shared__ float tile[BY + 2][BX + 2];
  int x = blockIdx.x * BX + threadIdx.x;
  int y = blockIdx.y * BY + threadIdx.y;
  int cx = clampi(x, 0, w - 1), cy = clampi(y, 0, h - 1);
  int tx = threadIdx.x + 1, ty = threadIdx.y + 1;

  tile[ty][tx] = in[cy * w + cx];
  if (threadIdx.x == 0)
    tile[ty][0] = in[cy * w + clampi(x - 1, 0, w - 1)];
  if (threadIdx.x == BX - 1)
    tile[ty][BX + 1] = in[cy * w + clampi(x + 1, 0, w - 1)];
  if (threadIdx.y == 0)
    tile[0][tx] = in[clampi(y - 1, 0, h - 1) * w + cx];
  if (threadIdx.y == BY - 1)
    tile[BY + 1][tx] = in[clampi(y + 1, 0, h - 1) * w + cx];
  __syncthreads();

  if (x < w && y < h) {
    float nsum = tile[ty - 1][tx] + tile[ty + 1][tx] + tile[ty][tx - 1] +
                 tile[ty][tx + 1];
    out[y * w + x] = 0.5f * tile[ty][tx] + 0.125f * nsum;
  }
}

static void stencilHost(const std::vector<float> &in, std::vector<float> &out,
                        int w, int h) {
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      auto at = [&](int xx, int yy) {
        return in[clampi(yy, 0, h - 1) * w + clampi(xx, 0, w - 1)];
      };
      float nsum = at(x, y - 1) + at(x, y + 1) + at(x - 1, y) + at(x + 1, y);
      out[y * w + x] = 0.5f * at(x, y) + 0.125f * nsum;
    }
}

int main() {
  const int w = 500, h = 300, iters = 4;
  const size_t bytes = (size_t)w * h * sizeof(float);
  std::vector<float> a(w * h), b(w * h), gpu(w * h);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      a[y * w + x] = (float)((3 * x + 5 * y) % 16) * 0.25f;

  float *dA, *dB;
  CHECK(cudaMalloc(&dA, bytes));
  CHECK(cudaMalloc(&dB, bytes));
  CHECK(cudaMemcpy(dA, a.data(), bytes, cudaMemcpyHostToDevice));
  dim3 block(BX, BY), grid((w + BX - 1) / BX, (h + BY - 1) / BY);
  for (int it = 0; it < iters; ++it) {
    stencil2d<<<grid, block>>>(dA, dB, w, h);
    CHECK(cudaGetLastError());
    std::swap(dA, dB);
  }
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(gpu.data(), dA, bytes, cudaMemcpyDeviceToHost));

  for (int it = 0; it < iters; ++it) {
    stencilHost(a, b, w, h);
    std::swap(a, b);
  }
  double maxErr = 0.0, checksum = 0.0;
  for (int i = 0; i < w * h; ++i) {
    maxErr = std::fmax(maxErr, std::fabs((double)gpu[i] - a[i]));
    checksum += gpu[i];
  }
  std::printf("stencil_2d: w=%d h=%d iters=%d max_abs_err=%.3e "
              "checksum=%.6e\n",
              w, h, iters, maxErr, checksum);
  std::printf("stencil_2d: out[0][0]=%.6e out[17][16]=%.6e out[last]=%.6e\n",
              gpu[0], gpu[17 * w + 16], gpu[w * h - 1]);

  CHECK(cudaFree(dA));
  CHECK(cudaFree(dB));
  bool ok = maxErr == 0.0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
