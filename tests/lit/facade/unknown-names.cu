// CUDA names the tables have no row for (cuSOLVER's multi-GPU API, whose
// header cusolverMg.h they do not map either) are not in the CUDA facade. Its
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
#include <cusolverMg.h>
// MSG:{{.*}}unknown-names.cu:[[@LINE-1]]:10: warning: CUDA header 'cusolverMg.h' has no HIP counterpart in the mapping tables; left unchanged [hipify-include]
// CHECK:#include <cusolverMg.h>
#include <cuda_runtime.h>

int factor(cusolverMgHandle_t handle, cudaLibMgMatrixDesc_t desc) {
  // MSG:{{.*}}unknown-names.cu:[[@LINE-1]]:12: warning: 'cusolverMgHandle_t' is CUDA API with no entry in the mapping tables; left unchanged [hipify-unsupported-api]
  // MSG:{{.*}}unknown-names.cu:[[@LINE-2]]:39: warning: 'cudaLibMgMatrixDesc_t' is CUDA API with no entry in the mapping tables; left unchanged [hipify-unsupported-api]
  // CHECK:int factor(cusolverMgHandle_t handle, cudaLibMgMatrixDesc_t desc) {
  int devices[1] = {0};
  if (cusolverMgDeviceSelect(handle, 1, devices) != CUSOLVER_STATUS_SUCCESS)
  // MSG:{{.*}}unknown-names.cu:[[@LINE-1]]:7: warning: 'cusolverMgDeviceSelect' is CUDA API with no entry in the mapping tables; left unchanged [hipify-unsupported-api]
  // CHECK:  if (cusolverMgDeviceSelect(handle, 1, devices) != HIPSOLVER_STATUS_SUCCESS)
    return 1;
  cusolverMgGridMapping_t mapping = CUDALIBMG_GRID_MAPPING_COL_MAJOR;
  // MSG:{{.*}}unknown-names.cu:[[@LINE-1]]:3: warning: 'cusolverMgGridMapping_t' is CUDA API with no entry in the mapping tables; left unchanged [hipify-unsupported-api]
  // MSG:{{.*}}unknown-names.cu:[[@LINE-2]]:37: warning: 'CUDALIBMG_GRID_MAPPING_COL_MAJOR' is CUDA API with no entry in the mapping tables; left unchanged [hipify-unsupported-api]
  (void)mapping;
  cusolverMgDestroyMatrixDesc(desc);
  // MSG:{{.*}}unknown-names.cu:[[@LINE-1]]:3: warning: 'cusolverMgDestroyMatrixDesc' is CUDA API with no entry in the mapping tables; left unchanged [hipify-unsupported-api]
  return cusolverMgDestroy(handle) == CUSOLVER_STATUS_SUCCESS ? 0 : 2;
  // MSG:{{.*}}unknown-names.cu:[[@LINE-1]]:10: warning: 'cusolverMgDestroy' is CUDA API with no entry in the mapping tables; left unchanged [hipify-unsupported-api]
  // CHECK:  return cusolverMgDestroy(handle) == HIPSOLVER_STATUS_SUCCESS ? 0 : 2;
}
