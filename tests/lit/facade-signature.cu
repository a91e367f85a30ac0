// hipify-facade-signature: parsed against the CUDA facade (no CUDA
// installation), a call whose arguments are rewritten (a row with an
// argument template: the warp functions' mask, dropped for HIP 5.2) gets a
// note; the call translates as with the CUDA SDK. With the SDK, no note.
// RUN: %hipify port %s --cuda-path=%t.nocuda --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines %s < %t.err
// RUN: FileCheck --match-full-lines --check-prefix=PORT %s < %t.hip
// RUN: %if cuda %{ %hipify port %s --cuda-path=%cuda-path --verbose -o %t.sdk.hip 2> %t.sdk.err %}
// RUN: %if cuda %{ not grep "\[hipify-facade-signature\]" %t.sdk.err %}
// RUN: %if cuda %{ diff %t.hip %t.sdk.hip %}
// REQUIRES: cuda-facade
#include <cuda_runtime.h>

__global__ void k(float *out) {
  float v = __shfl_down_sync(0xffffffffu, out[threadIdx.x], 1);
  // CHECK:{{.*}}facade-signature.cu:[[@LINE-1]]:13: note: '__shfl_down_sync' is declared by the CUDA facade to accept what HIP's call accepts once the arguments are rewritten; without CUDA's own declaration, a call nvcc would reject or resolve to another overload is not detected [hipify-facade-signature]
  // PORT:  float v = __shfl_down(out[threadIdx.x], 1, 32);
  out[threadIdx.x] = v;
}
