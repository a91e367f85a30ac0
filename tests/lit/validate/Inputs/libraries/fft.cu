// A forward complex FFT with cuFFT, its input from a kernel: the
// planted-bugs test reverses the direction in the port.
#include <cstdio>
#include <cufft.h>

__global__ void ramp(cufftComplex *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = make_cuComplex(float(i % 5), float(i % 3) - 1.0f);
}

int main() {
  const int n = 64;
  cufftComplex *data;
  cudaMalloc(&data, n * sizeof(cufftComplex));
  ramp<<<1, n>>>(data, n);
  cufftHandle plan;
  cufftPlan1d(&plan, n, CUFFT_C2C, 1);
  cufftResult result = cufftExecC2C(plan, data, data, CUFFT_FORWARD);
  cufftComplex host[n];
  cudaMemcpy(host, data, sizeof host, cudaMemcpyDeviceToHost);
  printf("result %d X[0] = %.2f %.2f\n", (int)result, host[0].x, host[0].y);
  cufftDestroy(plan);
  return 0;
}
