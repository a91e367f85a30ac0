// A program of several translation units: main() here, the kernels and
// their launch in kernels.cu, a plain C++ unit (common/checksum.cpp), and a
// header with a kernel, dynamic shared memory and a launch of its own.
#include <cstdio>
#include "common/checksum.h"
#include "kernels.h"
#include "reverse.h"

int main() {
  const int n = 256;
  float host[n];
  for (int i = 0; i < n; ++i)
    host[i] = 0.5f * i;
  float *device;
  cudaMalloc(&device, n * sizeof(float));
  cudaMemcpy(device, host, n * sizeof(float), cudaMemcpyHostToDevice);
  scaleAndSum(device, n, 3.0f);
  reverseBlocks(device, n, 64);
  rotateBlocks<<<n / 64, 64>>>(device);
  cudaMemcpy(host, device, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(device);
  double sum = checksum(host, n);
  printf("checksum %.3f, first %.3f\n", sum, host[0]);
  printf("%s\n", sum == 48960.0 && host[0] == 93.0f ? "PASS" : "FAIL");
  return 0;
}
