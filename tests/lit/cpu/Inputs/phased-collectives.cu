// Kernels with warp collectives and barriers that run phased (no fibers):
// they must compute what they compute on fibers, and what a GPU computes.
// tests/lit/cpu/phased-collectives.test runs this program both ways and
// compares the launch traces; the program checks what it can itself.
#include <cooperative_groups.h>
#include <cstdio>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

#define FULL 0xffffffffu

// A shuffle-down reduction per warp, in a uniform loop; lane 0 writes.
__global__ void warpSums(const int *in, int *out) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(FULL, v, offset);
  if (threadIdx.x % warpSize == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) / warpSize] = v;
}

// Butterflies within segments narrower than the warp, and broadcasts.
__global__ void segments(const int *in, int *out, int width) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  for (int mask = width / 2; mask > 0; mask >>= 1) {
    v = max(v, __shfl_xor_sync(FULL, v, mask, width));
  }
  int first = __shfl_sync(FULL, in[i], 0, width);
  int up = __shfl_up_sync(FULL, in[i], 3, width);
  out[3 * i] = v;
  out[3 * i + 1] = first;
  out[3 * i + 2] = up;
}

// Inclusive scan of each warp with shuffles up.
__global__ void warpScan(const int *in, int *out) {
  int lane = threadIdx.x % warpSize;
  int x = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int offset = 1; offset < warpSize; offset *= 2) {
    int y = __shfl_up_sync(FULL, x, offset);
    if (lane >= offset)
      x += y;
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = x;
}

// Votes, ballots, matches and warp reductions.
__global__ void votes(const int *in, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int p = in[i] % 3 == 0;
  unsigned b = __ballot_sync(FULL, p);
  int any = __any_sync(FULL, in[i] > 90);
  int all = __all_sync(FULL, in[i] >= 0);
  unsigned same = __match_any_sync(FULL, in[i] % 4);
  unsigned total = __reduce_add_sync(FULL, (unsigned)in[i]);
  if (__any_sync(FULL, p && threadIdx.x % 7 == 0))
    out[6 * i + 5] = 1;
  else
    out[6 * i + 5] = 2;
  out[6 * i] = b;
  out[6 * i + 1] = any;
  out[6 * i + 2] = all;
  out[6 * i + 3] = same;
  out[6 * i + 4] = total;
}

// A block reduction mixing barriers and shuffles: each warp reduces, the
// first warp reduces the warps' sums (a branch that depends on the thread).
__global__ void blockSum(const float *in, float *out, int n) {
  __shared__ float partial[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  float v = i < n ? in[i] : 0.0f;
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(FULL, v, offset);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  int warps = (blockDim.x + warpSize - 1) / warpSize;
  if (warp == 0) {
    v = lane < warps ? partial[lane] : 0.0f;
    for (int offset = warpSize / 2; offset > 0; offset /= 2)
      v += __shfl_down_sync(FULL, v, offset);
    if (lane == 0)
      out[blockIdx.x] = v;
  }
}

// A partial last warp, a mask that names only the lanes that take part,
// and an early return: returned lanes take no part in later collectives.
__global__ void partial(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  out[2 * i] = -1;
  out[2 * i + 1] = -1;
  if (i >= n)
    return;
  int v = in[i];
  unsigned active = __activemask();
  if (lane < 16) {
    v += __shfl_down_sync(0xffffu, v, 8);
    v += __shfl_xor_sync(0xffffu, v, 1);
  } else {
    v = -v;
  }
  __syncthreads();
  v += __shfl_down_sync(active, v, 1);
  out[2 * i] = v;
  out[2 * i + 1] = (int)active;
}

// Barriers with a result, in uniform control flow, and a barrier under a
// uniform branch.
__global__ void counts(const int *in, int *out, int threshold) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __shared__ int s[256];
  s[threadIdx.x] = in[i];
  int above = __syncthreads_count(in[i] > threshold);
  int every = __syncthreads_and(in[i] >= 0);
  int some = __syncthreads_or(in[i] == 42);
  if (blockDim.x >= 128) {
    if (threadIdx.x < 64)
      s[threadIdx.x] += s[threadIdx.x + 64];
    __syncthreads();
  }
  out[4 * i] = above;
  out[4 * i + 1] = every;
  out[4 * i + 2] = some;
  out[4 * i + 3] = s[threadIdx.x % 64];
}

// Cooperative groups: a block, its tiles of 16, their collectives.
__global__ void tiles(const int *in, int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  for (int offset = 8; offset > 0; offset /= 2)
    v += tile.shfl_down(v, offset);
  unsigned long long b = tile.ballot(in[i] % 2);
  block.sync();
  int r = tile.shfl(v, 0);
  tile.sync();
  out[3 * i] = v;
  out[3 * i + 1] = (int)b;
  out[3 * i + 2] = r + (int)tile.thread_rank();
}

