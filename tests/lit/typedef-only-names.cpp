// A CUDA type named with its tag keyword whose HIP name is only a typedef of
// a record named otherwise (hipGraphicsResource, float4) loses the keyword,
// which HIP cannot take; one whose HIP name is also a tag (hipDeviceProp_t)
// keeps it. The port builds.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.cpp 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.cpp
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -std=c++17 -fsyntax-only -x hip %t.cpp %}
#include <cuda_runtime.h>

struct cudaGraphicsResource *resource;
// MSG:{{.*}}typedef-only-names.cpp:[[@LINE-1]]:1: note: 'struct' dropped before 'hipGraphicsResource': HIP declares it only as a typedef, which the keyword cannot precede [hipify-api-rename]
// CHECK:hipGraphicsResource *resource;
struct float4 position;
// MSG:{{.*}}typedef-only-names.cpp:[[@LINE-1]]:1: note: 'struct' dropped before 'float4': HIP declares it only as a typedef, which the keyword cannot precede [hipify-api-rename]
// CHECK:float4 position;
struct cudaDeviceProp properties;
// CHECK:struct hipDeviceProp_t properties;

int release() { return cudaGraphicsUnregisterResource(resource) == cudaSuccess; }
