// 256-bin byte histogram: each block builds a private histogram in shared
// memory with atomicAdd on shared memory, then merges it into the global
// histogram with one global atomicAdd per bin. Grid-stride input loop.
#include <cstdio>
#include <cstdlib>
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

#define BINS 256

__global__ void histogramShared(const unsigned char *data, size_t n,
                                unsigned int *hist) {
  __shared__ unsigned int local[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    local[b] = 0;
  __syncthreads();

  size_t stride = (size_t)blockDim.x * gridDim.x;
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
       i += stride)
    atomicAdd(&local[data[i]], 1u);
  __syncthreads();

  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    if (local[b] != 0)
      atomicAdd(&hist[b], local[b]);
}

int main() {
  const size_t n = (size_t)1 << 23;
  std::vector<unsigned char> h(n);
  unsigned int state = 2024u; // fixed LCG, skewed so some bins are hot
  for (size_t i = 0; i < n; ++i) {
    state = state * 1103515245u + 12345u;
    unsigned int r = state >> 16;
    h[i] = (unsigned char)((r & 1) ? (r >> 1) & 0xff : (r >> 1) & 0x0f);
  }
  std::vector<unsigned int> ref(BINS, 0), gpu(BINS, 0);
  for (size_t i = 0; i < n; ++i)
    ref[h[i]]++;

  unsigned char *dData = nullptr;
  unsigned int *dHist = nullptr;
  CHECK(cudaMalloc(&dData, n));
  CHECK(cudaMalloc(&dHist, BINS * sizeof(unsigned int)));
  CHECK(cudaMemcpy(dData, h.data(), n, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dHist, 0, BINS * sizeof(unsigned int)));
  histogramShared<<<240, 256>>>(dData, n, dHist);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(gpu.data(), dHist, BINS * sizeof(unsigned int),
                   cudaMemcpyDeviceToHost));

  int badBins = 0;
  unsigned long long total = 0, weighted = 0;
  for (int b = 0; b < BINS; ++b) {
    if (gpu[b] != ref[b])
      ++badBins;
    total += gpu[b];
    weighted += (unsigned long long)gpu[b] * b;
  }
  std::printf("histogram_shared: n=%zu bad_bins=%d total=%llu weighted=%llu\n",
              n, badBins, total, weighted);
  std::printf("histogram_shared: bin[0]=%u bin[15]=%u bin[16]=%u bin[255]=%u\n",
              gpu[0], gpu[15], gpu[16], gpu[255]);

  CHECK(cudaFree(dData));
  CHECK(cudaFree(dHist));
  bool ok = badBins == 0 && total == n;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
