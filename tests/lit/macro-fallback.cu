// math_constants.h has a HIP counterpart from HIP 5.3 (hip_math_constants.h;
// its double constants from 5.7). For an older target the port keeps the
// CUDART_ names and defines each one it uses (an #ifdef test is a use), with
// CUDA's value, once per file, after the include math_constants.h was, and
// after the constants its value names.
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=5.2 --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -std=c++17 -fsyntax-only %t.hip %}
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=5.3 -o %t.53.hip 2>&1
// RUN: FileCheck --match-full-lines --check-prefix=HIP53 %s < %t.53.hip
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=6.2 -o %t.62.hip 2>&1
// RUN: FileCheck --match-full-lines --check-prefix=HIP62 %s < %t.62.hip
#include <math_constants.h>

#define LOWEST (-CUDART_INF_F)

__device__ float clampAbove(float x) {
  if (x > 1e30f)
    return CUDART_INF_F;
  return x < 0 ? LOWEST : x;
}

__device__ unsigned quadrants() { return CUDART_REMQUO_MASK_F; }

__device__ double infinite() { return CUDART_INF; }

#ifdef CUDART_PI
__device__ double pi() { return CUDART_PI; }
#endif

// MSG:{{.*}}macro-fallback.cu:[[@LINE-18]]:10: note: 'math_constants.h' -> 'hip/hip_runtime.h' [hipify-include]
// MSG:{{.*}}macro-fallback.cu:[[@LINE-18]]:1: note: defined 'CUDART_INF_F', 'CUDART_REMQUO_BITS_F', 'CUDART_REMQUO_MASK_F', 'CUDART_INF', 'CUDART_PI' with CUDA's values for the uses below: the target HIP has no counterpart [hipify-older-equivalent]

// CHECK:#include <hip/hip_runtime.h>
// CHECK-NEXT:// Defined by hipify: CUDA's values; the target HIP has no counterpart.
// CHECK-NEXT:#ifndef CUDART_INF_F
// CHECK-NEXT:#define CUDART_INF_F __int_as_float(0x7f800000U)
// CHECK-NEXT:#endif
// CHECK-NEXT:#ifndef CUDART_REMQUO_BITS_F
// CHECK-NEXT:#define CUDART_REMQUO_BITS_F 3U
// CHECK-NEXT:#endif
// CHECK-NEXT:#ifndef CUDART_REMQUO_MASK_F
// CHECK-NEXT:#define CUDART_REMQUO_MASK_F (~((~0U) << CUDART_REMQUO_BITS_F))
// CHECK-NEXT:#endif
// CHECK-NEXT:#ifndef CUDART_INF
// CHECK-NEXT:#define CUDART_INF __longlong_as_double(0x7ff0000000000000ULL)
// CHECK-NEXT:#endif
// CHECK-NEXT:#ifndef CUDART_PI
// CHECK-NEXT:#define CUDART_PI 3.1415926535897931e+0
// CHECK-NEXT:#endif
// CHECK-EMPTY:
// CHECK-NEXT:#define LOWEST (-CUDART_INF_F)
// CHECK:    return CUDART_INF_F;
// CHECK:#ifdef CUDART_PI
// CHECK-NEXT:__device__ double pi() { return CUDART_PI; }

// Between 5.3 and 5.7 the float constants are HIP's, the double ones defined.
// HIP53:#include <hip/hip_math_constants.h>
// HIP53-NEXT:// Defined by hipify: CUDA's values; the target HIP has no counterpart.
// HIP53-NEXT:#ifndef CUDART_INF
// HIP53:#define LOWEST (-HIP_INF_F)
// HIP53:__device__ unsigned quadrants() { return HIP_REMQUO_MASK_F; }

// From HIP 5.7 every constant is HIP's, and nothing is defined.
// HIP62:#include <hip/hip_math_constants.h>
// HIP62-EMPTY:
// HIP62-NEXT:#define LOWEST (-HIP_INF_F)
// HIP62:__device__ double infinite() { return HIP_INF; }
// HIP62-EMPTY:
// HIP62-NEXT:#ifdef HIP_PI
