// hipify-warp-size-constant, rows: a kernel that takes warpSize to be the
// width of its blocks' rows (`threadIdx.y * warpSize + threadIdx.x`, as
// HeCBench's scatterAdd) while the host launches it with blocks 32 wide, a
// number, computes with rows that overlap at 64 lanes. Where every launch
// of the kernel in the unit gives a constant width, its warpSize becomes 32,
// CUDA's value; elsewhere check warns.
// RUN: %hipify port %s --cuda-path=%cuda-path --verbose -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{\[hipify-warp-}}' %s < %t.err
// RUN: %hipify port %s --cuda-path=%cuda-path --no-warp-fixes -o %t.nofix.hip
// RUN: FileCheck --match-full-lines --strict-whitespace --check-prefix=NOFIX %s < %t.nofix.hip
// RUN: %hipify check %s --cuda-path=%cuda-path --fail-on=none > %t.check
// RUN: FileCheck --match-full-lines --check-prefix=WARN --implicit-check-not='{{\[hipify-warp-size-assumption\]}}' %s < %t.check
// On the CPU runner at 64 lanes the port agrees with the original; without
// the fix it leaves half the elements unwritten.
// RUN: %hipify cpu-run %s | FileCheck --match-full-lines --check-prefix=RESULT %s
// RUN: %hipify cpu-run %t.hip --warp-size=64 | FileCheck --match-full-lines --check-prefix=RESULT %s
// RUN: %hipify cpu-run %t.nofix.hip --warp-size=64 | FileCheck --match-full-lines --check-prefix=NOFIXOUT %s
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -c %t.hip -o %t.o %}

#include <cstdio>
#include <cuda_runtime.h>

#define THREADS 256
#define N 1000

__global__ void twice(const int *in, int *out) {
  int tid = threadIdx.y * warpSize + threadIdx.x;
  // CHECK:  int tid = threadIdx.y * 32 + threadIdx.x;
  // NOFIX:  int tid = threadIdx.y * warpSize + threadIdx.x;
  // MSG:{{.*}}size-constant-rows.cu:[[@LINE-3]]:27: note: 'warpSize' becomes 32, its value on CUDA: 'twice' takes warpSize to be the width of its blocks' rows ('threadIdx.y * warpSize' at line [[@LINE-3]]), and its launches give blocks 32 threads wide (line [[@LINE+34]]), a width the host wrote as a number, not the device's warp size [hipify-warp-size-constant]
  if (threadIdx.y < THREADS / warpSize)
    // CHECK:  if (threadIdx.y < THREADS / 32)
    for (int i = tid; i < N; i += THREADS)
      out[i] = 2 * in[i];
}

// Negative: launched with blocks the host sizes at run time, which may be
// the device's warp size: left as written, and check warns.
__global__ void rowsOfAnyWidth(int *out) {
  out[warpSize * threadIdx.z + threadIdx.x] = 1;
  // CHECK:  out[warpSize * threadIdx.z + threadIdx.x] = 1;
  // WARN:{{.*}}size-constant-rows.cu:[[@LINE-2]]:16: warning: warpSize as the width of a block's rows assumes blocks warpSize threads wide: 64 on AMD CDNA GPUs, where rows of blocks launched 32 wide (CUDA's warp) overlap (launch blocks of the device's warp size, hipDeviceAttributeWarpSize, or use blockDim.x) [hipify-warp-size-assumption]
}
void launchAnyWidth(int *out, dim3 block) {
  rowsOfAnyWidth<<<1, block>>>(out);
}

// Negative: warpSize times threadIdx.x is no row width.
__global__ void strided(int *out) {
  out[threadIdx.x * warpSize] = 1;
  // CHECK:  out[threadIdx.x * warpSize] = 1;
}

int main() {
  int host[N], *in, *out;
  for (int i = 0; i < N; ++i)
    host[i] = i;
  cudaMalloc(&in, N * sizeof(int));
  cudaMalloc(&out, N * sizeof(int));
  cudaMemcpy(in, host, N * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(out, 0, N * sizeof(int));
  int thread_x = 32;
  dim3 threads(thread_x, THREADS / 32);
  twice<<<1, threads>>>(in, out);
  cudaMemcpy(host, out, N * sizeof(int), cudaMemcpyDeviceToHost);
  int wrong = 0;
  for (int i = 0; i < N; ++i)
    wrong += host[i] != 2 * i;
  printf("%d wrong: %s\n", wrong, wrong ? "FAIL" : "PASS");
  // RESULT:0 wrong: PASS
  // NOFIXOUT:{{[1-9][0-9]*}} wrong: FAIL
  cudaFree(in);
  cudaFree(out);
  return 0;
}
