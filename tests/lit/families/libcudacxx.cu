// libcu++ (cuda:: and cuda::std::, CUDA's C++ standard library) has no HIP
// counterpart: each of its headers (mappings/libcudacxx.yaml, derived from
// <cuda>/include/cccl/cuda) is reported where it is included, not left for
// the port's build to stop at without a word.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.txt
// RUN: FileCheck --match-full-lines %s < %t.txt
#include <cuda_runtime.h>
#include <cuda/pipeline>
// CHECK:{{.*}}libcudacxx.cu:[[@LINE-1]]:10: warning: CUDA header 'cuda/pipeline' has no HIP counterpart (libcu++, the CUDA C++ standard library of cuda:: and cuda::std::; write the code with the C++ standard library and HIP's atomics and __syncthreads()); left unchanged [hipify-library-unavailable]
#include <cuda/std/atomic>
// CHECK-NEXT:{{.*}}libcudacxx.cu:[[@LINE-1]]:10: warning: CUDA header 'cuda/std/atomic' has no HIP counterpart ({{.*}}); left unchanged [hipify-library-unavailable]

__global__ void count(cuda::std::atomic<int> *n) { n->fetch_add(1); }
// CHECK-NOT:{{.}}
