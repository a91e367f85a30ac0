// Kernels whose barriers sit in block-uniform control flow: they run phased
// (no fibers), and must compute what the GPU computes.
#include <cstdio>
#include <cuda_runtime.h>

// Tree reduction; `t` lives across regions.
__global__ void treeReduce(const int *in, int *out, int n) {
  __shared__ int partial[256];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  partial[t] = i < n ? in[i] : 0;
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (t < stride)
      partial[t] += partial[t + stride];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = partial[0];
}

// Tiled transpose on a 2-D block, with a padded tile.
template <int Tile>
__global__ void transpose(float *out, const float *in, int width, int height) {
  __shared__ float tile[Tile][Tile + 1];
  int x = blockIdx.x * Tile + threadIdx.x;
  int y = blockIdx.y * Tile + threadIdx.y;
  if (x < width && y < height)
    tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  __syncthreads();
  x = blockIdx.y * Tile + threadIdx.x;
  y = blockIdx.x * Tile + threadIdx.y;
  if (x < height && y < width)
    out[y * height + x] = tile[threadIdx.x][threadIdx.y];
}

// Exclusive scan of one block of 2 * blockDim.x elements: an up-sweep and a
// down-sweep over the tree, with the distance kept per thread.
__global__ void blockScan(const int *in, int *out) {
  __shared__ int tree[512];
  int me = threadIdx.x;
  int n = 2 * blockDim.x;
  tree[2 * me] = in[blockIdx.x * n + 2 * me];
  tree[2 * me + 1] = in[blockIdx.x * n + 2 * me + 1];
  int distance = 1;
  for (int active = blockDim.x; active > 0; active /= 2) {
    __syncthreads();
    if (me < active) {
      int left = distance * (2 * me + 1) - 1;
      tree[left + distance] += tree[left];
    }
    distance *= 2;
  }
  if (me == 0)
    tree[n - 1] = 0;
  for (int active = 1; active < 2 * blockDim.x; active *= 2) {
    distance /= 2;
    __syncthreads();
    if (me < active) {
      int left = distance * (2 * me + 1) - 1;
      int carried = tree[left];
      tree[left] = tree[left + distance];
      tree[left + distance] += carried;
    }
  }
  __syncthreads();
  out[blockIdx.x * n + 2 * me] = tree[2 * me];
  out[blockIdx.x * n + 2 * me + 1] = tree[2 * me + 1];
}

// A 2-D block: each row of the block sums its neighbours' values in a
// shared tile, in a fixed number of rounds.
__global__ void smooth2d(float *data, int rounds) {
  __shared__ float cells[8][16];
  const int w = 16;
  int row = threadIdx.y;
  int col = threadIdx.x;
  float value = data[(blockIdx.x * blockDim.y + row) * w + col];
  for (int r = 0; r < rounds; ++r) {
    cells[row][col] = value;
    __syncthreads();
    float left = cells[row][(col + w - 1) % w];
    float right = cells[row][(col + 1) % w];
    value = 0.5f * value + 0.25f * (left + right);
    __syncthreads();
  }
  data[(blockIdx.x * blockDim.y + row) * w + col] = value;
}

#define LAUNCH_4X256(kernel, ...) kernel<<<4, 256>>>(__VA_ARGS__)

// A local array sized by a template parameter lives across the barriers:
// each thread keeps its own copy (float hipify_cpu_local_cache[1024][N]).
template <int N> __global__ void cached(int *p) {
  __shared__ int total;
  int cache[N];
  for (int i = 0; i < N; ++i)
    cache[i] = p[threadIdx.x * N + i];
  if (threadIdx.x == 0)
    total = 0;
  __syncthreads();
  int mine = 0;
  for (int i = 0; i < N; ++i)
    mine += cache[i];
  atomicAdd(&total, mine);
  __syncthreads();
  for (int i = 0; i < N; ++i)
    p[threadIdx.x * N + i] = total - cache[i];
}