// Parameters the kernel modifies (each thread gets its own copy), locals
// initialised with parentheses, several to a declaration, a local array,
// `#pragma unroll` loops, and a loop bounded by a tile's size.
__global__ void shapes(double a, double b, double *out) {
  __shared__ double partial[256];
  double diff = (b - a) / gridDim.x, step;
  b = a + (blockIdx.x + 1) * diff;
  a += blockIdx.x * diff;
  step = (b - a) / 8;
  double corners[4];
  for (int i = 0; i < 4; i++)
    corners[i] = a + i * step + threadIdx.x;
  unsigned int tid(threadIdx.x);
  float low(corners[0]), high(corners[3]);
  partial[tid] = corners[1];
  __syncthreads();
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
#pragma unroll
  for (int i = tile.size() / 2; i > 0; i >>= 1) {
    if (tile.thread_rank() < i)
      partial[tid] += partial[tid + i];
    cg::sync(tile);
  }
#pragma unroll
  for (int c0(16); c0 > 0; c0 /= 2) {
    float t0, t1;
    t0 = __shfl_down_sync(FULL, low, c0);
    t1 = __shfl_xor_sync(FULL, high, c0);
    if (t0 < low)
      low = t0;
    if (t1 > high)
      high = t1;
  }
  cg::sync(block);
  out[blockIdx.x * blockDim.x + tid] = partial[tid] + low + high + b + corners[2];
}

// Collectives written by macros (spelled again from the macro's pieces).
#define SHFL_DOWN(v, d) __shfl_down_sync(FULL, v, d)
#define BALLOT(p) __ballot_sync(FULL, p)
__global__ void macroSums(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += SHFL_DOWN(v, offset);
  unsigned odd = BALLOT(in[i] & 1);
  if (threadIdx.x % warpSize == 0)
    out[i / warpSize] = v + 1000000 * __popc(odd);
}

// A block-level local with a uniform initialiser, declared once for the
// block and read by a loop around a barrier; one in a branch that depends
// on the thread stays per thread (with n = 0 no thread divides by it).
__global__ void uniformLocals(int *p, int n) {
  int rounds = n / 64;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = p[i];
  for (int r = 0; r < rounds; ++r) {
    v += __shfl_xor_sync(FULL, v, 1);
    __syncthreads();
  }
  if (threadIdx.x < n) {
    int per = 1000 / n;
    v += __shfl_down_sync(FULL, v, 1) * per;
  }
  p[i] = v;
}

int main() {
  bool ok = true;
  const int blocks = 3, threads = 256, n = blocks * threads;
  int *in, *iout;
  float *fin, *fout;
  unsigned *uout;
  cudaMallocManaged(&in, n * sizeof(int));
  cudaMallocManaged(&iout, 6 * n * sizeof(int));
  cudaMallocManaged(&uout, 6 * n * sizeof(unsigned));
  cudaMallocManaged(&fin, n * sizeof(float));
  cudaMallocManaged(&fout, blocks * sizeof(float));
  for (int i = 0; i < n; ++i) {
    in[i] = (i * 37) % 101;
    fin[i] = float((i * 13) % 29);
  }
  int warp = 0;
  cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0);

  warpSums<<<blocks, threads>>>(in, iout);
  cudaDeviceSynchronize();
  for (int w = 0; w < n / warp; ++w) {
    int sum = 0;
    for (int l = 0; l < warp; ++l)
      sum += in[w * warp + l];
    ok &= iout[w] == sum;
  }

  segments<<<blocks, threads>>>(in, iout, 8);
  segments<<<blocks, threads>>>(in, iout, 16);
  cudaDeviceSynchronize();
  for (int i = 0; i < n; ++i) {
    int start = i / 16 * 16, best = 0;
    for (int j = start; j < start + 16; ++j)
      best = in[j] > best ? in[j] : best;
    ok &= iout[3 * i] == best && iout[3 * i + 1] == in[start];
    ok &= iout[3 * i + 2] == (i - start >= 3 ? in[i - 3] : in[i]);
  }

  warpScan<<<blocks, threads>>>(in, iout);
  cudaDeviceSynchronize();
  for (int i = 0, running = 0; i < n; ++i) {
    running = i % warp == 0 ? in[i] : running + in[i];
    ok &= iout[i] == running;
  }

  votes<<<blocks, threads>>>(in, uout);
  blockSum<<<blocks, threads>>>(fin, fout, n - 5);
  cudaDeviceSynchronize();
  for (int b = 0; b < blocks; ++b) {
    float sum = 0;
    for (int i = b * threads; i < (b + 1) * threads && i < n - 5; ++i)
      sum += fin[i];
    ok &= fout[b] == sum;
  }

  // 100 threads in blocks of 48: a partial warp in each block, and
  // threads past the end that return.
  partial<<<3, 48>>>(in, iout, 100);
  counts<<<blocks, threads>>>(in, iout, 50);
  tiles<<<blocks, threads>>>(in, iout);
  double *dout;
  cudaMallocManaged(&dout, n * sizeof(double));
  shapes<<<blocks, threads>>>(1.0, 9.0, dout);
  cudaDeviceSynchronize();

  macroSums<<<blocks, threads>>>(in, iout);
  cudaDeviceSynchronize();
  for (int w = 0; w < n / warp; ++w) {
    int sum = 0, odd = 0;
    for (int l = 0; l < warp; ++l) {
      sum += in[w * warp + l];
      odd += in[w * warp + l] & 1;
    }
    ok &= iout[w] == sum + 1000000 * odd;
  }

  for (int i = 0; i < n; ++i)
    iout[i] = i % 7;
  uniformLocals<<<blocks, threads>>>(iout, 128);
  uniformLocals<<<blocks, threads>>>(iout, 0);
  cudaDeviceSynchronize();
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
