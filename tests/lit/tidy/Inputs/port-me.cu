// A CUDA program touching every kind of edit: include, runtime calls, types,
// enum constants, a CUDA macro, a user macro, a <<<>>> launch, a warp
// intrinsic with a mask, and a launch inside a macro body.
#include <cuda_runtime.h>
#include <cstdio>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err = (call);                                                  \
    if (err != cudaSuccess)                                                    \
      std::printf("error: %s\n", cudaGetErrorString(err));                     \
  } while (0)
#define FULL_MASK 0xffffffffu
#define LAUNCH_SUM(in, out) sum<<<1, 32>>>(in, out)

__global__ void sum(const float *in, float *out) {
  float v = in[threadIdx.x];
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(FULL_MASK, v, offset);
  if (threadIdx.x == 0)
    *out = v;
}

int main() {
  float h[32];
  for (int i = 0; i < 32; ++i)
    h[i] = 1.0f;
  float *in = nullptr, *out = nullptr;
  CHECK(cudaMalloc(&in, sizeof h));
  CHECK(cudaMalloc(&out, sizeof(float)));
  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));
  cudaEvent_t done;
  cudaEventCreateWithFlags(&done, cudaEventDisableTiming);
  CHECK(cudaMemcpyAsync(in, h, sizeof h, cudaMemcpyHostToDevice, stream));
  sum<<<1, 32, 0, stream>>>(in, out);
  LAUNCH_SUM(in, out);
  cudaEventRecord(done, stream);
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  float result = 0;
  CHECK(cudaMemcpy(&result, out, sizeof result, cudaMemcpyDeviceToHost));
  std::printf("%s: %f (CUDA %d)\n", prop.name, result, CUDART_VERSION);
  cudaFree(in);
  cudaFree(out);
  return result == 32.0f ? 0 : 1;
}
