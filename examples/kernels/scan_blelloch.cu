// Work-efficient (Blelloch) exclusive prefix sum over many blocks:
//  1. every block scans 2*BLOCK elements in shared memory (up-sweep, clear the
//     last element, down-sweep) and writes its total to blockSums;
//  2. one block scans blockSums with the same kernel;
//  3. a third kernel adds each block's scanned offset to its elements.
// Integer data, exact comparison with a sequential host scan.
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

#define BLOCK 256
#define ELEMS (2 * BLOCK)

__global__ void blellochScan(const int *in, int *out, int *blockSums, int n) {
  __shared__ int temp[ELEMS];
  int tid = threadIdx.x;
  int base = blockIdx.x * ELEMS;
  int a = base + 2 * tid, b = base + 2 * tid + 1;
  temp[2 * tid] = a < n ? in[a] : 0;
  temp[2 * tid + 1] = b < n ? in[b] : 0;

  int offset = 1;
  for (int d = ELEMS >> 1; d > 0; d >>= 1) { // up-sweep (reduce)
    __syncthreads();
    if (tid < d) {
      int ai = offset * (2 * tid + 1) - 1;
      int bi = offset * (2 * tid + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }
  if (tid == 0) {
    if (blockSums)
      blockSums[blockIdx.x] = temp[ELEMS - 1];
    temp[ELEMS - 1] = 0;
  }
  for (int d = 1; d < ELEMS; d *= 2) { // down-sweep
    offset >>= 1;
    __syncthreads();
    if (tid < d) {
      int ai = offset * (2 * tid + 1) - 1;
      int bi = offset * (2 * tid + 2) - 1;
      int t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  __syncthreads();
  if (a < n)
    out[a] = temp[2 * tid];
  if (b < n)
    out[b] = temp[2 * tid + 1];
}

__global__ void addBlockOffsets(int *data, const int *scannedSums, int n) {
  int i = blockIdx.x * ELEMS + threadIdx.x;
  int add = scannedSums[blockIdx.x];
  if (i < n)
    data[i] += add;
  if (i + BLOCK < n)
    data[i + BLOCK] += add;
}

int main() {
  const int n = 200000;
  const int blocks = (n + ELEMS - 1) / ELEMS; // must be <= ELEMS for step 2
  std::vector<int> h(n), out(n), ref(n);
  for (int i = 0; i < n; ++i)
    h[i] = (i * 17 + 3) % 11 - 3;
  int running = 0;
  for (int i = 0; i < n; ++i) {
    ref[i] = running;
    running += h[i];
  }

  int *dIn, *dOut, *dSums, *dSumsScanned;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dOut, n * sizeof(int)));
  CHECK(cudaMalloc(&dSums, blocks * sizeof(int)));
  CHECK(cudaMalloc(&dSumsScanned, blocks * sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

  blellochScan<<<blocks, BLOCK>>>(dIn, dOut, dSums, n);
  CHECK(cudaGetLastError());
  blellochScan<<<1, BLOCK>>>(dSums, dSumsScanned, nullptr, blocks);
  CHECK(cudaGetLastError());
  addBlockOffsets<<<blocks, BLOCK>>>(dOut, dSumsScanned, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(out.data(), dOut, n * sizeof(int), cudaMemcpyDeviceToHost));

  int mismatches = 0, first = -1;
  long long checksum = 0;
  for (int i = 0; i < n; ++i) {
    if (out[i] != ref[i] && mismatches++ == 0)
      first = i;
    checksum += (long long)out[i] * (i % 13);
  }
  std::printf("scan_blelloch: n=%d blocks=%d mismatches=%d first_bad=%d "
              "checksum=%lld\n",
              n, blocks, mismatches, first, checksum);
  std::printf("scan_blelloch: out[1]=%d out[%d]=%d out[last]=%d total=%d\n",
              out[1], ELEMS + 1, out[ELEMS + 1], out[n - 1], running);

  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  CHECK(cudaFree(dSums));
  CHECK(cudaFree(dSumsScanned));
  bool ok = mismatches == 0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
