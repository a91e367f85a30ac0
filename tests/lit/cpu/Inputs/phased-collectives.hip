// The HIP forms of phased-collectives.cu, at the warp size of the run (64
// by default, 32 with --warp-size=32): 64-bit masks, mask-less collectives
// (the lanes that are here), partial warps, widths below the warp size.
#include <cstdio>
#include <hip/hip_runtime.h>

// All lanes of the warp, whatever its size.
#define ALL (~0ull)

// Mask-less reductions, down and xor, in uniform loops.
__global__ void warpSums(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int down = in[i], both = in[i];
  for (int offset = warpSize / 2; offset > 0; offset /= 2) {
    down += __shfl_down(down, offset);
    both += __shfl_xor(both, offset);
  }
  out[2 * i] = down;
  out[2 * i + 1] = both;
}

// Segments of 4, 8 and 16 lanes; a source lane beyond the segment.
__global__ void segments(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int a = __shfl(in[i], 5, 4);
  int b = __shfl_up(in[i], 2, 8);
  int c = __shfl_down_sync(ALL, in[i], 3, 16);
  int d = __shfl_xor_sync(ALL, in[i], 20, 16);
  out[4 * i] = a;
  out[4 * i + 1] = b;
  out[4 * i + 2] = c;
  out[4 * i + 3] = d;
}

// Ballots and votes, with and without masks; a mask that names half of
// each warp, run by that half only.
__global__ void votes(const int *in, unsigned long long *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  unsigned long long all = __ballot(in[i] % 3 == 0);
  unsigned long long some = 0;
  int anyBig = __any(in[i] > 95);
  int allSmall = __all_sync(ALL, in[i] < 100);
  unsigned long long half = warpSize == 64 ? 0xffffffffull : 0xffffull;
  if (lane < warpSize / 2) {
    some = __ballot_sync(half, in[i] % 2 == 0);
  }
  out[4 * i] = all;
  out[4 * i + 1] = some;
  out[4 * i + 2] = anyBig;
  out[4 * i + 3] = allSmall;
}

// A block reduction: warps, then the first warp over the warps' sums.
__global__ void blockSum(const float *in, float *out, int n) {
  __shared__ float partial[16];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  float v = i < n ? in[i] : 0.0f;
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down(v, offset);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < (int)(blockDim.x / warpSize) ? partial[lane] : 0.0f;
    for (int offset = warpSize / 2; offset > 0; offset /= 2)
      v += __shfl_down(v, offset);
    if (lane == 0)
      out[blockIdx.x] = v;
  }
}

// A partial warp (blocks of 80 threads) and returned threads; the active
// lanes' mask.
__global__ void partial(const int *in, long long *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[2 * i] = -1;
  out[2 * i + 1] = -1;
  if (i >= n)
    return;
  unsigned long long active = __activemask();
  int v = in[i];
  v += __shfl_down(v, 1);
  v += __shfl_sync(active, v, 7);
  out[2 * i] = v;
  out[2 * i + 1] = (long long)active;
}

int main() {
  const int blocks = 2, threads = 256, n = blocks * threads;
  int *in, *iout;
  float *fin, *fout;
  unsigned long long *uout;
  long long *lout;
  hipMallocManaged(&in, n * sizeof(int));
  hipMallocManaged(&iout, 4 * n * sizeof(int));
  hipMallocManaged(&uout, 4 * n * sizeof(unsigned long long));
  hipMallocManaged(&lout, 2 * n * sizeof(long long));
  hipMallocManaged(&fin, n * sizeof(float));
  hipMallocManaged(&fout, blocks * sizeof(float));
  for (int i = 0; i < n; ++i) {
    in[i] = (i * 41) % 103;
    fin[i] = float((i * 11) % 31);
  }
  bool ok = true;
  int warp = 0;
  hipDeviceGetAttribute(&warp, hipDeviceAttributeWarpSize, 0);

  warpSums<<<blocks, threads>>>(in, iout);
  hipDeviceSynchronize();
  for (int w = 0; w < n / warp; ++w) {
    int sum = 0;
    for (int l = 0; l < warp; ++l)
      sum += in[w * warp + l];
    ok &= iout[2 * w * warp] == sum && iout[2 * w * warp + 1] == sum;
  }
  segments<<<blocks, threads>>>(in, iout);
  votes<<<blocks, threads>>>(in, uout);
  blockSum<<<blocks, threads>>>(fin, fout, n - 9);
  hipDeviceSynchronize();
  for (int b = 0; b < blocks; ++b) {
    float sum = 0;
    for (int i = b * threads; i < (b + 1) * threads && i < n - 9; ++i)
      sum += fin[i];
    ok &= fout[b] == sum;
  }
  partial<<<3, 80>>>(in, lout, 200);
  hipDeviceSynchronize();
  printf("warpSize=%d %s\n", warp, ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
