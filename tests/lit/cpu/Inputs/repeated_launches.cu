// One kernel launched nine times over the same 256 floats: enough launches to
// run past a small trace budget (tests/lit/cpu/trace-budget.test).
#include <cstdio>
#include <cuda_runtime.h>

__global__ void step(float *values, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    values[i] = values[i] * 0.5f + float(i);
}

int main() {
  const int n = 256;
  float host[n];
  for (int i = 0; i < n; ++i)
    host[i] = float(n - i);
  float *values;
  cudaMalloc(&values, sizeof host);
  cudaMemcpy(values, host, sizeof host, cudaMemcpyHostToDevice);
  for (int launch = 0; launch < 9; ++launch)
    step<<<n / 64, 64>>>(values, n);
  cudaMemcpy(host, values, sizeof host, cudaMemcpyDeviceToHost);
  double sum = 0;
  for (int i = 0; i < n; ++i)
    sum += host[i];
  printf("sum %.3f\n", sum);
  cudaFree(values);
  return 0;
}
