// Dynamic shared memory: `extern __shared__` array sized by the third launch
// parameter. Two arrays (a float array and an int array) are carved out of
// the one dynamic buffer. Each block reverses its chunk of the input and
// also records, per element, a running count of negative values seen so far
// in the block (a tiny inclusive scan by thread 0). Launched with two block
// sizes, so the shared size differs between launches.
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

__global__ void reverseAndCount(const float *in, float *out, int *negCount,
                                int n) {
  extern __shared__ float smem[];
  float *vals = smem;                          // blockDim.x floats
  int *flags = (int *)&smem[blockDim.x];       // blockDim.x ints
  int t = threadIdx.x;
  int base = blockIdx.x * blockDim.x;
  int g = base + t;
  vals[t] = g < n ? in[g] : 0.0f;
  flags[t] = (g < n && vals[t] < 0.0f) ? 1 : 0;
  __syncthreads();

  if (t == 0)
    for (int k = 1; k < blockDim.x; ++k)
      flags[k] += flags[k - 1];
  __syncthreads();

  int valid = min((int)blockDim.x, n - base); // elements in this block
  if (t < valid) {
    out[base + t] = vals[valid - 1 - t];
    negCount[base + t] = flags[t];
  }
}

static int runCase(int n, int threads, const std::vector<float> &h) {
  std::vector<float> out(n);
  std::vector<int> cnt(n);
  float *dIn, *dOut;
  int *dCnt;
  CHECK(cudaMalloc(&dIn, n * sizeof(float)));
  CHECK(cudaMalloc(&dOut, n * sizeof(float)));
  CHECK(cudaMalloc(&dCnt, n * sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  int blocks = (n + threads - 1) / threads;
  size_t shmem = threads * (sizeof(float) + sizeof(int));
  reverseAndCount<<<blocks, threads, shmem>>>(dIn, dOut, dCnt, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(out.data(), dOut, n * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(cnt.data(), dCnt, n * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  CHECK(cudaFree(dCnt));

  int bad = 0;
  long long checksum = 0;
  for (int b = 0; b < blocks; ++b) {
    int base = b * threads;
    int valid = n - base < threads ? n - base : threads;
    int running = 0;
    for (int t = 0; t < valid; ++t) {
      running += h[base + t] < 0.0f;
      if (out[base + t] != h[base + valid - 1 - t] || cnt[base + t] != running)
        ++bad;
      checksum += (long long)out[base + t] * (t % 5) + cnt[base + t];
    }
  }
  std::printf("dynamic_shared: n=%d threads=%d shmem=%zu bad=%d "
              "checksum=%lld out[0]=%.1f\n",
              n, threads, shmem, bad, checksum, out[0]);
  return bad;
}

int main() {
  const int n = 100000;
  std::vector<float> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = (float)((i * 11) % 97 - 40);
  int bad = runCase(n, 128, h) + runCase(n, 512, h);
  bool ok = bad == 0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
