// By default <<<>>> launches are kept: hip-clang compiles them.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path --stats -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=STATS %s < %t.err
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_runtime.h>
// MSG:{{.*}}launch-chevron.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]

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
  // MSG:{{.*}}launch-chevron.cu:[[@LINE-4]]:3: note: 'cudaMalloc' -> 'hipMalloc' [hipify-api-rename]
  // MSG:{{.*}}launch-chevron.cu:[[@LINE-4]]:3: note: 'cudaStream_t' -> 'hipStream_t' [hipify-api-rename]
  // MSG:{{.*}}launch-chevron.cu:[[@LINE-4]]:3: note: 'cudaStreamCreate' -> 'hipStreamCreate' [hipify-api-rename]
  // MSG:{{.*}}launch-chevron.cu:[[@LINE-4]]:3: note: launch of 'fill' kept in <<<>>> syntax, which hip-clang accepts [hipify-launch]
  // CHECK:  fill<<<2, 128, 0, s>>>(d, 1.0f, 256);
  fill<<<dim3(2), dim3(128)>>>(d, 2.0f, 256);
  // MSG:{{.*}}launch-chevron.cu:[[@LINE-1]]:3: note: launch of 'fill' kept in <<<>>> syntax, which hip-clang accepts [hipify-launch]
  // CHECK:  fill<<<dim3(2), dim3(128)>>>(d, 2.0f, 256);
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
// MSG:{{.*}}launch-chevron.cu:[[@LINE-2]]:10: note: 'cudaDeviceSynchronize' -> 'hipDeviceSynchronize' [hipify-api-rename]
// MSG:{{.*}}launch-chevron.cu:[[@LINE-3]]:37: note: 'cudaSuccess' -> 'hipSuccess' [hipify-api-rename]
// STATS:hipify statistics for {{.*}}launch-chevron.cu:
// STATS-NEXT:  target: HIP 5.2 ({{.*}})
// STATS-NEXT:  function: 3 translated
// STATS-NEXT:  type: 1 translated
// STATS-NEXT:  enum: 1 translated
// STATS-NEXT:  macro: 0 translated
// STATS-NEXT:  header: 1 translated
// STATS-NEXT:  launch: 0 translated
// STATS-NEXT:  total: 6 translated, 0 unsupported, 0 warnings, 0 errors
