// One warp macro, two widths: warpTotals is written for 32-lane warps (a
// shuffle-up scan, then every lane reads its warp's total from lane 31 with
// BROADCAST) and blockTotal for any width (an index butterfly from
// warpSize / 2 with the same macro, one atomicAdd per warp, a result that
// does not depend on the width).
// WARP-SIZE ASSUMPTION: warpTotals' warps have 32 lanes. The fix it needs
// (the width 32 on the shuffle) would go in BROADCAST's #define, where it
// would also change blockTotal, whose warps are warpSize wide: hipify leaves
// both as written and reports warpTotals (hipify-warp-width-ambiguous). The
// port is then right with 32-lane wavefronts (RDNA in wave32 mode; hipify
// validate --port-warp-size=32) and not with 64, which the report says.
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

#define BROADCAST(value, source) __shfl_sync(__activemask(), (value), (source))

__global__ void warpTotals(const int *in, int *totals) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int v = in[i];
  for (int d = 1; d < 32; d <<= 1) {
    int t = __shfl_up_sync(0xffffffff, v, d);
    if (lane >= d)
      v += t;
  }
  totals[i] = BROADCAST(v, 31);
}

__global__ void blockTotal(const int *in, int *total) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize;
  int v = in[i];
  for (int o = warpSize / 2; o > 0; o /= 2)
    v += BROADCAST(v, lane ^ o);
  if (lane == 0)
    atomicAdd(total, v);
}

int main() {
  const int n = 1 << 11;
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = (i * 37) % 101 - 50;
  int *dIn, *dTotals, *dTotal;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dTotals, n * sizeof(int)));
  CHECK(cudaMalloc(&dTotal, sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dTotal, 0, sizeof(int)));
  warpTotals<<<n / 128, 128>>>(dIn, dTotals);
  blockTotal<<<n / 128, 128>>>(dIn, dTotal);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<int> totals(n);
  int total = 0;
  CHECK(cudaMemcpy(totals.data(), dTotals, n * sizeof(int),
                   cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&total, dTotal, sizeof(int), cudaMemcpyDeviceToHost));
  int bad = 0, expected = 0;
  long long checksum = 0;
  for (int w = 0; w < n / 32; ++w) {
    int sum = 0;
    for (int l = 0; l < 32; ++l)
      sum += h[w * 32 + l];
    for (int l = 0; l < 32; ++l) {
      bad += totals[w * 32 + l] != sum;
      checksum += (long long)totals[w * 32 + l] * (l + 1);
    }
    expected += sum;
  }
  bad += total != expected;
  std::printf("warp_macro_shared: n=%d total=%d checksum=%lld\n", n, total,
              checksum);
  std::printf("warp_macro_shared: totals[0]=%d totals[32]=%d\n", totals[0],
              totals[32]);
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dTotals));
  CHECK(cudaFree(dTotal));
  std::printf("%s\n", bad ? "FAIL" : "PASS");
  return bad ? 1 : 0;
}
