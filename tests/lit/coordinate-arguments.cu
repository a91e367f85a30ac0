// HIP's threadIdx.x, blockDim.x, ... are objects that convert to unsigned
// int, not unsigned ints: passed to an overloaded function (min, max), a
// template's deduced parameter or printf's variadic arguments they do not
// behave as CUDA's do (an ambiguous call, a deduced class, the object
// printed). The conversion is written there; a parameter of a fixed type
// converts as in CUDA and is left alone. The port builds.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -std=c++17 -fsyntax-only -Werror=format -x hip %t.hip %}
#include <cuda_runtime.h>
#include <cstdio>

template <class T> __device__ T twice(T v) { return v + v; }
__device__ unsigned scale(unsigned v) { return v * 2; }

__global__ void fill(unsigned *out, unsigned rem) {
  for (unsigned i = 0; i < min(rem, blockDim.x); ++i)
    out[i] = max(threadIdx.x, rem) + twice(blockIdx.x) + scale(threadIdx.y);
  // MSG:{{.*}}coordinate-arguments.cu:[[@LINE-2]]:37: note: argument 2 of 'min' converted to 'unsigned int' explicitly: it is an argument of an overloaded function, and HIP's builtin coordinates are objects that convert to unsigned int, not unsigned ints as CUDA's are [hipify-overload-conversion]
  // MSG:{{.*}}coordinate-arguments.cu:[[@LINE-2]]:18: note: argument 1 of 'max' converted to 'unsigned int' explicitly: {{.*}} [hipify-overload-conversion]
  // MSG:{{.*}}coordinate-arguments.cu:[[@LINE-3]]:44: note: argument 1 of 'twice' converted to 'unsigned int' explicitly: it is a parameter whose type the template deduces, {{.*}} [hipify-overload-conversion]
  // CHECK:  for (unsigned i = 0; i < min(rem, static_cast<unsigned int>(blockDim.x)); ++i)
  // CHECK-NEXT:    out[i] = max(static_cast<unsigned int>(threadIdx.x), rem) + twice(static_cast<unsigned int>(blockIdx.x)) + scale(threadIdx.y);
  printf("thread %u of %u\n", threadIdx.x, blockDim.x);
  // MSG:{{.*}}coordinate-arguments.cu:[[@LINE-1]]:31: note: argument 2 of 'printf' converted to 'unsigned int' explicitly: it is a variadic argument, {{.*}} [hipify-overload-conversion]
  // MSG:{{.*}}coordinate-arguments.cu:[[@LINE-2]]:44: note: argument 3 of 'printf' converted to 'unsigned int' explicitly: {{.*}} [hipify-overload-conversion]
  // CHECK:  printf("thread %u of %u\n", static_cast<unsigned int>(threadIdx.x), static_cast<unsigned int>(blockDim.x));
}
