// Float atomicMax / atomicMin built from atomicCAS on the int bit pattern
// (__float_as_int / __int_as_float), since CUDA has no native float
// atomicMax. Every thread folds its value into one global max and one global
// min, and per-bucket maxima (64 buckets, heavy contention). Max and min are
// order-independent, so the results are exact.
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

#define BUCKETS 64

__device__ float atomicMaxFloat(float *addr, float value) {
  int *addrAsInt = (int *)addr;
  int old = *addrAsInt, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= value)
      break;
    old = atomicCAS(addrAsInt, assumed, __float_as_int(value));
  } while (assumed != old);
  return __int_as_float(old);
}

__device__ float atomicMinFloat(float *addr, float value) {
  int *addrAsInt = (int *)addr;
  int old = *addrAsInt, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) <= value)
      break;
    old = atomicCAS(addrAsInt, assumed, __float_as_int(value));
  } while (assumed != old);
  return __int_as_float(old);
}

__global__ void extremes(const float *in, int n, float *gmax, float *gmin,
                         float *bucketMax) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = in[i];
    atomicMaxFloat(gmax, v);
    atomicMinFloat(gmin, v);
    atomicMaxFloat(&bucketMax[i % BUCKETS], v);
  }
}

int main() {
  const int n = 1 << 20;
  std::vector<float> h(n);
  unsigned int state = 31337u; // fixed LCG, values in about [-1000, 1000)
  for (int i = 0; i < n; ++i) {
    state = state * 1664525u + 1013904223u;
    h[i] = ((float)(state >> 8) / 16777216.0f - 0.5f) * 2000.0f;
  }
  float refMax = h[0], refMin = h[0], refBucket[BUCKETS];
  for (int b = 0; b < BUCKETS; ++b)
    refBucket[b] = -1e30f;
  for (int i = 0; i < n; ++i) {
    refMax = h[i] > refMax ? h[i] : refMax;
    refMin = h[i] < refMin ? h[i] : refMin;
    refBucket[i % BUCKETS] =
        h[i] > refBucket[i % BUCKETS] ? h[i] : refBucket[i % BUCKETS];
  }

  float *dIn, *dMax, *dMin, *dBuckets;
  float initMax = -1e30f, initMin = 1e30f, initBuckets[BUCKETS];
  for (int b = 0; b < BUCKETS; ++b)
    initBuckets[b] = -1e30f;
  CHECK(cudaMalloc(&dIn, n * sizeof(float)));
  CHECK(cudaMalloc(&dMax, sizeof(float)));
  CHECK(cudaMalloc(&dMin, sizeof(float)));
  CHECK(cudaMalloc(&dBuckets, BUCKETS * sizeof(float)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dMax, &initMax, sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dMin, &initMin, sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dBuckets, initBuckets, sizeof(initBuckets),
                   cudaMemcpyHostToDevice));
  extremes<<<(n + 255) / 256, 256>>>(dIn, n, dMax, dMin, dBuckets);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  float gMax, gMin, gBuckets[BUCKETS];
  CHECK(cudaMemcpy(&gMax, dMax, sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&gMin, dMin, sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(gBuckets, dBuckets, sizeof(gBuckets),
                   cudaMemcpyDeviceToHost));

  int badBuckets = 0;
  double bucketSum = 0.0;
  for (int b = 0; b < BUCKETS; ++b) {
    if (gBuckets[b] != refBucket[b])
      ++badBuckets;
    bucketSum += gBuckets[b];
  }
  std::printf("atomic_max_float: n=%d max=%.6e min=%.6e ref_max=%.6e "
              "ref_min=%.6e\n",
              n, gMax, gMin, refMax, refMin);
  std::printf("atomic_max_float: bad_buckets=%d bucket_sum=%.6e "
              "bucket[0]=%.6e\n",
              badBuckets, bucketSum, gBuckets[0]);

  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dMax));
  CHECK(cudaFree(dMin));
  CHECK(cudaFree(dBuckets));
  bool ok = gMax == refMax && gMin == refMin && badBuckets == 0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
