// cuRAND -> hipRAND: a host generator (create, seed, generate uniform) and a
// device kernel with curand_init / curand_uniform on curandState.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --allow-empty --match-full-lines --check-prefix=WARN %s < %t.err
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <curand.h>
#include <curand_kernel.h>
#include <cuda_runtime.h>
// CHECK:#include <hiprand/hiprand.h>
// CHECK-NEXT:#include <hiprand/hiprand_kernel.h>
// CHECK-NEXT:#include <hip/hip_runtime.h>

__global__ void init_states(curandState *states, unsigned long long seed) {
  // CHECK:__global__ void init_states(hiprandState *states, unsigned long long seed) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, id, 0, &states[id]);
  // CHECK:  hiprand_init(seed, id, 0, &states[id]);
}

__global__ void draw(curandState *states, float *out) {
  // CHECK:__global__ void draw(hiprandState *states, float *out) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local = states[id];
  out[id] = curand_uniform(&local);
  // CHECK:  hiprandState local = states[id];
  // CHECK-NEXT:  out[id] = hiprand_uniform(&local);
  states[id] = local;
}

int fill_uniform(float *d, size_t n) {
  curandGenerator_t gen;
  if (curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT) != CURAND_STATUS_SUCCESS)
    return 1;
  curandSetPseudoRandomGeneratorSeed(gen, 1234ULL);
  curandGenerateUniform(gen, d, n);
  curandDestroyGenerator(gen);
  // CHECK:  hiprandGenerator_t gen;
  // CHECK-NEXT:  if (hiprandCreateGenerator(&gen, HIPRAND_RNG_PSEUDO_DEFAULT) != HIPRAND_STATUS_SUCCESS)
  // CHECK-NEXT:    return 1;
  // CHECK-NEXT:  hiprandSetPseudoRandomGeneratorSeed(gen, 1234ULL);
  // CHECK-NEXT:  hiprandGenerateUniform(gen, d, n);
  // CHECK-NEXT:  hiprandDestroyGenerator(gen);
  return 0;
}
// WARN-NOT: warning:
