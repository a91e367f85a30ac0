// cuComplex.h -> hip_complex.h: cuX -> hipX, make_cuX -> make_hipX, in host,
// device and host-device code.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --allow-empty --match-full-lines --check-prefix=WARN %s < %t.err
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuComplex.h>
#include <cuda_runtime.h>
// CHECK:#include <hip/hip_complex.h>
// CHECK-NEXT:#include <hip/hip_runtime.h>

__global__ void zmul(int n, const cuDoubleComplex *a, const cuDoubleComplex *b,
                     cuDoubleComplex *c) {
  // CHECK:__global__ void zmul(int n, const hipDoubleComplex *a, const hipDoubleComplex *b,
  // CHECK-NEXT:                     hipDoubleComplex *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = cuCadd(cuCmul(a[i], b[i]), make_cuDoubleComplex(1.0, 0.0));
  // CHECK:    c[i] = hipCadd(hipCmul(a[i], b[i]), make_hipDoubleComplex(1.0, 0.0));
}

__host__ __device__ float magnitude(cuFloatComplex z) {
  cuFloatComplex w = cuConjf(z);
  return cuCabsf(z) + cuCrealf(w) * 0.0f + cuCimagf(w) * 0.0f;
  // CHECK:__host__ __device__ float magnitude(hipFloatComplex z) {
  // CHECK-NEXT:  hipFloatComplex w = hipConjf(z);
  // CHECK-NEXT:  return hipCabsf(z) + hipCrealf(w) * 0.0f + hipCimagf(w) * 0.0f;
}

cuFloatComplex scale(cuFloatComplex z, float s) {
  return cuCmulf(z, make_cuFloatComplex(s, 0.0f));
  // CHECK:hipFloatComplex scale(hipFloatComplex z, float s) {
  // CHECK-NEXT:  return hipCmulf(z, make_hipFloatComplex(s, 0.0f));
}
// WARN-NOT: warning:
