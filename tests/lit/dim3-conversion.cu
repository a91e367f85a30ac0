// CUDA's dim3 converts from a uint3, HIP's does not: make_uint3(...) that
// becomes a dim3 is written dim3(...), a uint3 variable or member
// dim3(u.x, u.y, u.z); a uint3 that stays a uint3 is left alone.
// RUN: %hipify port %s --cuda-path=%cuda-path --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -std=c++17 -fsyntax-only %t.hip %}
#include <cuda_runtime.h>

__global__ void k(int *out) { out[threadIdx.x] = blockIdx.x; }

struct Shape { uint3 blocks; };

void launch(int *out, unsigned n, Shape shape) {
  dim3 grid;
  grid = make_uint3(n, 1, 1);
  uint3 threads = make_uint3(32, 1, 1);
  k<<<grid, threads>>>(out);
  dim3 other(shape.blocks);
  k<<<other, dim3(threads)>>>(out);
}
// MSG:{{.*}}dim3-conversion.cu:16:10: note: 'make_uint3' -> 'dim3': the uint3 becomes a dim3 here, and HIP's dim3 has no constructor from uint3 [hipify-dim3-conversion]
// MSG:{{.*}}dim3-conversion.cu:18:13: note: the uint3 becomes dim3(u.x, u.y, u.z): HIP's dim3 has no constructor from uint3 [hipify-dim3-conversion]
// MSG:{{.*}}dim3-conversion.cu:19:14: note: the uint3 becomes dim3(u.x, u.y, u.z): HIP's dim3 has no constructor from uint3 [hipify-dim3-conversion]
// MSG:{{.*}}dim3-conversion.cu:20:19: note: the uint3 becomes dim3(u.x, u.y, u.z): HIP's dim3 has no constructor from uint3 [hipify-dim3-conversion]
// CHECK:  grid = dim3(n, 1, 1);
// CHECK-NEXT:  uint3 threads = make_uint3(32, 1, 1);
// CHECK-NEXT:  k<<<grid, dim3((threads).x, (threads).y, (threads).z)>>>(out);
// CHECK-NEXT:  dim3 other(dim3((shape.blocks).x, (shape.blocks).y, (shape.blocks).z));
// CHECK-NEXT:  k<<<other, dim3(dim3((threads).x, (threads).y, (threads).z))>>>(out);
