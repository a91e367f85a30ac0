// A port that ships definitions: cuda_bf16.h before HIP 6.2 becomes the
// port's definition of HIP 6.2's bfloat16 API (mappings/facts/
// port-definitions.yaml), an edit far from the code that uses it, and
// host arithmetic on __half, which HIP declares for the device only, gets
// the port's host operators before the function. Every front end must write
// the same definitions and the same notes. The lane arithmetic gives check a
// portability finding to compare.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

__global__ void scale(__nv_bfloat16 *x, float by) {
  int i = threadIdx.x;
  x[i] = __float2bfloat16(__bfloat162float(x[i]) * by);
}

__half host_sum(__half a, __half b) { return a + b; }

__device__ int slot() { return threadIdx.x / 32; }

int main() {
  __nv_bfloat16 *x = nullptr;
  cudaMalloc(&x, 64 * sizeof(__nv_bfloat16));
  scale<<<1, 64>>>(x, 2.0f);
  cudaDeviceSynchronize();
  cudaFree(x);
  return 0;
}
