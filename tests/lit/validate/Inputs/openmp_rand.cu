// A CUDA program that draws its input with rand() in an OpenMP parallel
// loop: which element gets which number depends on how the threads
// interleave, from run to run (HeCBench silu and upsample do this).
#include <cstdio>
#include <cstdlib>
#include <omp.h>
#include <cuda_runtime.h>
__global__ void twice(int n, const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 2 * in[i];
}
int main() {
  const int n = 1 << 16;
  static float h[n];
  srand(7);
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    h[i] = rand() / (float)RAND_MAX;
  float *in, *out;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, sizeof h);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  twice<<<n / 256, 256>>>(n, in, out);
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  printf("host threads %d\n", omp_get_max_threads());
  printf("PASS\n");
  cudaFree(in);
  cudaFree(out);
  return 0;
}
