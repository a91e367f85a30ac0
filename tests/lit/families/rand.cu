// cuRAND -> hipRAND: a host generator (create, seed, generate uniform) and a
// device kernel with curand_init / curand_uniform on curandState.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <curand.h>
#include <curand_kernel.h>
#include <cuda_runtime.h>
// MSG:{{.*}}rand.cu:[[@LINE-3]]:10: note: 'curand.h' -> 'hiprand/hiprand.h' [hipify-include]
// MSG:{{.*}}rand.cu:[[@LINE-3]]:10: note: 'curand_kernel.h' -> 'hiprand/hiprand_kernel.h' [hipify-include]
// MSG:{{.*}}rand.cu:[[@LINE-3]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]
// CHECK:#include <hiprand/hiprand.h>
// CHECK-NEXT:#include <hiprand/hiprand_kernel.h>
// CHECK-NEXT:#include <hip/hip_runtime.h>

__global__ void init_states(curandState *states, unsigned long long seed) {
  // MSG:{{.*}}rand.cu:[[@LINE-1]]:29: note: 'curandState' -> 'hiprandState' [hipify-api-rename]
  // CHECK:__global__ void init_states(hiprandState *states, unsigned long long seed) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, id, 0, &states[id]);
  // MSG:{{.*}}rand.cu:[[@LINE-1]]:3: note: 'curand_init' -> 'hiprand_init' [hipify-api-rename]
  // CHECK:  hiprand_init(seed, id, 0, &states[id]);
}

__global__ void draw(curandState *states, float *out) {
  // MSG:{{.*}}rand.cu:[[@LINE-1]]:22: note: 'curandState' -> 'hiprandState' [hipify-api-rename]
  // CHECK:__global__ void draw(hiprandState *states, float *out) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local = states[id];
  out[id] = curand_uniform(&local);
  // MSG:{{.*}}rand.cu:[[@LINE-2]]:3: note: 'curandState' -> 'hiprandState' [hipify-api-rename]
  // MSG:{{.*}}rand.cu:[[@LINE-2]]:13: note: 'curand_uniform' -> 'hiprand_uniform' [hipify-api-rename]
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
  // MSG:{{.*}}rand.cu:[[@LINE-6]]:3: note: 'curandGenerator_t' -> 'hiprandGenerator_t' [hipify-api-rename]
  // MSG:{{.*}}rand.cu:[[@LINE-6]]:7: note: 'curandCreateGenerator' -> 'hiprandCreateGenerator' [hipify-api-rename]
  // MSG:{{.*}}rand.cu:[[@LINE-7]]:35: note: 'CURAND_RNG_PSEUDO_DEFAULT' -> 'HIPRAND_RNG_PSEUDO_DEFAULT' [hipify-api-rename]
  // MSG:{{.*}}rand.cu:[[@LINE-8]]:65: note: 'CURAND_STATUS_SUCCESS' -> 'HIPRAND_STATUS_SUCCESS' [hipify-api-rename]
  // MSG:{{.*}}rand.cu:[[@LINE-7]]:3: note: 'curandSetPseudoRandomGeneratorSeed' -> 'hiprandSetPseudoRandomGeneratorSeed' [hipify-api-rename]
  // MSG:{{.*}}rand.cu:[[@LINE-7]]:3: note: 'curandGenerateUniform' -> 'hiprandGenerateUniform' [hipify-api-rename]
  // MSG:{{.*}}rand.cu:[[@LINE-7]]:3: note: 'curandDestroyGenerator' -> 'hiprandDestroyGenerator' [hipify-api-rename]
  // CHECK:  hiprandGenerator_t gen;
  // CHECK-NEXT:  if (hiprandCreateGenerator(&gen, HIPRAND_RNG_PSEUDO_DEFAULT) != HIPRAND_STATUS_SUCCESS)
  // CHECK-NEXT:    return 1;
  // CHECK-NEXT:  hiprandSetPseudoRandomGeneratorSeed(gen, 1234ULL);
  // CHECK-NEXT:  hiprandGenerateUniform(gen, d, n);
  // CHECK-NEXT:  hiprandDestroyGenerator(gen);
  return 0;
}
