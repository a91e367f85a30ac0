// The same file ported for three HIP releases: each row's HIP name holds from
// its hip_since (mappings/hip-index.tsv says which releases declare it). Below
// it a row uses its older equivalent (the *_sync warp functions, 6.2, drop the
// mask; __activemask, 6.2, becomes __ballot(1)) or is reported with
// hipify-newer-than-target naming the release that has it: cudaGraphUpload
// (5.3), cudaGraphInstantiateWithParams and its parameter struct (6.2),
// cudaGraphExecGetFlags (6.3).
// Before 5.3, math_constants.h goes (hip_runtime.h is already included) and the
// CUDART_* constants keep their names, defined with CUDA's values
// (tests/lit/macro-fallback.cu).
// (--no-warp-fixes: this test is about the tables; tests/lit/warp has the
// warp-width rewrites of the same calls.)
// RUN: %hipify port --no-warp-fixes %s --cuda-path=%cuda-path --hip-version=5.2 -o %t.52.hip 2> %t.52.txt
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=HIP52 %s < %t.52.hip
// RUN: FileCheck --match-full-lines --check-prefix=DIAG52 %s < %t.52.txt
// RUN: %hipify port --no-warp-fixes %s --cuda-path=%cuda-path --hip-version=5.3 -o %t.53.hip 2> %t.53.txt
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=HIP53 %s < %t.53.hip
// RUN: FileCheck --match-full-lines --check-prefix=DIAG53 %s < %t.53.txt
// RUN: %hipify port --no-warp-fixes %s --cuda-path=%cuda-path --hip-version=6.2 -o %t.62.hip 2> %t.62.txt
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=HIP62 %s < %t.62.hip
// RUN: FileCheck --match-full-lines --check-prefix=DIAG62 --implicit-check-not='{{warning|error}}:' %s < %t.62.txt
// RUN: %hipify port --no-warp-fixes %s --cuda-path=%cuda-path --hip-version=6.3 -o %t.63.hip 2> %t.63.txt
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=HIP63 %s < %t.63.hip
// RUN: count 0 < %t.63.txt
//
// A row whose HIP name a release removed (hip_removed) is unsupported from
// that release on.
// RUN: %hipify port --no-warp-fixes %s --cuda-path=%cuda-path --hip-version=6.2 --mapping-file=%S/Inputs/removed-row.yaml -o %t.rm.hip 2> %t.rm.txt
// RUN: FileCheck --match-full-lines --check-prefix=REMOVED %s < %t.rm.txt
//
// --hip-version accepts the releases the tables know (mappings/hip-versions.yaml) only.
// RUN: %expect-exit 2 %hipify port --no-warp-fixes %s --cuda-path=%cuda-path --hip-version=9.9 2>&1 | FileCheck --match-full-lines --check-prefix=UNKNOWN %s
// RUN: %expect-exit 2 %hipify port --no-warp-fixes %s --cuda-path=%cuda-path --hip-version=5.0 2>&1 | FileCheck --match-full-lines --check-prefix=UNKNOWN50 %s
#include <cuda_runtime.h>
#include <math_constants.h>
// HIP52:#include <hip/hip_runtime.h>
// HIP52-NEXT:// Defined by hipify: CUDA's values; the target HIP has no counterpart.
// HIP52-NEXT:#ifndef CUDART_PI_F
// HIP52-NEXT:#define CUDART_PI_F 3.141592654F
// HIP52-NEXT:#endif
// HIP52-NEXT:#ifndef CUDART_INF_F
// HIP52-NEXT:#define CUDART_INF_F __int_as_float(0x7f800000U)
// HIP52-NEXT:#endif
// HIP53:#include <hip/hip_math_constants.h>
// HIP62:#include <hip/hip_math_constants.h>

__global__ void spread(float *p, unsigned mask) {
  float v = __shfl_xor_sync(mask, p[threadIdx.x], 1);
  // HIP52:  float v = __shfl_xor(p[threadIdx.x], 1);
  // HIP53:  float v = __shfl_xor(p[threadIdx.x], 1);
  // HIP62:  float v = __shfl_xor_sync(mask, p[threadIdx.x], 1);
  unsigned active = __activemask();
  // HIP52:  unsigned active = __ballot(1);
  // HIP62:  unsigned active = __activemask();
  p[threadIdx.x] = active ? v * CUDART_PI_F : CUDART_INF_F;
  // HIP52:  p[threadIdx.x] = active ? v * CUDART_PI_F : CUDART_INF_F;
  // HIP53:  p[threadIdx.x] = active ? v * HIP_PI_F : HIP_INF_F;
  // HIP62:  p[threadIdx.x] = active ? v * HIP_PI_F : HIP_INF_F;
}

