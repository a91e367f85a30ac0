// An asm statement in a macro body is rewritten once, in the #define, for
// all its uses: operands from macro parameters are parenthesised and assumed
// to be neither constants nor free to read twice; a block is a do-while(0).
// RUN: %hipify port %s --verbose --hip-version=5.2 --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}
#include <cuda_runtime.h>
// MSG:{{.*}}macros.cu:[[@LINE-1]]:10: note: 'cuda_runtime.h' -> 'hip/hip_runtime.h' [hipify-include]
// CHECK:#include <hip/hip_runtime.h>

// asm in a macro body: rewritten once, in the #define, for every use.
#define LANE_ID(out) asm("mov.u32 %0, %%laneid;" : "=r"(out))
// CHECK:#define LANE_ID(out) (out) = __lane_id() & 31
#define FIELD(out, word, pos, len) \
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(out) : "r"(word), "r"(pos), "r"(len))
// CHECK:  do { unsigned hipify_pos = (pos) & 0xff, hipify_len = (len) & 0xff; (out) = hipify_pos >= 32 ? 0u : ((unsigned)(word) >> hipify_pos) & (hipify_len >= 32 ? 0xffffffffu : (1u << hipify_len) - 1u); } while (0)
// An immediate written in the body is the same in every use.
#define LOW_BYTE(out, word) asm("bfe.u32 %0, %1, 0, 8;" : "=r"(out) : "r"(word))
// CHECK:#define LOW_BYTE(out, word) (out) = __bitextract_u32((word), 0, 8)

__device__ unsigned lanes(unsigned *words, unsigned n) {
  unsigned id, f, g, b;
  LANE_ID(id);
// MSG:{{.*}}macros.cu:[[@LINE-1]]:3: note: inline PTX 'mov.u32 %0, %laneid' translated to HIP: '(out) = __lane_id() & 31' in the #define of macro 'LANE_ID', for all its uses; the lane within its 32-lane warp; a 64-wide wavefront holds two [hipify-inline-ptx-translated]
  FIELD(f, words[id], n + 1, 4);
// MSG:{{.*}}macros.cu:[[@LINE-1]]:3: note: inline PTX 'bfe.u32 %0, %1, %2, %3' translated to HIP: a block of 1 statement in the #define of macro 'FIELD', for all its uses [hipify-inline-ptx-translated]
  FIELD(g, id, 3, n);
// MSG:{{.*}}macros.cu:[[@LINE-1]]:3: note: inline PTX 'bfe.u32 %0, %1, %2, %3' translated to HIP: a block of 1 statement in the #define of macro 'FIELD', for all its uses [hipify-inline-ptx-translated]
  LOW_BYTE(b, words[0]);
// MSG:{{.*}}macros.cu:[[@LINE-1]]:3: note: inline PTX 'bfe.u32 %0, %1, 0, 8' translated to HIP: '(out) = __bitextract_u32((word), 0, 8)' in the #define of macro 'LOW_BYTE', for all its uses [hipify-inline-ptx-translated]
  return id + f + g + b;
}

__global__ void kernel(unsigned *out) { out[threadIdx.x] = lanes(out, 2); }
