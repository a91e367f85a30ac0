// Thrust -> rocThrust: rocThrust keeps thrust:: and the header paths, so the
// includes and the code stay as they are (known headers: no warning); the
// CUDA backend header moves to thrust/system/hip/ (rows verified: false:
// rocThrust is not installed here, so the output is not compiled).
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip

#include <thrust/device_vector.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <thrust/system/cuda/execution_policy.h>
// MSG:{{.*}}thrust.cu:[[@LINE-4]]:10: note: 'thrust/device_vector.h' -> 'thrust/device_vector.h' [hipify-include]
// MSG:{{.*}}thrust.cu:[[@LINE-4]]:10: note: 'thrust/reduce.h' -> 'thrust/reduce.h' [hipify-include]
// MSG:{{.*}}thrust.cu:[[@LINE-4]]:10: note: 'thrust/sequence.h' -> 'thrust/sequence.h' [hipify-include]
// MSG:{{.*}}thrust.cu:[[@LINE-4]]:10: note: 'thrust/system/cuda/execution_policy.h' -> 'thrust/system/hip/execution_policy.h' [hipify-include]
// CHECK:#include <thrust/device_vector.h>
// CHECK-NEXT:#include <thrust/reduce.h>
// CHECK-NEXT:#include <thrust/sequence.h>
// CHECK-NEXT:#include <thrust/system/hip/execution_policy.h>

int sum(int n) {
  thrust::device_vector<int> v(n);
  thrust::sequence(v.begin(), v.end());
  return thrust::reduce(v.begin(), v.end(), 0);
  // CHECK:  thrust::device_vector<int> v(n);
  // CHECK-NEXT:  thrust::sequence(v.begin(), v.end());
  // CHECK-NEXT:  return thrust::reduce(v.begin(), v.end(), 0);
}
