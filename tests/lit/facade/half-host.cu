// Half-precision arithmetic in host code: CUDA declares __half's operators
// for host and device, HIP 5.2 for device only. The facade declares host
// twins of HIP's device-only friend operators, so host code doing __half
// arithmetic parses as it does against the CUDA SDK.
// REQUIRES: cuda-facade
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify port %s --cuda-path=%t/nocuda -o %t/facade.hip 2> %t/facade.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG "--implicit-check-not={{warning|error}}:" %s < %t/facade.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t/facade.hip
// RUN: %if cuda %{ %hipify port %s --cuda-path=%cuda-path -o %t/sdk.hip %}
// RUN: %if cuda %{ diff %t/sdk.hip %t/facade.hip %}
// MSG:hipify: no CUDA installation found {{.*}}
#include <cuda_fp16.h>
// CHECK:#include <hip/hip_fp16.h>

template <typename scalar_t>
float weighted(const scalar_t *input, const scalar_t *weights, int n) {
  float total = 0.f;
  for (int i = 0; i < n; i++) {
    scalar_t w = weights != nullptr ? weights[i] : static_cast<scalar_t>(1);
    total += static_cast<float>(input[i] * w);
    if (input[i] > w || input[i] == w)
      total -= static_cast<float>(input[i] - w);
  }
  return total;
}

int main() {
  __half in[2] = {__float2half(1.f), __float2half(2.f)};
  __half2 pair = __halves2half2(in[0], in[1]);
  // CHECK:  __half2 pair = __halves2half2(in[0], in[1]);
  return weighted(in, (const __half *)nullptr, 2) > 0.f && __low2half(pair) == in[0] ? 0 : 1;
}
