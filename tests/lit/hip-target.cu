// The target HIP decides: by default the installed one (HIP 5.2 here, no
// *_sync warp functions: the mask-less forms, with a hipify-warp-mask-dropped
// note); --hip-version=6.2 keeps the *_sync forms; a row newer than the
// target and without an older equivalent is reported, not mapped.
// (--no-warp-fixes: this test is about the tables; tests/lit/warp has the
// warp-width rewrites of the same calls.)
// RUN: %hipify port --no-warp-fixes %s --cuda-path=%cuda-path --verbose --stats -o %t.52.hip 2> %t.52.txt
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=HIP52 %s < %t.52.hip
// RUN: FileCheck --check-prefix=NOTE52 --implicit-check-not='{{warning|error}}:' %s < %t.52.txt
// RUN: %hipify port --no-warp-fixes %s --cuda-path=%cuda-path --hip-version=6.2 -o %t.62.hip
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=HIP62 %s < %t.62.hip
// RUN: %hipify port --no-warp-fixes %s --cuda-path=%cuda-path --mapping-file=%S/Inputs/newer-row.yaml -o %t.new.hip 2> %t.new.txt
// RUN: FileCheck --match-full-lines --check-prefix=NEWER --implicit-check-not='{{warning|error|note}}:' %s < %t.new.txt
// RUN: %expect-exit 2 %hipify port --no-warp-fixes %s --hip-version=six 2>&1 | FileCheck --match-full-lines --check-prefix=BAD %s
#include <cuda_runtime.h>

__global__ void k(float *p) {
  float v = __shfl_down_sync(0xffffffff, p[threadIdx.x], 1);
  // HIP52:  float v = __shfl_down(p[threadIdx.x], 1);
  // HIP62:  float v = __shfl_down_sync(0xffffffff, p[threadIdx.x], 1);
  p[threadIdx.x] = v;
}

int main() { return cudaDeviceSynchronize(); }
// NOTE52:{{^}}{{.*}}hip-target.cu:18:13: note: '__shfl_down_sync': '__shfl_down_sync' needs HIP 6.2 (the target is 5.2): using '__shfl_down'; the mask is dropped; exact when it names every active lane [hipify-warp-mask-dropped]{{$}}
// NOTE52:{{^}}  target: HIP 5.2 ({{.*}}hip_version.h){{$}}
// NEWER:{{.*}}hip-target.cu:24:21: warning: 'cudaDeviceSynchronize': 'hipDeviceSynchronize' needs HIP 9.0 and the target is 5.2; pass --hip-version to target a newer HIP; left unchanged [hipify-newer-than-target]
// BAD:hipify: error: --hip-version must be MAJOR.MINOR (such as 6.2), not 'six'

// A row newer than the target with an older equivalent maps to that, with a
// note.
// RUN: %hipify port --no-warp-fixes %s --cuda-path=%cuda-path --mapping-file=%S/Inputs/older-row.yaml --verbose -o %t.old.hip 2> %t.old.txt
// RUN: FileCheck --check-prefix=OLDER %s < %t.old.txt
// RUN: FileCheck --check-prefix=OLDER-HIP %s < %t.old.hip
// OLDER:{{.*}}hip-target.cu:24:21: note: 'cudaDeviceSynchronize': 'hipDeviceSynchronizeV2' needs HIP 9.0 (the target is 5.2): using 'hipDeviceSynchronize'; the same wait [hipify-older-equivalent]
// OLDER-HIP:int main() { return hipDeviceSynchronize(); }
