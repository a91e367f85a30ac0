// Cooperative-group members HIP 5.2 lacks are reported where they are
// called; the members HIP shares are left alone. cooperative_groups.h before
// cuda_runtime.h (nvcc includes the runtime first anyway) puts
// hip/hip_runtime.h first: HIP 5.2's hip_cooperative_groups.h does not
// compile without it (hipBlockDim_z undeclared).
// RUN: %hipify port %s --verbose --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error|note}}:' %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
#include <cooperative_groups.h>
#include <cuda_runtime.h>
namespace cg = cooperative_groups;
// MSG:{{.*}}cooperative-groups.cu:[[@LINE-3]]:1: note: 'hip/hip_runtime.h' included first: 'cooperative_groups.h' comes before the runtime, and its HIP header does not compile without hip_runtime.h before it [hipify-include]
// MSG:{{.*}}cooperative-groups.cu:[[@LINE-4]]:10: note: 'cooperative_groups.h' -> 'hip/hip_cooperative_groups.h' [hipify-include]
// MSG:{{.*}}cooperative-groups.cu:[[@LINE-4]]:10: note: 'cuda_runtime.h' moves to the top as 'hip/hip_runtime.h', before the includes that need it; include removed here [hipify-include]
// CHECK:#include <hip/hip_runtime.h>
// CHECK-NEXT:#include <hip/hip_cooperative_groups.h>
// CHECK-NEXT:namespace cg = cooperative_groups;

__global__ void k(int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int v = tile.shfl_down(static_cast<int>(tile.thread_rank()), 1);
  // CHECK:  int v = tile.shfl_down(static_cast<int>(tile.thread_rank()), 1);
  out[tile.meta_group_rank()] = v + tile.meta_group_size();
}
// MSG:{{.*}}cooperative-groups.cu:[[@LINE-2]]:12: warning: 'meta_group_rank' has no HIP equivalent (HIP 5.2's thread_block_tile has no meta_group_rank; {{.*}}); left unchanged [hipify-unsupported-api]
// MSG:{{.*}}cooperative-groups.cu:[[@LINE-3]]:42: warning: 'meta_group_size' has no HIP equivalent (HIP 5.2's thread_block_tile has no meta_group_size; {{.*}}); left unchanged [hipify-unsupported-api]
