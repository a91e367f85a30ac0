// 2 GiB of dynamic shared memory: the launch fails, as on a GPU.
#include <cstdio>
__global__ void dyn(float *out) {
  extern __shared__ float s[];
  s[threadIdx.x] = 1;
  out[threadIdx.x] = s[threadIdx.x];
}
int main() {
  float *d;
  cudaMalloc(&d, 64 * sizeof(float));
  dyn<<<1, 64, size_t(1) << 31>>>(d);
  std::printf("%s\n", cudaGetErrorName(cudaGetLastError()));
}
