// cuda_fp8.h on every target: HIP's fp8 types are the FNUZ formats (other
// numbers), so the port replaces the #include with its definition of
// cuda_fp8.h's API under CUDA's names (mappings/facts/port-definitions.yaml,
// text_file runtime/cpu/include/hipify_cpu/ocp_fp8.h), with a note. The port
// builds with hipcc for HIP 5.2, and the original and the port print the
// same numbers on the CPU runner (worked out by hand: 0.1 is 0x1d, 1.625 *
// 2^-4, in E4M3; 464 ties 448 and 480 and goes to the even 448; 500 and 1e6
// saturate to 448; without saturation 500 is E4M3's NaN 0x7f; the E5M2
// values go through bfloat16 first, 0.1 becoming 0.10009765625).
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=5.2 --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error}}:' %s < %t.err
// RUN: FileCheck --match-full-lines %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -std=c++17 -c %t.hip -o %t.o %}
// RUN: %hipify cpu-run %s > %t.cuda.out
// RUN: FileCheck --match-full-lines --check-prefix=OUT %s < %t.cuda.out
// RUN: %hipify cpu-run %t.hip > %t.hip.out
// RUN: diff %t.cuda.out %t.hip.out
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cstdio>

__global__ void quantize(const float *in, __nv_fp8_storage_t *q, __nv_fp8_e5m2 *e, int n) {
  int i = threadIdx.x;
  if (i < n) {
    q[i] = __nv_cvt_float_to_fp8(in[i], __NV_SATFINITE, __NV_E4M3);
    e[i] = __nv_fp8_e5m2(__float2bfloat16(in[i]));
  }
}

int main() {
  const int n = 6;
  const float values[n] = {0.1f, -3.3f, 464.0f, 500.0f, 0x1p-10f, 1e6f};
  float *in;
  __nv_fp8_storage_t *q;
  __nv_fp8_e5m2 *e;
  cudaMallocManaged(&in, n * sizeof(float));
  cudaMallocManaged(&q, n);
  cudaMallocManaged(&e, n * sizeof(__nv_fp8_e5m2));
  for (int i = 0; i < n; ++i)
    in[i] = values[i];
  quantize<<<1, n>>>(in, q, e, n);
  cudaDeviceSynchronize();
  for (int i = 0; i < n; ++i) {
    __half_raw h = __nv_cvt_fp8_to_halfraw(q[i], __NV_E4M3);
    printf("%g: e4m3 %02x = %g, e5m2 %02x = %g\n", values[i], q[i], __half2float(__half(h)),
           e[i].__x, float(e[i]));
  }
  printf("nosat: %02x\n", __nv_cvt_float_to_fp8(500.0f, __NV_NOSAT, __NV_E4M3));
  return 0;
}
// MSG:{{.*}}fp8-definition.cu:[[@LINE-33]]:10: note: 'hip/hip_bf16.h' needs HIP 6.2 (the target is 5.2): the port defines what it declares [hipify-older-equivalent]
// MSG-NEXT:{{.*}}fp8-definition.cu:[[@LINE-33]]:10: note: no HIP release has 'cuda_fp8.h': the port defines what it declares [hipify-older-equivalent]

// CHECK:      #ifndef HIPIFY_DEFINED___nv_fp8_e4m3
// CHECK-NEXT: #define HIPIFY_DEFINED___nv_fp8_e4m3
// CHECK-NEXT: // cuda_fp8.h: HIP's fp8 types are the FNUZ formats, whose numbers differ
// CHECK:      #include <hip/hip_fp16.h>
// CHECK-NEXT: // cuda_fp8.h's types and conversions (OCP E4M3 and E5M2), written from the
// CHECK:      __nv_cvt_float_to_fp8(const float x, const __nv_saturation_t saturate,
// CHECK:      HIPIFY_FP8_CLASS(__nv_fp8_e5m2, __NV_E5M2)
// CHECK:      #endif
// CHECK-NEXT: #include <cstdio>
// CHECK:      __global__ void quantize(const float *in, __nv_fp8_storage_t *q, __nv_fp8_e5m2 *e, int n) {
// CHECK:          q[i] = __nv_cvt_float_to_fp8(in[i], __NV_SATFINITE, __NV_E4M3);
// CHECK-NEXT:     e[i] = __nv_fp8_e5m2(__float2bfloat16(in[i]));
// CHECK:        hipMallocManaged(&q, n);

// OUT:0.1: e4m3 1d = 0.101562, e5m2 2e = 0.09375
// OUT-NEXT:-3.3: e4m3 c5 = -3.25, e5m2 c3 = -3.5
// OUT-NEXT:464: e4m3 7e = 448, e5m2 5f = 448
// OUT-NEXT:500: e4m3 7e = 448, e5m2 60 = 512
// OUT-NEXT:0.000976562: e4m3 00 = 0, e5m2 14 = 0.000976562
// OUT-NEXT:1e+06: e4m3 7e = 448, e5m2 7b = 57344
// OUT-NEXT:nosat: 7f
