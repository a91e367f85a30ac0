// A program for two GPUs: each device fills its half, then device 1's half
// is copied to device 0 by a peer copy.
#include <cstdio>
__global__ void fill(int *out, int value) { out[threadIdx.x] = value + threadIdx.x; }
int main() {
  int count = 0, current = -1, can = -1;
  cudaGetDeviceCount(&count);
  printf("devices: %d\n", count);
  if (count < 2) {
    printf("set device 1: %s\n", cudaGetErrorName(cudaSetDevice(1)));
    return 0;
  }
  cudaDeviceCanAccessPeer(&can, 0, 1);
  printf("0 can access 1: %d\n", can);
  cudaDeviceCanAccessPeer(&can, 1, 1);
  printf("1 can access 1: %d\n", can);
  int *half[2];
  for (int d = 0; d < 2; ++d) {
    cudaSetDevice(d);
    cudaMalloc(&half[d], 4 * sizeof(int));
    fill<<<1, 4>>>(half[d], 10 * (d + 1));
  }
  cudaGetDevice(&current);
  printf("current: %d\n", current);
  cudaSetDevice(0);
  printf("peer access: %s\n", cudaGetErrorName(cudaDeviceEnablePeerAccess(1, 0)));
  printf("self as peer: %s\n", cudaGetErrorName(cudaDeviceEnablePeerAccess(0, 0)));
  cudaMemcpyPeer(half[0], 0, half[1], 1, 4 * sizeof(int));
  int host[4];
  cudaMemcpy(host, half[0], sizeof(host), cudaMemcpyDeviceToHost);
  printf("%d %d %d %d\n", host[0], host[1], host[2], host[3]);
  printf("set device 2: %s\n", cudaGetErrorName(cudaSetDevice(2)));
  return 0;
}
