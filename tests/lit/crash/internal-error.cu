// hipify-internal-error: TODO: what is reported, and what the port writes.
// RUN: %hipify port %s --cuda-path=%cuda-path --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines %s < %t.err
#include <cuda_runtime.h>

__global__ void k() {
  // TODO: the CUDA code the rule is about.
  // CHECK:{{.*}}internal-error.cu:[[@LINE-1]]:{{[0-9]+}}: error: TODO [hipify-internal-error]
}
