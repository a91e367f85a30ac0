// 1-D stencil out[i] = sum_{j=-R..R} w[j+R] * in[i+j] with a halo of RADIUS
// elements on each side of the block's tile staged in shared memory; values
// outside the array count as 0. Integer data, exact comparison.
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

#define RADIUS 3
#define BLOCK 256

__global__ void stencil1d(const int *in, int *out, int n) {
  __shared__ int tile[BLOCK + 2 * RADIUS];
  const int weights[2 * RADIUS + 1] = {1, -2, 3, 5, 3, -2, 1};
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int l = threadIdx.x + RADIUS;

  tile[l] = g < n ? in[g] : 0;
  if (threadIdx.x < RADIUS) {
    int left = g - RADIUS, right = g + BLOCK;
    tile[l - RADIUS] = left >= 0 ? in[left] : 0;
    tile[l + BLOCK] = right < n ? in[right] : 0;
  }
  __syncthreads();

  if (g < n) {
    int acc = 0;
    for (int j = -RADIUS; j <= RADIUS; ++j)
      acc += weights[j + RADIUS] * tile[l + j];
    out[g] = acc;
  }
}

int main() {
  const int n = 1000003;
  const int weights[2 * RADIUS + 1] = {1, -2, 3, 5, 3, -2, 1};
  std::vector<int> in(n), out(n), ref(n);
  for (int i = 0; i < n; ++i)
    in[i] = (i * 37) % 1001 - 500;
  for (int i = 0; i < n; ++i) {
    int acc = 0;
    for (int j = -RADIUS; j <= RADIUS; ++j)
      if (i + j >= 0 && i + j < n)
        acc += weights[j + RADIUS] * in[i + j];
    ref[i] = acc;
  }

  int *dIn, *dOut;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dOut, n * sizeof(int)));
  CHECK(cudaMemcpy(dIn, in.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  stencil1d<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(dIn, dOut, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(out.data(), dOut, n * sizeof(int), cudaMemcpyDeviceToHost));

  int mismatches = 0;
  long long checksum = 0;
  for (int i = 0; i < n; ++i) {
    if (out[i] != ref[i])
      ++mismatches;
    checksum += (long long)out[i] * (1 + i % 7);
  }
  std::printf("stencil_1d: n=%d radius=%d mismatches=%d checksum=%lld\n", n,
              RADIUS, mismatches, checksum);
  std::printf("stencil_1d: out[0]=%d out[255]=%d out[256]=%d out[last]=%d\n",
              out[0], out[255], out[256], out[n - 1]);

  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  bool ok = mismatches == 0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
