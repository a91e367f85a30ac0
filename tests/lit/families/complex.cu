// cuComplex.h -> hip_complex.h: cuX -> hipX, make_cuX -> make_hipX, in host,
// device and host-device code.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuComplex.h>
#include <cuda_runtime.h>
// MSG:{{.*}}complex.cu:[[@LINE-2]]:10: note: 'cuComplex.h' -> 'hip/hip_complex.h' [hipify-include]
// MSG:{{.*}}complex.cu:[[@LINE-2]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]
// CHECK:#include <hip/hip_complex.h>
// CHECK-NEXT:#include <hip/hip_runtime.h>

__global__ void zmul(int n, const cuDoubleComplex *a, const cuDoubleComplex *b,
                     cuDoubleComplex *c) {
  // MSG:{{.*}}complex.cu:[[@LINE-2]]:35: note: 'cuDoubleComplex' -> 'hipDoubleComplex' [hipify-api-rename]
  // MSG:{{.*}}complex.cu:[[@LINE-3]]:61: note: 'cuDoubleComplex' -> 'hipDoubleComplex' [hipify-api-rename]
  // MSG:{{.*}}complex.cu:[[@LINE-3]]:22: note: 'cuDoubleComplex' -> 'hipDoubleComplex' [hipify-api-rename]
  // CHECK:__global__ void zmul(int n, const hipDoubleComplex *a, const hipDoubleComplex *b,
  // CHECK-NEXT:                     hipDoubleComplex *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = cuCadd(cuCmul(a[i], b[i]), make_cuDoubleComplex(1.0, 0.0));
  // MSG:{{.*}}complex.cu:[[@LINE-1]]:12: note: 'cuCadd' -> 'hipCadd' [hipify-api-rename]
  // MSG:{{.*}}complex.cu:[[@LINE-2]]:19: note: 'cuCmul' -> 'hipCmul' [hipify-api-rename]
  // MSG:{{.*}}complex.cu:[[@LINE-3]]:39: note: 'make_cuDoubleComplex' -> 'make_hipDoubleComplex' [hipify-api-rename]
  // CHECK:    c[i] = hipCadd(hipCmul(a[i], b[i]), make_hipDoubleComplex(1.0, 0.0));
}

__host__ __device__ float magnitude(cuFloatComplex z) {
  cuFloatComplex w = cuConjf(z);
  return cuCabsf(z) + cuCrealf(w) * 0.0f + cuCimagf(w) * 0.0f;
  // MSG:{{.*}}complex.cu:[[@LINE-3]]:37: note: 'cuFloatComplex' -> 'hipFloatComplex' [hipify-api-rename]
  // MSG:{{.*}}complex.cu:[[@LINE-3]]:3: note: 'cuFloatComplex' -> 'hipFloatComplex' [hipify-api-rename]
  // MSG:{{.*}}complex.cu:[[@LINE-4]]:22: note: 'cuConjf' -> 'hipConjf' [hipify-api-rename]
  // MSG:{{.*}}complex.cu:[[@LINE-4]]:10: note: 'cuCabsf' -> 'hipCabsf' [hipify-api-rename]
  // MSG:{{.*}}complex.cu:[[@LINE-5]]:23: note: 'cuCrealf' -> 'hipCrealf' [hipify-api-rename]
  // MSG:{{.*}}complex.cu:[[@LINE-6]]:44: note: 'cuCimagf' -> 'hipCimagf' [hipify-api-rename]
  // CHECK:__host__ __device__ float magnitude(hipFloatComplex z) {
  // CHECK-NEXT:  hipFloatComplex w = hipConjf(z);
  // CHECK-NEXT:  return hipCabsf(z) + hipCrealf(w) * 0.0f + hipCimagf(w) * 0.0f;
}

cuFloatComplex scale(cuFloatComplex z, float s) {
  return cuCmulf(z, make_cuFloatComplex(s, 0.0f));
  // MSG:{{.*}}complex.cu:[[@LINE-2]]:1: note: 'cuFloatComplex' -> 'hipFloatComplex' [hipify-api-rename]
  // MSG:{{.*}}complex.cu:[[@LINE-3]]:22: note: 'cuFloatComplex' -> 'hipFloatComplex' [hipify-api-rename]
  // MSG:{{.*}}complex.cu:[[@LINE-3]]:10: note: 'cuCmulf' -> 'hipCmulf' [hipify-api-rename]
  // MSG:{{.*}}complex.cu:[[@LINE-4]]:21: note: 'make_cuFloatComplex' -> 'make_hipFloatComplex' [hipify-api-rename]
  // CHECK:hipFloatComplex scale(hipFloatComplex z, float s) {
  // CHECK-NEXT:  return hipCmulf(z, make_hipFloatComplex(s, 0.0f));
}
