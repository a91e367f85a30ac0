// Host code written for nvcc's default language standard (C++17): a
// constexpr function with a loop (C++14), std::make_unique (C++14) and
// if constexpr (C++17).
#include <cstdio>
#include <memory>

constexpr unsigned log2floor(unsigned n) {
  unsigned r = 0;
  while (n >>= 1)
    ++r;
  return r;
}

template <unsigned Width> __global__ void fill(int *out) {
  if constexpr (Width > 1)
    out[threadIdx.x] = log2floor(Width) + threadIdx.x;
  else
    out[threadIdx.x] = 0;
}

int main() {
  const int n = 32;
  auto host = std::make_unique<int[]>(n);
  int *device;
  cudaMalloc(&device, n * sizeof(int));
  fill<256><<<1, n>>>(device);
  cudaMemcpy(host.get(), device, n * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(device);
  printf("%s\n", host[3] == 11 ? "PASS" : "FAIL");
  return 0;
}
