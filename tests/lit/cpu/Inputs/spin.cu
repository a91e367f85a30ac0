// A kernel that never ends: the runner's watchdog names it.
__global__ void spin(volatile int *flag) {
  while (*flag == 0) {
  }
}
int main() {
  int *d;
  cudaMalloc(&d, sizeof(int));
  cudaMemset(d, 0, sizeof(int));
  spin<<<1, 1>>>(d);
  cudaDeviceSynchronize();
}
