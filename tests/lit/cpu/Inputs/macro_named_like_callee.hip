// A macro named as the collective it calls, as HIP ports keep
// `#define __shfl(v, d) __shfl_sync(0xffffffff, v, d)`
// (tests/lit/cpu/macro-named-like-callee.test).
#include <cstdio>
#include <hip/hip_runtime.h>

#define __shfl(v, d) __shfl(v, d, 32)

// Each 32-lane group of the 64-lane wavefront reads its own first lane.
__global__ void broadcast(int *out) {
  int value = threadIdx.x + 100;
  out[threadIdx.x] = __shfl(value, 0);
}

int main() {
  int *out;
  hipMalloc(&out, 64 * sizeof(int));
  broadcast<<<1, 64>>>(out);
  int host[64];
  hipMemcpy(host, out, sizeof host, hipMemcpyDeviceToHost);
  bool ok = true;
  for (int i = 0; i < 64; ++i)
    ok = ok && host[i] == i / 32 * 32 + 100;
  printf("%s\n", ok ? "PASS" : "FAIL");
  hipFree(out);
}
