// Block reduction with sequential addressing: the active threads are the
// contiguous first half (no divergence inside a warp until s < 32, no bank
// conflicts), and each thread adds two elements while loading ("first add
// during load"). Float data made of multiples of 1/8, so every partial sum
// is exact and the GPU result must equal the host result bit for bit.
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

#define BLOCK 256

__global__ void reduceSequential(const float *in, float *blockSums, int n) {
  __shared__ float sdata[BLOCK];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
  float v = 0.0f;
  if (i < n)
    v = in[i];
  if (i + blockDim.x < n)
    v += in[i + blockDim.x];
  sdata[tid] = v;
  __syncthreads();

  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    blockSums[blockIdx.x] = sdata[0];
}

int main() {
  const int n = (1 << 20) + 12345;
  const int perBlock = 2 * BLOCK;
  const int blocks = (n + perBlock - 1) / perBlock;
  std::vector<float> h(n), partial(blocks);
  for (int i = 0; i < n; ++i)
    h[i] = (float)((i * 13) % 64) * 0.125f - 4.0f;

  float *dIn = nullptr, *dSums = nullptr;
  CHECK(cudaMalloc(&dIn, n * sizeof(float)));
  CHECK(cudaMalloc(&dSums, blocks * sizeof(float)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  reduceSequential<<<blocks, BLOCK>>>(dIn, dSums, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(partial.data(), dSums, blocks * sizeof(float),
                   cudaMemcpyDeviceToHost));

  double gpu = 0.0, ref = 0.0, maxErr = 0.0;
  for (int b = 0; b < blocks; ++b) {
    double r = 0.0;
    for (int i = b * perBlock; i < n && i < (b + 1) * perBlock; ++i)
      r += h[i];
    maxErr = std::fmax(maxErr, std::fabs(r - partial[b]));
    gpu += partial[b];
    ref += r;
  }
  std::printf("reduce_sequential: n=%d blocks=%d sum=%.6e ref=%.6e "
              "max_abs_err=%.3e\n",
              n, blocks, gpu, ref, maxErr);
  std::printf("reduce_sequential: partial[0]=%.6e partial[last]=%.6e\n",
              partial[0], partial[blocks - 1]);

  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dSums));
  bool ok = maxErr == 0.0 && gpu == ref;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
