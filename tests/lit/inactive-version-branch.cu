// A branch dead under the CUDA the file is parsed with (CUDA 13) is live
// under hipcc, where CUDA's version macros are undefined and `#if
// CUDART_VERSION < 5000` holds: the token pass translates it with the same
// tables, its #include lines too (a header that the port cannot write there
// is reported).
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=MSG %s < %t.err

#include <cuda_runtime.h>
// CHECK:#include <hip/hip_runtime.h>

#if CUDART_VERSION < 5000
#include <cuda.h>
#include "cusparse.h"
#include <cuda_bf16.h>
// CHECK:#if CUDART_VERSION < 5000
// CHECK-NEXT:#include <hip/hip_runtime.h>
// CHECK-NEXT:#include "hipsparse/hipsparse.h"
// CHECK-NEXT:#include <cuda_bf16.h>
// MSG:{{.*}}inactive-version-branch.cu:[[@LINE-5]]:10: warning: 'cuda_bf16.h' is included in an inactive preprocessor branch, where the port cannot write its definition: a HIP build that takes the branch fails there [hipify-token-fallback]
template <class T> int attribute(T *value, CUdevice_attribute which, int dev) {
  return cuDeviceGetAttribute(value, which, dev) == CUDA_SUCCESS ? 0 : 1;
}
// CHECK:template <class T> int attribute(T *value, hipDeviceAttribute_t which, int dev) {
// CHECK-NEXT:  return hipDeviceGetAttribute(value, which, dev) == hipSuccess ? 0 : 1;
#else
int attribute(int *value, cudaDeviceAttr which, int dev) {
  return cudaDeviceGetAttribute(value, which, dev) == cudaSuccess ? 0 : 1;
}
#endif
