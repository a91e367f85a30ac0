// Warp-aggregated atomics with cooperative groups: the threads that take a
// branch form a coalesced group, whose first thread adds for all of them.
#include <cooperative_groups.h>
#include <cstdio>
namespace cg = cooperative_groups;

__device__ int aggregatedIncrement(int *counter) {
  cg::coalesced_group active = cg::coalesced_threads();
  int old = 0;
  if (active.thread_rank() == 0)
    old = atomicAdd(counter, active.size());
  return active.shfl(old, 0) + active.thread_rank();
}

// Keeps the positive elements, compacted in some order.
__global__ void keepPositive(const int *in, int n, int *out, int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] > 0)
    out[aggregatedIncrement(count)] = in[i];
}

// Which lanes voted, by rank in the group of odd lanes.
__global__ void ranks(unsigned long long *ballots, unsigned *sizes) {
  if (threadIdx.x % 2) {
    cg::coalesced_group odd = cg::coalesced_threads();
    unsigned long long b = odd.ballot(threadIdx.x % 4 == 1);
    if (odd.thread_rank() == 0) {
      ballots[threadIdx.x / 32] = b;
      sizes[threadIdx.x / 32] = odd.size();
    }
  }
}

int main() {
  const int n = 1000;
  int *in, *out, *count;
  cudaMallocManaged(&in, n * sizeof(int));
  cudaMallocManaged(&out, n * sizeof(int));
  cudaMallocManaged(&count, sizeof(int));
  int positives = 0, sum = 0;
  for (int i = 0; i < n; ++i) {
    in[i] = (i * 7) % 11 - 5;
    if (in[i] > 0) {
      ++positives;
      sum += in[i];
    }
  }
  *count = 0;
  keepPositive<<<4, 256>>>(in, n, out, count);
  cudaDeviceSynchronize();
  int kept = 0;
  for (int i = 0; i < *count; ++i)
    kept += out[i];
  printf("kept %d of %d, sum %s\n", *count, positives,
         kept == sum ? "agrees" : "differs");
  unsigned long long *ballots;
  unsigned *sizes;
  cudaMallocManaged(&ballots, 2 * sizeof(unsigned long long));
  cudaMallocManaged(&sizes, 2 * sizeof(unsigned));
  ranks<<<1, 64>>>(ballots, sizes);
  cudaDeviceSynchronize();
  printf("size %u ballot %llx\n", sizes[0], ballots[0]);
  return 0;
}
