// CUDA names the tables have no row for (cuFFT's multi-GPU API, whose
// header cufftXt.h they do not map either) are not in the CUDA facade. Its
// parse finds them undeclared, declares each permissively (a type, a
// function or a value, as clang's errors say) and parses again, so they are
// reported as CUDA API with no entry in the tables, as with the CUDA SDK,
// and not as parse errors. The header is served by the facade (empty, but
// for the names the facade knows) and reported as with the SDK. Output and
// findings are the SDK's.
// REQUIRES: cuda-facade
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify port %s --cuda-path=%t/nocuda -o %t/facade.hip 2> %t/facade.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG "--implicit-check-not={{warning|error}}:" %s < %t/facade.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t/facade.hip
// RUN: %if cuda %{ %hipify port %s --cuda-path=%cuda-path -o %t/sdk.hip 2> %t/sdk.err %}
// RUN: %if cuda %{ diff %t/sdk.hip %t/facade.hip %}
// RUN: %if cuda %{ grep -v "^hipify: " %t/facade.err > %t/facade.findings %}
// RUN: %if cuda %{ diff %t/sdk.err %t/facade.findings %}
// MSG:hipify: no CUDA installation found {{.*}}
#include <cufftXt.h>
// MSG:{{.*}}unknown-names.cu:[[@LINE-1]]:10: warning: CUDA header 'cufftXt.h' has no HIP counterpart in the mapping tables; left unchanged [hipify-include]
// CHECK:#include <cufftXt.h>
#include <cuda_runtime.h>

int transform(cufftHandle plan, cufftComplex *host) {
  // CHECK:int transform(hipfftHandle plan, hipfftComplex *host) {
  cudaLibXtDesc *desc;
  // MSG:{{.*}}unknown-names.cu:[[@LINE-1]]:3: warning: 'cudaLibXtDesc' is CUDA API with no entry in the mapping tables; left unchanged [hipify-unsupported-api]
  // CHECK:  cudaLibXtDesc *desc;
  if (cufftXtMalloc(plan, &desc, CUFFT_XT_FORMAT_INPLACE) != CUFFT_SUCCESS)
  // MSG:{{.*}}unknown-names.cu:[[@LINE-1]]:7: warning: 'cufftXtMalloc' is CUDA API with no entry in the mapping tables; left unchanged [hipify-unsupported-api]
  // MSG:{{.*}}unknown-names.cu:[[@LINE-2]]:34: warning: 'CUFFT_XT_FORMAT_INPLACE' is CUDA API with no entry in the mapping tables; left unchanged [hipify-unsupported-api]
  // CHECK:  if (cufftXtMalloc(plan, &desc, CUFFT_XT_FORMAT_INPLACE) != HIPFFT_SUCCESS)
    return 1;
  cufftXtMemcpy(plan, desc, host, CUFFT_COPY_HOST_TO_DEVICE);
  // MSG:{{.*}}unknown-names.cu:[[@LINE-1]]:3: warning: 'cufftXtMemcpy' is CUDA API with no entry in the mapping tables; left unchanged [hipify-unsupported-api]
  // MSG:{{.*}}unknown-names.cu:[[@LINE-2]]:35: warning: 'CUFFT_COPY_HOST_TO_DEVICE' is CUDA API with no entry in the mapping tables; left unchanged [hipify-unsupported-api]
  cufftXtExecDescriptorC2C(plan, desc, desc, CUFFT_FORWARD);
  // MSG:{{.*}}unknown-names.cu:[[@LINE-1]]:3: warning: 'cufftXtExecDescriptorC2C' is CUDA API with no entry in the mapping tables; left unchanged [hipify-unsupported-api]
  // CHECK:  cufftXtExecDescriptorC2C(plan, desc, desc, HIPFFT_FORWARD);
  return cufftXtFree(desc) == CUFFT_SUCCESS ? 0 : 2;
  // MSG:{{.*}}unknown-names.cu:[[@LINE-1]]:10: warning: 'cufftXtFree' is CUDA API with no entry in the mapping tables; left unchanged [hipify-unsupported-api]
  // CHECK:  return cufftXtFree(desc) == HIPFFT_SUCCESS ? 0 : 2;
}
