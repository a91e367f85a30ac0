// A file that already includes hip/hip_runtime.h keeps one include, and
// translating a translated file changes nothing.
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: %hipify port %t.hip --cuda-path=%cuda-path -o %t.again.hip
// RUN: diff %t.hip %t.again.hip

// CHECK:#include <hip/hip_runtime.h>
// CHECK-NEXT:int main() { return 0; }
#include <hip/hip_runtime.h>
#include <cuda_runtime.h>
int main() { return 0; }
// HIP's header, parsed as CUDA, takes HIP's NVIDIA path, whose headers do not
// compile against this CUDA: reported once, not translated. The two messages
// come in either order (a cached prelude reports system headers later).
// MSG-DAG:{{.*}}: warning: {{[0-9]+}} error(s) in system headers, which hipify does not translate; the first: {{.*}} [hipify-parse-error]
// MSG-DAG:{{.*}}includes-idempotent.cu:[[@LINE-6]]:10: note: 'cuda_runtime.h' is covered by the 'hip/hip_runtime.h' already included; include removed [hipify-include]
