// Warp matches and reductions: for each warp, __match_any_sync gives every
// lane the mask of the lanes that hold its key, __match_all_sync tells
// whether the whole warp holds one key, and the six __reduce_*_sync (add,
// min, max, and, or, xor) combine a value over the warp; lane
// 0 writes one record per warp, every lane its group mask. Keys are drawn
// from a few values so that groups cross the middle of the warp; some warps
// hold a single key.
// WARP-SIZE ASSUMPTION: one warp = 32 lanes, the masks are 32-bit unsigned
// and the full mask is 0xffffffff. On a 64-wide wavefront, ported as
// written, the upper 32 lanes see masks and sums of the lower half (their
// lanes are not in 0xffffffff); hipify's port moves each mask onto the
// lane's 32-lane group and keeps the group's 32 bits of each result.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__,              \
                   cudaGetErrorName(err_), cudaGetErrorString(err_));          \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

struct WarpRecord {
  unsigned int uniform; // __match_all_sync's mask (0 unless one key)
  int allSame;          // its predicate
  int sum;              // __reduce_add_sync
  unsigned int largest; // __reduce_max_sync
  int smallest;         // __reduce_min_sync
  unsigned int bits;    // __reduce_or_sync
  unsigned int common;  // __reduce_and_sync
  unsigned int parity;  // __reduce_xor_sync
};

__global__ void warpMatch(const int *keys, const int *values,
                          unsigned int *groups, WarpRecord *records) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int key = keys[i];
  unsigned int group = __match_any_sync(0xffffffff, key);
  int allSame = 0;
  unsigned int uniform = __match_all_sync(0xffffffff, key, &allSame);
  int sum = __reduce_add_sync(0xffffffff, values[i]);
  unsigned int largest = __reduce_max_sync(0xffffffff, (unsigned)values[i]);
  int smallest = __reduce_min_sync(0xffffffff, values[i]);
  unsigned int bits = __reduce_or_sync(0xffffffff, 1u << (key & 31));
  unsigned int common = __reduce_and_sync(0xffffffff, ~(1u << (key & 31)));
  unsigned int parity = __reduce_xor_sync(0xffffffff, (unsigned)values[i]);
  groups[i] = group;
  if (lane == 0) {
    WarpRecord r;
    r.uniform = uniform;
    r.allSame = allSame;
    r.sum = sum;
    r.largest = largest;
    r.smallest = smallest;
    r.bits = bits;
    r.common = common;
    r.parity = parity;
    records[i / 32] = r;
  }
}

int main() {
  const int n = 1 << 13, warps = n / 32;
  std::vector<int> keys(n), values(n);
  unsigned seed = 2024u;
  for (int i = 0; i < n; ++i) {
    seed = seed * 1664525u + 1013904223u;
    int w = i / 32;
    keys[i] = w % 7 == 3 ? 11 : (int)((seed >> 20) % 4) * 5;
    values[i] = (int)((seed >> 8) % 1000) - 300;
  }

  int *dKeys, *dValues;
  unsigned int *dGroups;
  WarpRecord *dRecords;
  CHECK(cudaMalloc(&dKeys, n * sizeof(int)));
  CHECK(cudaMalloc(&dValues, n * sizeof(int)));
  CHECK(cudaMalloc(&dGroups, n * sizeof(unsigned int)));
  CHECK(cudaMalloc(&dRecords, warps * sizeof(WarpRecord)));
  CHECK(cudaMemcpy(dKeys, keys.data(), n * sizeof(int),
                   cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dValues, values.data(), n * sizeof(int),
                   cudaMemcpyHostToDevice));
  warpMatch<<<n / 128, 128>>>(dKeys, dValues, dGroups, dRecords);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<unsigned int> groups(n);
  std::vector<WarpRecord> records(warps);
  CHECK(cudaMemcpy(groups.data(), dGroups, n * sizeof(unsigned int),
                   cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(records.data(), dRecords, warps * sizeof(WarpRecord),
                   cudaMemcpyDeviceToHost));

  int bad = 0, uniformWarps = 0;
  unsigned long long hash = 0;
  for (int w = 0; w < warps; ++w) {
    int sum = 0, smallest = values[w * 32];
    unsigned int largest = 0, bits = 0, common = ~0u, parity = 0;
    bool same = true;
    for (int l = 0; l < 32; ++l) {
      int i = w * 32 + l;
      unsigned int group = 0;
      for (int m = 0; m < 32; ++m)
        if (keys[w * 32 + m] == keys[i])
          group |= 1u << m;
      bad += groups[i] != group;
      hash = hash * 1000003ull + groups[i];
      sum += values[i];
      largest = (unsigned)values[i] > largest ? (unsigned)values[i] : largest;
      smallest = values[i] < smallest ? values[i] : smallest;
      bits |= 1u << (keys[i] & 31);
      common &= ~(1u << (keys[i] & 31));
      parity ^= (unsigned)values[i];
      same = same && keys[i] == keys[w * 32];
    }
    const WarpRecord &r = records[w];
    bad += r.sum != sum || r.largest != largest || r.smallest != smallest ||
           r.bits != bits || r.common != common || r.parity != parity ||
           r.allSame != (int)same || r.uniform != (same ? 0xffffffffu : 0u);
    uniformWarps += r.allSame;
    hash = hash * 1000003ull + (unsigned)r.sum + r.largest +
           (unsigned)r.smallest + r.bits + r.common + r.parity;
  }
  std::printf("warp_match: n=%d warps=%d uniform=%d hash=%llu\n", n, warps,
              uniformWarps, hash);
  std::printf("warp_match: group[0]=%08x group[40]=%08x sum[1]=%d "
              "bits[1]=%08x\n",
              groups[0], groups[40], records[1].sum, records[1].bits);
  CHECK(cudaFree(dKeys));
  CHECK(cudaFree(dValues));
  CHECK(cudaFree(dGroups));
  CHECK(cudaFree(dRecords));
  std::printf("%s\n", bad ? "FAIL" : "PASS");
  return bad ? 1 : 0;
}
