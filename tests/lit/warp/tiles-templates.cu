// Cooperative groups' tiles of 32 are 32-lane groups on a 64-lane wavefront
// already (HIP's thread_block_tile<32> shuffles with the width 32), so tile
// code is left as written; a tile of 32 is a 32-lane assumption, so warpSize
// next to it becomes 32. A template is decided on its pattern: every
// instantiation, whatever its width argument, gets the same edit, which is
// exact for each (a width written is left alone).
// RUN: %hipify port %s --cuda-path=%cuda-path --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{\[hipify-warp-(size-constant|vote-group|shuffle-width|mask-group|width-[a-z]+)\]}}' %s < %t.err
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// Negative: a tile reduction, unchanged.
__global__ void tileSums(const int *in, int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int v = in[block.thread_rank()];
  for (int offset = tile.size() / 2; offset > 0; offset /= 2)
    v += tile.shfl_down(v, offset);
  // CHECK:    v += tile.shfl_down(v, offset);
  if (tile.thread_rank() == 0)
    out[block.thread_rank() / 32] = v;
}

// A tile of 32 with warpSize: one width, 32.
__global__ void tileLanes(int *out) {
  cg::thread_block_tile<32> tile =
      cg::tiled_partition<32>(cg::this_thread_block());
  out[threadIdx.x] = tile.shfl(threadIdx.x % warpSize, 0);
  // CHECK:  out[threadIdx.x] = tile.shfl(threadIdx.x % 32, 0);
  // MSG:{{.*}}tiles-templates.cu:[[@LINE-2]]:46: note: 'warpSize' becomes 32, its value on CUDA: 'tileLanes' also assumes 32-lane warps ('thread_block_tile<32>' at line [[@LINE-4]]), {{.*}} [hipify-warp-size-constant]
}

// One pattern, instantiated for segments of 16 and 32: the butterfly's
// mask is a template parameter, so the shuffle gets the width 32, as CUDA's
// default, in the pattern.
template <int Segment> __device__ int segmentMax(int v) {
  for (int mask = Segment / 2; mask > 0; mask /= 2)
    v = max(v, __shfl_xor_sync(0xffffffff, v, mask));
  // CHECK:    v = max(v, __shfl_xor(v, mask, 32));
  // MSG:{{.*}}tiles-templates.cu:[[@LINE-2]]:16: note: '__shfl_xor_sync' gets the width 32: {{.*}} [hipify-warp-shuffle-width]
  return v;
}
// Negative: a width written is a width written.
template <int Segment> __device__ int segmentSum(int v) {
  for (int offset = Segment / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset, Segment);
  // CHECK:    v += __shfl_down(v, offset, Segment);
  return v;
}
__global__ void segments(int *data) {
  int v = data[threadIdx.x];
  data[threadIdx.x] = segmentMax<16>(v) + segmentMax<32>(v) +
                      segmentSum<8>(v) + segmentSum<32>(v);
}