int replay(cudaGraph_t graph, cudaStream_t stream) {
  cudaGraphExec_t exec;
  cudaGraphInstantiateParams params = {};
  // HIP53:  cudaGraphInstantiateParams params = {};
  // HIP62:  hipGraphInstantiateParams params = {};
  if (cudaGraphInstantiateWithParams(&exec, graph, &params) != cudaSuccess)
  // HIP53:  if (cudaGraphInstantiateWithParams(&exec, graph, &params) != hipSuccess)
  // HIP62:  if (hipGraphInstantiateWithParams(&exec, graph, &params) != hipSuccess)
    return 1;
  if (cudaGraphUpload(exec, stream) != cudaSuccess)
  // HIP52:  if (cudaGraphUpload(exec, stream) != hipSuccess)
  // HIP53:  if (hipGraphUpload(exec, stream) != hipSuccess)
  // HIP62:  if (hipGraphUpload(exec, stream) != hipSuccess)
    return 1;
  return cudaGraphLaunch(exec, stream) == cudaSuccess ? 0 : 1;
  // HIP62:  return hipGraphLaunch(exec, stream) == hipSuccess ? 0 : 1;
}

// DIAG52:{{.*}}hip-versions.cu:63:3: warning: 'cudaGraphInstantiateParams': 'hipGraphInstantiateParams' needs HIP 6.2 and the target is 5.2; pass --hip-version to target a newer HIP; left unchanged [hipify-newer-than-target]
// DIAG52-NEXT:{{.*}}hip-versions.cu:66:7: warning: 'cudaGraphInstantiateWithParams': 'hipGraphInstantiateWithParams' needs HIP 6.2 and the target is 5.2; pass --hip-version to target a newer HIP; left unchanged [hipify-newer-than-target]
// DIAG52-NEXT:{{.*}}hip-versions.cu:70:7: warning: 'cudaGraphUpload': 'hipGraphUpload' needs HIP 5.3 and the target is 5.2; pass --hip-version to target a newer HIP; left unchanged [hipify-newer-than-target]
// DIAG53:{{.*}}hip-versions.cu:63:3: warning: 'cudaGraphInstantiateParams': 'hipGraphInstantiateParams' needs HIP 6.2 and the target is 5.3; pass --hip-version to target a newer HIP; left unchanged [hipify-newer-than-target]
// DIAG53-NEXT:{{.*}}hip-versions.cu:66:7: warning: 'cudaGraphInstantiateWithParams': 'hipGraphInstantiateWithParams' needs HIP 6.2 and the target is 5.3; pass --hip-version to target a newer HIP; left unchanged [hipify-newer-than-target]
// REMOVED:{{.*}}hip-versions.cu:75:10: warning: 'cudaGraphLaunch' has no HIP equivalent ('hipGraphLaunch' was removed in HIP 6.0 (the target is 6.2)); left unchanged [hipify-unsupported-api]
// UNKNOWN:hipify: error: --hip-version 9.9 is not a HIP release the tables know; they know 5.2, 5.3, 5.4, 5.5, 5.6, 5.7, 6.0, 6.1, 6.2, 6.3, 6.4, 7.0, 7.1, 7.2, 7.11, 7.12, 7.13, 7.14, 10.0, 10.1, 10.2 (the newest is 10.2)
// UNKNOWN50:hipify: error: --hip-version 5.0 is not a HIP release the tables know; they know 5.2, 5.3, 5.4, 5.5, 5.6, 5.7, 6.0, 6.1, 6.2, 6.3, 6.4, 7.0, 7.1, 7.2, 7.11, 7.12, 7.13, 7.14, 10.0, 10.1, 10.2 (the newest is 10.2)

unsigned long long flagsOf(cudaGraphExec_t exec) {
  unsigned long long flags = 0;
  cudaGraphExecGetFlags(exec, &flags);
  // DIAG52-NEXT:{{.*}}hip-versions.cu:[[@LINE-1]]:3: warning: 'cudaGraphExecGetFlags': 'hipGraphExecGetFlags' needs HIP 6.3 and the target is 5.2; pass --hip-version to target a newer HIP; left unchanged [hipify-newer-than-target]
  // DIAG53-NEXT:{{.*}}hip-versions.cu:[[@LINE-2]]:3: warning: 'cudaGraphExecGetFlags': 'hipGraphExecGetFlags' needs HIP 6.3 and the target is 5.3; pass --hip-version to target a newer HIP; left unchanged [hipify-newer-than-target]
  // DIAG62:{{.*}}hip-versions.cu:[[@LINE-3]]:3: warning: 'cudaGraphExecGetFlags': 'hipGraphExecGetFlags' needs HIP 6.3 and the target is 6.2; pass --hip-version to target a newer HIP; left unchanged [hipify-newer-than-target]
  // HIP62:  cudaGraphExecGetFlags(exec, &flags);
  // HIP63:  hipGraphExecGetFlags(exec, &flags);
  return flags;
}
// DIAG52-NOT:{{.}}
// DIAG53-NOT:{{.}}
