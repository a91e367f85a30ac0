// CUDA types are renamed in every position a type can be written.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cuda_runtime.h>
#include <vector>
// MSG:{{.*}}types.cu:[[@LINE-2]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]

struct Context {
  cudaStream_t stream;
  // MSG:{{.*}}types.cu:[[@LINE-1]]:3: note: 'cudaStream_t' -> 'hipStream_t' [hipify-api-rename]
  // CHECK:  hipStream_t stream;
  cudaEvent_t events[2];
  // MSG:{{.*}}types.cu:[[@LINE-1]]:3: note: 'cudaEvent_t' -> 'hipEvent_t' [hipify-api-rename]
  // CHECK:  hipEvent_t events[2];
};

typedef cudaError_t Status;
// MSG:{{.*}}types.cu:[[@LINE-1]]:9: note: 'cudaError_t' -> 'hipError_t' [hipify-api-rename]
// CHECK:typedef hipError_t Status;
using Kind = enum cudaMemcpyKind;
// MSG:{{.*}}types.cu:[[@LINE-1]]:19: note: 'cudaMemcpyKind' -> 'hipMemcpyKind' [hipify-api-rename]
// CHECK:using Kind = enum hipMemcpyKind;

static cudaError_t report(const cudaDeviceProp &prop, cudaStream_t *out);
// MSG:{{.*}}types.cu:[[@LINE-1]]:8: note: 'cudaError_t' -> 'hipError_t' [hipify-api-rename]
// MSG:{{.*}}types.cu:[[@LINE-2]]:33: note: 'cudaDeviceProp' -> 'hipDeviceProp_t' (derived: HIP spells the type with a _t suffix) [hipify-api-rename]
// MSG:{{.*}}types.cu:[[@LINE-3]]:55: note: 'cudaStream_t' -> 'hipStream_t' [hipify-api-rename]
// CHECK:static hipError_t report(const hipDeviceProp_t &prop, hipStream_t *out);

template <typename T> struct Holder { T value; };

int main() {
  std::vector<cudaStream_t> streams(2);
  // MSG:{{.*}}types.cu:[[@LINE-1]]:15: note: 'cudaStream_t' -> 'hipStream_t' [hipify-api-rename]
  // CHECK:  std::vector<hipStream_t> streams(2);
  Holder<cudaEvent_t> holder{};
  // MSG:{{.*}}types.cu:[[@LINE-1]]:10: note: 'cudaEvent_t' -> 'hipEvent_t' [hipify-api-rename]
  // CHECK:  Holder<hipEvent_t> holder{};
  size_t size = sizeof(cudaDeviceProp) + sizeof(struct cudaDeviceProp);
  // MSG:{{.*}}types.cu:[[@LINE-1]]:24: note: 'cudaDeviceProp' -> 'hipDeviceProp_t' (derived: HIP spells the type with a _t suffix) [hipify-api-rename]
  // MSG:{{.*}}types.cu:[[@LINE-2]]:56: note: 'cudaDeviceProp' -> 'hipDeviceProp_t' (derived: HIP spells the type with a _t suffix) [hipify-api-rename]
  // CHECK:  size_t size = sizeof(hipDeviceProp_t) + sizeof(struct hipDeviceProp_t);
  cudaStream_t s = static_cast<cudaStream_t>(nullptr);
  // MSG:{{.*}}types.cu:[[@LINE-1]]:3: note: 'cudaStream_t' -> 'hipStream_t' [hipify-api-rename]
  // MSG:{{.*}}types.cu:[[@LINE-2]]:32: note: 'cudaStream_t' -> 'hipStream_t' [hipify-api-rename]
  // CHECK:  hipStream_t s = static_cast<hipStream_t>(nullptr);
  auto *p = new cudaDeviceProp();
  // MSG:{{.*}}types.cu:[[@LINE-1]]:17: note: 'cudaDeviceProp' -> 'hipDeviceProp_t' (derived: HIP spells the type with a _t suffix) [hipify-api-rename]
  // CHECK:  auto *p = new hipDeviceProp_t();
  cudaError_t (*query)(int *) = cudaGetDevice;
  // MSG:{{.*}}types.cu:[[@LINE-1]]:3: note: 'cudaError_t' -> 'hipError_t' [hipify-api-rename]
  // MSG:{{.*}}types.cu:[[@LINE-2]]:33: note: 'cudaGetDevice' -> 'hipGetDevice' [hipify-api-rename]
  // CHECK:  hipError_t (*query)(int *) = hipGetDevice;
  const cudaMemcpyKind kinds[] = {cudaMemcpyHostToDevice};
  // MSG:{{.*}}types.cu:[[@LINE-1]]:9: note: 'cudaMemcpyKind' -> 'hipMemcpyKind' [hipify-api-rename]
  // MSG:{{.*}}types.cu:[[@LINE-2]]:35: note: 'cudaMemcpyHostToDevice' -> 'hipMemcpyHostToDevice' [hipify-api-rename]
  // CHECK:  const hipMemcpyKind kinds[] = {hipMemcpyHostToDevice};
  delete p;
  return (int)size + (int)kinds[0] + (s != nullptr) + (query != nullptr) +
         (int)streams.size() + (holder.value != nullptr);
}

// An explicit instantiation of a function template keeps no type locations
// in the AST: its tokens are renamed one by one (HeCBench fma's kernels.h).
template <typename T> int widthOf(const T *) { return sizeof(T); }
template int widthOf<cudaStream_t>(const cudaStream_t *);
// MSG:{{.*}}types.cu:[[@LINE-1]]:22: note: 'cudaStream_t' -> 'hipStream_t' (in an explicit instantiation, which the AST keeps no type locations for) [hipify-token-fallback]
// MSG:{{.*}}types.cu:[[@LINE-2]]:42: note: 'cudaStream_t' -> 'hipStream_t' (in an explicit instantiation, which the AST keeps no type locations for) [hipify-token-fallback]
// CHECK:template int widthOf<hipStream_t>(const hipStream_t *);
