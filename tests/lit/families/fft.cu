// cuFFT -> hipFFT by name pattern (hipFFT is not installed here, so the output
// is not compiled): plan, execute, destroy.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --allow-empty --match-full-lines --check-prefix=WARN %s < %t.err

#include <cufft.h>
// CHECK:#include <hipfft/hipfft.h>

int forward(cufftComplex *data, int n, int batch) {
  // CHECK:int forward(hipfftComplex *data, int n, int batch) {
  cufftHandle plan;
  if (cufftPlan1d(&plan, n, CUFFT_C2C, batch) != CUFFT_SUCCESS)
    return 1;
  cufftResult r = cufftExecC2C(plan, data, data, CUFFT_FORWARD);
  cufftDestroy(plan);
  return r == CUFFT_SUCCESS ? 0 : 1;
  // CHECK:  hipfftHandle plan;
  // CHECK-NEXT:  if (hipfftPlan1d(&plan, n, HIPFFT_C2C, batch) != HIPFFT_SUCCESS)
  // CHECK-NEXT:    return 1;
  // CHECK-NEXT:  hipfftResult r = hipfftExecC2C(plan, data, data, HIPFFT_FORWARD);
  // CHECK-NEXT:  hipfftDestroy(plan);
  // CHECK-NEXT:  return r == HIPFFT_SUCCESS ? 0 : 1;
}

int inverse_real(cufftDoubleComplex *in, cufftDoubleReal *out, int nx, int ny) {
  // CHECK:int inverse_real(hipfftDoubleComplex *in, hipfftDoubleReal *out, int nx, int ny) {
  cufftHandle plan;
  cufftPlan2d(&plan, nx, ny, CUFFT_Z2D);
  cufftExecZ2D(plan, in, out);
  return cufftDestroy(plan);
  // CHECK:  hipfftHandle plan;
  // CHECK-NEXT:  hipfftPlan2d(&plan, nx, ny, HIPFFT_Z2D);
  // CHECK-NEXT:  hipfftExecZ2D(plan, in, out);
  // CHECK-NEXT:  return hipfftDestroy(plan);
}
// WARN-NOT: warning:
