// Warp-level inclusive scan: each warp scans its 32 values with
// __shfl_up_sync (Kogge-Stone, offsets 1..16), every lane then reads the
// warp's total from lane 31 with __shfl_sync, and lane 0 writes it.
// WARP-SIZE ASSUMPTION: lane = threadIdx.x & 31, a full 32-bit mask, lane
// 31 as the warp's last lane and one total per 32 elements. Ported as
// written, the upper 32 lanes of a 64-lane wavefront read the total of the
// lower half (the scan itself stays right: `lane >= d` keeps its reads in
// the half); the port's shuffles get the width 32 (hipify's
// hipify-warp-shuffle-width), which keeps each warp a 32-lane group.
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

__global__ void warpScan(const int *in, int *scan, int *totals) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  int v = in[i];
  for (int d = 1; d < 32; d <<= 1) {
    int t = __shfl_up_sync(0xffffffff, v, d);
    if (lane >= d)
      v += t;
  }
  scan[i] = v;
  int total = __shfl_sync(0xffffffff, v, 31);
  if (lane == 0)
    totals[i / 32] = total;
}

int main() {
  const int n = 1 << 14, warps = n / 32;
  std::vector<int> h(n);
  unsigned seed = 12345u;
  for (int i = 0; i < n; ++i) {
    seed = seed * 1664525u + 1013904223u;
    h[i] = (int)(seed >> 24) - 128;
  }

  int *dIn, *dScan, *dTotals;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dScan, n * sizeof(int)));
  CHECK(cudaMalloc(&dTotals, warps * sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  warpScan<<<n / 256, 256>>>(dIn, dScan, dTotals);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<int> scan(n), totals(warps);
  CHECK(cudaMemcpy(scan.data(), dScan, n * sizeof(int),
                   cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(totals.data(), dTotals, warps * sizeof(int),
                   cudaMemcpyDeviceToHost));

  int bad = 0;
  long long checksum = 0;
  for (int w = 0; w < warps; ++w) {
    int running = 0;
    for (int l = 0; l < 32; ++l) {
      running += h[w * 32 + l];
      bad += scan[w * 32 + l] != running;
      checksum += (long long)scan[w * 32 + l] * (l + 1);
    }
    bad += totals[w] != running;
  }
  std::printf("warp_scan: n=%d warps=%d checksum=%lld\n", n, warps, checksum);
  std::printf("warp_scan: scan[31]=%d scan[32]=%d scan[63]=%d totals[1]=%d\n",
              scan[31], scan[32], scan[63], totals[1]);
  std::printf("%s\n", bad ? "FAIL" : "PASS");
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dScan));
  CHECK(cudaFree(dTotals));
  return bad ? 1 : 0;
}
