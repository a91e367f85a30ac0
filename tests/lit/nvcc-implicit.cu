// What nvcc gives every CUDA file and clang's CUDA headers do not: CUDA's
// min/max overloads for host code (clang declares them for device code
// only), and the C headers cuda_runtime.h includes (printf, time, assert
// with no #include). Such code parses, so the launch whose grid is a min()
// is rewritten, and the port keeps the calls, which HIP declares as well.
// RUN: %hipify port %s --cuda-path=%cuda-path --launch-syntax=ggl --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -std=c++17 -fsyntax-only %t.hip %}

#include <cuda_runtime.h>
// MSG:{{.*}}nvcc-implicit.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]

__global__ void fill(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = min(i, n - i);
}

__host__ __device__ int clampToBlock(int n) { return max(1, min(n, 256)); }

void launch(float *out, int n, unsigned limit, size_t bytes) {
  fill<<<min(n / 256 + 1, 1024), 256>>>(out, n);
// MSG:{{.*}}nvcc-implicit.cu:[[@LINE-1]]:3: note: launch of 'fill' rewritten to hipLaunchKernelGGL [hipify-launch]
  unsigned blocks = max(limit, 2u);
  long long total = max(static_cast<long long>(bytes), 1ll);
  float scale = min(1.5f, static_cast<float>(total));
  double ratio = max(0.5, static_cast<double>(blocks) / scale);
  (void)ratio;
  printf("%d blocks at %ld\n", blocks, (long)time(nullptr));
  assert(blocks > 0);
}
// CHECK:__global__ void fill(float *out, int n) {
// CHECK:__host__ __device__ int clampToBlock(int n) { return max(1, min(n, 256)); }
// CHECK:void launch(float *out, int n, unsigned limit, size_t bytes) {
// CHECK-NEXT:  hipLaunchKernelGGL(fill, dim3(min(n / 256 + 1, 1024)), dim3(256), 0, 0, out, n);
// CHECK:  unsigned blocks = max(limit, 2u);
// CHECK:  printf("%d blocks at %ld\n", blocks, (long)time(nullptr));
