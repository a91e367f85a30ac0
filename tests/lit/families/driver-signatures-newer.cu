// Driver functions whose HIP counterpart is newer than HIP 5.2 or missing:
// cuLaunchCooperativeKernel is hipModuleLaunchCooperativeKernel (5.5; the
// runtime's hipLaunchCooperativeKernel takes a kernel pointer and dim3
// sizes), cuGraphAddNode drops its edge data for hipGraphAddNode (6.2),
// cuGetErrorName is hipDrvGetErrorName (5.4); the memcpy-node parameters
// and a context's device have no HIP counterpart of the same meaning.
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=6.2 -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=MSG %s < %t.err
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=5.2 -o %t.52.hip 2> %t.52.err
// RUN: FileCheck --match-full-lines --check-prefix=OLD %s < %t.52.err

#include <cuda.h>

int launch(CUfunction f, CUstream s, void **params) {
  return cuLaunchCooperativeKernel(f, 4, 1, 1, 256, 1, 1, 0, s, params);
  // CHECK:  return hipModuleLaunchCooperativeKernel(f, 4, 1, 1, 256, 1, 1, 0, s, params);
  // OLD:{{.*}}driver-signatures-newer.cu:[[@LINE-2]]:10: warning: 'hipModuleLaunchCooperativeKernel' needs HIP 5.5 and the target is 5.2; pass --hip-version to target a newer HIP [hipify-newer-than-target]
}

int node(CUgraph g, CUgraphNode *out, CUgraphNode dep, CUgraphNodeParams *p) {
  return cuGraphAddNode(out, g, &dep, nullptr, 1, p);
  // CHECK:  return hipGraphAddNode(out, g, &dep, 1, p);
}

const char *name(CUresult r) {
  const char *text = nullptr;
  cuGetErrorName(r, &text);
  // CHECK:  hipDrvGetErrorName(r, &text);
  return text;
}

void memcpyNode(CUgraphNode n, CUDA_MEMCPY3D *copy) {
  cuGraphMemcpyNodeGetParams(n, copy);
  // MSG:{{.*}}driver-signatures-newer.cu:[[@LINE-1]]:3: warning: 'cuGraphMemcpyNodeGetParams' has no HIP equivalent (hipGraphMemcpyNodeGetParams is the runtime form, with the runtime's hipMemcpy3DParms; cuGraphMemcpyNodeGetParams takes the driver's CUDA_MEMCPY3D, and the HIP driver form (hipDrvGraphMemcpyNodeGetParams) is in no release the tables know); left unchanged [hipify-unsupported-api]
  // CHECK:  cuGraphMemcpyNodeGetParams(n, copy);
}
