// Half-precision axpy. Kernel 1 computes y = a*x + y with __hfma on __half
// values, kernel 2 computes z = __hadd(__hmul(a, x), y); the scalar a is
// passed as float and converted with __float2half on the device. Inputs are
// chosen so every intermediate is exactly representable in half (multiples
// of 1/32 below 8), so both kernels must match the float host reference
// exactly. Host-side conversions use __float2half / __half2float.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__,              \
                   cudaGetErrorName(err_), cudaGetErrorString(err_));          \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

__global__ void haxpyFma(int n, float a, const __half *x, __half *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half ha = __float2half(a);
  if (i < n)
    y[i] = __hfma(ha, x[i], y[i]);
}

__global__ void haxpyMulAdd(int n, float a, const __half *x, const __half *y,
                            __half *z) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    z[i] = __hadd(__hmul(__float2half(a), x[i]), y[i]);
}

int main() {
  const int n = 1 << 20;
  const float a = 0.5f;
  std::vector<__half> hx(n), hy(n), outY(n), outZ(n);
  std::vector<float> fx(n), fy(n);
  for (int i = 0; i < n; ++i) {
    fx[i] = (float)(i % 64) / 16.0f; // 0 .. 3.9375
    fy[i] = (float)(i % 32) / 8.0f;  // 0 .. 3.875
    hx[i] = __float2half(fx[i]);
    hy[i] = __float2half(fy[i]);
  }

  __half *dx, *dy, *dz;
  CHECK(cudaMalloc(&dx, n * sizeof(__half)));
  CHECK(cudaMalloc(&dy, n * sizeof(__half)));
  CHECK(cudaMalloc(&dz, n * sizeof(__half)));
  CHECK(cudaMemcpy(dx, hx.data(), n * sizeof(__half), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dy, hy.data(), n * sizeof(__half), cudaMemcpyHostToDevice));
  const int threads = 256, blocks = (n + threads - 1) / threads;
  haxpyMulAdd<<<blocks, threads>>>(n, a, dx, dy, dz); // reads y before update
  CHECK(cudaGetLastError());
  haxpyFma<<<blocks, threads>>>(n, a, dx, dy);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(outY.data(), dy, n * sizeof(__half), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(outZ.data(), dz, n * sizeof(__half), cudaMemcpyDeviceToHost));

  int bad = 0;
  double checksum = 0.0;
  for (int i = 0; i < n; ++i) {
    float ref = a * fx[i] + fy[i];
    float gy = __half2float(outY[i]), gz = __half2float(outZ[i]);
    if (gy != ref || gz != ref)
      ++bad;
    checksum += gy + 2.0 * gz;
  }
  std::printf("half_axpy: n=%d bad=%d checksum=%.6e\n", n, bad, checksum);
  std::printf("half_axpy: y[1]=%.6e y[63]=%.6e z[last]=%.6e\n",
              __half2float(outY[1]), __half2float(outY[63]),
              __half2float(outZ[n - 1]));

  CHECK(cudaFree(dx));
  CHECK(cudaFree(dy));
  CHECK(cudaFree(dz));
  bool ok = bad == 0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
