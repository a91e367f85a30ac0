// Conversions with rounding modes (saturating, NaN to 0; directed rounding
// one ulp from the nearest), half precision through _Float16, funnel shifts,
// fns.
// RUN: %hipify port %s --verbose --hip-version=5.2 --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}
#include <cuda_runtime.h>
// MSG:{{.*}}conversions.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]
// CHECK:#include <hip/hip_runtime.h>

// Conversions with rounding modes, half precision, funnel shifts, fns,
// comparisons.
__device__ int convert(float x, double y, unsigned u) {
  int i, j;
  float down, z;
  long long l;
  asm("cvt.rni.s32.f32 %0, %1;" : "=r"(i) : "f"(x));
  asm("cvt.rzi.s32.f64 %0, %1;" : "=r"(j) : "d"(y));
  asm("cvt.rm.f32.f64 %0, %1;" : "=f"(down) : "d"(y));
  asm("cvt.rz.f32.u32 %0, %1;" : "=f"(z) : "r"(u));
  asm("cvt.rpi.s64.f32 %0, %1;" : "=l"(l) : "f"(x));
// MSG:{{.*}}conversions.cu:[[@LINE-5]]:3: note: inline PTX 'cvt.rni.s32.f32 %0, %1' translated to HIP: a block of 1 statement [hipify-inline-ptx-translated]
// MSG:{{.*}}conversions.cu:[[@LINE-5]]:3: note: inline PTX 'cvt.rzi.s32.f64 %0, %1' translated to HIP: a block of 1 statement [hipify-inline-ptx-translated]
// MSG:{{.*}}conversions.cu:[[@LINE-5]]:3: note: inline PTX 'cvt.rm.f32.f64 %0, %1' translated to HIP: a block of 1 statement [hipify-inline-ptx-translated]
// MSG:{{.*}}conversions.cu:[[@LINE-5]]:3: note: inline PTX 'cvt.rz.f32.u32 %0, %1' translated to HIP: a block of 1 statement [hipify-inline-ptx-translated]
// MSG:{{.*}}conversions.cu:[[@LINE-5]]:3: note: inline PTX 'cvt.rpi.s64.f32 %0, %1' translated to HIP: a block of 1 statement [hipify-inline-ptx-translated]
// CHECK:  { float hipify_r = rintf(x); i = hipify_r != hipify_r ? (int)0 : hipify_r >= 2147483648.0f ? 2147483647 : hipify_r <= -2147483648.0f ? (-2147483647 - 1) : (int)hipify_r; }
// CHECK-NEXT:  { double hipify_r = trunc(y); j = hipify_r != hipify_r ? (int)0 : hipify_r >= 2147483648.0 ? 2147483647 : hipify_r <= -2147483648.0 ? (-2147483647 - 1) : (int)hipify_r; }
// CHECK-NEXT:  { double hipify_a = y; float hipify_f = (float)hipify_a; down = (double)hipify_f > hipify_a ? nextafterf(hipify_f, -INFINITY) : hipify_f; }
// CHECK-NEXT:  { double hipify_a = (unsigned)u; float hipify_f = (float)hipify_a; z = (double)hipify_f > hipify_a ? nextafterf(hipify_f, 0.0f) : hipify_f; }
// CHECK-NEXT:  { float hipify_r = ceilf(x); l = hipify_r != hipify_r ? (long long)0 : hipify_r >= 9223372036854775808.0f ? 9223372036854775807ll : hipify_r <= -9223372036854775808.0f ? (-9223372036854775807ll - 1) : (long long)hipify_r; }
  return i + j + (int)down + (int)z + (int)l;
}

