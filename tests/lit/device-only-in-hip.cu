// Host code that uses what CUDA declares __host__ __device__ and HIP
// __device__ only (mappings/facts/device-only-in-hip.yaml): the __half and
// __half2 operators, rsqrtf, umin... The port writes the host definition of
// port-definitions.yaml before the declaration holding the first use in the
// file, renames a function's host calls, and reports each use, also in
// __host__ __device__ functions (compiled for the host too); device code is
// left alone. The port builds with
// hipcc and computes on the host what CUDA does there (in float, rounded to
// nearest even: 2048 + 1 is 2048, 2048 + 3 is 2052).
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=5.2 --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG %s < %t.err
// RUN: FileCheck --match-full-lines %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -std=c++17 -o %t.exe %t.hip %}
// RUN: %if hipcc %{ %t.exe | FileCheck --match-full-lines --check-prefix=OUT %s %}
#include <cstdio>
#include <cuda_fp16.h>

__global__ void scale(__half *x, float *r) {
  x[threadIdx.x] = x[threadIdx.x] * x[0] + x[1];
  r[threadIdx.x] = rsqrtf(r[threadIdx.x]);
}

// CHECK:      #ifndef HIPIFY_DEFINED_hipify_half_host_t
// CHECK-NEXT: #define HIPIFY_DEFINED_hipify_half_host_t
// CHECK:      #endif
// CHECK-EMPTY:
// CHECK-NEXT: __host__ __device__ __half twice(__half a) { return a + a; }
// MSG: {{.*}}device-only-in-hip.cu:[[@LINE+1]]:1: note: defined 'hipify_half_host_t' for host uses of '__half' below: the target HIP declares it for the device only [hipify-device-only-in-hip]
__host__ __device__ __half twice(__half a) { return a + a; }
// MSG: {{.*}}device-only-in-hip.cu:[[@LINE-1]]:{{[0-9]+}}: note: 'operator+' of '__half' in host code: CUDA declares it for the host and the device, HIP 5.2 for the device only; hipify defines it for the host ('hipify_half_host_t') [hipify-device-only-in-hip]

// The template is instantiated with __half: the operators are found there.
// CHECK: template <typename T>
template <typename T>
void reference(T *c, const T *a, const T *b, int n) {
  for (int i = 0; i < n; ++i)
    c[i] += a[i] * b[i];
  // MSG: {{.*}}device-only-in-hip.cu:[[@LINE-1]]:{{[0-9]+}}: note: 'operator+=' of '__half' in host code: CUDA declares it for the host and the device, HIP 5.2 for the device only; hipify defines it for the host ('hipify_half_host_t') [hipify-device-only-in-hip]
  // MSG: {{.*}}device-only-in-hip.cu:[[@LINE-2]]:{{[0-9]+}}: note: 'operator*' of '__half' in host code: CUDA declares it for the host and the device, HIP 5.2 for the device only; hipify defines it for the host ('hipify_half_host_t') [hipify-device-only-in-hip]
}

