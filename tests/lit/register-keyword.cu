// The register storage class, which nvcc accepts and hip-clang (C++17)
// rejects, is removed, with a note; the port compiles with hipcc.
// RUN: %hipify port %s --cuda-path=%cuda-path --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -std=c++17 -fsyntax-only %t.hip %}

#include <cuda_runtime.h>
// MSG:{{.*}}register-keyword.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]

__global__ void sum(const float *in, float *out, int n) {
  register float acc = 0.0f;
  const register int stride = blockDim.x;
  for (register int i = threadIdx.x; i < n; i += stride)
    acc += in[i];
  out[threadIdx.x] = acc;
}
#define DECLARE_REG(x) register int x = 0
// MSG:{{.*}}register-keyword.cu:[[@LINE-7]]:3: note: 'register' removed from 'acc': C++17 has no register storage class, and hip-clang rejects it [hipify-register-keyword]
// MSG:{{.*}}register-keyword.cu:[[@LINE-7]]:9: note: 'register' removed from 'stride': C++17 has no register storage class, and hip-clang rejects it [hipify-register-keyword]
// MSG:{{.*}}register-keyword.cu:[[@LINE-7]]:8: note: 'register' removed from 'i': C++17 has no register storage class, and hip-clang rejects it [hipify-register-keyword]
// CHECK:__global__ void sum(const float *in, float *out, int n) {
// CHECK-NEXT:  float acc = 0.0f;
// CHECK-NEXT:  const int stride = blockDim.x;
// CHECK-NEXT:  for (int i = threadIdx.x; i < n; i += stride)
// CHECK-NEXT:    acc += in[i];
// CHECK-NEXT:  out[threadIdx.x] = acc;
// CHECK-NEXT:}
// CHECK-NEXT:#define DECLARE_REG(x) register int x = 0
