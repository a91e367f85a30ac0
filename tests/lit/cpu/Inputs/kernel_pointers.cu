#include <cstdio>

template <int Scale, typename T>
__global__ void scale(const T *in, T *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * Scale;
}

__global__ void blockSum(const int *in, int *out) {
  __shared__ int partial[64];
  partial[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) {
    int total = 0;
    for (int i = 0; i < 64; ++i)
      total += partial[i];
    *out = total;
  }
}

template <typename T> cudaError_t launchDouble(const T *in, T *out, int n) {
  auto kernel = scale<2, T>;
  void *args[] = {&in, &out, &n};
  return cudaLaunchKernel((void *)kernel, dim3(1), dim3(64), args, 0, 0);
}

void notAKernel() {}

int main() {
  int host[64], *in, *out;
  for (int i = 0; i < 64; ++i)
    host[i] = i;
  cudaMalloc(&in, sizeof host);
  cudaMalloc(&out, sizeof host);
  cudaMemcpy(in, host, sizeof host, cudaMemcpyHostToDevice);

  int n = 64;
  auto triple = scale<3, int>;
  void *args[] = {&in, &out, &n};
  cudaError_t e = cudaLaunchKernel((void *)triple, dim3(2), dim3(32), args, 0, 0);
  cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
  printf("triple: %s %d %d\n", cudaGetErrorName(e), host[1], host[63]);

  e = launchDouble<int>(in, out, n);
  cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
  printf("double: %s %d %d\n", cudaGetErrorName(e), host[1], host[63]);

  int *sum;
  cudaMalloc(&sum, sizeof(int));
  void *sumArgs[] = {&in, &sum};
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  e = cudaLaunchKernel((const void *)&blockSum, dim3(1), dim3(64), sumArgs, 0, stream);
  int total = 0;
  cudaMemcpy(&total, sum, sizeof total, cudaMemcpyDeviceToHost);
  printf("sum: %s %d\n", cudaGetErrorName(e), total);

  e = cudaLaunchKernel((void *)&notAKernel, dim3(1), dim3(1), nullptr, 0, 0);
  printf("host function: %s\n", cudaGetErrorName(e));
  e = cudaLaunchKernel((void *)triple, dim3(1), dim3(2048), args, 0, 0);
  printf("too many threads: %s\n", cudaGetErrorName(e));
  return 0;
}
