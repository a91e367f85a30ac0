// CUDA runtime headers become one hip/hip_runtime.h (with the delimiter the
// user wrote); headers HIP does not
// need are removed; unknown CUDA headers are reported and left alone.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=WARN %s < %t.err

#include "cuda_runtime.h"
#include <cuda.h>
#include <cstdio>
#include <cuda_runtime_api.h>
#include <device_launch_parameters.h>
#include "cuda_gl_interop.h"
#include <cuda_fp16.h>
  #include <curand.h>

int main() { return 0; }

// CHECK:#include "hip/hip_runtime.h"
// CHECK-NEXT:#include <cstdio>
// CHECK-NEXT:#include "cuda_gl_interop.h"
// CHECK-NEXT:#include <hip/hip_fp16.h>
// CHECK-NEXT:  #include <hiprand/hiprand.h>
// CHECK-EMPTY:
// CHECK-NEXT:int main() { return 0; }
// WARN:{{.*}}includes.cu:13:10: warning: CUDA header 'cuda_gl_interop.h' has no HIP counterpart in the mapping tables; left unchanged [hipify-include]
