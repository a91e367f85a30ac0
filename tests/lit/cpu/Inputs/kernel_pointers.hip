#include <hip/hip_runtime.h>
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

template <typename T> hipError_t launchDouble(const T *in, T *out, int n) {
  auto kernel = scale<2, T>;
  void *args[] = {&in, &out, &n};
  return hipLaunchKernel((void *)kernel, dim3(1), dim3(64), args, 0, 0);
}

void notAKernel() {}

int main() {
  int host[64], *in, *out;
  for (int i = 0; i < 64; ++i)
    host[i] = i;
  hipMalloc(&in, sizeof host);
  hipMalloc(&out, sizeof host);
  hipMemcpy(in, host, sizeof host, hipMemcpyHostToDevice);

  int n = 64;
  auto triple = scale<3, int>;
  void *args[] = {&in, &out, &n};
  hipError_t e = hipLaunchKernel((void *)triple, dim3(2), dim3(32), args, 0, 0);
  hipMemcpy(host, out, sizeof host, hipMemcpyDeviceToHost);
  printf("triple: %s %d %d\n", hipGetErrorName(e), host[1], host[63]);

  e = launchDouble<int>(in, out, n);
  hipMemcpy(host, out, sizeof host, hipMemcpyDeviceToHost);
  printf("double: %s %d %d\n", hipGetErrorName(e), host[1], host[63]);

  int *sum;
  hipMalloc(&sum, sizeof(int));
  void *sumArgs[] = {&in, &sum};
  hipStream_t stream;
  hipStreamCreate(&stream);
  e = hipLaunchKernel((const void *)&blockSum, dim3(1), dim3(64), sumArgs, 0, stream);
  int total = 0;
  hipMemcpy(&total, sum, sizeof total, hipMemcpyDeviceToHost);
  printf("sum: %s %d\n", hipGetErrorName(e), total);

  e = hipLaunchKernel((void *)&notAKernel, dim3(1), dim3(1), nullptr, 0, 0);
  printf("host function: %s\n", hipGetErrorName(e));
  e = hipLaunchKernel((void *)triple, dim3(1), dim3(2048), args, 0, 0);
  printf("too many threads: %s\n", hipGetErrorName(e));
  return 0;
}
