// port --verify with the machine's own hipcc (Debian's HIP 5.2 here), one file
// and a tree: a call the tables map to a name no HIP declares does not build,
// and the error comes back at the CUDA call; the kernel and the launch build.
// RUN: %if hipcc %{ %expect-exit 1 %hipify port %s --cuda-path=%cuda-path --mapping-file=%S/Inputs/missing-name.yaml --verify -o %t.hip 2> %t.err %}
// RUN: %if hipcc %{ FileCheck --match-full-lines --check-prefix=FILE --input-file=%t.err %s %}
// RUN: %if hipcc %{ rm -rf %t.in %t.out && mkdir -p %t.in && cp %s %t.in/unit.cu %}
// RUN: %if hipcc %{ %expect-exit 1 %hipify port --in-root=%t.in --out-root=%t.out --quiet --report=%t.json --cuda-path=%cuda-path --mapping-file=%S/Inputs/missing-name.yaml --verify -j1 2> %t.tree.err %}
// RUN: %if hipcc %{ FileCheck --match-full-lines --check-prefix=TREE --input-file=%t.tree.err %s %}
#include <cuda_runtime.h>

__global__ void fill(int *p) { p[threadIdx.x] = threadIdx.x; }

int main() {
  int *d = nullptr;
  cudaMalloc(&d, 64 * sizeof(int));
  fill<<<1, 64>>>(d);
  return cudaDeviceSynchronize() != cudaSuccess;
}
// FILE:{{.*}}hipcc.cu:17:10: error: the port does not build: use of undeclared identifier 'hipNoSuchSynchronize'{{.*}} [hipify-port-build-error]
// FILE-NOT:{{.*}}error:{{.*}}
// TREE:hipify: translated, does not build (1 error): unit.cu
// TREE-NEXT:hipify: --verify: 1 units compiled, 1 does not build (1 error)
