// Reduction with warp shuffles: each warp reduces its values in registers with
// __shfl_down_sync, lane 0 of every warp writes its sum to shared memory, and
// the first warp reduces those. A grid-stride loop accumulates the input first.
// WARP-SIZE ASSUMPTION: full mask 0xffffffff, offsets 16..1 and 32 warps of 32
// lanes per 1024-thread block are hard-coded, as in most CUDA code. It still
// computes the right sums with 64-lane warps: each group of 32 lanes only
// ever reads lanes of its own group (validation on the CPU runner agrees).
// Float data made of multiples of 1/16: all sums are exact.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
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

#define FULL_MASK 0xffffffffu

__inline__ __device__ float warpReduceSum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(FULL_MASK, v, offset);
  return v;
}

__global__ void reduceShuffle(const float *in, float *out, int n) {
  __shared__ float warpSums[32];
  float sum = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    sum += in[i];

  int lane = threadIdx.x % 32;
  int warp = threadIdx.x / 32;
  sum = warpReduceSum(sum);
  if (lane == 0)
    warpSums[warp] = sum;
  __syncthreads();

  if (warp == 0) {
    sum = (threadIdx.x < blockDim.x / 32) ? warpSums[lane] : 0.0f;
    sum = warpReduceSum(sum);
    if (lane == 0)
      out[blockIdx.x] = sum;
  }
}

int main() {
  const int n = 3000000;
  const int threads = 512, blocks = 120;
  std::vector<float> h(n), partial(blocks);
  for (int i = 0; i < n; ++i)
    h[i] = (float)((i * 31) % 128 - 64) / 16.0f;

  float *dIn = nullptr, *dOut = nullptr;
  CHECK(cudaMalloc(&dIn, n * sizeof(float)));
  CHECK(cudaMalloc(&dOut, blocks * sizeof(float)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  reduceShuffle<<<blocks, threads>>>(dIn, dOut, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(partial.data(), dOut, blocks * sizeof(float),
                   cudaMemcpyDeviceToHost));

  // Host reference per block, following the same grid-stride assignment.
  std::vector<double> ref(blocks, 0.0);
  for (int i = 0; i < n; ++i)
    ref[(i / threads) % blocks] += h[i];
  double gpu = 0.0, total = 0.0, maxErr = 0.0;
  for (int b = 0; b < blocks; ++b) {
    gpu += partial[b];
    total += ref[b];
    maxErr = std::fmax(maxErr, std::fabs(ref[b] - partial[b]));
  }
  std::printf("reduce_shuffle: n=%d blocks=%d sum=%.6e ref=%.6e "
              "max_abs_err=%.3e\n",
              n, blocks, gpu, total, maxErr);
  std::printf("reduce_shuffle: partial[0]=%.6e partial[7]=%.6e\n", partial[0],
              partial[7]);

  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  bool ok = maxErr == 0.0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
