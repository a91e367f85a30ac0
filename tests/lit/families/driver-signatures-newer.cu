// Driver functions whose HIP counterpart is newer than HIP 5.2 or missing:
// cuLaunchCooperativeKernel is hipModuleLaunchCooperativeKernel (5.5; the
// runtime's hipLaunchCooperativeKernel takes a kernel pointer and dim3
// sizes), cuGraphAddNode drops its edge data for hipGraphAddNode (6.2),
// cuGetErrorName is hipDrvGetErrorName (5.4), a memcpy node's parameters
// (a CUDA_MEMCPY3D) are hipDrvGraphMemcpyNodeGetParams's (6.3), not the
// runtime's hipGraphMemcpyNodeGetParams (a hipMemcpy3DParms); a context's
// synchronization has no HIP counterpart of the same meaning.
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=6.3 -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error}}:' %s < %t.err
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=5.2 -o %t.52.hip 2> %t.52.err
// RUN: FileCheck --match-full-lines --check-prefix=OLD %s < %t.52.err

#include <cuda.h>

int launch(CUfunction f, CUstream s, void **params) {
  return cuLaunchCooperativeKernel(f, 4, 1, 1, 256, 1, 1, 0, s, params);
  // CHECK:  return hipModuleLaunchCooperativeKernel(f, 4, 1, 1, 256, 1, 1, 0, s, params);
  // OLD:{{.*}}driver-signatures-newer.cu:[[@LINE-2]]:10: warning: 'cuLaunchCooperativeKernel': 'hipModuleLaunchCooperativeKernel' needs HIP 5.5 and the target is 5.2; pass --hip-version to target a newer HIP; left unchanged [hipify-newer-than-target]
}

int node(CUgraph g, CUgraphNode *out, CUgraphNode dep, CUgraphNodeParams *p) {
  return cuGraphAddNode(out, g, &dep, nullptr, 1, p);
  // CHECK:  return hipGraphAddNode(out, g, &dep, 1, p);
  // OLD:{{.*}}driver-signatures-newer.cu:[[@LINE-2]]:10: warning: 'cuGraphAddNode': 'hipGraphAddNode' needs HIP 6.2 and the target is 5.2; pass --hip-version to target a newer HIP; left unchanged [hipify-newer-than-target]
}

const char *name(CUresult r) {
  const char *text = nullptr;
  cuGetErrorName(r, &text);
  // CHECK:  hipDrvGetErrorName(r, &text);
  // OLD:{{.*}}driver-signatures-newer.cu:[[@LINE-2]]:3: warning: 'cuGetErrorName': 'hipDrvGetErrorName' needs HIP 5.4 and the target is 5.2; pass --hip-version to target a newer HIP; left unchanged [hipify-newer-than-target]
  return text;
}

void memcpyNode(CUgraphNode n, CUDA_MEMCPY3D *copy) {
  cuGraphMemcpyNodeGetParams(n, copy);
  // CHECK:  hipDrvGraphMemcpyNodeGetParams(n, copy);
  // OLD:{{.*}}driver-signatures-newer.cu:[[@LINE-2]]:3: warning: 'cuGraphMemcpyNodeGetParams': 'hipDrvGraphMemcpyNodeGetParams' needs HIP 6.3 and the target is 5.2; pass --hip-version to target a newer HIP; left unchanged [hipify-newer-than-target]
}

void context(CUcontext ctx) {
  cuCtxSynchronize_v2(ctx);
  // MSG:{{.*}}driver-signatures-newer.cu:[[@LINE-1]]:3: warning: 'cuCtxSynchronize_v2' has no HIP equivalent (cuCtxSynchronize_v2 takes the context to act on; hipCtxSynchronize waits for the current context only (and is deprecated): make the context current (hipCtxSetCurrent) and call that); left unchanged [hipify-unsupported-api]
  // CHECK:  cuCtxSynchronize_v2(ctx);
}
