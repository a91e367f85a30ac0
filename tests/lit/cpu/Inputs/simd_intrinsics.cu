// CUDA's SIMD intrinsics on packed bytes and halfwords, in a kernel the CPU
// runner prepares and runs (tests/lit/cpu/simd-intrinsics.test).
#include <cstdio>
#include <cuda_runtime.h>

__global__ void packed(const unsigned *a, const unsigned *b, unsigned *out) {
  out[0] = __vmaxs4(a[0], b[0]);
  out[1] = __vadd2(a[0], b[0]);
  out[2] = __vabsdiffu4(a[0], b[0]);
  out[3] = __vcmpgts2(a[0], b[0]);
}

int main() {
  unsigned host[2] = {0x7f80ff01u, 0x01017f02u}, result[4];
  unsigned *in, *out;
  cudaMalloc(&in, sizeof host);
  cudaMalloc(&out, sizeof result);
  cudaMemcpy(in, host, sizeof host, cudaMemcpyHostToDevice);
  packed<<<1, 1>>>(in, in + 1, out);
  cudaMemcpy(result, out, sizeof result, cudaMemcpyDeviceToHost);
  for (unsigned r : result)
    printf("%08x\n", r);
  return 0;
}
