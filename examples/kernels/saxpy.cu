// saxpy: y = a*x + y, one element per thread.
// Inputs are dyadic rationals so a*x + y is exact in float whether or not the
// compiler contracts it into an FMA: GPU and host results must match bit for bit.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__,              \
                   cudaGetErrorName(err_), cudaGetErrorString(err_));          \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

int main() {
  const int n = 1 << 20;
  const float a = 2.5f;
  std::vector<float> x(n), y(n), out(n);
  for (int i = 0; i < n; ++i) {
    x[i] = (i % 1024) / 1024.0f;
    y[i] = (i % 37) * 0.5f;
  }

  float *dx = nullptr, *dy = nullptr;
  CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CHECK(cudaMalloc(&dy, n * sizeof(float)));
  CHECK(cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dy, y.data(), n * sizeof(float), cudaMemcpyHostToDevice));

  const int threads = 256;
  const int blocks = (n + threads - 1) / threads;
  saxpy<<<blocks, threads>>>(n, a, dx, dy);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(out.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost));

  double maxErr = 0.0, checksum = 0.0;
  for (int i = 0; i < n; ++i) {
    float ref = a * x[i] + y[i];
    double err = std::fabs((double)out[i] - (double)ref);
    if (err > maxErr)
      maxErr = err;
    checksum += out[i];
  }
  std::printf("saxpy: n=%d max_abs_err=%.3e checksum=%.6e\n", n, maxErr,
              checksum);
  std::printf("saxpy: y[0]=%.6e y[1000]=%.6e y[%d]=%.6e\n", out[0], out[1000],
              n - 1, out[n - 1]);

  CHECK(cudaFree(dx));
  CHECK(cudaFree(dy));
  bool ok = maxErr == 0.0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
