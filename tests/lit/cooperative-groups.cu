// Cooperative-group members HIP 5.2 lacks are reported where they are
// called; the members HIP shares are left alone.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=WARN %s < %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
#include <cooperative_groups.h>
#include <cuda_runtime.h>
namespace cg = cooperative_groups;

__global__ void k(int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int v = tile.shfl_down(static_cast<int>(tile.thread_rank()), 1);
  // CHECK:  int v = tile.shfl_down(static_cast<int>(tile.thread_rank()), 1);
  out[tile.meta_group_rank()] = v + tile.meta_group_size();
}
// WARN:{{.*}}cooperative-groups.cu:15:12: warning: 'meta_group_rank' has no HIP equivalent (HIP 5.2's thread_block_tile has no meta_group_rank; {{.*}}); left unchanged [hipify-unsupported-api]
// WARN-NEXT:{{.*}}cooperative-groups.cu:15:42: warning: 'meta_group_size' has no HIP equivalent (HIP 5.2's thread_block_tile has no meta_group_size; {{.*}}); left unchanged [hipify-unsupported-api]
// WARN-NOT:{{.}}
