// CUDA's scoped atomic builtins (__nv_atomic_*), as nvcc 12.8+ has them.
#include <cstdio>

struct Totals {
  unsigned count;
  int lowest, highest;
  unsigned long long last;
  float largest;
  int claimed;
};

__global__ void tally(const int *values, int n, Totals *t) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  __nv_atomic_fetch_add(&t->count, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_fetch_min(&t->lowest, values[i], __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_max(&t->highest, values[i], __NV_ATOMIC_RELAXED);
  __nv_atomic_fetch_max(&t->largest, 0.5f * values[i], __NV_ATOMIC_RELAXED);
  int expected = 0;
  if (__nv_atomic_compare_exchange_n(&t->claimed, &expected, i + 1, false,
                                     __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_RELAXED,
                                     __NV_THREAD_SCOPE_BLOCK))
    __nv_atomic_store_n(&t->last, 1ull, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_SYSTEM);
  __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE);
}

int main() {
  const int n = 1000;
  int host[n];
  for (int i = 0; i < n; ++i)
    host[i] = (i * 37) % 1001 - 500;
  int *values;
  Totals *t, init = {0, 1 << 30, -(1 << 30), 0, -1e9f, 0};
  cudaMalloc(&values, sizeof host);
  cudaMalloc(&t, sizeof(Totals));
  cudaMemcpy(values, host, sizeof host, cudaMemcpyHostToDevice);
  cudaMemcpy(t, &init, sizeof init, cudaMemcpyHostToDevice);
  tally<<<(n + 127) / 128, 128>>>(values, n, t);
  Totals out;
  cudaMemcpy(&out, t, sizeof out, cudaMemcpyDeviceToHost);
  printf("count %u lowest %d highest %d largest %.1f claimed %d last %llu\n",
         out.count, out.lowest, out.highest, out.largest, out.claimed != 0,
         out.last);
  return 0;
}
