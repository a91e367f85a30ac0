// bfloat16 buffers, filled by a kernel and scaled by a kernel template
// launched with the type as its template argument.
#include <cstdio>
#include <cuda_bf16.h>
#include <vector>

__global__ void fill(__nv_bfloat16 *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = __float2bfloat16(i * 0.25f);
}

template <typename T>
__global__ void scale(T *data, int n, float factor) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = __float2bfloat16(__bfloat162float(data[i]) * factor);
}

int main() {
  const int n = 1000;
  __nv_bfloat16 *d;
  cudaMalloc(&d, n * sizeof(__nv_bfloat16));
  fill<<<(n + 255) / 256, 256>>>(d, n);
  scale<__nv_bfloat16><<<(n + 255) / 256, 256>>>(d, n, 1.5f);
  std::vector<__nv_bfloat16> h(n);
  cudaMemcpy(h.data(), d, n * sizeof(__nv_bfloat16), cudaMemcpyDeviceToHost);
  float sum = 0;
  for (int i = 0; i < n; ++i)
    sum += __bfloat162float(h[i]);
  printf("sum %.1f\n", sum);
  cudaFree(d);
  return 0;
}
