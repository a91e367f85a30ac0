// `x = {}` on CUDA's half types, which nvcc accepts and clang finds
// ambiguous between their assignment operators, names the type.
// RUN: not %hipify port %s --cuda-path=%cuda-path --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -std=c++17 -fsyntax-only %t.hip %}
#include <cuda_fp16.h>

__global__ void clear(half2 *out, __half *single) {
  half2 acc;
  acc = {};
  __half h;
  h = {};
  out[threadIdx.x] = acc;
  single[threadIdx.x] = h;
}
// Clang's own error stays reported (and the exit status says the unit had
// parse errors): the port is written, and the note says what resolves it.
// MSG:{{.*}}empty-brace-assignment.cu:11:7: error: use of overloaded operator '=' is ambiguous (with operand types 'half2' (aka '__half2') and 'void') [hipify-parse-error]
// MSG:{{.*}}empty-brace-assignment.cu:11:9: note: '= {}' becomes '= __half2{}': the empty braces are ambiguous between __half2's assignment operators under hipcc; naming the type gives the same value-initialised value [hipify-empty-brace-assignment]
// MSG:{{.*}}empty-brace-assignment.cu:13:5: error: use of overloaded operator '=' is ambiguous (with operand types '__half' and 'void') [hipify-parse-error]
// MSG:{{.*}}empty-brace-assignment.cu:13:7: note: '= {}' becomes '= __half{}': the empty braces are ambiguous between __half's assignment operators under hipcc; naming the type gives the same value-initialised value [hipify-empty-brace-assignment]
// CHECK:  acc = __half2{};
// CHECK-NEXT:  __half h;
// CHECK-NEXT:  h = __half{};
