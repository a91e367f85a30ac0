// A port that ships definitions: cuda_bf16.h before HIP 6.2 becomes the
// port's definition of HIP 6.2's bfloat16 API (mappings/facts/
// port-definitions.yaml), an edit far from the code that uses it, and
// host arithmetic on __half, which HIP declares for the device only, gets
// the port's host operators before the function; cuda_fp8.h becomes the
// port's OCP fp8 API; a template's read of __half2's x gets the port's
// hipify_half2_x; a brace list of cudaMemsetParams is written in HIP's
// member order. Every front end must write the same definitions and the
// same notes. The lane arithmetic gives check a
// portability finding to compare.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>

__global__ void scale(__nv_bfloat16 *x, float by) {
  int i = threadIdx.x;
  x[i] = __float2bfloat16(__bfloat162float(x[i]) * by);
}

__half host_sum(__half a, __half b) { return a + b; }

template <class T> __device__ float first(T v) { return __half2float(v.x); }
template __device__ float first<__half2>(__half2);

__nv_fp8_storage_t narrow(float v) {
  return __nv_cvt_float_to_fp8(v, __NV_SATFINITE, __NV_E4M3);
}

__device__ int slot() { return threadIdx.x / 32; }

int main() {
  __nv_bfloat16 *x = nullptr;
  cudaMalloc(&x, 64 * sizeof(__nv_bfloat16));
  scale<<<1, 64>>>(x, 2.0f);
  cudaMemsetParams fill = {x, 0, 0, 2, 64, 1};
  (void)fill;
  cudaDeviceSynchronize();
  cudaFree(x);
  return 0;
}
