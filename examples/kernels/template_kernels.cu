// Template kernels: a block-sum kernel templated on the element type and on
// the block size (a compile-time constant that sizes the shared array and
// unrolls the tree), instantiated for <float, 128> and <int, 256>, plus a
// templated element-wise kernel taking a functor. Exact results: the float
// data are multiples of 1/2.
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

template <typename T> struct Square {
  __device__ __host__ T operator()(T v) const { return v * v; }
};

template <typename T, typename Op>
__global__ void transformKernel(const T *in, T *out, int n, Op op) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = op(in[i]);
}

template <typename T, int BLOCK_SIZE>
__global__ void blockSum(const T *in, T *out, int n) {
  __shared__ T s[BLOCK_SIZE];
  int i = blockIdx.x * BLOCK_SIZE + threadIdx.x;
  s[threadIdx.x] = i < n ? in[i] : T(0);
  __syncthreads();
#pragma unroll
  for (int stride = BLOCK_SIZE / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride)
      s[threadIdx.x] += s[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = s[0];
}

// Squares the input, sums blocks of BLOCK_SIZE squares on the device, checks
// against the host and returns the number of mismatching blocks.
template <typename T, int BLOCK_SIZE>
int runCase(const char *label, const std::vector<T> &h) {
  const int n = (int)h.size();
  const int blocks = (n + BLOCK_SIZE - 1) / BLOCK_SIZE;
  T *dIn, *dSq, *dSums;
  CHECK(cudaMalloc(&dIn, n * sizeof(T)));
  CHECK(cudaMalloc(&dSq, n * sizeof(T)));
  CHECK(cudaMalloc(&dSums, blocks * sizeof(T)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  transformKernel<T><<<(n + 255) / 256, 256>>>(dIn, dSq, n, Square<T>());
  CHECK(cudaGetLastError());
  blockSum<T, BLOCK_SIZE><<<blocks, BLOCK_SIZE>>>(dSq, dSums, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<T> sums(blocks);
  CHECK(cudaMemcpy(sums.data(), dSums, blocks * sizeof(T),
                   cudaMemcpyDeviceToHost));
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dSq));
  CHECK(cudaFree(dSums));

  int bad = 0;
  double total = 0.0;
  for (int b = 0; b < blocks; ++b) {
    T ref = T(0);
    for (int i = b * BLOCK_SIZE; i < n && i < (b + 1) * BLOCK_SIZE; ++i)
      ref += h[i] * h[i];
    if (ref != sums[b])
      ++bad;
    total += (double)sums[b];
  }
  std::printf("template_kernels: %s block=%d n=%d blocks=%d bad=%d "
              "total=%.6e\n",
              label, BLOCK_SIZE, n, blocks, bad, total);
  return bad;
}

int main() {
  std::vector<float> hf(300000);
  for (size_t i = 0; i < hf.size(); ++i)
    hf[i] = (float)((int)(i % 41) - 20) * 0.5f;
  std::vector<int> hi(250001);
  for (size_t i = 0; i < hi.size(); ++i)
    hi[i] = (int)((i * 7) % 201) - 100;
  int bad = runCase<float, 128>("float", hf);
  bad += runCase<int, 256>("int", hi);
  bool ok = bad == 0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
