// --launch-syntax=ggl rewrites launches to hipLaunchKernelGGL: defaults for
// shared memory and stream, dim3 for grid and block unless already dim3,
// HIP_KERNEL_NAME around template kernels, launches inside macro bodies
// rewritten once in the #define, and launches used as values left alone.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path --launch-syntax=ggl -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_runtime.h>
// MSG:{{.*}}launch-ggl.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]

__global__ void scale(float *p, int n) {
  if (threadIdx.x < n)
    p[threadIdx.x] *= 2.0f;
}

template <typename T, int Factor>
__global__ void multiply(T *p, int n) {
  if (threadIdx.x < n)
    p[threadIdx.x] *= Factor;
}

#define LAUNCH_SCALE(kernel, ptr, n) kernel<<<((n) + 255) / 256, 256>>>(ptr, n)
// MSG:{{.*}}launch-ggl.cu:[[@LINE-1]]:38: note: launch of 'scale' rewritten to hipLaunchKernelGGL [hipify-launch]
// CHECK:#define LAUNCH_SCALE(kernel, ptr, n) hipLaunchKernelGGL(kernel, dim3(((n) + 255) / 256), dim3(256), 0, 0, ptr, n)
#define LAUNCH_ONE(ptr) scale<<<1, 32>>>(ptr, 32)
// MSG:{{.*}}launch-ggl.cu:[[@LINE-1]]:25: note: launch of 'scale' rewritten to hipLaunchKernelGGL [hipify-launch]
// CHECK:#define LAUNCH_ONE(ptr) hipLaunchKernelGGL(scale, dim3(1), dim3(32), 0, 0, ptr, 32)

static int launched(int previous) { return previous + 1; }

int main() {
  float *d;
  int n = 64;
  cudaMalloc(&d, n * sizeof(float));
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  dim3 grid(1), block(n);
  // MSG:{{.*}}launch-ggl.cu:[[@LINE-4]]:3: note: 'cudaMalloc' -> 'hipMalloc' [hipify-api-rename]
  // MSG:{{.*}}launch-ggl.cu:[[@LINE-4]]:3: note: 'cudaStream_t' -> 'hipStream_t' [hipify-api-rename]
  // MSG:{{.*}}launch-ggl.cu:[[@LINE-4]]:3: note: 'cudaStreamCreate' -> 'hipStreamCreate' [hipify-api-rename]

  scale<<<1, n>>>(d, n);
  // MSG:{{.*}}launch-ggl.cu:[[@LINE-1]]:3: note: launch of 'scale' rewritten to hipLaunchKernelGGL [hipify-launch]
  // CHECK:  hipLaunchKernelGGL(scale, dim3(1), dim3(n), 0, 0, d, n);
  scale<<<grid, block, 0, stream>>>(d, n);
  // MSG:{{.*}}launch-ggl.cu:[[@LINE-1]]:3: note: launch of 'scale' rewritten to hipLaunchKernelGGL [hipify-launch]
  // CHECK:  hipLaunchKernelGGL(scale, grid, block, 0, stream, d, n);
  scale<<<dim3(1, 1), dim3(n), n * sizeof(float)>>>(d, n);
  // MSG:{{.*}}launch-ggl.cu:[[@LINE-1]]:3: note: launch of 'scale' rewritten to hipLaunchKernelGGL [hipify-launch]
  // CHECK:  hipLaunchKernelGGL(scale, dim3(1, 1), dim3(n), n * sizeof(float), 0, d, n);
  multiply<float, 3><<<1, n, 0, stream>>>(d, n);
  // MSG:{{.*}}launch-ggl.cu:[[@LINE-1]]:3: note: launch of 'multiply' rewritten to hipLaunchKernelGGL [hipify-launch]
  // CHECK:  hipLaunchKernelGGL(HIP_KERNEL_NAME(multiply<float, 3>), dim3(1), dim3(n), 0, stream, d, n);
  scale<<<1,
          n>>>(d,
               n);
  // MSG:{{.*}}launch-ggl.cu:[[@LINE-3]]:3: note: launch of 'scale' rewritten to hipLaunchKernelGGL [hipify-launch]
  // CHECK:  hipLaunchKernelGGL(scale, dim3(1), dim3(n), 0, 0, d, n);
  LAUNCH_SCALE(scale, d, n);
  LAUNCH_SCALE(scale, d, 2 * n);
  LAUNCH_ONE(d);
  int count = launched((scale<<<1, n>>>(d, n), 0));
  // MSG:{{.*}}launch-ggl.cu:[[@LINE-1]]:25: warning: launch of 'scale' left in <<<>>> syntax (which hip-clang accepts): it is used as a value, and hipLaunchKernelGGL is a statement [hipify-launch]
  // CHECK:  int count = launched((scale<<<1, n>>>(d, n), 0));
  cudaDeviceSynchronize();
  return count == 1 ? 0 : 1;
}
// MSG:{{.*}}launch-ggl.cu:[[@LINE-3]]:3: note: 'cudaDeviceSynchronize' -> 'hipDeviceSynchronize' [hipify-api-rename]