// CHECK: #ifndef HIPIFY_DEFINED_hipify_host_rsqrtf
// CHECK: static inline __host__ __device__ float hipify_host_rsqrtf(float a) {
// CHECK: int main() {
// MSG: {{.*}}device-only-in-hip.cu:[[@LINE+1]]:1: note: defined 'hipify_half2_host_t' for host uses of '__half2', 'hipify_host_rsqrtf' for host uses of 'rsqrtf', 'hipify_host_umin' for host uses of 'umin' below: the target HIP declares it for the device only [hipify-device-only-in-hip]
int main() {
  __half c[2] = {__float2half(2048.0f), __float2half(2048.0f)};
  const __half a[2] = {__float2half(1.0f), __float2half(3.0f)};
  const __half b[2] = {__float2half(1.0f), __float2half(1.0f)};
  reference(c, a, b, 2);
  float f[2] = {1.0f, 2.0f};
  reference(f, f, f, 2);
  __half d = -(a[1] / c[0]);
  // MSG: {{.*}}device-only-in-hip.cu:[[@LINE-1]]:{{[0-9]+}}: note: 'operator-' of '__half' in host code: CUDA declares it for the host and the device, HIP 5.2 for the device only; hipify defines it for the host ('hipify_half_host_t') [hipify-device-only-in-hip]
  // MSG: {{.*}}device-only-in-hip.cu:[[@LINE-2]]:{{[0-9]+}}: note: 'operator/' of '__half' in host code: CUDA declares it for the host and the device, HIP 5.2 for the device only; hipify defines it for the host ('hipify_half_host_t') [hipify-device-only-in-hip]
  d++;
  // MSG: {{.*}}device-only-in-hip.cu:[[@LINE-1]]:{{[0-9]+}}: note: 'operator++' of '__half' in host code: CUDA declares it for the host and the device, HIP 5.2 for the device only; hipify defines it for the host ('hipify_half_host_t') [hipify-device-only-in-hip]
  bool less = c[0] < c[1];
  // MSG: {{.*}}device-only-in-hip.cu:[[@LINE-1]]:{{[0-9]+}}: note: 'operator<' of '__half' in host code: CUDA declares it for the host and the device, HIP 5.2 for the device only; hipify defines it for the host ('hipify_half_host_t') [hipify-device-only-in-hip]
  __half2 p = __floats2half2_rn(1.0f, 2.0f);
  p = p * p;
  // MSG: {{.*}}device-only-in-hip.cu:[[@LINE-1]]:{{[0-9]+}}: note: 'operator*' of '__half2' in host code: CUDA declares it for the host and the device, HIP 5.2 for the device only; hipify defines it for the host ('hipify_half2_host_t') [hipify-device-only-in-hip]
  float s = rsqrtf(f[0] + 2.0f);
  // MSG: {{.*}}device-only-in-hip.cu:[[@LINE-1]]:{{[0-9]+}}: note: 'rsqrtf' in host code: CUDA declares it for the host and the device, HIP 5.2 for the device only; the call becomes 'hipify_host_rsqrtf', which hipify defines as CUDA computes it on the host [hipify-device-only-in-hip]
  // CHECK: float s = hipify_host_rsqrtf(f[0] + 2.0f);
  unsigned m = umin(3u, 5u);
  // MSG: {{.*}}device-only-in-hip.cu:[[@LINE-1]]:{{[0-9]+}}: note: 'umin' in host code: CUDA declares it for the host and the device, HIP 5.2 for the device only; the call becomes 'hipify_host_umin', which hipify defines as CUDA computes it on the host [hipify-device-only-in-hip]
  printf("%g %g %g %g %d %g %g %a %u %g\n", __half2float(c[0]), __half2float(c[1]),
         f[1], __half2float(d), less, __low2float(p), __high2float(p), s, m,
         __half2float(twice(c[0])));
  // OUT: 2048 2052 6 0.998535 1 1 4 0x1p-1 3 4096
  return 0;
}

// A __host__ __device__ function called from a kernel uses the same
// definition, which reaches HIP's own rsqrtf on the device: the port builds.
__host__ __device__ float inverseLength(float x) { return rsqrtf(x); }
// MSG: {{.*}}device-only-in-hip.cu:[[@LINE-1]]:{{[0-9]+}}: note: 'rsqrtf' in host code: {{.*}} [hipify-device-only-in-hip]
// CHECK: __host__ __device__ float inverseLength(float x) { return hipify_host_rsqrtf(x); }
__global__ void normalizeOnDevice(float *v) { v[0] *= inverseLength(v[0]); }

// The functions CUDA computes on the host with approximations of its own
// have no definition: the use is a warning (and the port does not build;
// hipcc does not see it here).
#ifndef __HIP_PLATFORM_AMD__
float tail(float x) { return normcdff(x); }
// MSG: {{.*}}device-only-in-hip.cu:[[@LINE-1]]:{{[0-9]+}}: warning: 'normcdff' is used in host code: CUDA declares it for the host and the device, HIP 5.2 for the device only, and hipify has no host definition of it; compute it on the host by hand [hipify-device-only-in-hip]
#endif
// MSG-NOT: {{.*}}[hipify-device-only-in-hip]
