// CUB and Thrust against the CUDA facade: their headers are the facade's,
// and cub:: and thrust:: are declared permissively from the shape of their
// API (mappings/facts/cccl-api.yaml: names, template parameter kinds), so a
// program using them parses, and translates as it does against the CUDA
// SDK (cub:: -> hipcub::, the headers by the tables).
// REQUIRES: cuda-facade
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify port %s --cuda-path=%t/nocuda -o %t/facade.hip 2> %t/facade.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG "--implicit-check-not={{warning|error}}:" %s < %t/facade.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t/facade.hip
// RUN: %if cuda %{ %hipify port %s --cuda-path=%cuda-path -o %t/sdk.hip %}
// RUN: %if cuda %{ diff %t/sdk.hip %t/facade.hip %}
// MSG:hipify: no CUDA installation found {{.*}}
#include <cub/block/block_reduce.cuh>
#include <cub/device/device_radix_sort.cuh>
#include <thrust/count.h>
#include <thrust/device_vector.h>
#include <thrust/extrema.h>
#include <thrust/host_vector.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/reduce.h>
#include <thrust/tuple.h>
#include <cstdio>
// CHECK:#include <hipcub/hipcub.hpp>
// CHECK-NOT:#include <cub/{{.*}}
// CHECK:#include <thrust/count.h>
// CHECK-NEXT:#include <thrust/device_vector.h>

template <int BLOCK>
__global__ void block_sum(const float *in, float *out) {
  typedef cub::BlockReduce<float, BLOCK, cub::BLOCK_REDUCE_WARP_REDUCTIONS> BlockReduce;
  // CHECK:  typedef hipcub::BlockReduce<float, BLOCK, hipcub::BLOCK_REDUCE_WARP_REDUCTIONS> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp;
  float v = in[blockIdx.x * BLOCK + threadIdx.x];
  float sum = BlockReduce(temp).Sum(v);
  if (threadIdx.x == 0)
    out[blockIdx.x] = sum;
}

struct Square {
  __host__ __device__ float operator()(const thrust::tuple<float, int> &t) const {
    return thrust::get<0>(t) * thrust::get<1>(t);
  }
};

int main() {
  const int n = 1024;
  thrust::host_vector<float> host(n, 1.0f);
  thrust::device_vector<float> data = host;
  thrust::device_vector<float> partial(n / 256);
  float *raw = thrust::raw_pointer_cast(data.data());
  block_sum<256><<<n / 256, 256>>>(raw, thrust::raw_pointer_cast(partial.data()));
  cudaDeviceSynchronize();
  // CHECK:  hipDeviceSynchronize();
  float total = thrust::reduce(partial.begin(), partial.end(), 0.0f);
  auto largest = thrust::max_element(data.begin(), data.end());
  int where = largest - data.begin();
  thrust::counting_iterator<int> first(0);
  int count = thrust::count_if(first, first + n, [] __device__(int i) { return i % 2; });

  unsigned *keys = nullptr, *sorted = nullptr;
  void *scratch = nullptr;
  size_t bytes = 0;
  cub::DeviceRadixSort::SortKeys(scratch, bytes, keys, sorted, n);
  // CHECK:  hipcub::DeviceRadixSort::SortKeys(scratch, bytes, keys, sorted, n);
  cudaMalloc(&scratch, bytes);
  // CHECK:  hipMalloc(&scratch, bytes);
  std::printf("%f %d %d %f\n", total, where, count, (float)*largest);
  return total == n ? 0 : 1;
}
