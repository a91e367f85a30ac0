// CUDA types are renamed in every position a type can be written.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_runtime.h>
#include <vector>

struct Context {
  cudaStream_t stream;
  // CHECK:  hipStream_t stream;
  cudaEvent_t events[2];
  // CHECK:  hipEvent_t events[2];
};

typedef cudaError_t Status;
// CHECK:typedef hipError_t Status;
using Kind = enum cudaMemcpyKind;
// CHECK:using Kind = enum hipMemcpyKind;

static cudaError_t report(const cudaDeviceProp &prop, cudaStream_t *out);
// CHECK:static hipError_t report(const hipDeviceProp_t &prop, hipStream_t *out);

template <typename T> struct Holder { T value; };

int main() {
  std::vector<cudaStream_t> streams(2);
  // CHECK:  std::vector<hipStream_t> streams(2);
  Holder<cudaEvent_t> holder{};
  // CHECK:  Holder<hipEvent_t> holder{};
  size_t size = sizeof(cudaDeviceProp) + sizeof(struct cudaDeviceProp);
  // CHECK:  size_t size = sizeof(hipDeviceProp_t) + sizeof(struct hipDeviceProp_t);
  cudaStream_t s = static_cast<cudaStream_t>(nullptr);
  // CHECK:  hipStream_t s = static_cast<hipStream_t>(nullptr);
  auto *p = new cudaDeviceProp();
  // CHECK:  auto *p = new hipDeviceProp_t();
  cudaError_t (*query)(int *) = cudaGetDevice;
  // CHECK:  hipError_t (*query)(int *) = hipGetDevice;
  const cudaMemcpyKind kinds[] = {cudaMemcpyHostToDevice};
  // CHECK:  const hipMemcpyKind kinds[] = {hipMemcpyHostToDevice};
  delete p;
  return (int)size + (int)kinds[0] + (s != nullptr) + (query != nullptr) +
         (int)streams.size() + (holder.value != nullptr);
}
