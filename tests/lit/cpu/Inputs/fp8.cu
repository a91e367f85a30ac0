// cuda_fp8.h's conversions in a kernel and on the host, at the formats'
// edges: the expected values (tests/lit/cpu/fp8.test) are worked out by hand
// from the OCP E4M3 and E5M2 definitions.
#include <cuda_fp8.h>
#include <cmath>
#include <cstdio>

#define N 16
__constant__ float inputs[N];

__global__ void to_fp8(const float *in, unsigned char *out) {
  int i = threadIdx.x;
  out[4 * i + 0] = __nv_cvt_float_to_fp8(in[i], __NV_SATFINITE, __NV_E4M3);
  out[4 * i + 1] = __nv_cvt_float_to_fp8(in[i], __NV_NOSAT, __NV_E4M3);
  out[4 * i + 2] = __nv_cvt_float_to_fp8(in[i], __NV_SATFINITE, __NV_E5M2);
  out[4 * i + 3] = __nv_cvt_float_to_fp8(in[i], __NV_NOSAT, __NV_E5M2);
}

__global__ void classes(float *f, int *n) {
  f[0] = float(__nv_fp8_e4m3(1000.0f));
  f[1] = float(__nv_fp8_e5m2(3.3f));
  f[2] = float(__nv_fp8_e4m3(__half(0.1f)));
  n[0] = int(__nv_fp8_e4m3(-7.6f));
  n[1] = int((unsigned char)__nv_fp8_e4m3(-3.0f));
  n[2] = int(__nv_fp8_e5m2(70000));
  n[3] = int(__nv_fp8x2_e4m3(make_float2(1.0f, -2.0f)).__x);
  n[4] = int(__nv_fp8x4_e5m2(make_float4(1.0f, 2.0f, -1.0f, 0.5f)).__x);
}

int main() {
  const float host[N] = {448.0f, 464.0f, 464.125f, -1000.0f, INFINITY, NAN, 0.0f, -0.0f,
                         0x1p-9f, 0x1p-10f, 0x1.8p-9f, 1.0625f, 1.1875f, 0x1p-16f,
                         61439.0f, 61440.0f};
  float *in;
  unsigned char *out;
  cudaMallocManaged(&in, sizeof host);
  cudaMallocManaged(&out, 4 * N);
  for (int i = 0; i < N; ++i)
    in[i] = host[i];
  to_fp8<<<1, N>>>(in, out);
  float *f;
  int *n;
  cudaMallocManaged(&f, 3 * sizeof(float));
  cudaMallocManaged(&n, 5 * sizeof(int));
  classes<<<1, 1>>>(f, n);
  cudaDeviceSynchronize();
  for (int i = 0; i < N; ++i)
    printf("%a: %02x %02x %02x %02x\n", host[i], out[4 * i], out[4 * i + 1], out[4 * i + 2],
           out[4 * i + 3]);
  printf("classes: %g %g %g %d %d %d %04x %08x\n", f[0], f[1], f[2], n[0], n[1], n[2], n[3],
         (unsigned)n[4]);
  // Host: fp8 to half bits, and back from half.
  __half_raw h[6] = {__nv_cvt_fp8_to_halfraw(0x7E, __NV_E4M3), __nv_cvt_fp8_to_halfraw(0x01, __NV_E4M3),
                     __nv_cvt_fp8_to_halfraw(0x7F, __NV_E4M3), __nv_cvt_fp8_to_halfraw(0x7C, __NV_E5M2),
                     __nv_cvt_fp8_to_halfraw(0xFB, __NV_E5M2), __nv_cvt_fp8_to_halfraw(0x80, __NV_E4M3)};
  printf("to half: %04x %04x %04x %04x %04x %04x\n", h[0].x, h[1].x, h[2].x, h[3].x, h[4].x, h[5].x);
  printf("from half: %02x %02x\n", __nv_cvt_halfraw_to_fp8(h[0], __NV_NOSAT, __NV_E5M2),
         __nv_cvt_halfraw_to_fp8(h[4], __NV_SATFINITE, __NV_E4M3));
  return 0;
}
