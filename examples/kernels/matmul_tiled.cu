// Tiled matrix multiply C = A * B (A: M x K, B: K x N) with TILE x TILE tiles of
// A and B staged in shared memory; sizes are not multiples of TILE so the
// loads are guarded and padded with zeros. Entries are small integers stored
// as float, so every dot product is exact and compared exactly.
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

#define TILE 16

__global__ void matmulTiled(const float *A, const float *B, float *C, int M,
                            int K, int N) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;

  for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
    int ak = t * TILE + threadIdx.x;
    int bk = t * TILE + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = (row < M && ak < K) ? A[row * K + ak] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] = (bk < K && col < N) ? B[bk * N + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k)
      acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  if (row < M && col < N)
    C[row * N + col] = acc;
}

int main() {
  const int M = 250, K = 300, N = 170;
  std::vector<float> A(M * K), B(K * N), C(M * N), ref(M * N);
  for (int i = 0; i < M; ++i)
    for (int k = 0; k < K; ++k)
      A[i * K + k] = (float)((i + 2 * k) % 7 - 3);
  for (int k = 0; k < K; ++k)
    for (int j = 0; j < N; ++j)
      B[k * N + j] = (float)((3 * k + j) % 5 - 2);
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      float s = 0.0f;
      for (int k = 0; k < K; ++k)
        s += A[i * K + k] * B[k * N + j];
      ref[i * N + j] = s;
    }

  float *dA, *dB, *dC;
  CHECK(cudaMalloc(&dA, A.size() * sizeof(float)));
  CHECK(cudaMalloc(&dB, B.size() * sizeof(float)));
  CHECK(cudaMalloc(&dC, C.size() * sizeof(float)));
  CHECK(cudaMemcpy(dA, A.data(), A.size() * sizeof(float),
                   cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dB, B.data(), B.size() * sizeof(float),
                   cudaMemcpyHostToDevice));
  dim3 block(TILE, TILE);
  dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
  matmulTiled<<<grid, block>>>(dA, dB, dC, M, K, N);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(C.data(), dC, C.size() * sizeof(float),
                   cudaMemcpyDeviceToHost));

  int mismatches = 0;
  double checksum = 0.0;
  for (int i = 0; i < M * N; ++i) {
    if (C[i] != ref[i])
      ++mismatches;
    checksum += C[i] * (1 + i % 3);
  }
  std::printf("matmul_tiled: M=%d K=%d N=%d mismatches=%d checksum=%.6e\n", M,
              K, N, mismatches, checksum);
  std::printf("matmul_tiled: C[0][0]=%.1f C[17][33]=%.1f C[last]=%.1f\n",
              C[0], C[17 * N + 33], C[M * N - 1]);

  CHECK(cudaFree(dA));
  CHECK(cudaFree(dB));
  CHECK(cudaFree(dC));
  bool ok = mismatches == 0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