int main() {
  bool ok = true;
  // Reduction, including a partial last block.
  const int n = 1000;
  int *in, *out;
  cudaMallocManaged(&in, n * sizeof(int));
  cudaMallocManaged(&out, 4 * sizeof(int));
  for (int i = 0; i < n; ++i)
    in[i] = i % 13;
  treeReduce<<<4, 256>>>(in, out, n);
  cudaDeviceSynchronize();
  for (int b = 0; b < 4; ++b) {
    int sum = 0;
    for (int i = b * 256; i < n && i < (b + 1) * 256; ++i)
      sum += in[i];
    ok &= out[b] == sum;
  }
  // The same kernel through a macro: one launch text for any kernel, so it
  // runs thread by thread, each region ending at a barrier.
  LAUNCH_4X256(treeReduce, in, out, n);
  cudaDeviceSynchronize();
  for (int b = 0; b < 4; ++b) {
    int sum = 0;
    for (int i = b * 256; i < n && i < (b + 1) * 256; ++i)
      sum += in[i];
    ok &= out[b] == sum;
  }

  // Transpose of a 50 x 37 matrix.
  const int width = 50, height = 37;
  float *a, *t;
  cudaMallocManaged(&a, width * height * sizeof(float));
  cudaMallocManaged(&t, width * height * sizeof(float));
  for (int i = 0; i < width * height; ++i)
    a[i] = float(i);
  transpose<16><<<dim3(4, 3), dim3(16, 16)>>>(t, a, width, height);
  cudaDeviceSynchronize();
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x)
      ok &= t[x * height + y] == a[y * width + x];

  // Scan: 3 blocks of 128 threads, 256 elements each.
  int *s, *scanned;
  cudaMallocManaged(&s, 768 * sizeof(int));
  cudaMallocManaged(&scanned, 768 * sizeof(int));
  for (int i = 0; i < 768; ++i)
    s[i] = (i * 7) % 5;
  blockScan<<<3, 128>>>(s, scanned);
  cudaDeviceSynchronize();
  for (int b = 0; b < 3; ++b) {
    int running = 0;
    for (int i = 0; i < 256; ++i) {
      ok &= scanned[b * 256 + i] == running;
      running += s[b * 256 + i];
    }
  }

  // Smoothing on 8 x 16 blocks.
  float *d;
  const int cells = 2 * 8 * 16;
  cudaMallocManaged(&d, cells * sizeof(float));
  float expect[cells];
  for (int i = 0; i < cells; ++i)
    d[i] = expect[i] = float(i % 16 == 3 ? 64 : 0);
  smooth2d<<<2, dim3(16, 8)>>>(d, 3);
  cudaDeviceSynchronize();
  for (int r = 0; r < 3; ++r) {
    float next[cells];
    for (int i = 0; i < cells; ++i) {
      int row = i / 16, col = i % 16;
      float left = expect[row * 16 + (col + 15) % 16];
      float right = expect[row * 16 + (col + 1) % 16];
      next[i] = 0.5f * expect[i] + 0.25f * (left + right);
    }
    for (int i = 0; i < cells; ++i)
      expect[i] = next[i];
  }
  for (int i = 0; i < cells; ++i)
    ok &= d[i] == expect[i];

  // Template-sized locals across barriers, 3 and 5 a thread.
  int *c;
  cudaMallocManaged(&c, 64 * 5 * sizeof(int));
  for (int i = 0; i < 64 * 3; ++i)
    c[i] = i;
  cached<3><<<1, 64>>>(c);
  cudaDeviceSynchronize();
  for (int i = 0; i < 64 * 3; ++i)
    ok &= c[i] == 64 * 3 * (64 * 3 - 1) / 2 - i;
  for (int i = 0; i < 64 * 5; ++i)
    c[i] = 1;
  cached<5><<<1, 64>>>(c);
  cudaDeviceSynchronize();
  for (int i = 0; i < 64 * 5; ++i)
    ok &= c[i] == 64 * 5 - 1;

  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
