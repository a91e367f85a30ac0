// Block reduction with interleaved addressing: at step s, threads whose index
// is a multiple of 2*s add the element s to their right. Highly divergent (the
// first, naive variant of a reduction). Integer data, so the result is exact.
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

#define BLOCK 256

__global__ void reduceInterleaved(const int *in, int *blockSums, int n) {
  __shared__ int sdata[BLOCK];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? in[i] : 0;
  __syncthreads();

  for (unsigned int s = 1; s < blockDim.x; s *= 2) {
    if (tid % (2 * s) == 0)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    blockSums[blockIdx.x] = sdata[0];
}

int main() {
  const int n = 1000000; // not a multiple of BLOCK
  const int blocks = (n + BLOCK - 1) / BLOCK;
  std::vector<int> h(n), partial(blocks);
  for (int i = 0; i < n; ++i)
    h[i] = (int)((i * 7u) % 101u) - 50;

  int *dIn = nullptr, *dSums = nullptr;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dSums, blocks * sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  reduceInterleaved<<<blocks, BLOCK>>>(dIn, dSums, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(partial.data(), dSums, blocks * sizeof(int),
                   cudaMemcpyDeviceToHost));

  long long gpu = 0, ref = 0;
  int badBlocks = 0;
  for (int b = 0; b < blocks; ++b) {
    int r = 0;
    for (int i = b * BLOCK; i < n && i < (b + 1) * BLOCK; ++i)
      r += h[i];
    if (r != partial[b])
      ++badBlocks;
    gpu += partial[b];
    ref += r;
  }
  std::printf("reduce_interleaved: n=%d blocks=%d sum=%lld ref=%lld "
              "bad_blocks=%d\n",
              n, blocks, gpu, ref, badBlocks);
  std::printf("reduce_interleaved: partial[0]=%d partial[1]=%d partial[last]=%d\n",
              partial[0], partial[1], partial[blocks - 1]);

  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dSums));
  bool ok = badBlocks == 0 && gpu == ref;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
