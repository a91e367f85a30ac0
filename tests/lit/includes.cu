// CUDA runtime headers become one hip/hip_runtime.h (with the delimiter the
// user wrote); headers HIP does not
// need are removed; unknown CUDA headers are reported and left alone.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip

#include "cuda_runtime.h"
#include <cuda.h>
#include <cstdio>
#include <cuda_runtime_api.h>
#include <device_launch_parameters.h>
#include "cuda_gl_interop.h"
#include <cuda_fp16.h>
  #include <curand.h>

int main() { return 0; }
// MSG:{{.*}}includes.cu:[[@LINE-10]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]
// MSG:{{.*}}includes.cu:[[@LINE-10]]:10: note: 'cuda.h' is covered by the 'hip/hip_runtime.h' already included; include removed [hipify-include]
// MSG:{{.*}}includes.cu:[[@LINE-9]]:10: note: 'cuda_runtime_api.h' is covered by the 'hip/hip_runtime.h' already included; include removed [hipify-include]
// MSG:{{.*}}includes.cu:[[@LINE-9]]:10: note: 'device_launch_parameters.h' is not needed with HIP; include removed [hipify-include]
// MSG:{{.*}}includes.cu:[[@LINE-9]]:10: warning: CUDA header 'cuda_gl_interop.h' has no HIP counterpart in the mapping tables; left unchanged [hipify-include]
// MSG:{{.*}}includes.cu:[[@LINE-9]]:10: note: 'cuda_fp16.h' -> 'hip/hip_fp16.h' [hipify-include]
// MSG:{{.*}}includes.cu:[[@LINE-9]]:12: note: 'curand.h' -> 'hiprand/hiprand.h' [hipify-include]

// CHECK:#include "hip/hip_runtime.h"
// CHECK-NEXT:#include <cstdio>
// CHECK-NEXT:#include "cuda_gl_interop.h"
// CHECK-NEXT:#include <hip/hip_fp16.h>
// CHECK-NEXT:  #include <hiprand/hiprand.h>
// CHECK-EMPTY:
// CHECK-NEXT:int main() { return 0; }
