// Template kernels as real code writes them (template-kernels.test).
#include <cuda_runtime.h>
#include <cstdio>
#include <string>
using namespace std; // As programs write it: `a + b` below finds std's too.

// A primary template only declared, one definition per type: a dependent
// call of it runs one of the specializations, none of which synchronises.
template <typename T> __device__ T splat(float v);
template <> __device__ float splat<float>(float v) { return v; }
template <> __device__ double splat<double>(float v) { return 2.0 * v; }

template <typename T> __global__ void fill(T *p) {
  p[threadIdx.x] = splat<T>(float(threadIdx.x));
}

// `a + b` of a dependent type may name std::operator+ (of strings, from
// <string>, found through the using-directive): library host code, which
// never waits for GPU threads.
template <typename T> __global__ void add(const T *a, const T *b, T *c) {
  c[threadIdx.x] = -(a[threadIdx.x] + b[threadIdx.x]);
}

// Locals of a type the kernel names by its own alias, and of an array a
// template parameter sizes, live across barriers: each thread keeps copies.
template <typename T> struct Wide { using Type = T; };
template <typename T, int N> __global__ void spread(T *p) {
  using V = typename Wide<T>::Type;
  __shared__ V total;
  V part[N];
  V sum = 0;
  for (int i = 0; i < N; ++i) {
    part[i] = p[threadIdx.x * N + i];
    sum += part[i];
  }
  if (threadIdx.x == 0)
    total = 0;
  __syncthreads();
  atomicAdd(&total, sum);
  __syncthreads();
  for (int i = 0; i < N; ++i)
    p[threadIdx.x * N + i] = total - part[i];
}

// A local whose type is `auto` of a dependent type cannot be spelled before
// its initialiser: the kernel keeps fibers (HeCBench scan).
template <typename T, int N> __global__ void rotate(T *p) {
  __shared__ T tile[N];
  auto mine = p + blockIdx.x * N;
  tile[threadIdx.x] = mine[threadIdx.x];
  __syncthreads();
  mine[threadIdx.x] = tile[(threadIdx.x + 1) % N];
}

int main() {
  bool ok = true;
  float *f;
  double *d;
  cudaMallocManaged(&f, 3 * 64 * sizeof(float));
  cudaMallocManaged(&d, 64 * sizeof(double));
  fill<<<1, 64>>>(f);
  fill<<<1, 64>>>(d);
  cudaDeviceSynchronize();
  for (int i = 0; i < 64; ++i)
    ok &= f[i] == i && d[i] == 2.0 * i;
  add<<<1, 64>>>(f, f, f + 64);
  cudaDeviceSynchronize();
  for (int i = 0; i < 64; ++i)
    ok &= f[64 + i] == -2.0f * i;
  for (int i = 0; i < 3 * 64; ++i)
    f[i] = 1;
  spread<float, 3><<<1, 64>>>(f);
  cudaDeviceSynchronize();
  for (int i = 0; i < 3 * 64; ++i)
    ok &= f[i] == 3 * 64 - 1;
  for (int i = 0; i < 64; ++i)
    f[i] = i;
  rotate<float, 32><<<2, 32>>>(f);
  cudaDeviceSynchronize();
  for (int i = 0; i < 64; ++i)
    ok &= f[i] == (i / 32) * 32 + (i + 1) % 32;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