__device__ unsigned halves(unsigned short h, unsigned h2, float f) {
  unsigned short e, s;
  unsigned t, p;
  float back;
  asm("ex2.approx.f16 %0, %1;" : "=h"(e) : "h"(h));
  asm("tanh.approx.f16x2 %0, %1;" : "=r"(t) : "r"(h2));
  asm("fma.rn.f16x2 %0, %1, %2, %1;" : "=r"(p) : "r"(t), "r"(h2));
  asm("add.f16 %0, %1, %2;" : "=h"(s) : "h"(e), "h"(h));
  asm("cvt.f32.f16 %0, %1;" : "=f"(back) : "h"(s));
// MSG:{{.*}}conversions.cu:[[@LINE-5]]:3: note: inline PTX 'ex2.approx.f16 %0, %1' translated to HIP: 'e = __builtin_bit_cast(unsigned short, (_Float16)exp2f((float)__builtin_bit_cast(_Float16, (unsigned short)h)))'; exp2f in single precision, rounded to f16 [hipify-inline-ptx-translated]
// MSG:{{.*}}conversions.cu:[[@LINE-5]]:3: note: inline PTX 'tanh.approx.f16x2 %0, %1' translated to HIP: a block of 1 statement; tanhf in single precision, rounded to f16 [hipify-inline-ptx-translated]
// MSG:{{.*}}conversions.cu:[[@LINE-5]]:3: note: inline PTX 'fma.rn.f16x2 %0, %1, %2, %1' translated to HIP: a block of 1 statement [hipify-inline-ptx-translated]
// MSG:{{.*}}conversions.cu:[[@LINE-5]]:3: note: inline PTX 'add.f16 %0, %1, %2' translated to HIP: 's = __builtin_bit_cast(unsigned short, (_Float16)(__builtin_bit_cast(_Float16, (unsigned short)e) + __builtin_bit_cast(_Float16, (unsigned short)h)))' [hipify-inline-ptx-translated]
// MSG:{{.*}}conversions.cu:[[@LINE-5]]:3: note: inline PTX 'cvt.f32.f16 %0, %1' translated to HIP: 'back = (float)__builtin_bit_cast(_Float16, (unsigned short)s)' [hipify-inline-ptx-translated]
// CHECK:  e = __builtin_bit_cast(unsigned short, (_Float16)exp2f((float)__builtin_bit_cast(_Float16, (unsigned short)h)));
// CHECK-NEXT:  { unsigned hipify_a = h2; t = (unsigned)__builtin_bit_cast(unsigned short, (_Float16)tanhf((float)__builtin_bit_cast(_Float16, (unsigned short)hipify_a))) | (unsigned)__builtin_bit_cast(unsigned short, (_Float16)tanhf((float)__builtin_bit_cast(_Float16, (unsigned short)(hipify_a >> 16)))) << 16; }
// CHECK-NEXT:  { unsigned hipify_a = t, hipify_b = h2, hipify_c = t; p = (unsigned)__builtin_bit_cast(unsigned short, (_Float16)((double)__builtin_bit_cast(_Float16, (unsigned short)hipify_a) * (double)__builtin_bit_cast(_Float16, (unsigned short)hipify_b) + (double)__builtin_bit_cast(_Float16, (unsigned short)hipify_c))) | (unsigned)__builtin_bit_cast(unsigned short, (_Float16)((double)__builtin_bit_cast(_Float16, (unsigned short)(hipify_a >> 16)) * (double)__builtin_bit_cast(_Float16, (unsigned short)(hipify_b >> 16)) + (double)__builtin_bit_cast(_Float16, (unsigned short)(hipify_c >> 16)))) << 16; }
// CHECK-NEXT:  s = __builtin_bit_cast(unsigned short, (_Float16)(__builtin_bit_cast(_Float16, (unsigned short)e) + __builtin_bit_cast(_Float16, (unsigned short)h)));
// CHECK-NEXT:  back = (float)__builtin_bit_cast(_Float16, (unsigned short)s);
  return e + s + t + p + (unsigned)back + (unsigned)f;
}

__device__ unsigned bits(unsigned lo, unsigned hi, unsigned n, unsigned mask) {
  unsigned l, r, next;
  asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(l) : "r"(lo), "r"(hi), "r"(n));
  asm("shf.r.clamp.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(lo), "r"(hi), "r"(n));
  asm("fns.b32 %0, %1, %2, 1;" : "=r"(next) : "r"(mask), "r"(n & 31));
// MSG:{{.*}}conversions.cu:[[@LINE-3]]:3: note: inline PTX 'shf.l.wrap.b32 %0, %1, %2, %3' translated to HIP: 'l = __funnelshift_l(lo, hi, n)' [hipify-inline-ptx-translated]
// MSG:{{.*}}conversions.cu:[[@LINE-3]]:3: note: inline PTX 'shf.r.clamp.b32 %0, %1, %2, %3' translated to HIP: 'r = __funnelshift_rc(lo, hi, n)' [hipify-inline-ptx-translated]
// MSG:{{.*}}conversions.cu:[[@LINE-3]]:3: note: inline PTX 'fns.b32 %0, %1, %2, 1' translated to HIP: 'next = (unsigned)__fns32((unsigned)mask, (n & 31), 1)' [hipify-inline-ptx-translated]
// CHECK:  l = __funnelshift_l(lo, hi, n);
// CHECK-NEXT:  r = __funnelshift_rc(lo, hi, n);
// CHECK-NEXT:  next = (unsigned)__fns32((unsigned)mask, (n & 31), 1);
  return l ^ r ^ next;
}

__global__ void kernel(int *out, float *f, double *d) {
  out[0] = convert(f[0], d[0], out[1]);
  out[2] = halves(out[3], out[4], f[1]);
  out[5] = bits(out[6], out[7], out[8], out[9]);
}
