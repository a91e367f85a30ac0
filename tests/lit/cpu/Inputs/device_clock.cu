// A kernel that waits a number of cycles, as cuda-samples' clock_block:
// device clock() ticks at the clock rate the runner reports.
#include <cstdio>
#include <ctime>
__global__ void spin(clock_t n, long *out) {
  clock_t s = clock();
  clock_t d = 0;
  while (d < n) d = clock() - s;
  *out = d >= n;
}
int main() {
  long *d; cudaMalloc(&d, sizeof(long));
  int rate; cudaDeviceGetAttribute(&rate, cudaDevAttrClockRate, 0);
  clock_t t0 = clock();
  spin<<<1, 1>>>((clock_t)rate * 100, d);  // 100 ms
  long h; cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("waited %ld, clock rate %d kHz, host CPU time below a second: %d\n", h, rate,
         clock() - t0 < CLOCKS_PER_SEC);
}
