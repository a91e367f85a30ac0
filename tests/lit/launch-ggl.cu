// --launch-syntax=ggl rewrites launches to hipLaunchKernelGGL: defaults for
// shared memory and stream, dim3 for grid and block unless already dim3,
// HIP_KERNEL_NAME around template kernels, launches inside macro bodies
// rewritten once in the #define, and launches used as values left alone.
// RUN: %hipify port %s --cuda-path=%cuda-path --launch-syntax=ggl -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=WARN %s < %t.err
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_runtime.h>

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
// CHECK:#define LAUNCH_SCALE(kernel, ptr, n) hipLaunchKernelGGL(kernel, dim3(((n) + 255) / 256), dim3(256), 0, 0, ptr, n)
#define LAUNCH_ONE(ptr) scale<<<1, 32>>>(ptr, 32)
// CHECK:#define LAUNCH_ONE(ptr) hipLaunchKernelGGL(scale, dim3(1), dim3(32), 0, 0, ptr, 32)

static int launched(int previous) { return previous + 1; }

int main() {
  float *d;
  int n = 64;
  cudaMalloc(&d, n * sizeof(float));
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  dim3 grid(1), block(n);

  scale<<<1, n>>>(d, n);
  // CHECK:  hipLaunchKernelGGL(scale, dim3(1), dim3(n), 0, 0, d, n);
  scale<<<grid, block, 0, stream>>>(d, n);
  // CHECK:  hipLaunchKernelGGL(scale, grid, block, 0, stream, d, n);
  scale<<<dim3(1, 1), dim3(n), n * sizeof(float)>>>(d, n);
  // CHECK:  hipLaunchKernelGGL(scale, dim3(1, 1), dim3(n), n * sizeof(float), 0, d, n);
  multiply<float, 3><<<1, n, 0, stream>>>(d, n);
  // CHECK:  hipLaunchKernelGGL(HIP_KERNEL_NAME(multiply<float, 3>), dim3(1), dim3(n), 0, stream, d, n);
  scale<<<1,
          n>>>(d,
               n);
  // CHECK:  hipLaunchKernelGGL(scale, dim3(1), dim3(n), 0, 0, d, n);
  LAUNCH_SCALE(scale, d, n);
  LAUNCH_SCALE(scale, d, 2 * n);
  LAUNCH_ONE(d);
  int count = launched((scale<<<1, n>>>(d, n), 0));
  // CHECK:  int count = launched((scale<<<1, n>>>(d, n), 0));
  // WARN:{{.*}}launch-ggl.cu:[[@LINE-2]]:25: warning: launch of 'scale' left in <<<>>> syntax (which hip-clang accepts): it is used as a value, and hipLaunchKernelGGL is a statement [hipify-launch]
  cudaDeviceSynchronize();
  return count == 1 ? 0 : 1;
}
