// Many launches over large buffers: the shape whose traces cost the most
// (bench/trace_cost.py). Usage: many_launches LAUNCHES MIB
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

__global__ void relax(const float *in, float *out, size_t n) {
  size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = out[i] * 0.5f + in[i];
}

int main(int argc, char **argv) {
  int launches = argc > 1 ? std::atoi(argv[1]) : 100;
  size_t n = (argc > 2 ? std::atoi(argv[2]) : 8) * (size_t(1) << 20) / sizeof(float);
  std::vector<float> host(n);
  for (size_t i = 0; i < n; ++i)
    host[i] = float(i % 97);
  float *in, *out;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  cudaMemcpy(in, host.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemset(out, 0, n * sizeof(float));
  for (int launch = 0; launch < launches; ++launch)
    relax<<<(n + 255) / 256, 256>>>(in, out, n);
  cudaMemcpy(host.data(), out, n * sizeof(float), cudaMemcpyDeviceToHost);
  double sum = 0;
  for (size_t i = 0; i < n; ++i)
    sum += host[i];
  printf("checksum %.6e\n", sum);
  cudaFree(in);
  cudaFree(out);
  return 0;
}
