// Cases of cuda_fp8.h's conversions, one per line: compiled once against the
// CPU runner's cuda_fp8.h (the text the port writes too) and once against
// CUDA's own header for the host, the two outputs must be the same
// (tests/tables/fp8-definition.test). Every half and bfloat16 value, every
// fp8 value, floats spread over all bit patterns, integers, the edges.
#include <cuda_fp8.h>
#include <cstdint>
#include <cstdio>
#include <cstring>

int main() {
  // Floats spread over every bit pattern (a prime step).
  for (uint64_t u = 0; u < (1ull << 32); u += 49999) {
    uint32_t b = (uint32_t)u; float f; memcpy(&f, &b, 4);
    for (int s = 0; s < 2; ++s) for (int k = 0; k < 2; ++k)
      printf("%08x %d %d %02x\n", b, s, k, __nv_cvt_float_to_fp8(f, (__nv_saturation_t)s, (__nv_fp8_interpretation_t)k));
  }
  for (uint32_t h = 0; h < 65536; ++h) for (int s = 0; s < 2; ++s) for (int k = 0; k < 2; ++k) {
    __half_raw r; r.x = h;
    printf("h%04x %d %d %02x\n", h, s, k, __nv_cvt_halfraw_to_fp8(r, (__nv_saturation_t)s, (__nv_fp8_interpretation_t)k));
  }
  for (int x = 0; x < 256; ++x) for (int k = 0; k < 2; ++k) {
    __half_raw r = __nv_cvt_fp8_to_halfraw(x, (__nv_fp8_interpretation_t)k);
    printf("f%02x %d %04x\n", x, k, r.x);
  }
  for (int x = 0; x < 256; ++x) {
    __nv_fp8_e4m3 a; a.__x = x; __nv_fp8_e5m2 b; b.__x = x;
    printf("i%02x %d %d %u %lld %d %u\n", x, (int)a, (int)b, (unsigned)(unsigned char)a, (long long)b, (int)(signed char)b, (unsigned)(unsigned short)b);
  }
  for (int v = -70000; v <= 70000; v += 7) {
    printf("n%d %02x %02x\n", v, __nv_fp8_e4m3(v).__x, __nv_fp8_e5m2(v).__x);
  }
  for (uint32_t h = 0; h < 65536; ++h) for (int s = 0; s < 2; ++s) for (int k = 0; k < 2; ++k) {
    __nv_bfloat16_raw r; r.x = h;
    printf("b%04x %d %d %02x\n", h, s, k, __nv_cvt_bfloat16raw_to_fp8(r, (__nv_saturation_t)s, (__nv_fp8_interpretation_t)k));
  }
  for (uint32_t h = 0; h < 65536; h += 3) {
    __half_raw r; r.x = h; __half hh(r); __nv_bfloat16_raw br; br.x = h; __nv_bfloat16 bb(br);
    __half2 h2 = __halves2half2(hh, hh);
    __nv_bfloat162 b2 = __halves2bfloat162(bb, bb);
    printf("c%04x %02x %02x %02x %02x %04x %04x %04x\n", h, __nv_fp8_e4m3(hh).__x, __nv_fp8_e5m2(hh).__x, __nv_fp8_e4m3(bb).__x, __nv_fp8_e5m2(bb).__x,
      __nv_fp8x2_e4m3(h2).__x, __nv_fp8x2_e5m2(b2).__x, __nv_fp8x4_e4m3(h2, h2).__x >> 16);
  }
  for (int x = 0; x < 256; ++x) {
    __nv_fp8_e4m3 a; a.__x = x; __nv_fp8_e5m2 b; b.__x = x;
    __nv_bfloat16 ba = (__nv_bfloat16)a, bbb = (__nv_bfloat16)b;
    __nv_bfloat16_raw ra = ba, rb = bbb;
    __half ha = (__half)a; __half_raw rha = ha;
    __nv_fp8x2_e4m3 p; p.__x = x | (x << 8); float2 f2 = (float2)p; __half2 hp = (__half2)p; __half2_raw hpr = hp;
    __nv_fp8x4_e5m2 q; q.__x = x * 0x01010101u; float4 f4 = (float4)q;
    printf("o%02x %04x %04x %04x %a %a %04x %04x %a %a %d %d\n", x, ra.x, rb.x, rha.x, f2.x, f2.y, hpr.x, hpr.y, f4.x, f4.w, (int)(bool)a, (int)(char)b);
  }
  for (int i = 0; i < 4000; ++i) {
    float f = (i - 2000) * 0.37f + i * 1e-3f;
    printf("v%d %04x %08x\n", i, __nv_cvt_float2_to_fp8x2(make_float2(f, -f*3), __NV_SATFINITE, __NV_E4M3), __nv_fp8x4_e5m2(make_float4(f, f*100, f/100, -f)).__x);
  }
  double ds[] = {464.0, 464.0000001, 463.99999, 61440.0, 61439.99, 1e300, -1e300, 0x1p-10, 0x1.0000001p-10, 0x1p-17, 0x1.00001p-17, 5e-324};
  for (double d : ds) for (int s = 0; s < 2; ++s) for (int k = 0; k < 2; ++k)
    printf("d%a %d %d %02x\n", d, s, k, __nv_cvt_double_to_fp8(d, (__nv_saturation_t)s, (__nv_fp8_interpretation_t)k));
}
