// Against the CUDA facade, CUDA's structs and enums can be named with
// `struct`/`enum` as with CUDA's headers: HIP's tags take the CUDA names
// (the facade's prelude defines hipDeviceProp_t as cudaDeviceProp, ...,
// before HIP's headers are read), so the file parses and translates as it
// does against the CUDA SDK.
// REQUIRES: cuda-facade
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify port %s --cuda-path=%t/nocuda --verbose -o %t/facade.hip 2> %t/facade.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG "--implicit-check-not={{warning|error}}:" %s < %t/facade.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t/facade.hip
// RUN: %if cuda %{ %hipify port %s --cuda-path=%cuda-path -o %t/sdk.hip %}
// RUN: %if cuda %{ diff %t/sdk.hip %t/facade.hip %}
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -fsyntax-only %t/facade.hip %}
#include <cuda.h>
#include <cuda_runtime.h>

static enum cudaError check(enum cudaMemcpyKind kind, struct CUstream_st *raw) {
  // CHECK:static enum hipError_t check(enum hipMemcpyKind kind, struct ihipStream_t *raw) {
  // MSG:{{.*}}elaborated-specifiers.cu:[[@LINE-2]]:13: note: 'cudaError' -> 'hipError_t' {{.*}}[hipify-api-rename]
  // MSG:{{.*}}elaborated-specifiers.cu:[[@LINE-3]]:34: note: 'cudaMemcpyKind' -> 'hipMemcpyKind' [hipify-api-rename]
  // MSG:{{.*}}elaborated-specifiers.cu:[[@LINE-4]]:62: note: 'CUstream_st' -> 'ihipStream_t' {{.*}}[hipify-api-rename]
  cudaStream_t stream = raw;
  // CHECK:  hipStream_t stream = raw;
  return kind == cudaMemcpyHostToDevice ? cudaStreamSynchronize(stream) : cudaSuccess;
  // CHECK:  return kind == hipMemcpyHostToDevice ? hipStreamSynchronize(stream) : hipSuccess;
}

int main() {
  struct cudaDeviceProp prop;
  // CHECK:  struct hipDeviceProp_t prop;
  cudaGetDeviceProperties(&prop, 0);
  // CHECK:  hipGetDeviceProperties(&prop, 0);
  struct cudaPitchedPtr pitched = make_cudaPitchedPtr(nullptr, 64, 16, 4);
  // CHECK:  struct hipPitchedPtr pitched = make_hipPitchedPtr(nullptr, 64, 16, 4);
  struct cudaExtent extent = make_cudaExtent(16, 4, 1);
  // CHECK:  struct hipExtent extent = make_hipExtent(16, 4, 1);
  enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost;
  // CHECK:  enum hipMemcpyKind kind = hipMemcpyDeviceToHost;
  return check(kind, nullptr) == cudaSuccess && pitched.pitch == 64 &&
         extent.width == 16 && prop.major > 0;
  // CHECK:  return check(kind, nullptr) == hipSuccess && pitched.pitch == 64 &&
}
