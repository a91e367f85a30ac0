// Monte Carlo pi with cuRAND's XORWOW device generator, seeded per thread.
#include <cstdio>
#include <curand_kernel.h>
__global__ void setup(curandState *s, unsigned long long seed) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, i, 0, &s[i]);
}
__global__ void sample(curandState *s, int *hits, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local = s[i];
  int h = 0;
  for (int k = 0; k < n; ++k) {
    float x = curand_uniform(&local), y = curand_uniform(&local);
    h += x * x + y * y <= 1.0f;
  }
  hits[i] = h;
  s[i] = local;
}
int main() {
  const int T = 256, n = 64;
  curandState *s; int *hits;
  cudaMalloc(&s, T * sizeof(curandState)); cudaMalloc(&hits, T * sizeof(int));
  setup<<<2, 128>>>(s, 1234ULL);
  sample<<<2, 128>>>(s, hits, n);
  int h[T]; cudaMemcpy(h, hits, sizeof h, cudaMemcpyDeviceToHost);
  long total = 0; for (int i = 0; i < T; ++i) total += h[i];
  printf("hits %ld of %d\n", total, T * n);
  return 0;
}
