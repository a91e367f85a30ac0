// --launch-syntax=ggl: kernel arguments that come from one __VA_ARGS__ are
// written once in the #define; kernel templates whose arguments the launch
// deduces get them spelled in HIP_KERNEL_NAME, as hipLaunchKernelGGL cannot
// deduce them; a kernel that is a macro parameter stays one. The result
// compiles with hipcc.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path --launch-syntax=ggl -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -fsyntax-only -w %t.hip %}

#include <cuda_runtime.h>
// MSG:{{.*}}launch-ggl-macros.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]

namespace ns {
struct Pair { int a, b; };
}

__global__ void add(int a, int b) {}
template <typename T, int N> __global__ void fill(T *p, T v) { p[N] = v; }

#define LAUNCH_ADD(...) add<<<1, 1>>>(__VA_ARGS__)
// MSG:{{.*}}launch-ggl-macros.cu:[[@LINE-1]]:25: note: launch of 'add' rewritten to hipLaunchKernelGGL [hipify-launch]
// CHECK:#define LAUNCH_ADD(...) hipLaunchKernelGGL(add, dim3(1), dim3(1), 0, 0, __VA_ARGS__)
#define LAUNCH_ON(g, b, ...) add<<<g, b>>>(__VA_ARGS__)
// MSG:{{.*}}launch-ggl-macros.cu:[[@LINE-1]]:30: note: launch of 'add' rewritten to hipLaunchKernelGGL [hipify-launch]
// CHECK:#define LAUNCH_ON(g, b, ...) hipLaunchKernelGGL(add, dim3(g), dim3(b), 0, 0, __VA_ARGS__)
#define LAUNCH(kern, ...) kern<<<1, 1>>>(__VA_ARGS__)
// MSG:{{.*}}launch-ggl-macros.cu:[[@LINE-1]]:27: note: launch of 'add' rewritten to hipLaunchKernelGGL [hipify-launch]
// CHECK:#define LAUNCH(kern, ...) hipLaunchKernelGGL(kern, dim3(1), dim3(1), 0, 0, __VA_ARGS__)

template <typename T> __global__ void deduced(T *p, T v) { *p = v; }

int main() {
  LAUNCH_ADD(2, 3);
  LAUNCH_ON(1, 2, 3, 4);
  LAUNCH(add, 5, 6);
// CHECK:  LAUNCH(add, 5, 6);
  float *f = nullptr;
  ns::Pair *pairs = nullptr;
  deduced<<<1, 1>>>(f, 1.0f);
// MSG:{{.*}}launch-ggl-macros.cu:[[@LINE-1]]:3: note: launch of 'deduced' rewritten to hipLaunchKernelGGL [hipify-launch]
// CHECK:  hipLaunchKernelGGL(HIP_KERNEL_NAME(deduced<float>), dim3(1), dim3(1), 0, 0, f, 1.0f);
  deduced<<<1, 1>>>(pairs, ns::Pair{1, 2});
// MSG:{{.*}}launch-ggl-macros.cu:[[@LINE-1]]:3: note: launch of 'deduced' rewritten to hipLaunchKernelGGL [hipify-launch]
// CHECK:  hipLaunchKernelGGL(HIP_KERNEL_NAME(deduced<ns::Pair>), dim3(1), dim3(1), 0, 0, pairs, ns::Pair{1, 2});
  fill<float, 4><<<1, 1>>>(f, 2.0f);
// MSG:{{.*}}launch-ggl-macros.cu:[[@LINE-1]]:3: note: launch of 'fill' rewritten to hipLaunchKernelGGL [hipify-launch]
// CHECK:  hipLaunchKernelGGL(HIP_KERNEL_NAME(fill<float, 4>), dim3(1), dim3(1), 0, 0, f, 2.0f);
  return 0;
}
