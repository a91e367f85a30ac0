// One block too many, and no bounds check: the last block writes past the end
// of the buffer.
#include <cstdio>
__global__ void fill(int *p) { p[blockIdx.x * blockDim.x + threadIdx.x] = 7; }
int main() {
  const int n = 1024;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  fill<<<n / 256 + 1, 256>>>(d);
  cudaDeviceSynchronize();
  std::printf("done\n");
}
