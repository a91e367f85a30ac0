// rocRAND's device generators at the seeds of curand_streams.cu.
#include <hip/hip_runtime.h>
#include <rocrand/rocrand_kernel.h>
#include <cstdio>
__global__ void k(unsigned *o) {}
int main() {
  unsigned *d; hipMalloc(&d, 4); hipLaunchKernelGGL(k, 1, 1, 0, 0, d);
  rocrand_state_xorwow s; rocrand_init(1234ULL, 5, 7, &s);
  unsigned a = rocrand(&s), b = rocrand(&s);
  float u = rocrand_uniform(&s); float n = rocrand_normal(&s); double ud = rocrand_uniform_double(&s); double nd = rocrand_normal_double(&s);
  printf("xorwow %u %u %.9g %.9g %.17g %.17g\n", a, b, u, n, ud, nd);
  rocrand_state_philox4x32_10 p; rocrand_init(99ULL, 3, 5, &p);
  a = rocrand(&p); b = rocrand(&p); u = rocrand_uniform(&p); n = rocrand_normal(&p); ud = rocrand_uniform_double(&p);
  printf("philox %u %u %.9g %.9g %.17g\n", a, b, u, n, ud);
  rocrand_state_mrg32k3a m; rocrand_init(42ULL, 2, 3, &m);
  a = rocrand(&m); u = rocrand_uniform(&m); n = rocrand_normal(&m); ud = rocrand_uniform_double(&m);
  printf("mrg %u %.9g %.9g %.17g\n", a, u, n, ud);
  return 0;
}
