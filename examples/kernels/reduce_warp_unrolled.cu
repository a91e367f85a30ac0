// Block reduction whose last 6 steps (s = 32..1) are unrolled and run without
// __syncthreads() by the first warp only, through a `volatile` pointer to
// shared memory: the classic warp-synchronous reduction.
// WARP-SIZE ASSUMPTION: this relies on the 32 threads of a warp executing in
// lock step and on warpSize == 32 (no __syncwarp between the steps). Both are
// exactly what the validation stage should flag for a port to other hardware.
// The block size is a template parameter so the unrolled loop is static.
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

__device__ void warpReduce(volatile unsigned int *sdata, unsigned int tid) {
  sdata[tid] += sdata[tid + 32];
  sdata[tid] += sdata[tid + 16];
  sdata[tid] += sdata[tid + 8];
  sdata[tid] += sdata[tid + 4];
  sdata[tid] += sdata[tid + 2];
  sdata[tid] += sdata[tid + 1];
}

template <unsigned int blockSize>
__global__ void reduceUnrolled(const unsigned int *in, unsigned int *out,
                               unsigned int n) {
  __shared__ unsigned int sdata[blockSize];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockSize * 2) + tid;
  unsigned int gridSize = blockSize * 2 * gridDim.x;
  unsigned int sum = 0;
  while (i < n) { // grid-stride: each thread sums many pairs
    sum += in[i];
    if (i + blockSize < n)
      sum += in[i + blockSize];
    i += gridSize;
  }
  sdata[tid] = sum;
  __syncthreads();

  if (blockSize >= 512) { if (tid < 256) sdata[tid] += sdata[tid + 256]; __syncthreads(); }
  if (blockSize >= 256) { if (tid < 128) sdata[tid] += sdata[tid + 128]; __syncthreads(); }
  if (blockSize >= 128) { if (tid < 64) sdata[tid] += sdata[tid + 64]; __syncthreads(); }
  if (tid < 32)
    warpReduce(sdata, tid);
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}

int main() {
  const unsigned int n = 1u << 22;
  const int threads = 256, blocks = 64;
  std::vector<unsigned int> h(n), partial(blocks);
  unsigned int state = 12345u; // fixed LCG
  for (unsigned int i = 0; i < n; ++i) {
    state = state * 1664525u + 1013904223u;
    h[i] = state >> 24; // 0..255
  }

  unsigned int *dIn = nullptr, *dOut = nullptr;
  CHECK(cudaMalloc(&dIn, n * sizeof(unsigned int)));
  CHECK(cudaMalloc(&dOut, blocks * sizeof(unsigned int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(unsigned int),
                   cudaMemcpyHostToDevice));
  reduceUnrolled<256><<<blocks, threads>>>(dIn, dOut, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(partial.data(), dOut, blocks * sizeof(unsigned int),
                   cudaMemcpyDeviceToHost));

  unsigned long long gpu = 0, ref = 0;
  for (int b = 0; b < blocks; ++b)
    gpu += partial[b];
  for (unsigned int i = 0; i < n; ++i)
    ref += h[i];
  std::printf("reduce_warp_unrolled: n=%u blocks=%d sum=%llu ref=%llu\n", n,
              blocks, gpu, ref);
  std::printf("reduce_warp_unrolled: partial[0]=%u partial[%d]=%u\n",
              partial[0], blocks - 1, partial[blocks - 1]);

  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  bool ok = gpu == ref;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
