// The same runtime and driver code ported for the releases after 6.3
// (docs/tables.md, "Releases without headers"): up to 6.4 hipMemsetParams
// declares its members alphabetically, so the brace list is written in that
// order, and CUDA_MEMSET_NODE_PARAMS is HIP_MEMSET_NODE_PARAMS; HIP 7.0 removed
// HIP_MEMSET_NODE_PARAMS (reported from then on) and declares hipMemsetParams
// in CUDA's order (the list stays as written). 10.2 is the newest release the
// tables know.
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=6.4 -o %t.64.hip 2> %t.64.txt
// RUN: FileCheck --match-full-lines --check-prefixes=HIP,HIP64 %s < %t.64.hip
// RUN: count 0 < %t.64.txt
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=7.0 -o %t.70.hip 2> %t.70.txt
// RUN: FileCheck --match-full-lines --check-prefixes=HIP,HIP7 %s < %t.70.hip
// RUN: FileCheck --match-full-lines --check-prefix=DIAG7 -DV=7.0 --implicit-check-not='{{warning|error|note}}:' %s < %t.70.txt
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=10.2 -o %t.102.hip 2> %t.102.txt
// RUN: FileCheck --match-full-lines --check-prefixes=HIP,HIP7 %s < %t.102.hip
// RUN: FileCheck --match-full-lines --check-prefix=DIAG7 -DV=10.2 --implicit-check-not='{{warning|error|note}}:' %s < %t.102.txt
//
// An installed HIP newer than the newest release the tables know is
// translated for that release, and hipify says so once.
// RUN: rm -rf %t.root && mkdir -p %t.root/include/hip
// RUN: echo '#define HIP_VERSION_MAJOR 11' > %t.root/include/hip/hip_version.h
// RUN: echo '#define HIP_VERSION_MINOR 0' >> %t.root/include/hip/hip_version.h
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-path=%t.root -o %t.new.hip 2> %t.new.txt
// RUN: FileCheck --match-full-lines --check-prefix=NEWER -DV=10.2 %s < %t.new.txt
// RUN: diff %t.102.hip %t.new.hip
//
// hipify query names the first and the last release of a row's HIP name.
// RUN: %hipify query CUDA_MEMSET_NODE_PARAMS | FileCheck --match-full-lines --check-prefix=QUERY-REMOVED %s
// RUN: %hipify query cudaLaunchKernelEx | FileCheck --match-full-lines --check-prefix=QUERY-NEW %s
#include <cuda.h>
#include <cuda_runtime.h>

void build(cudaGraph_t g, float *d, size_t pitch, CUgraph dg, CUcontext ctx) {
  cudaGraphNode_t n;
  cudaMemsetParams mp = {d, pitch, 0u, 4u, 16, 8};
  // HIP64:  hipMemsetParams mp = {/*dst=*/d, /*elementSize=*/4u, /*height=*/8, /*pitch=*/pitch, /*value=*/0u, /*width=*/16};
  // HIP7:  hipMemsetParams mp = {d, pitch, 0u, 4u, 16, 8};
  cudaGraphAddMemsetNode(&n, g, nullptr, 0, &mp);
  // HIP:  hipGraphAddMemsetNode(&n, g, nullptr, 0, &mp);
  CUDA_MEMSET_NODE_PARAMS dp;
  // HIP64:  HIP_MEMSET_NODE_PARAMS dp;
  // HIP7:  CUDA_MEMSET_NODE_PARAMS dp;
  // DIAG7:{{.*}}hip-releases.cu:[[@LINE-3]]:3: warning: 'CUDA_MEMSET_NODE_PARAMS' has no HIP equivalent ('HIP_MEMSET_NODE_PARAMS' was removed in HIP 7.0 (the target is [[V]]); HIP 7.0 removed HIP_MEMSET_NODE_PARAMS; from 7.0 hipDrvGraphAddMemsetNode and hipDrvGraphExecMemsetNodeSetParams take hipMemsetParams, which declares CUDA's members in CUDA's order there); left unchanged [hipify-unsupported-api]
  CUgraphNode dn;
  cuGraphAddMemsetNode(&dn, dg, nullptr, 0, &dp, ctx);
  // HIP:  hipDrvGraphAddMemsetNode(&dn, dg, nullptr, 0, &dp, ctx);
  cudaError_t last = cudaGetLastError();
  // HIP:  hipError_t last = hipGetLastError();
  (void)last;
}
// NEWER:hipify: the installed HIP 11.0 ({{.*}}/include/hip/hip_version.h) is newer than every release the tables know; translating for HIP [[V]], the newest they know (--hip-version picks another)
// NEWER-NEXT:{{.*}}hip-releases.cu:{{[0-9]+}}:3: warning: 'CUDA_MEMSET_NODE_PARAMS' has no HIP equivalent {{.*}}
// QUERY-REMOVED:  hip:    since 6.1, removed in 7.0, last 6.4
// QUERY-NEW:  hip:    since 7.0, last 10.2 (the newest the tables know)
