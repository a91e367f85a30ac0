// Warp-synchronous code: the lanes of a warp exchange values through shared
// memory without a barrier, as the lanes of a lock-step warp can
// (tests/lit/cpu/lockstep.test).
#include <cstdio>

// An inclusive scan of each 32-lane warp (Hillis-Steele): each step reads
// the value the lane `o` below held before the step.
__device__ int warpScan(volatile int *s, int lane, int v) {
  s[lane] = 0;
  s[lane + 32] = v;
  s[lane + 32] += s[lane + 31];
  s[lane + 32] += s[lane + 30];
  for (int o = 4; o < 32; o *= 2)
    s[lane + 32] += s[lane + 32 - o];
  return s[lane + 32];
}

// A sum from the lanes above, in a loop: no lane may read before the lanes
// it reads from have stored the previous step.
__device__ int warpSum(volatile int *s, int lane, int v) {
  s[lane] = v;
  s[lane + 32] = 0;
  for (int o = 16; o > 0; o /= 2)
    s[lane] += s[lane + o];
  return s[lane];
}

__global__ void scanAndSum(const int *in, int *scan, int *sum) {
  __shared__ int s[2][64];
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  scan[threadIdx.x] = warpScan(s[warp], lane, in[threadIdx.x]);
  sum[threadIdx.x] = warpSum(s[warp], lane, in[threadIdx.x]);
}

// No barrier and no volatile: each 8 lanes transpose an 8x8 tile through
// shared memory, lane L writing column L and reading row L, which the
// other lanes of its warp wrote.
__global__ void transposeTiles(const float *in, float *out) {
  __shared__ float tile[4][8][9];
  int group = threadIdx.x / 8, lane = threadIdx.x % 8;
  int base = (blockIdx.x * 4 + group) * 64;
  for (int r = 0; r < 8; ++r)
    tile[group][r][lane] = in[base + r * 8 + lane];
  for (int c = 0; c < 8; ++c)
    out[base + c * 8 + lane] = tile[group][lane][c];
}

// Each thread counts in its own column of a shared array (the same index
// in every use): no lane reads another's slot, and the kernel runs as a
// loop. (A template decides as its pattern, where the lock steps would go.)
template <int Width> __global__ void ownSlots(const int *in, int *out) {
  __shared__ int counts[4][Width];
  const int me = threadIdx.x;
  for (int k = 0; k < 4; ++k)
    counts[k][me] = 0;
  for (int j = 0; j < 3; ++j)
    counts[(in[me] + j) % 4][me]++;
  out[me] = counts[0][me] + 10 * counts[3][me];
}

int main() {
  int hin[64], hscan[64], hsum[64];
  for (int i = 0; i < 64; ++i)
    hin[i] = i % 7 + 1;
  int *in, *scan, *sum;
  cudaMalloc(&in, sizeof hin);
  cudaMalloc(&scan, sizeof hscan);
  cudaMalloc(&sum, sizeof hsum);
  cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice);
  scanAndSum<<<1, 64>>>(in, scan, sum);
  cudaMemcpy(hscan, scan, sizeof hscan, cudaMemcpyDeviceToHost);
  cudaMemcpy(hsum, sum, sizeof hsum, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int w = 0; w < 2; ++w) {
    int total = 0;
    for (int l = 0; l < 32; ++l) {
      total += hin[w * 32 + l];
      bad += hscan[w * 32 + l] != total;
    }
    bad += hsum[w * 32] != total;
  }

  float hx[512], hy[512];
  for (int i = 0; i < 512; ++i)
    hx[i] = float(i);
  float *x, *y;
  cudaMalloc(&x, sizeof hx);
  cudaMalloc(&y, sizeof hy);
  cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice);
  transposeTiles<<<2, 32>>>(x, y);
  cudaMemcpy(hy, y, sizeof hy, cudaMemcpyDeviceToHost);
  for (int t = 0; t < 8; ++t)
    for (int r = 0; r < 8; ++r)
      for (int c = 0; c < 8; ++c)
        bad += hy[t * 64 + c * 8 + r] != hx[t * 64 + r * 8 + c];

  int hslots[32];
  ownSlots<32><<<1, 32>>>(in, scan);
  cudaMemcpy(hslots, scan, sizeof hslots, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 32; ++i) {
    int counts[4] = {0, 0, 0, 0};
    for (int j = 0; j < 3; ++j)
      counts[(hin[i] + j) % 4]++;
    bad += hslots[i] != counts[0] + 10 * counts[3];
  }
  printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
}
