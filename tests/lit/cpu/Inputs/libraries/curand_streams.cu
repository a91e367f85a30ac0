// Draws from each of cuRAND's device generators at a seed, subsequence and
// offset (random-streams.test checks the values).
#include <curand_kernel.h>
#include <cstdio>
__global__ void k(unsigned *o) {}
int main() {
  unsigned *d; cudaMalloc(&d, 4); k<<<1,1>>>(d);
  curandStateXORWOW_t s; curand_init(1234ULL, 5, 7, &s);
  unsigned a = curand(&s), b = curand(&s);
  float u = curand_uniform(&s); float n = curand_normal(&s); double ud = curand_uniform_double(&s); double nd = curand_normal_double(&s);
  printf("xorwow %u %u %.9g %.9g %.17g %.17g\n", a, b, u, n, ud, nd);
  curandStatePhilox4_32_10_t p; curand_init(99ULL, 3, 5, &p);
  a = curand(&p); b = curand(&p); u = curand_uniform(&p); n = curand_normal(&p); ud = curand_uniform_double(&p);
  printf("philox %u %u %.9g %.9g %.17g\n", a, b, u, n, ud);
  curandStateMRG32k3a_t m; curand_init(42ULL, 2, 3, &m);
  a = curand(&m); u = curand_uniform(&m); n = curand_normal(&m); ud = curand_uniform_double(&m);
  printf("mrg %u %.9g %.9g %.17g\n", a, u, n, ud);
  return 0;
}
