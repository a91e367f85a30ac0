// cuFFT -> hipFFT by name pattern (hipFFT is not installed here, so the output
// is not compiled): plan, execute, destroy.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip

#include <cufft.h>
// MSG:{{.*}}fft.cu:[[@LINE-1]]:1: note: 'hip/hip_runtime.h' included: the file uses CUDA without including a runtime header, which nvcc includes implicitly and hipcc does not [hipify-include]
// MSG:{{.*}}fft.cu:[[@LINE-2]]:10: note: 'cufft.h' -> 'hipfft/hipfft.h' [hipify-include]
// CHECK:#include <hipfft/hipfft.h>

int forward(cufftComplex *data, int n, int batch) {
  // MSG:{{.*}}fft.cu:[[@LINE-1]]:13: note: 'cufftComplex' -> 'hipfftComplex' [hipify-api-rename]
  // CHECK:int forward(hipfftComplex *data, int n, int batch) {
  cufftHandle plan;
  if (cufftPlan1d(&plan, n, CUFFT_C2C, batch) != CUFFT_SUCCESS)
    return 1;
  cufftResult r = cufftExecC2C(plan, data, data, CUFFT_FORWARD);
  cufftDestroy(plan);
  return r == CUFFT_SUCCESS ? 0 : 1;
  // MSG:{{.*}}fft.cu:[[@LINE-6]]:3: note: 'cufftHandle' -> 'hipfftHandle' [hipify-api-rename]
  // MSG:{{.*}}fft.cu:[[@LINE-6]]:7: note: 'cufftPlan1d' -> 'hipfftPlan1d' [hipify-api-rename]
  // MSG:{{.*}}fft.cu:[[@LINE-7]]:29: note: 'CUFFT_C2C' -> 'HIPFFT_C2C' [hipify-api-rename]
  // MSG:{{.*}}fft.cu:[[@LINE-8]]:50: note: 'CUFFT_SUCCESS' -> 'HIPFFT_SUCCESS' [hipify-api-rename]
  // MSG:{{.*}}fft.cu:[[@LINE-7]]:3: note: 'cufftResult' -> 'hipfftResult' [hipify-api-rename]
  // MSG:{{.*}}fft.cu:[[@LINE-8]]:19: note: 'cufftExecC2C' -> 'hipfftExecC2C' [hipify-api-rename]
  // MSG:{{.*}}fft.cu:[[@LINE-9]]:50: note: 'CUFFT_FORWARD' -> 'HIPFFT_FORWARD' [hipify-api-rename]
  // MSG:{{.*}}fft.cu:[[@LINE-9]]:3: note: 'cufftDestroy' -> 'hipfftDestroy' [hipify-api-rename]
  // MSG:{{.*}}fft.cu:[[@LINE-9]]:15: note: 'CUFFT_SUCCESS' -> 'HIPFFT_SUCCESS' [hipify-api-rename]
  // CHECK:  hipfftHandle plan;
  // CHECK-NEXT:  if (hipfftPlan1d(&plan, n, HIPFFT_C2C, batch) != HIPFFT_SUCCESS)
  // CHECK-NEXT:    return 1;
  // CHECK-NEXT:  hipfftResult r = hipfftExecC2C(plan, data, data, HIPFFT_FORWARD);
  // CHECK-NEXT:  hipfftDestroy(plan);
  // CHECK-NEXT:  return r == HIPFFT_SUCCESS ? 0 : 1;
}

int inverse_real(cufftDoubleComplex *in, cufftDoubleReal *out, int nx, int ny) {
  // MSG:{{.*}}fft.cu:[[@LINE-1]]:18: note: 'cufftDoubleComplex' -> 'hipfftDoubleComplex' [hipify-api-rename]
  // MSG:{{.*}}fft.cu:[[@LINE-2]]:42: note: 'cufftDoubleReal' -> 'hipfftDoubleReal' [hipify-api-rename]
  // CHECK:int inverse_real(hipfftDoubleComplex *in, hipfftDoubleReal *out, int nx, int ny) {
  cufftHandle plan;
  cufftPlan2d(&plan, nx, ny, CUFFT_Z2D);
  cufftExecZ2D(plan, in, out);
  return cufftDestroy(plan);
  // MSG:{{.*}}fft.cu:[[@LINE-4]]:3: note: 'cufftHandle' -> 'hipfftHandle' [hipify-api-rename]
  // MSG:{{.*}}fft.cu:[[@LINE-4]]:3: note: 'cufftPlan2d' -> 'hipfftPlan2d' [hipify-api-rename]
  // MSG:{{.*}}fft.cu:[[@LINE-5]]:30: note: 'CUFFT_Z2D' -> 'HIPFFT_Z2D' [hipify-api-rename]
  // MSG:{{.*}}fft.cu:[[@LINE-5]]:3: note: 'cufftExecZ2D' -> 'hipfftExecZ2D' [hipify-api-rename]
  // MSG:{{.*}}fft.cu:[[@LINE-5]]:10: note: 'cufftDestroy' -> 'hipfftDestroy' [hipify-api-rename]
  // CHECK:  hipfftHandle plan;
  // CHECK-NEXT:  hipfftPlan2d(&plan, nx, ny, HIPFFT_Z2D);
  // CHECK-NEXT:  hipfftExecZ2D(plan, in, out);
  // CHECK-NEXT:  return hipfftDestroy(plan);
}
