// __half2's x and y (mappings/facts/half2-members.yaml): CUDA declares them
// __half, HIP before 6.0 unsigned short holding the bits. For HIP 5.2 a read
// becomes __low2half/__high2half of the object, a __half of the same value
// on the host and the device; a write is reported. Before, the port built
// with hipcc converted the bits (15872 for 1.5) and toFloat deduced
// unsigned short (undefined symbol toFloat<unsigned short>).
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=5.2 --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG %s < %t.err
// RUN: FileCheck --match-full-lines %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -std=c++17 -o %t.exe %t.hip %}
// RUN: %if hipcc %{ %t.exe | FileCheck --match-full-lines --check-prefix=OUT %s %}
// HIP 6.0 and later declare the members __half: nothing changes.
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=6.2 --verbose -o %t.62.hip 2> %t.62.err
// RUN: FileCheck --match-full-lines --check-prefix=NEW %s < %t.62.hip
// RUN: not grep hipify-half2-member %t.62.err
#include <cstdio>
#include <cuda_fp16.h>

template <typename T> __host__ __device__ float toFloat(T v);
template <> __host__ __device__ float toFloat<__half>(__half v) { return __half2float(v); }

struct Pair {
  __half2 h;
};

__host__ __device__ float sum(const __half2 *p) {
  return __half2float(p->x) + toFloat((p + 1)->y);
  // CHECK: return __half2float(__low2half(*p)) + toFloat(__high2half(*(p + 1)));
  // MSG: {{.*}}half2-member.cu:[[@LINE-2]]:{{[0-9]+}}: note: '->x' -> '__low2half': CUDA declares __half2's 'x' a __half, HIP 5.2 an unsigned short holding its bits; read as it is, it converts the bits, not the half [hipify-half2-member]
  // MSG: {{.*}}half2-member.cu:[[@LINE-3]]:{{[0-9]+}}: note: '->y' -> '__high2half': CUDA declares __half2's 'y' a __half, HIP 5.2 an unsigned short holding its bits; read as it is, it converts the bits, not the half [hipify-half2-member]
}

// A write cannot become a call: it is reported.
void setLow(half2 &h, __half v) {
  h.x = v;
  // MSG: {{.*}}half2-member.cu:[[@LINE-1]]:{{[0-9]+}}: warning: '.x' is written here, and CUDA declares __half2's 'x' a __half, HIP 5.2 an unsigned short holding its bits: assign the whole __half2 instead, e.g. h2 = __halves2half2(v, __high2half(h2)) (hipify does not rewrite writes: 'y' would be read and the object named twice) [hipify-half2-member]
}

// The object's type depends on T, a __half2 here and a float2 in main: the
// read becomes hipify_half2_x, which the port defines for both
// (half2-member-template.cu).
template <typename T> float first(const T &v) { return v.x; }
// CHECK: template <typename T> float first(const T &v) { return hipify_half2_x(v); }
float firstLow(const __half2 &h) { return first(h); }

int main() {
  __half2 h2 = __floats2half2_rn(1.5f, -2.25f);
  const __half2 &r = h2;
  __half2 arr[2] = {h2, __floats2half2_rn(0.5f, 8.0f)};
  Pair s{arr[1]};
  float a = h2.x;
  // CHECK: float a = __low2half(h2);
  // NEW: float a = h2.x;
  float b = toFloat(r.y) + toFloat((arr[1]).x);
  // CHECK: float b = toFloat(__high2half(r)) + toFloat(__low2half((arr[1])));
  // NEW: float b = toFloat(r.y) + toFloat((arr[1]).x);
  float c = __half2float(s.h.y);
  // CHECK: float c = __half2float(__high2half(s.h));
  float d = sum(arr);
  printf("a=%g b=%g c=%g d=%g\n", a, b, c, d);
  // OUT: a=1.5 b=-1.75 c=8 d=9.5
  float2 f = make_float2(1.0f, 2.0f);
  printf("f=%g\n", f.x + first(f));
  // OUT: f=2
  return 0;
}
