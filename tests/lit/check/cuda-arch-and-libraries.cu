// hipify-cuda-arch-only for __CUDA_ARCH__ values (not for defined tests);
// hipify-library-unavailable for CUDA-only libraries; hipify-unsupported-api.
// RUN: %hipify check %s --cuda-path=%cuda-path --fail-on=none -- -I%S/Inputs/cuda-libs > %t.txt
// RUN: FileCheck --match-full-lines %s < %t.txt
#include <cuda_runtime.h>
#include <nvjpeg.h>
// CHECK:{{.*}}cuda-arch-and-libraries.cu:[[@LINE-1]]:10: warning: CUDA header 'nvjpeg.h' has no HIP counterpart (nvJPEG has no HIP counterpart (rocJPEG is not part of HIP)); left unchanged [hipify-library-unavailable]

#if __CUDA_ARCH__ >= 800
// CHECK-NEXT:{{.*}}cuda-arch-and-libraries.cu:[[@LINE-1]]:5: warning: '__CUDA_ARCH__' is used for its value, which HIP has no equivalent for (only '__HIP_DEVICE_COMPILE__' tells whether it is defined); left unchanged [hipify-cuda-arch-only]
#define FAST 1
#endif
#if defined(__CUDA_ARCH__)
#define DEVICE 1
#endif

int main() {
  cudaGraphExec_t exec;
  return cudaArrayGetMemoryRequirements(nullptr, nullptr, 0);
  // CHECK-NEXT:{{.*}}cuda-arch-and-libraries.cu:[[@LINE-1]]:10: warning: 'cudaArrayGetMemoryRequirements' has no HIP equivalent ({{.*}}); left unchanged [hipify-unsupported-api]
}
// CHECK-NOT:{{.}}
