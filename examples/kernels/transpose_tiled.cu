// Tiled transpose through a TILE_DIM x TILE_DIM shared-memory tile: both the
// global read and the global write are coalesced. The tile is not padded, so
// the column-wise read from shared memory hits one bank 32 times (bank
// conflicts); see transpose_padded.cu. Each thread moves TILE_DIM/BLOCK_ROWS
// elements. Sizes are not multiples of the tile.
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

// in is rows x cols, out is cols x rows.
__global__ void transposeTiled(float *out, const float *in, int rows,
                               int cols) {
  __shared__ float tile[TILE_DIM][TILE_DIM];

  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < cols && y + j < rows)
      tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * cols + x];

  __syncthreads();

  x = blockIdx.y * TILE_DIM + threadIdx.x; // column in `out` = row in `in`
  y = blockIdx.x * TILE_DIM + threadIdx.y; // row in `out` = column in `in`
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < rows && y + j < cols)
      out[(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main() {
  const int rows = 1000, cols = 1500;
  const size_t count = (size_t)rows * cols;
  const size_t bytes = count * sizeof(float);
  std::vector<float> in(count), out(count);
  for (size_t i = 0; i < count; ++i)
    in[i] = (float)(i % 100003); // exact in float

  float *dIn = nullptr, *dOut = nullptr;
  CHECK(cudaMalloc(&dIn, bytes));
  CHECK(cudaMalloc(&dOut, bytes));
  CHECK(cudaMemcpy(dIn, in.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dOut, 0, bytes));

  dim3 block(TILE_DIM, BLOCK_ROWS);
  dim3 grid((cols + TILE_DIM - 1) / TILE_DIM, (rows + TILE_DIM - 1) / TILE_DIM);
  transposeTiled<<<grid, block>>>(dOut, dIn, rows, cols);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(out.data(), dOut, bytes, cudaMemcpyDeviceToHost));

  long long mismatches = 0;
  double checksum = 0.0;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      float v = out[(size_t)c * rows + r];
      if (v != in[(size_t)r * cols + c])
        ++mismatches;
      checksum += (double)v * ((r + 2 * c) % 5);
    }
  std::printf("transpose_tiled: rows=%d cols=%d mismatches=%lld "
              "checksum=%.6e\n",
              rows, cols, mismatches, checksum);
  std::printf("transpose_tiled: out[1]=%.1f out[%d]=%.1f out[last]=%.1f\n",
              out[1], rows + 7, out[rows + 7], out[count - 1]);

  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  bool ok = mismatches == 0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
