// Bitonic sort of 2^16 unsigned keys in global memory: the host loops over
// the stages (k) and sub-stages (j) and launches one compare-exchange kernel
// per (k, j) pair, 136 launches in all. Checked against std::sort.
#include <cstdio>
#include <cstdlib>
#include <algorithm>
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

__global__ void bitonicStep(unsigned int *keys, unsigned int j,
                            unsigned int k) {
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int partner = i ^ j;
  if (partner > i) {
    unsigned int a = keys[i], b = keys[partner];
    bool ascending = (i & k) == 0;
    if ((a > b) == ascending) {
      keys[i] = b;
      keys[partner] = a;
    }
  }
}

int main() {
  const unsigned int n = 1u << 16; // must be a power of two
  std::vector<unsigned int> h(n), out(n);
  unsigned int state = 7u; // fixed LCG (with duplicates: keys are 20-bit)
  for (unsigned int i = 0; i < n; ++i) {
    state = state * 22695477u + 1u;
    h[i] = state >> 12;
  }

  unsigned int *dKeys = nullptr;
  CHECK(cudaMalloc(&dKeys, n * sizeof(unsigned int)));
  CHECK(cudaMemcpy(dKeys, h.data(), n * sizeof(unsigned int),
                   cudaMemcpyHostToDevice));
  const unsigned int threads = 256, blocks = n / threads;
  int launches = 0;
  for (unsigned int k = 2; k <= n; k <<= 1)
    for (unsigned int j = k >> 1; j > 0; j >>= 1) {
      bitonicStep<<<blocks, threads>>>(dKeys, j, k);
      CHECK(cudaGetLastError());
      ++launches;
    }
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(out.data(), dKeys, n * sizeof(unsigned int),
                   cudaMemcpyDeviceToHost));

  std::vector<unsigned int> ref(h);
  std::sort(ref.begin(), ref.end());
  int mismatches = 0;
  unsigned long long checksum = 0;
  for (unsigned int i = 0; i < n; ++i) {
    if (out[i] != ref[i])
      ++mismatches;
    checksum = checksum * 31u + out[i];
  }
  std::printf("bitonic_sort: n=%u launches=%d mismatches=%d checksum=%llu\n",
              n, launches, mismatches, checksum);
  std::printf("bitonic_sort: out[0]=%u out[%u]=%u out[last]=%u\n", out[0],
              n / 2, out[n / 2], out[n - 1]);

  CHECK(cudaFree(dKeys));
  bool ok = mismatches == 0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
