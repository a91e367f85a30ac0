// CUB -> hipCUB: the header becomes hipCUB's umbrella header and the cub::
// qualifier hipcub:: (hipCUB declares the same API in that namespace; rows
// verified: false, as hipCUB is not installed here, so the output is not
// compiled).
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip

#include <cub/block/block_reduce.cuh>
#include <cuda_runtime.h>
// MSG:{{.*}}cub-block-reduce.cu:[[@LINE-2]]:10: note: 'cub/block/block_reduce.cuh' -> 'hipcub/hipcub.hpp' [hipify-include]
// MSG:{{.*}}cub-block-reduce.cu:[[@LINE-2]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]
// CHECK:#include <hipcub/hipcub.hpp>
// CHECK-NEXT:#include <hip/hip_runtime.h>

template <int BLOCK>
__global__ void block_sum(const int *in, int *out) {
  using BlockReduce = cub::BlockReduce<int, BLOCK>;
  // MSG:{{.*}}cub-block-reduce.cu:[[@LINE-1]]:23: note: 'cub' -> 'hipcub' (hipCUB keeps CUB's API in namespace hipcub (hipCUB is not installable here)) [hipify-api-rename]
  // CHECK:  using BlockReduce = hipcub::BlockReduce<int, BLOCK>;
  __shared__ typename BlockReduce::TempStorage temp;
  int v = in[blockIdx.x * BLOCK + threadIdx.x];
  int sum = BlockReduce(temp).Sum(v);
  // CHECK:  int sum = BlockReduce(temp).Sum(v);
  if (threadIdx.x == 0)
    out[blockIdx.x] = sum;
}

void run(const int *in, int *out, int blocks) {
  block_sum<128><<<blocks, 128>>>(in, out);
  cudaDeviceSynchronize();
  // MSG:{{.*}}cub-block-reduce.cu:[[@LINE-2]]:3: note: launch of 'block_sum' kept in <<<>>> syntax, which hip-clang accepts [hipify-launch]
  // MSG:{{.*}}cub-block-reduce.cu:[[@LINE-2]]:3: note: 'cudaDeviceSynchronize' -> 'hipDeviceSynchronize' [hipify-api-rename]
  // CHECK:  block_sum<128><<<blocks, 128>>>(in, out);
  // CHECK-NEXT:  hipDeviceSynchronize();
}
