// No CUDA at all: names that merely look like CUDA's are the user's own.
#include <cstdio>
#include <vector>

struct cudaLikeButMine {
  int warpSize = 32;
};

static int cudaMallocLookalike(int n) { return n * 2; }

int main() {
  std::vector<int> v(32);
  cudaLikeButMine m;
  std::printf("%d %d\n", cudaMallocLookalike(m.warpSize), int(v.size()));
  return 0;
}
