// CUDA macros are renamed where they are used; CUDA names inside the user's
// own macros are renamed once, in the #define, whether or not the macro is
// expanded; compilation macros are renamed in #ifdef and defined() tests.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_runtime.h>
#include <cstdio>
// MSG:{{.*}}macros.cu:[[@LINE-2]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t status_ = (call);                                              \
    if (status_ != cudaSuccess)                                                \
      std::printf("%s\n", cudaGetErrorString(status_));                        \
  } while (0)
// MSG:{{.*}}macros.cu:[[@LINE-4]]:5: note: 'cudaError_t' -> 'hipError_t' [hipify-api-rename]
// MSG:{{.*}}macros.cu:[[@LINE-4]]:20: note: 'cudaSuccess' -> 'hipSuccess' [hipify-api-rename]
// MSG:{{.*}}macros.cu:[[@LINE-4]]:27: note: 'cudaGetErrorString' -> 'hipGetErrorString' [hipify-api-rename]
// CHECK:    hipError_t status_ = (call);                                              \
// CHECK-NEXT:    if (status_ != hipSuccess)                                                \
// CHECK-NEXT:      std::printf("%s\n", hipGetErrorString(status_));                        \

// Never expanded: still translated, token by token.
#define SYNC_ALL() cudaDeviceSynchronize()
// MSG:{{.*}}macros.cu:[[@LINE-1]]:20: note: 'cudaDeviceSynchronize' -> 'hipDeviceSynchronize' (in the body of macro 'SYNC_ALL', which is not used in this file) [hipify-token-fallback]
// CHECK:#define SYNC_ALL() hipDeviceSynchronize()

int main() {
  cudaStream_t s;
  CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  // MSG:{{.*}}macros.cu:[[@LINE-2]]:3: note: 'cudaStream_t' -> 'hipStream_t' [hipify-api-rename]
  // MSG:{{.*}}macros.cu:[[@LINE-2]]:9: note: 'cudaStreamCreateWithFlags' -> 'hipStreamCreateWithFlags' [hipify-api-rename]
  // MSG:{{.*}}macros.cu:[[@LINE-3]]:39: note: 'cudaStreamNonBlocking' -> 'hipStreamNonBlocking' [hipify-api-rename]
  // CHECK:  CHECK(hipStreamCreateWithFlags(&s, hipStreamNonBlocking));
  cudaEvent_t e;
  CHECK(cudaEventCreateWithFlags(&e, cudaEventDisableTiming));
  // MSG:{{.*}}macros.cu:[[@LINE-2]]:3: note: 'cudaEvent_t' -> 'hipEvent_t' [hipify-api-rename]
  // MSG:{{.*}}macros.cu:[[@LINE-2]]:9: note: 'cudaEventCreateWithFlags' -> 'hipEventCreateWithFlags' [hipify-api-rename]
  // MSG:{{.*}}macros.cu:[[@LINE-3]]:38: note: 'cudaEventDisableTiming' -> 'hipEventDisableTiming' [hipify-api-rename]
  // CHECK:  CHECK(hipEventCreateWithFlags(&e, hipEventDisableTiming));
  CHECK(cudaStreamSynchronize(s));
#ifdef __CUDACC__
// MSG:{{.*}}macros.cu:[[@LINE-2]]:9: note: 'cudaStreamSynchronize' -> 'hipStreamSynchronize' [hipify-api-rename]
// MSG:{{.*}}macros.cu:[[@LINE-2]]:8: note: '__CUDACC__' -> '__HIPCC__' (the compiler-defined macro that tells a CUDA (HIP) compilation) [hipify-api-rename]
// CHECK:#ifdef __HIPCC__
  std::printf("compiled by a CUDA compiler\n");
#endif
#if defined(__CUDA_ARCH__)
// MSG:{{.*}}macros.cu:[[@LINE-1]]:13: note: '__CUDA_ARCH__' -> '__HIP_DEVICE_COMPILE__' (__HIP_DEVICE_COMPILE__ tells device from host compilation but carries no architecture number) [hipify-api-rename]
// CHECK:#if defined(__HIP_DEVICE_COMPILE__)
#endif
#if __CUDA_ARCH__ >= 700
// MSG:{{.*}}macros.cu:[[@LINE-1]]:5: warning: '__CUDA_ARCH__' is used for its value, which HIP has no equivalent for (only '__HIP_DEVICE_COMPILE__' tells whether it is defined); left unchanged [hipify-cuda-arch-only]
// CHECK:#if __CUDA_ARCH__ >= 700
#endif
  return 0;
}
