// CUDA declares __ffsll once, for long long; HIP also has an unsigned long
// long overload, so an argument CUDA converted implicitly (int64_t is long,
// an int) makes the HIP call ambiguous: the conversion is written out.
// Arguments of the parameter's own type, and functions with the same
// overloads in both (__ffs of an int), stay.
// RUN: %hipify port %s --cuda-path=%cuda-path --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -std=c++17 -fsyntax-only %t.hip %}
#include <cuda_runtime.h>
#include <cstdint>

__global__ void first_set(const int64_t *in, int *out, long long ll, int i) {
  out[0] = __ffsll(in[threadIdx.x]);
  out[1] = __ffsll(ll);
  out[2] = __ffsll(i + 1);
  out[3] = __ffs(i);
  out[4] = __popcll(in[0]);
}
// MSG:{{.*}}overload-conversion.cu:14:20: note: argument 1 of '__ffsll' converted to 'long long' explicitly, as CUDA's one declaration did: HIP overloads '__ffsll', and the implicit conversion from 'int64_t' would be ambiguous [hipify-overload-conversion]
// MSG:{{.*}}overload-conversion.cu:16:20: note: argument 1 of '__ffsll' converted to 'long long' explicitly, as CUDA's one declaration did: HIP overloads '__ffsll', and the implicit conversion from 'int' would be ambiguous [hipify-overload-conversion]
// CHECK:  out[0] = __ffsll(static_cast<long long>(in[threadIdx.x]));
// CHECK-NEXT:  out[1] = __ffsll(ll);
// CHECK-NEXT:  out[2] = __ffsll(static_cast<long long>(i + 1));
// CHECK-NEXT:  out[3] = __ffs(i);
// CHECK-NEXT:  out[4] = __popcll(in[0]);
