// Single-pass sum: every block reduces its part and writes a partial sum, makes
// it visible with __threadfence(), then takes a ticket from a global atomic
// counter (atomicInc). The block that draws the last ticket knows all
// partials are visible and adds them up; it also resets the counter so the
// kernel can be launched again (it is launched 3 times here; the counter
// is read back with cudaMemcpyFromSymbol and must be 0).
// Float data in multiples of 1/4: exact sums.
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

__device__ unsigned int retirementCount = 0;

__device__ float blockSum(float v) {
  __shared__ float s[BLOCK];
  s[threadIdx.x] = v;
  __syncthreads();
  for (int stride = BLOCK / 2; stride > 0; stride >>= 1) {
    if (threadIdx.x < stride)
      s[threadIdx.x] += s[threadIdx.x + stride];
    __syncthreads();
  }
  float r = s[0];
  __syncthreads(); // s is reused by the second call in the last block
  return r;
}

__global__ void sumSinglePass(const float *in, int n, float *partials,
                              float *result) {
  __shared__ bool amLast;
  float v = 0.0f;
  for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += BLOCK * gridDim.x)
    v += in[i];
  float bsum = blockSum(v);

  if (threadIdx.x == 0) {
    partials[blockIdx.x] = bsum;
    __threadfence(); // partial visible to all blocks before the ticket
    unsigned int ticket = atomicInc(&retirementCount, gridDim.x);
    amLast = (ticket == gridDim.x - 1);
  }
  __syncthreads();

  if (amLast) {
    // volatile: read the other blocks' partials from memory, not a cache
    const volatile float *vp = partials;
    float t = 0.0f;
    for (int b = threadIdx.x; b < gridDim.x; b += BLOCK)
      t += vp[b];
    float total = blockSum(t);
    if (threadIdx.x == 0) {
      *result = total;
      retirementCount = 0; // the last ticket left it at gridDim.x
    }
  }
}

int main() {
  const int n = 2000000, blocks = 300;
  std::vector<float> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = (float)(i % 29 - 14) * 0.25f;
  double ref = 0.0;
  for (int i = 0; i < n; ++i)
    ref += h[i];

  float *dIn, *dPartials, *dResult;
  CHECK(cudaMalloc(&dIn, n * sizeof(float)));
  CHECK(cudaMalloc(&dPartials, blocks * sizeof(float)));
  CHECK(cudaMalloc(&dResult, sizeof(float)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));

  bool ok = true;
  for (int rep = 0; rep < 3; ++rep) {
    CHECK(cudaMemset(dResult, 0, sizeof(float)));
    sumSinglePass<<<blocks, BLOCK>>>(dIn, n, dPartials, dResult);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    float gpu = 0.0f;
    CHECK(cudaMemcpy(&gpu, dResult, sizeof(float), cudaMemcpyDeviceToHost));
    unsigned int counter = 99;
    CHECK(cudaMemcpyFromSymbol(&counter, retirementCount, sizeof(counter)));
    std::printf("threadfence_reduce: rep=%d n=%d sum=%.6e ref=%.6e "
                "counter=%u\n",
                rep, n, gpu, ref, counter);
    ok = ok && (double)gpu == ref && counter == 0;
  }

  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dPartials));
  CHECK(cudaFree(dResult));
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
