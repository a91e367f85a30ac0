// C = A^T B with cuBLAS, A and B filled by a kernel: planted-bugs test
// swaps the transpose or the leading dimension in the port.
#include <cstdio>
#include <cublas_v2.h>

__global__ void fill(float *a, int n, int seed) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = float((i * seed) % 17) - 8.0f;
}

int main() {
  const int n = 32;
  float *A, *B, *C;
  cudaMalloc(&A, n * n * sizeof(float));
  cudaMalloc(&B, n * n * sizeof(float));
  cudaMalloc(&C, n * n * sizeof(float));
  fill<<<n, n>>>(A, n * n, 3);
  fill<<<n, n>>>(B, n * n, 5);
  cublasHandle_t handle;
  cublasCreate(&handle);
  const float alpha = 1.0f, beta = 0.0f;
  cublasStatus_t status = cublasSgemm(handle, CUBLAS_OP_T, CUBLAS_OP_N, n, n,
                                      n, &alpha, A, n, B, n, &beta, C, n);
  float trace = 0, host[n * n];
  cudaMemcpy(host, C, sizeof host, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i)
    trace += host[i * n + i];
  printf("status %d trace %.1f\n", (int)status, trace);
  cublasDestroy(handle);
  return 0;
}
