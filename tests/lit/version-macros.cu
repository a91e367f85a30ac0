// CUDART_VERSION has no HIP counterpart; left undefined, a version test
// would take the other branch than the one hipify translated (here, a call
// of a function the program only has for old CUDA). The port defines it
// with the value of the CUDA it was translated from, once, before its
// first use, so the tests keep their branches, and the port builds.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -std=c++17 -fsyntax-only -x hip %t.hip %}
#include <cuda_runtime.h>
#include <cstdio>
// MSG:{{.*}}version-macros.cu:[[@LINE-1]]:1: note: defined 'CUDART_VERSION' with CUDA's value for the uses below: the target HIP has no counterpart [hipify-older-equivalent]
// CHECK:#include <hip/hip_runtime.h>
// CHECK-NEXT:// Defined by hipify: CUDA's value; the target HIP has no counterpart.
// CHECK-NEXT:#ifndef CUDART_VERSION
// CHECK-NEXT:#define CUDART_VERSION {{[0-9]+}}
// CHECK-NEXT:#endif
// CHECK-NEXT:#include <cstdio>

int main() {
#if CUDART_VERSION >= 4000
  int ok = 1;
#else
  int ok = oldRuntimeFallback();
#endif
  // MSG:{{.*}}version-macros.cu:[[@LINE-5]]:5: note: 'CUDART_VERSION': no HIP release has 'CUDART_VERSION': using 'CUDART_VERSION', which the port defines; the CUDA version the code was translated from, so that its version tests keep the branches hipify translated (HIP_VERSION counts HIP's own releases) [hipify-older-equivalent]
  // CHECK:#if CUDART_VERSION >= 4000
  printf("%d %d\n", CUDART_VERSION / 1000, ok);
  // MSG:{{.*}}version-macros.cu:[[@LINE-1]]:21: note: 'CUDART_VERSION': {{.*}} [hipify-older-equivalent]
  return ok - 1;
}
