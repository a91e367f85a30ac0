// Two CUDA streams overlapping copies and kernels: the input (in pinned host
// memory from cudaMallocHost) is split in chunks, alternately assigned to the
// two streams; each chunk is copied in with cudaMemcpyAsync, processed and
// copied back in its stream. Events time the whole pipeline and one stream;
// the timings go to stderr only, so stdout stays deterministic.
#include <cstdio>
#include <cstdlib>
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

__global__ void polyKernel(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int x = in[i];
    out[i] = (3 * x + 7) * x - 11; // 3x^2 + 7x - 11
  }
}

int main() {
  const int n = 1 << 22, chunks = 8, chunk = n / chunks;
  const size_t bytes = (size_t)n * sizeof(int);
  int *hIn, *hOut, *dIn, *dOut;
  CHECK(cudaMallocHost(&hIn, bytes));
  CHECK(cudaMallocHost(&hOut, bytes));
  CHECK(cudaMalloc(&dIn, bytes));
  CHECK(cudaMalloc(&dOut, bytes));
  for (int i = 0; i < n; ++i)
    hIn[i] = (i % 2001) - 1000;

  cudaStream_t streams[2];
  for (int s = 0; s < 2; ++s)
    CHECK(cudaStreamCreateWithFlags(&streams[s], cudaStreamNonBlocking));
  cudaEvent_t start, stop, s1Done;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  CHECK(cudaEventCreate(&s1Done));

  CHECK(cudaEventRecord(start, streams[0]));
  CHECK(cudaStreamWaitEvent(streams[1], start, 0));
  for (int c = 0; c < chunks; ++c) {
    cudaStream_t s = streams[c % 2];
    size_t off = (size_t)c * chunk;
    CHECK(cudaMemcpyAsync(dIn + off, hIn + off, chunk * sizeof(int),
                          cudaMemcpyHostToDevice, s));
    polyKernel<<<(chunk + 255) / 256, 256, 0, s>>>(dIn + off, dOut + off,
                                                    chunk);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpyAsync(hOut + off, dOut + off, chunk * sizeof(int),
                          cudaMemcpyDeviceToHost, s));
  }
  CHECK(cudaEventRecord(s1Done, streams[1]));
  CHECK(cudaStreamWaitEvent(streams[0], s1Done, 0));
  CHECK(cudaEventRecord(stop, streams[0]));
  CHECK(cudaEventSynchronize(stop));
  CHECK(cudaStreamSynchronize(streams[1]));
  CHECK(cudaDeviceSynchronize());

  float totalMs = 0.0f, s1Ms = 0.0f;
  CHECK(cudaEventElapsedTime(&totalMs, start, stop));
  CHECK(cudaEventElapsedTime(&s1Ms, start, s1Done));
  std::fprintf(stderr, "streams_events: total %.3f ms, stream 1 done after %.3f ms\n",
               totalMs, s1Ms);

  int mismatches = 0;
  long long checksum = 0;
  for (int i = 0; i < n; ++i) {
    int x = hIn[i];
    if (hOut[i] != (3 * x + 7) * x - 11)
      ++mismatches;
    checksum += hOut[i] % 1000;
  }
  std::printf("streams_events: n=%d chunks=%d streams=2 mismatches=%d "
              "checksum=%lld\n",
              n, chunks, mismatches, checksum);
  std::printf("streams_events: out[0]=%d out[%d]=%d out[last]=%d\n", hOut[0],
              chunk + 5, hOut[chunk + 5], hOut[n - 1]);

  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  CHECK(cudaEventDestroy(s1Done));
  for (int s = 0; s < 2; ++s)
    CHECK(cudaStreamDestroy(streams[s]));
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  CHECK(cudaFreeHost(hIn));
  CHECK(cudaFreeHost(hOut));
  bool ok = mismatches == 0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
