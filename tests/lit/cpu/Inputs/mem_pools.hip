#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdint>

__global__ void fill(float *out, float value, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = value;
}

int main() {
  int supported = 0;
  hipDeviceGetAttribute(&supported, hipDeviceAttributeMemoryPoolsSupported, 0);
  printf("pools supported: %d\n", supported);

  hipMemPool_t pool;
  hipDeviceGetDefaultMemPool(&pool, 0);
  uint64_t threshold = UINT64_MAX, read = 0;
  hipMemPoolSetAttribute(pool, hipMemPoolAttrReleaseThreshold, &threshold);
  hipMemPoolGetAttribute(pool, hipMemPoolAttrReleaseThreshold, &read);
  printf("threshold kept: %d\n", read == UINT64_MAX);

  hipStream_t stream;
  hipStreamCreateWithFlags(&stream, hipStreamNonBlocking);
  const int n = 1000;
  float *d, h[n];
  hipError_t e = hipMallocAsync(&d, n * sizeof(float), stream);
  hipMemPoolGetAttribute(pool, hipMemPoolAttrUsedMemCurrent, &read);
  printf("malloc async: %s, used %llu\n", hipGetErrorName(e), (unsigned long long)read);
  fill<<<(n + 255) / 256, 256, 0, stream>>>(d, 2.5f, n);
  hipMemcpyAsync(h, d, sizeof h, hipMemcpyDeviceToHost, stream);
  e = hipFreeAsync(d, stream);
  hipStreamSynchronize(stream);
  hipMemPoolGetAttribute(pool, hipMemPoolAttrUsedMemCurrent, &read);
  printf("free async: %s, used %llu, h[999] %g\n", hipGetErrorName(e), (unsigned long long)read, h[n - 1]);
  printf("double free: %s\n", hipGetErrorName(hipFreeAsync(d, stream)));

  hipMemPoolProps props = {};
  props.allocType = hipMemAllocationTypePinned;
  props.location.type = hipMemLocationTypeDevice;
  props.location.id = 0;
  hipMemPool_t own;
  e = hipMemPoolCreate(&own, &props);
  float *p;
  hipMallocFromPoolAsync(&p, 64, own, stream);
  hipMemPoolGetAttribute(own, hipMemPoolAttrUsedMemHigh, &read);
  printf("own pool: %s, high %llu\n", hipGetErrorName(e), (unsigned long long)read);
  hipFree(p);
  hipMemPoolGetAttribute(own, hipMemPoolAttrUsedMemCurrent, &read);
  printf("after cudaFree: used %llu, trim %s\n", (unsigned long long)read, hipGetErrorName(hipMemPoolTrimTo(own, 0)));
  hipMemPoolDestroy(own);

  float *managed;
  hipMallocManaged(&managed, 256 * sizeof(float));
  hipMemLocation device = {hipMemLocationTypeDevice, 0};
  printf("prefetch to device: %s\n", hipGetErrorName(hipMemPrefetchAsync(managed, 256 * sizeof(float), (device).type == hipMemLocationTypeDevice ? (device).id : hipCpuDeviceId, stream)));
  printf("prefetch to host: %s\n", hipGetErrorName(hipMemPrefetchAsync(managed, 256 * sizeof(float), hipCpuDeviceId)));
  printf("advise: %s\n", hipGetErrorName(hipMemAdvise(managed, 256 * sizeof(float), hipMemAdviseSetReadMostly, (device).type == hipMemLocationTypeDevice ? (device).id : hipCpuDeviceId)));
  printf("past the end: %s\n", hipGetErrorName(hipMemPrefetchAsync(managed, 257 * sizeof(float), (device).type == hipMemLocationTypeDevice ? (device).id : hipCpuDeviceId)));
  float *plain;
  hipMalloc(&plain, 16);
  printf("device memory: %s\n", hipGetErrorName(hipMemPrefetchAsync(plain, 16, (device).type == hipMemLocationTypeDevice ? (device).id : hipCpuDeviceId)));
  hipMemLocation nowhere = {hipMemLocationTypeDevice, 7};
  printf("no such device: %s\n", hipGetErrorName(hipMemPrefetchAsync(managed, 16, (nowhere).type == hipMemLocationTypeDevice ? (nowhere).id : hipCpuDeviceId)));
  return 0;
}
