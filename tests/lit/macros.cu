// CUDA macros are renamed where they are used; CUDA names inside the user's
// own macros are renamed once, in the #define, whether or not the macro is
// expanded; compilation macros are renamed in #ifdef and defined() tests.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=WARN %s < %t.err
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_runtime.h>
#include <cstdio>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t status_ = (call);                                              \
    if (status_ != cudaSuccess)                                                \
      std::printf("%s\n", cudaGetErrorString(status_));                        \
  } while (0)
// CHECK:    hipError_t status_ = (call);                                              \
// CHECK-NEXT:    if (status_ != hipSuccess)                                                \
// CHECK-NEXT:      std::printf("%s\n", hipGetErrorString(status_));                        \

// Never expanded: still translated, token by token.
#define SYNC_ALL() cudaDeviceSynchronize()
// CHECK:#define SYNC_ALL() hipDeviceSynchronize()

int main() {
  cudaStream_t s;
  CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  // CHECK:  CHECK(hipStreamCreateWithFlags(&s, hipStreamNonBlocking));
  cudaEvent_t e;
  CHECK(cudaEventCreateWithFlags(&e, cudaEventDisableTiming));
  // CHECK:  CHECK(hipEventCreateWithFlags(&e, hipEventDisableTiming));
  CHECK(cudaStreamSynchronize(s));
#ifdef __CUDACC__
// CHECK:#ifdef __HIPCC__
  std::printf("compiled by a CUDA compiler\n");
#endif
#if defined(__CUDA_ARCH__)
// CHECK:#if defined(__HIP_DEVICE_COMPILE__)
#endif
#if __CUDA_ARCH__ >= 700
// CHECK:#if __CUDA_ARCH__ >= 700
// WARN:{{.*}}macros.cu:[[@LINE-2]]:5: warning: '__CUDA_ARCH__' is used for its value, which HIP has no equivalent for (only '__HIP_DEVICE_COMPILE__' tells whether it is defined); left unchanged [hipify-cuda-arch-only]
#endif
  return 0;
}
