// __half2's x and y read in templates whose object's type depends on a
// parameter (mappings/facts/half2-members.yaml, any_read): where an
// instantiation makes the object a __half2, the pattern's read becomes
// hipify_half2_x/y(E), defined by the port before the template
// (port-definitions.yaml, `for: template`): __low2half/__high2half for a
// __half2, the member itself for float2. Left as it was, the port built with
// hipcc for HIP 5.2 deduced toF<unsigned short>, which nothing defines
// (lld: undefined hidden symbol).
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=5.2 --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG %s < %t.err
// RUN: FileCheck --match-full-lines %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -std=c++17 -o %t.exe %t.hip %}
// RUN: %if hipcc %{ %t.exe host | FileCheck --match-full-lines --check-prefix=HOST %s %}
// The port runs on the CPU runner (host and kernel) with CUDA's numbers.
// RUN: %hipify cpu-run %t.hip | FileCheck --match-full-lines --check-prefixes=HOST,KERNEL %s
// HIP 6.0 and later declare the members __half: nothing changes.
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=6.2 --verbose -o %t.62.hip 2> %t.62.err
// RUN: FileCheck --match-full-lines --check-prefix=NEW %s < %t.62.hip
// RUN: not grep hipify-half2-member %t.62.err
// RUN: not grep '^#ifndef HIPIFY_DEFINED' %t.62.hip
#include <cstdio>
#include <cstring>
#include <cuda_fp16.h>

template <typename T> __host__ __device__ float toF(T v);
template <> __host__ __device__ float toF<float>(float v) { return v; }
template <> __host__ __device__ float toF<__half>(__half v) { return __half2float(v); }

// CHECK: #ifndef HIPIFY_DEFINED_hipify_half2_x
// CHECK-NEXT: #define HIPIFY_DEFINED_hipify_half2_x
// CHECK: template <class T> static inline __host__ __device__ auto hipify_half2_x(const T &v) -> decltype(v.x) { return v.x; }
// CHECK-NEXT: static inline __host__ __device__ __half hipify_half2_x(const __half2 &v) { return __low2half(v); }
// CHECK-NEXT: #endif
// CHECK: template <class T> static inline __host__ __device__ auto hipify_half2_y(const T &v) -> decltype(v.y) { return v.y; }
// CHECK-NEXT: static inline __host__ __device__ __half hipify_half2_y(const __half2 &v) { return __high2half(v); }
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: template <typename T2> __host__ __device__ float dot(const T2 *p, int i) {
// MSG: {{.*}}half2-member-template.cu:[[@LINE+1]]:1: note: defined 'hipify_half2_x' below: a template reads __half2's 'x' through an object of any type [hipify-half2-member]
template <typename T2> __host__ __device__ float dot(const T2 *p, int i) {
  T2 v = p[i];
  return toF(v.x) * toF(p[i].y) + toF((p + i)->x) - toF(p->y);
  // CHECK: return toF(hipify_half2_x(v)) * toF(hipify_half2_y(p[i])) + toF(hipify_half2_x(*(p + i))) - toF(hipify_half2_y(*p));
  // NEW: return toF(v.x) * toF(p[i].y) + toF((p + i)->x) - toF(p->y);
  // MSG: {{.*}}half2-member-template.cu:[[@LINE-3]]:14: note: '.x' -> 'hipify_half2_x': an instantiation of the template makes the object a __half2, and CUDA declares __half2's 'x' a __half, HIP 5.2 an unsigned short holding its bits; 'hipify_half2_x' (defined by hipify) is __low2half for a __half2 and the member itself for any other type [hipify-half2-member]
  // MSG: {{.*}}half2-member-template.cu:[[@LINE-4]]:25: note: '.y' -> 'hipify_half2_y': an instantiation of the template makes the object a __half2, and CUDA declares __half2's 'y' a __half, HIP 5.2 an unsigned short holding its bits; 'hipify_half2_y' (defined by hipify) is __high2half for a __half2 and the member itself for any other type [hipify-half2-member]
}

// A read in a template only ever instantiated with float2 is left alone.
template <typename T> __host__ __device__ float firstOf(const T &v) { return v.x; }
// CHECK: template <typename T> __host__ __device__ float firstOf(const T &v) { return v.x; }

// A write in an instantiation with __half2 is reported, not rewritten.
template <typename T2> __host__ __device__ void setLow(T2 &v, T2 w) { v.x = w.x; }
// CHECK: template <typename T2> __host__ __device__ void setLow(T2 &v, T2 w) { v.x = hipify_half2_x(w); }
// MSG: {{.*}}half2-member-template.cu:[[@LINE-2]]:73: warning: '.x' is written here, and CUDA declares __half2's 'x' a __half, HIP 5.2 an unsigned short holding its bits: assign the whole __half2 instead, e.g. h2 = __halves2half2(v, __high2half(h2)) (hipify does not rewrite writes: 'y' would be read and the object named twice) [hipify-half2-member]

template <typename T2> __global__ void dots(const T2 *p, float *out) {
  out[threadIdx.x] = dot(p, threadIdx.x);
}

int main(int argc, char **argv) {
  __half2 h[2] = {__floats2half2_rn(1.5f, -2.25f), __floats2half2_rn(0.5f, 8.0f)};
  float2 f[2] = {make_float2(1.0f, 2.0f), make_float2(3.0f, 4.0f)};
  float2 g = f[0];
  setLow(g, f[1]);
  printf("half2 %g %g float2 %g %g first %g low %g\n", dot(h, 0), dot(h, 1), dot(f, 0),
         dot(f, 1), firstOf(f[1]), g.x);
  // HOST: half2 0.375 6.75 float2 1 13 first 3 low 3
  if (argc > 1 && !strcmp(argv[1], "host"))
    return 0;
  __half2 *dh;
  float *dout, out[2];
  cudaMalloc(&dh, sizeof h);
  cudaMalloc(&dout, sizeof out);
  cudaMemcpy(dh, h, sizeof h, cudaMemcpyHostToDevice);
  dots<<<1, 2>>>(dh, dout);
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  printf("kernel %g %g\n", out[0], out[1]);
  // KERNEL: kernel 0.375 6.75
  __half2 s = h[0];
  setLow(s, h[1]);
  return 0;
}
