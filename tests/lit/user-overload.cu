// A function the program defines under a CUDA name, with an overload CUDA
// lacks and HIP declares (atomicMax for double), is renamed with its uses:
// under hipcc it would redefine HIP's. Overloads HIP does not declare, and
// calls of CUDA's own overloads, stay.
// RUN: %hipify port %s --cuda-path=%cuda-path --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -std=c++17 -fsyntax-only %t.hip %}
#include <cuda_runtime.h>

__device__ double atomicMax(double *address, double val);

__device__ double atomicMax(double *address, double val) {
  unsigned long long *raw = (unsigned long long *)address;
  unsigned long long old = *raw, assumed;
  do {
    assumed = old;
    old = atomicCAS(raw, assumed,
                    __double_as_longlong(fmax(val, __longlong_as_double(assumed))));
  } while (assumed != old);
  return __longlong_as_double(old);
}

__device__ float atomicMax(float2 *address, float2 val) { return 0; }

__global__ void maxima(double *dmax, int *imax, const double *in) {
  atomicMax(dmax, in[threadIdx.x]);
  atomicMax(imax, (int)in[threadIdx.x]);
}
// MSG:{{.*}}user-overload.cu:11:19: note: 'atomicMax(double *, double)' is the program's own, and HIP declares that overload too (a redefinition under hipcc): renamed to 'user_atomicMax' here and where it is used; HIP's 'atomicMax' may replace it [hipify-user-overload]
// MSG:{{.*}}user-overload.cu:13:19: note: 'atomicMax(double *, double)' is the program's own, and HIP declares that overload too (a redefinition under hipcc): renamed to 'user_atomicMax' here and where it is used; HIP's 'atomicMax' may replace it [hipify-user-overload]
// MSG:{{.*}}user-overload.cu:27:3: note: 'atomicMax' -> 'user_atomicMax': the program's own 'atomicMax(double *, double)', renamed [hipify-user-overload]
// CHECK:__device__ double user_atomicMax(double *address, double val);
// CHECK:__device__ double user_atomicMax(double *address, double val) {
// CHECK:__device__ float atomicMax(float2 *address, float2 val) { return 0; }
// CHECK:  user_atomicMax(dmax, in[threadIdx.x]);
// CHECK-NEXT:  atomicMax(imax, (int)in[threadIdx.x]);
