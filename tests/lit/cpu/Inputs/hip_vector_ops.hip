// HIP vector types are arithmetic types: compound, binary (with vectors and
// scalars) and unary operators, component by component.
#include <hip/hip_runtime.h>
#include <cstdio>
__global__ void k(float4 *a, int2 *b) {
  float4 v = a[threadIdx.x];
  v += make_float4(1, 2, 3, 4);
  v = v * 2.0f - v / 2.0f;
  a[threadIdx.x] = -v;
  int2 w = b[threadIdx.x];
  w %= make_int2(3, 5);
  w = w ^ 1;
  b[threadIdx.x] = w + 10;
}
int main() {
  float4 *a; int2 *b;
  hipMallocManaged(&a, 4 * sizeof(float4)); hipMallocManaged(&b, 4 * sizeof(int2));
  for (int i = 0; i < 4; ++i) { a[i] = make_float4(i, i, i, i); b[i] = make_int2(7 * i, 11 * i); }
  hipLaunchKernelGGL(k, 1, 4, 0, 0, a, b);
  hipDeviceSynchronize();
  printf("%g %g %g %g | %d %d\n", a[3].x, a[3].y, a[3].z, a[3].w, b[3].x, b[3].y);
}
