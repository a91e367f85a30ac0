// CUDA's C++ conveniences that HIP declares later or never: a template
// overload over the pointer's type (HIP 5.2's hipMallocPitch and
// hipHostGetDevicePointer take void **) gets CUDA's cast, and a default
// argument HIP lacks (hipMalloc3DArray's flags; hipStreamWaitEvent's before
// HIP 6.1) is written out with CUDA's value. A call HIP accepts as written
// (hipMalloc's template, hipMallocArray's defaults) is left alone. The port
// builds with HIP 5.2.
// RUN: %hipify port %s --verbose --hip-version=5.2 --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -std=c++17 -fsyntax-only -x hip %t.hip %}
// RUN: %hipify port %s --verbose --hip-version=6.2 --cuda-path=%cuda-path -o %t.62.hip 2> %t.62.err
// RUN: FileCheck --match-full-lines --check-prefix=NEW %s < %t.62.hip
#include <cuda_runtime.h>

int main() {
  float *d;
  size_t pitch;
  cudaMallocPitch(&d, &pitch, 64 * sizeof(float), 64);
  // MSG:{{.*}}host-overloads.cu:[[@LINE-1]]:19: note: arguments of 'cudaMallocPitch': 'hipMallocPitch' has no template overload in HIP 5.2 or a newer release: the arguments are cast as CUDA's template casts them [hipify-argument-rewrite]
  // CHECK:  hipMallocPitch((void **)(&d), &pitch, 64 * sizeof(float), 64);
  float *h, *mapped;
  cudaHostAlloc(&h, 64, cudaHostAllocMapped);
  cudaHostGetDevicePointer(&mapped, h, 0);
  // MSG:{{.*}}host-overloads.cu:[[@LINE-1]]:28: note: arguments of 'cudaHostGetDevicePointer': 'hipHostGetDevicePointer' has no template overload in HIP 5.2 or a newer release: the arguments are cast as CUDA's template casts them [hipify-argument-rewrite]
  // CHECK:  hipHostGetDevicePointer((void **)(&mapped), h, 0);
  cudaArray_t array;
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  cudaMalloc3DArray(&array, &desc, make_cudaExtent(4, 4, 4));
  // MSG:{{.*}}host-overloads.cu:[[@LINE-1]]:21: note: arguments of 'cudaMalloc3DArray': 'hipMalloc3DArray' has no default for argument 4 in HIP 5.2 or a newer release: CUDA's default (0) written [hipify-argument-rewrite]
  // CHECK:  hipMalloc3DArray(&array, &desc, make_hipExtent(4, 4, 4), 0);
  cudaMallocArray(&array, &desc, 4);
  // CHECK:  hipMallocArray(&array, &desc, 4);
  cudaStream_t stream;
  cudaEvent_t event;
  cudaStreamCreate(&stream);
  cudaEventCreate(&event);
  cudaStreamWaitEvent(stream, event);
  // MSG:{{.*}}host-overloads.cu:[[@LINE-1]]:23: note: arguments of 'cudaStreamWaitEvent': 'hipStreamWaitEvent' has no default for argument 3 in HIP 5.2 or a newer release: CUDA's default (0) written [hipify-argument-rewrite]
  // CHECK:  hipStreamWaitEvent(stream, event, 0);
  // NEW:  hipStreamWaitEvent(stream, event);
  int *m;
  cudaMalloc(&m, 16);
  // CHECK:  hipMalloc(&m, 16);
  return 0;
}
