// port --verify on one file: the port is compiled (here by Inputs/fake-hipcc,
// whose errors are known in advance: every identifier starting with
// notInHip), and each error comes back at the CUDA line and column it comes
// from: through the port's edits (hipMalloc is one character shorter than
// cudaMalloc), and from a header the port did not translate, at the line
// that includes it. An error on a line where hipify already reported
// something (here a parse error of the CUDA source) adds nothing. Errors in
// a header outside the port (a HIP header) are reported once, at the user's
// code that reached them, with how many more there are.
// RUN: %expect-exit 1 %hipify port %s --cuda-path=%cuda-path --hip-path=%S/Inputs/hip-5.2 --verify --hipcc=%S/Inputs/fake-hipcc -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --input-file=%t.err %s
// The port written to stdout is compiled from a scratch copy, with the same
// findings.
// RUN: %expect-exit 1 %hipify port %s --cuda-path=%cuda-path --hip-path=%S/Inputs/hip-5.2 --verify --hipcc=%S/Inputs/fake-hipcc > %t.stdout.hip 2> %t.stdout.err
// RUN: diff %t.hip %t.stdout.hip
// RUN: diff %t.err %t.stdout.err
#include <cuda_runtime.h>
#include "Inputs/not-in-hip.h"

__device__ float twice(float x) { return 2 * notInHipScale(x); }

int main() {
  float *d = nullptr;
  cudaMalloc(&d, 4 * sizeof(float)); float f = notInHipScale(1.0f);
  int late = notInHipUndeclared;
  int reached = inHipHeader(2);
  return f > late + reached;
}
// CHECK:{{.*}}port-build-error.cu:25:14: error: use of undeclared identifier 'notInHipUndeclared' [hipify-parse-error]
// CHECK-NEXT:{{.*}}port-build-error.cu:18:1: error: the port does not build: use of undeclared identifier 'notInHipScale' (in {{.*}}Inputs/not-in-hip.h:2) [hipify-port-build-error]
// CHECK-NEXT:{{.*}}port-build-error.cu:20:46: error: the port does not build: use of undeclared identifier 'notInHipScale' [hipify-port-build-error]
// CHECK-NEXT:{{.*}}port-build-error.cu:24:48: error: the port does not build: use of undeclared identifier 'notInHipScale' [hipify-port-build-error]
// CHECK-NEXT:{{.*}}port-build-error.cu:26:17: error: the port does not build: no matching function for call to 'inHipHeader7' (in /opt/fake-hip/include/hip/detail.h:7); and 1 more errors in headers outside the port, reached from here [hipify-port-build-error]
// CHECK-NOT:{{.}}
