// A CUDA name glued together with ## exists only inside the expansion:
// hipify cannot edit it and says so, at the use.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip

#include <cuda_runtime.h>
// MSG:{{.*}}macro-pasted.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]

#define MAKE_NAME(x) cuda##x
#define SYNC_PASTED() MAKE_NAME(DeviceSynchronize)()
// CHECK:#define SYNC_PASTED() MAKE_NAME(DeviceSynchronize)()

int main() {
  return SYNC_PASTED() == cudaSuccess ? 0 : 1;
  // MSG:{{.*}}macro-pasted.cu:[[@LINE-1]]:10: warning: 'cudaDeviceSynchronize' is formed inside a macro expansion hipify cannot edit; replace it with 'hipDeviceSynchronize' by hand [hipify-macro-unrewritable]
  // MSG:{{.*}}macro-pasted.cu:[[@LINE-2]]:27: note: 'cudaSuccess' -> 'hipSuccess' [hipify-api-rename]
  // CHECK:  return SYNC_PASTED() == hipSuccess ? 0 : 1;
}
