// hipify-texture-reference: a texture reference (which CUDA 13's headers no
// longer declare, so it is also a parse error); texture objects are fine.
// RUN: %hipify check %s --cuda-path=%cuda-path --fail-on=none > %t.txt
// RUN: FileCheck --match-full-lines %s < %t.txt
#include <cuda_runtime.h>

texture<float, 1, cudaReadModeElementType> legacyTex;
// CHECK:{{.*}}texture-reference.cu:[[@LINE-1]]:1: warning: 'texture' is removed from CUDA 12.0 ({{.*}}) [hipify-deprecated-api]
// CHECK-NEXT:{{.*}}texture-reference.cu:[[@LINE-2]]:1: warning: texture and surface references were removed in CUDA 12 and are deprecated in HIP; use texture objects (cudaTextureObject_t / hipTextureObject_t) [hipify-texture-reference]
// CHECK-NEXT:{{.*}}texture-reference.cu:[[@LINE-3]]:1: error: no template named 'texture' [hipify-parse-error]

__global__ void sample(cudaTextureObject_t tex, float *out) {
  out[threadIdx.x] = tex1Dfetch<float>(tex, threadIdx.x);
}
// CHECK-NOT:{{.}}
