// cuComplex.h arithmetic, `half2 h = {}` assignments and __align__ types,
// all of which nvcc takes, on the CPU runner.
#include <cuComplex.h>
#include <cuda_fp16.h>
#include <cstdio>

template <typename T> struct Aligned;
template <> struct Aligned<int2> { typedef __align__(8) int2 Type; };

__global__ void arithmetic(const cuFloatComplex *a, const cuFloatComplex *b,
                           cuFloatComplex *out, cuDoubleComplex *wide,
                           float *sums) {
  int i = threadIdx.x;
  cuFloatComplex q = cuCdivf(a[i], b[i]);
  out[i] = cuCaddf(cuCmulf(a[i], cuConjf(b[i])), q);
  wide[i] = cuCfma(cuComplexFloatToDouble(a[i]), make_cuDoubleComplex(2, 0),
                   make_cuDoubleComplex(0, 1));
  half2 h;
  h = {};
  h = __hadd2(h, __floats2half2_rn(cuCabsf(a[i]), cuCimagf(q)));
  sums[i] = __low2float(h) + __high2float(h);
}

int main() {
  const int n = 4;
  cuFloatComplex a[n], b[n], out[n];
  cuDoubleComplex wide[n];
  float sums[n];
  for (int i = 0; i < n; ++i) {
    a[i] = make_cuFloatComplex(3.0f * i + 3, 4.0f * i + 4);
    b[i] = make_cuComplex(1.0f, float(i));
  }
  cuFloatComplex *da, *db, *dout;
  cuDoubleComplex *dwide;
  float *dsums;
  cudaMalloc(&da, sizeof a);
  cudaMalloc(&db, sizeof b);
  cudaMalloc(&dout, sizeof out);
  cudaMalloc(&dwide, sizeof wide);
  cudaMalloc(&dsums, sizeof sums);
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
  arithmetic<<<1, n>>>(da, db, dout, dwide, dsums);
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  cudaMemcpy(wide, dwide, sizeof wide, cudaMemcpyDeviceToHost);
  cudaMemcpy(sums, dsums, sizeof sums, cudaMemcpyDeviceToHost);
  Aligned<int2>::Type pair = {1, 2};
  for (int i = 0; i < n; ++i)
    printf("%g%+gi %g%+gi %g\n", cuCrealf(out[i]), cuCimagf(out[i]),
           cuCreal(wide[i]), cuCimag(wide[i]), sums[i]);
  printf("align %zu %d\n", alignof(Aligned<int2>::Type), pair.x + pair.y);
  return 0;
}
