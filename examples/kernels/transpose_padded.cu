// Tiled transpose with the shared tile padded by one column
// (TILE_DIM x TILE_DIM+1) so that a column of the tile spans 32 different banks
// and the transposed read from shared memory is free of bank conflicts. Uses
// square 1024x1024 plus a non-multiple 333x517 matrix, and times nothing.
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

#define TILE_DIM 32
#define BLOCK_ROWS 8

__global__ void transposePadded(float *out, const float *in, int rows,
                                int cols) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1]; // +1: no bank conflicts

  int bx = blockIdx.x * TILE_DIM, by = blockIdx.y * TILE_DIM;
  int x = bx + threadIdx.x;
  for (int j = threadIdx.y; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < cols && by + j < rows)
      tile[j][threadIdx.x] = in[(size_t)(by + j) * cols + x];
  __syncthreads();

  x = by + threadIdx.x;
  for (int j = threadIdx.y; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < rows && bx + j < cols)
      out[(size_t)(bx + j) * rows + x] = tile[threadIdx.x][j];
}

// Transposes one rows x cols matrix on the device and checks it; returns the
// number of mismatching elements and adds to *checksum.
static long long runCase(int rows, int cols, double *checksum) {
  const size_t count = (size_t)rows * cols;
  const size_t bytes = count * sizeof(float);
  std::vector<float> in(count), out(count);
  for (size_t i = 0; i < count; ++i)
    in[i] = (float)((i * 2654435761u) % 65536) - 32768.0f;

  float *dIn = nullptr, *dOut = nullptr;
  CHECK(cudaMalloc(&dIn, bytes));
  CHECK(cudaMalloc(&dOut, bytes));
  CHECK(cudaMemcpy(dIn, in.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dOut, 0xff, bytes));
  dim3 block(TILE_DIM, BLOCK_ROWS);
  dim3 grid((cols + TILE_DIM - 1) / TILE_DIM, (rows + TILE_DIM - 1) / TILE_DIM);
  transposePadded<<<grid, block>>>(dOut, dIn, rows, cols);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(out.data(), dOut, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));

  long long bad = 0;
  double sum = 0.0;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      float v = out[(size_t)c * rows + r];
      if (v != in[(size_t)r * cols + c])
        ++bad;
      sum += (double)v * (1 + (r + c) % 7);
    }
  std::printf("transpose_padded: rows=%d cols=%d mismatches=%lld "
              "checksum=%.6e sample=%.1f\n",
              rows, cols, bad, sum, out[count / 2]);
  *checksum += sum;
  return bad;
}

int main() {
  double checksum = 0.0;
  long long bad = runCase(1024, 1024, &checksum);
  bad += runCase(333, 517, &checksum);
  std::printf("transpose_padded: total_checksum=%.6e\n", checksum);
  bool ok = bad == 0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
