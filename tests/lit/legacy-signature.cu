// cudaGraphInstantiate changed signature in CUDA 12: calls written for
// CUDA 11, with (exec, graph, errorNode, logBuffer, size), become HIP's
// hipGraphInstantiate, which kept that signature (legacy_hip/legacy_arity);
// calls of the current one become hipGraphInstantiateWithFlags, whose flags
// have no default: a call that leaves them to CUDA's default gets 0.
// RUN: %hipify port %s --cuda-path=%cuda-path --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -std=c++17 -fsyntax-only -Wno-unused-result %t.hip %}
#include <cuda_runtime.h>

void instantiate(cudaGraph_t graph, cudaGraphExec_t *exec) {
  cudaGraphInstantiate(exec, graph, NULL, NULL, 0);
  cudaGraphInstantiate(exec, graph, 0);
  cudaGraphInstantiate(exec, graph, (unsigned long long)(1, 0));
  cudaGraphInstantiate(exec, graph);
}
// MSG:{{.*}}legacy-signature.cu:13:3: note: 'cudaGraphInstantiate' -> 'hipGraphInstantiate' (called with 5 arguments, the older signature of the CUDA function, which 'hipGraphInstantiate' has) [hipify-api-rename]
// MSG:{{.*}}legacy-signature.cu:14:3: note: 'cudaGraphInstantiate' -> 'hipGraphInstantiateWithFlags' ({{.*}}) [hipify-api-rename]
// MSG:{{.*}}legacy-signature.cu:16:24: note: arguments of 'cudaGraphInstantiate' rewritten as ($1, $2, 0) [hipify-argument-rewrite]
// CHECK:  hipGraphInstantiate(exec, graph, NULL, NULL, 0);
// CHECK-NEXT:  hipGraphInstantiateWithFlags(exec, graph, 0);
// CHECK-NEXT:  hipGraphInstantiateWithFlags(exec, graph, (unsigned long long)(1, 0));
// CHECK-NEXT:  hipGraphInstantiateWithFlags(exec, graph, 0);
