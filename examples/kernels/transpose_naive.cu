// Naive matrix transpose: each thread reads one element and writes it to the
// transposed position (coalesced reads, strided writes). 2-D grid of 2-D blocks,
// matrix sizes deliberately not multiples of the block size.
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

// in is rows x cols, out is cols x rows.
__global__ void transposeNaive(float *out, const float *in, int rows,
                               int cols) {
  int x = blockIdx.x * blockDim.x + threadIdx.x; // column in `in`
  int y = blockIdx.y * blockDim.y + threadIdx.y; // row in `in`
  if (x < cols && y < rows)
    out[x * rows + y] = in[y * cols + x];
}

int main() {
  const int rows = 600, cols = 1000;
  const size_t count = (size_t)rows * cols;
  const size_t bytes = count * sizeof(float);
  std::vector<float> in(count), out(count, -1.0f);
  for (size_t i = 0; i < count; ++i)
    in[i] = (float)i; // exact: count < 2^24

  float *dIn = nullptr, *dOut = nullptr;
  CHECK(cudaMalloc(&dIn, bytes));
  CHECK(cudaMalloc(&dOut, bytes));
  CHECK(cudaMemcpy(dIn, in.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dOut, 0, bytes));

  dim3 block(16, 16);
  dim3 grid((cols + block.x - 1) / block.x, (rows + block.y - 1) / block.y);
  transposeNaive<<<grid, block>>>(dOut, dIn, rows, cols);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(out.data(), dOut, bytes, cudaMemcpyDeviceToHost));

  long long mismatches = 0;
  double checksum = 0.0;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (out[(size_t)c * rows + r] != in[(size_t)r * cols + c])
        ++mismatches;
      checksum += out[(size_t)c * rows + r] * ((c + r) % 3);
    }
  std::printf("transpose_naive: rows=%d cols=%d mismatches=%lld "
              "checksum=%.6e\n",
              rows, cols, mismatches, checksum);
  std::printf("transpose_naive: out[1]=%.1f out[%d]=%.1f out[last]=%.1f\n",
              out[1], rows, out[rows], out[count - 1]);

  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  bool ok = mismatches == 0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
