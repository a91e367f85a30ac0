// A helper header's compound assignments on CUDA vector types, which HIP's
// vector types declare as members, are removed (definition and prototype):
// `v += w` would be ambiguous. Other operators, and a scalar operand, stay.
// RUN: %hipify port %s --cuda-path=%cuda-path --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -std=c++17 -fsyntax-only %t.hip %}
#include <cuda_runtime.h>

inline __host__ __device__ void operator+=(float4 &a, float4 b)
{
    a.x += b.x; a.y += b.y; a.z += b.z; a.w += b.w;
}
inline __host__ __device__ void operator-=(float4 &a, const float4 &b);
inline __host__ __device__ void operator+=(float4 &a, float b)
{
    a.x += b; a.y += b; a.z += b; a.w += b;
}
inline __host__ __device__ float4 operator+(float4 a, float4 b)
{
    return make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w);
}
inline __host__ __device__ void operator-=(float4 &a, const float4 &b)
{
    a.x -= b.x; a.y -= b.y; a.z -= b.z; a.w -= b.w;
}

__global__ void accumulate(float4 *out, const float4 *in) {
  float4 v = out[threadIdx.x];
  v += in[threadIdx.x];
  v -= in[0];
  v += 1.0f;
  out[threadIdx.x] = v + in[1];
}
// MSG:{{.*}}vector-operator.cu:10:1: note: 'operator+=(float4 &, float4)' removed: HIP's float4 has it as a member, which does the same element by element, and a call would be ambiguous between the two [hipify-vector-operator]
// MSG:{{.*}}vector-operator.cu:14:1: note: 'operator-=(float4 &, float4)' removed: HIP's float4 has it as a member, which does the same element by element, and a call would be ambiguous between the two [hipify-vector-operator]
// MSG:{{.*}}vector-operator.cu:23:1: note: 'operator-=(float4 &, float4)' removed: HIP's float4 has it as a member, which does the same element by element, and a call would be ambiguous between the two [hipify-vector-operator]
// CHECK:#include <hip/hip_runtime.h>
// CHECK-EMPTY:
// CHECK-NEXT:inline __host__ __device__ void operator+=(float4 &a, float b)
// CHECK-NEXT:{
// CHECK-NEXT:    a.x += b; a.y += b; a.z += b; a.w += b;
// CHECK-NEXT:}
// CHECK-NEXT:inline __host__ __device__ float4 operator+(float4 a, float4 b)
// CHECK-NEXT:{
// CHECK-NEXT:    return make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w);
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:__global__ void accumulate(float4 *out, const float4 *in) {
