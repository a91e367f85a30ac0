// cuda_bf16.h before HIP 6.2: HIP 5.2 has only hip_bfloat16 (an explicit
// float constructor), HIP 5.7-6.1 a __hip_bfloat16 without conversions and
// with device-only functions. The port replaces the #include with its
// definition of HIP 6.2's bfloat16 API (mappings/facts/port-definitions.yaml),
// so the rest of the port is the one for HIP 6.2: the same names, which the
// definition declares, each with a note. CUDA bf16 functions no HIP release
// has get definitions of their own on top of it.
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=5.2 --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error}}:' %s < %t.err
// RUN: FileCheck --match-full-lines %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -std=c++17 -c %t.hip -o %t.o %}
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -std=c++11 -c %t.hip -o %t.11.o %}
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=6.1 -o %t.61.hip 2>&1
// RUN: FileCheck --match-full-lines --check-prefix=HIP61 %s < %t.61.hip
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=6.2 -o %t.62.hip 2> %t.62.err
// RUN: FileCheck --match-full-lines --check-prefix=HIP62 %s < %t.62.hip
#include <cuda_bf16.h>
#include <cstdio>

__global__ void scale(__nv_bfloat16 *x, __nv_bfloat162 *pairs, float by) {
  int i = threadIdx.x;
  x[i] = __float2bfloat16(__bfloat162float(x[i]) * by);
  pairs[i] = __hadd2(pairs[i], __float2bfloat162_rn(by));
}

int main() {
  __nv_bfloat16 host[4];
  for (int i = 0; i < 4; ++i)
    host[i] = i % 3;
  nv_bfloat16 one = 1.5f;
  printf("%f\n", __bfloat162float(host[2] * one));
  return 0;
}
// MSG:{{.*}}bf16-definition.cu:[[@LINE-17]]:10: note: 'hip/hip_bf16.h' needs HIP 6.2 (the target is 5.2): the port defines what it declares [hipify-older-equivalent]
// MSG:{{.*}}bf16-definition.cu:[[@LINE-15]]:1: note: defined 'hipify_float2bfloat162_rn' in place of '__float2bfloat162_rn' for the calls below: the target HIP has no counterpart [hipify-older-equivalent]
// MSG:{{.*}}bf16-definition.cu:[[@LINE-16]]:23: note: '__nv_bfloat16': '__hip_bfloat16' needs HIP 5.7 (the target is 5.2): the port's definition in place of 'cuda_bf16.h' declares it [hipify-older-equivalent]
// MSG:{{.*}}bf16-definition.cu:[[@LINE-17]]:41: note: '__nv_bfloat162': '__hip_bfloat162' needs HIP 5.7 (the target is 5.2): the port's definition in place of 'cuda_bf16.h' declares it [hipify-older-equivalent]
// MSG:{{.*}}bf16-definition.cu:[[@LINE-16]]:10: note: '__float2bfloat16': '__float2bfloat16' needs HIP 5.7 (the target is 5.2): the port's definition in place of 'cuda_bf16.h' declares it [hipify-older-equivalent]
// MSG:{{.*}}bf16-definition.cu:[[@LINE-17]]:27: note: '__bfloat162float': '__bfloat162float' needs HIP 5.7 (the target is 5.2): the port's definition in place of 'cuda_bf16.h' declares it [hipify-older-equivalent]
// MSG:{{.*}}bf16-definition.cu:[[@LINE-17]]:32: note: '__float2bfloat162_rn': no HIP release has '__float2bfloat162_rn': using 'hipify_float2bfloat162_rn', which the port defines [hipify-older-equivalent]
// MSG:{{.*}}bf16-definition.cu:[[@LINE-11]]:3: note: 'nv_bfloat16': '__hip_bfloat16' needs HIP 5.7 (the target is 5.2): the port's definition in place of 'cuda_bf16.h' declares it [hipify-older-equivalent]

// CHECK:      #ifndef HIPIFY_DEFINED___hip_bfloat16
// CHECK-NEXT: #define HIPIFY_DEFINED___hip_bfloat16
// CHECK-NEXT: // cuda_bf16.h before HIP 6.2: HIP 5.2 has only the hip_bfloat16 class, whose
// CHECK:      struct __hip_bfloat16 {
// CHECK:      #endif
// CHECK-NEXT: #include <cstdio>
// CHECK-EMPTY:
// CHECK-NEXT: #ifndef HIPIFY_DEFINED_hipify_float2bfloat162_rn
// CHECK-NEXT: #define HIPIFY_DEFINED_hipify_float2bfloat162_rn
// CHECK-NEXT: // __float2bfloat162_rn: the pair of a's bfloat16, rounded to the nearest.
// CHECK-NEXT: static __host__ __device__ inline __hip_bfloat162 hipify_float2bfloat162_rn(float a) {
// CHECK-NEXT:   return __hip_bfloat162(__float2bfloat16(a), __float2bfloat16(a));
// CHECK-NEXT: }
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: __global__ void scale(__hip_bfloat16 *x, __hip_bfloat162 *pairs, float by) {
// CHECK-NEXT:   int i = threadIdx.x;
// CHECK-NEXT:   x[i] = __float2bfloat16(__bfloat162float(x[i]) * by);
// CHECK-NEXT:   pairs[i] = __hadd2(pairs[i], hipify_float2bfloat162_rn(by));
// CHECK-NEXT: }
// CHECK:        __hip_bfloat16 host[4];
// CHECK:        __hip_bfloat16 one = 1.5f;

// HIP 5.7 to 6.1 get the definition too.
// HIP61:      #ifndef HIPIFY_DEFINED___hip_bfloat16
// HIP61:      __global__ void scale(__hip_bfloat16 *x, __hip_bfloat162 *pairs, float by) {

// HIP 6.2 has it: the same port, with HIP's header.
// HIP62:      #include <hip/hip_bf16.h>
// HIP62-NEXT: #include <cstdio>
// HIP62-EMPTY:
// HIP62-NEXT: #ifndef HIPIFY_DEFINED_hipify_float2bfloat162_rn
// HIP62:      __global__ void scale(__hip_bfloat16 *x, __hip_bfloat162 *pairs, float by) {
// HIP62-NEXT:   int i = threadIdx.x;
// HIP62-NEXT:   x[i] = __float2bfloat16(__bfloat162float(x[i]) * by);
// HIP62-NEXT:   pairs[i] = __hadd2(pairs[i], hipify_float2bfloat162_rn(by));
