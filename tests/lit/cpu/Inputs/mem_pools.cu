#include <cstdio>
#include <cstdint>

__global__ void fill(float *out, float value, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = value;
}

int main() {
  int supported = 0;
  cudaDeviceGetAttribute(&supported, cudaDevAttrMemoryPoolsSupported, 0);
  printf("pools supported: %d\n", supported);

  cudaMemPool_t pool;
  cudaDeviceGetDefaultMemPool(&pool, 0);
  uint64_t threshold = UINT64_MAX, read = 0;
  cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold);
  cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &read);
  printf("threshold kept: %d\n", read == UINT64_MAX);

  cudaStream_t stream;
  cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
  const int n = 1000;
  float *d, h[n];
  cudaError_t e = cudaMallocAsync(&d, n * sizeof(float), stream);
  cudaMemPoolGetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &read);
  printf("malloc async: %s, used %llu\n", cudaGetErrorName(e), (unsigned long long)read);
  fill<<<(n + 255) / 256, 256, 0, stream>>>(d, 2.5f, n);
  cudaMemcpyAsync(h, d, sizeof h, cudaMemcpyDeviceToHost, stream);
  e = cudaFreeAsync(d, stream);
  cudaStreamSynchronize(stream);
  cudaMemPoolGetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &read);
  printf("free async: %s, used %llu, h[999] %g\n", cudaGetErrorName(e), (unsigned long long)read, h[n - 1]);
  printf("double free: %s\n", cudaGetErrorName(cudaFreeAsync(d, stream)));

  cudaMemPoolProps props = {};
  props.allocType = cudaMemAllocationTypePinned;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = 0;
  cudaMemPool_t own;
  e = cudaMemPoolCreate(&own, &props);
  float *p;
  cudaMallocFromPoolAsync(&p, 64, own, stream);
  cudaMemPoolGetAttribute(own, cudaMemPoolAttrUsedMemHigh, &read);
  printf("own pool: %s, high %llu\n", cudaGetErrorName(e), (unsigned long long)read);
  cudaFree(p);
  cudaMemPoolGetAttribute(own, cudaMemPoolAttrUsedMemCurrent, &read);
  printf("after cudaFree: used %llu, trim %s\n", (unsigned long long)read, cudaGetErrorName(cudaMemPoolTrimTo(own, 0)));
  cudaMemPoolDestroy(own);

  float *managed;
  cudaMallocManaged(&managed, 256 * sizeof(float));
  cudaMemLocation device = {cudaMemLocationTypeDevice, 0};
  cudaMemLocation host = {cudaMemLocationTypeHost, 0};
  printf("prefetch to device: %s\n", cudaGetErrorName(cudaMemPrefetchAsync(managed, 256 * sizeof(float), device, 0, stream)));
  printf("prefetch to host: %s\n", cudaGetErrorName(cudaMemPrefetchAsync(managed, 256 * sizeof(float), host, 0)));
  printf("advise: %s\n", cudaGetErrorName(cudaMemAdvise(managed, 256 * sizeof(float), cudaMemAdviseSetReadMostly, device)));
  printf("past the end: %s\n", cudaGetErrorName(cudaMemPrefetchAsync(managed, 257 * sizeof(float), device, 0)));
  float *plain;
  cudaMalloc(&plain, 16);
  printf("device memory: %s\n", cudaGetErrorName(cudaMemPrefetchAsync(plain, 16, device, 0)));
  cudaMemLocation nowhere = {cudaMemLocationTypeDevice, 7};
  printf("no such device: %s\n", cudaGetErrorName(cudaMemPrefetchAsync(managed, 16, nowhere, 0)));
  return 0;
}
