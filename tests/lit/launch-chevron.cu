// By default <<<>>> launches are kept: hip-clang compiles them.
// RUN: %hipify port %s --cuda-path=%cuda-path --stats -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=STATS %s < %t.err
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_runtime.h>

__global__ void fill(float *p, float v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = v;
}

int main() {
  float *d;
  cudaMalloc(&d, 256 * sizeof(float));
  cudaStream_t s;
  cudaStreamCreate(&s);
  fill<<<2, 128, 0, s>>>(d, 1.0f, 256);
  // CHECK:  fill<<<2, 128, 0, s>>>(d, 1.0f, 256);
  fill<<<dim3(2), dim3(128)>>>(d, 2.0f, 256);
  // CHECK:  fill<<<dim3(2), dim3(128)>>>(d, 2.0f, 256);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
// STATS:hipify statistics for {{.*}}launch-chevron.cu:
// STATS-NEXT:  target: HIP 5.2 ({{.*}})
// STATS-NEXT:  function: 3 translated
// STATS-NEXT:  type: 1 translated
// STATS-NEXT:  enum: 1 translated
// STATS-NEXT:  macro: 0 translated
// STATS-NEXT:  header: 1 translated
// STATS-NEXT:  launch: 0 translated
// STATS-NEXT:  total: 6 translated, 0 unsupported, 0 warnings, 0 errors
