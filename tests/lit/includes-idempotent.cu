// A file that already includes hip/hip_runtime.h keeps one include, and
// translating a translated file changes nothing.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %hipify port %t.hip --cuda-path=%cuda-path -o %t.again.hip
// RUN: diff %t.hip %t.again.hip

// CHECK:#include <hip/hip_runtime.h>
// CHECK-NEXT:int main() { return 0; }
#include <hip/hip_runtime.h>
#include <cuda_runtime.h>
int main() { return 0; }
