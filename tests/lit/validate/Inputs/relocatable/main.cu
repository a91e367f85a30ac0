// A program whose kernel calls a __device__ function that another unit
// defines: nvcc builds it with -rdc (relocatable device code).
#include <cstdio>

__host__ __device__ float polynomial(float x);

__global__ void evaluate(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = polynomial(in[i]);
}

int main() {
  const int n = 128;
  float host[n], result[n];
  for (int i = 0; i < n; ++i)
    host[i] = 0.25f * i;
  float *in, *out;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  cudaMemcpy(in, host, n * sizeof(float), cudaMemcpyHostToDevice);
  evaluate<<<n / 64, 64>>>(in, out, n);
  cudaMemcpy(result, out, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(in);
  cudaFree(out);
  bool ok = true;
  for (int i = 0; i < n; ++i)
    ok = ok && result[i] == polynomial(host[i]);
  printf("p(4) = %.2f\n%s\n", result[16], ok ? "PASS" : "FAIL");
  return 0;
}
