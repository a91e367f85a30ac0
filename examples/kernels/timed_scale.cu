// timed_scale: scales a vector several times and prints what benchmark
// programs print: how it was run (its own path), the kernel time with events
// and with a host clock, the bandwidth, the result and a verdict. Only the
// result and the verdict are the program's answer; the timings differ on
// every run.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                  \
                   cudaGetErrorString(err_));                                  \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

__global__ void scale(int n, float factor, float *data) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] *= factor;
}

int main(int argc, char **argv) {
  const int repeat = argc > 1 ? std::atoi(argv[1]) : 4;
  const int n = 1 << 16;
  std::printf("%s: n = %d, repeat = %d\n", argv[0], n, repeat);
  std::vector<float> host(n);
  for (int i = 0; i < n; ++i)
    host[i] = (i % 64) * 0.25f;

  float *data = nullptr;
  CHECK(cudaMalloc(&data, n * sizeof(float)));
  CHECK(cudaMemcpy(data, host.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));

  auto begin = std::chrono::steady_clock::now();
  CHECK(cudaEventRecord(start));
  for (int r = 0; r < repeat; ++r)
    scale<<<(n + 255) / 256, 256>>>(n, 2.0f, data);
  CHECK(cudaEventRecord(stop));
  CHECK(cudaEventSynchronize(stop));
  auto end = std::chrono::steady_clock::now();
  float eventMs = 0;
  CHECK(cudaEventElapsedTime(&eventMs, start, stop));
  double seconds = std::chrono::duration<double>(end - begin).count();
  std::printf("Average kernel execution time: %f (ms)\n", eventMs / repeat);
  std::printf("Host time %.6f s\n", seconds);
  std::printf("Bandwidth: %.3f GB/s\n",
              2.0 * n * sizeof(float) * repeat / (seconds * 1e9));

  CHECK(cudaMemcpy(host.data(), data, n * sizeof(float), cudaMemcpyDeviceToHost));
  double sum = 0;
  bool ok = true;
  for (int i = 0; i < n; ++i) {
    sum += host[i];
    ok = ok && host[i] == (i % 64) * 0.25f * float(1 << repeat);
  }
  std::printf("sum = %.1f\n", sum);
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  CHECK(cudaFree(data));
  return ok ? 0 : 1;
}
