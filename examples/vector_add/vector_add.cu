// Adds two vectors on the GPU and checks the result on the host.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                \
                   cudaGetErrorString(err_));                                \
      std::exit(1);                                                          \
    }                                                                        \
  } while (0)

__global__ void vectorAdd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

int main() {
  const int n = 1 << 20;
  const size_t bytes = n * sizeof(float);
  float *hostA = (float *)std::malloc(bytes);
  float *hostB = (float *)std::malloc(bytes);
  float *hostC = (float *)std::malloc(bytes);
  for (int i = 0; i < n; ++i) {
    hostA[i] = i * 0.5f;
    hostB[i] = 2.0f * i;
  }

  float *devA, *devB, *devC;
  CHECK(cudaMalloc(&devA, bytes));
  CHECK(cudaMalloc(&devB, bytes));
  CHECK(cudaMalloc(&devC, bytes));
  CHECK(cudaMemcpy(devA, hostA, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(devB, hostB, bytes, cudaMemcpyHostToDevice));

  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));
  const int threads = 256;
  const int blocks = (n + threads - 1) / threads;
  vectorAdd<<<blocks, threads, 0, stream>>>(devA, devB, devC, n);
  CHECK(cudaGetLastError());
  CHECK(cudaStreamSynchronize(stream));
  CHECK(cudaMemcpy(hostC, devC, bytes, cudaMemcpyDeviceToHost));

  int errors = 0;
  for (int i = 0; i < n; ++i)
    if (hostC[i] != hostA[i] + hostB[i])
      ++errors;
  std::printf("vector_add: %d elements, %d errors, c[12345] = %.1f\n", n,
              errors, hostC[12345]);

  CHECK(cudaStreamDestroy(stream));
  CHECK(cudaFree(devA));
  CHECK(cudaFree(devB));
  CHECK(cudaFree(devC));
  std::free(hostA);
  std::free(hostB);
  std::free(hostC);
  return errors == 0 ? 0 : 1;
}
