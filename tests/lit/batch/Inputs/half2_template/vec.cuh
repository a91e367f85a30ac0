// A header of templates on 2-vectors: __half2 in main.cu, float2 in both.
#pragma once
#include <cuda_fp16.h>
template <typename T> __host__ __device__ float toF(T v);
template <> inline __host__ __device__ float toF<float>(float v) { return v; }
template <> inline __host__ __device__ float toF<__half>(__half v) { return __half2float(v); }
template <typename V> __host__ __device__ float total(const V *p, int n) {
  float s = 0;
  for (int i = 0; i < n; ++i)
    s += toF(p[i].x) + toF((p + i)->y);
  return s;
}
template <typename V> __host__ __device__ void copyLow(V &to, const V &from) { to.x = from.x; }
