// cudaTextureObject_t and cudaSurfaceObject_t are unsigned long longs in
// CUDA; their HIP names are pointers. Integer arithmetic on a handle gets
// `(unsigned long long)(...)`, and an integer that becomes a handle (an
// initialiser, an assignment, a return value) gets the handle's cast after
// widening; two handles, or a handle and 0, compare as they are. The port
// builds without a narrowing warning.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -std=c++17 -fsyntax-only -Werror -Wno-unused-command-line-argument -x hip %t.hip %}
#include <cuda_runtime.h>

struct Packed { unsigned lo, hi; };

__host__ __device__ Packed pack(cudaSurfaceObject_t surf) {
  Packed p;
  p.lo = surf & 0xFFFFFFFF;
  // MSG:{{.*}}handle-integers.cu:[[@LINE-1]]:10: note: 'hipSurfaceObject_t' is a pointer in HIP, an unsigned long long in CUDA: integer arithmetic on it gets the conversion [hipify-api-rename]
  // CHECK:  p.lo = (unsigned long long)(surf) & 0xFFFFFFFF;
  p.hi = surf >> 32;
  // MSG:{{.*}}handle-integers.cu:[[@LINE-1]]:10: note: 'hipSurfaceObject_t' is a pointer in HIP, {{.*}} [hipify-api-rename]
  // CHECK:  p.hi = (unsigned long long)(surf) >> 32;
  return p;
}

__host__ __device__ cudaTextureObject_t unpack(Packed p) {
  return ((unsigned long long)p.hi << 32) | p.lo;
  // MSG:{{.*}}handle-integers.cu:[[@LINE-1]]:10: note: 'hipTextureObject_t' is a pointer in HIP, an unsigned long long in CUDA: the integer that becomes one gets the conversion [hipify-api-rename]
  // CHECK:  return (hipTextureObject_t)(unsigned long long)(((unsigned long long)p.hi << 32) | p.lo);
}

cudaTextureObject_t rebuild(Packed p, cudaTextureObject_t old) {
  cudaTextureObject_t tex = ((unsigned long long)p.hi << 32) | p.lo;
  // MSG:{{.*}}handle-integers.cu:[[@LINE-1]]:29: note: 'hipTextureObject_t' is a pointer in HIP, {{.*}} [hipify-api-rename]
  // CHECK:  hipTextureObject_t tex = (hipTextureObject_t)(unsigned long long)(((unsigned long long)p.hi << 32) | p.lo);
  cudaTextureObject_t none = 0;
  // CHECK:  hipTextureObject_t none = 0;
  if (tex == none || tex != 0 || tex == old)
    // CHECK:  if (tex == none || tex != 0 || tex == old)
    tex = p.lo;
  // MSG:{{.*}}handle-integers.cu:[[@LINE-1]]:11: note: 'hipTextureObject_t' is a pointer in HIP, {{.*}} [hipify-api-rename]
  // CHECK:    tex = (hipTextureObject_t)(unsigned long long)(p.lo);
  old = tex;
  // CHECK:  old = tex;
  return tex;
}
