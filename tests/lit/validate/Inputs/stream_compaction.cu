// Stream compaction: the threads of each block append the elements of their
// slice above a threshold to the output through one atomic counter, so the
// output's order is the order in which the blocks ran (on a GPU, any). A
// second kernel doubles the compacted elements in place, so its output has
// that order too. A third adds one weight per block to a float total, where
// the order of the additions decides the rounding (1e8 - 1e8 + 1 is 1,
// 1 - 1e8 + 1e8 is 0). What the program prints depends on none of these
// orders.
#include <cstdio>

__global__ void compact(const int *in, int n, int threshold, int *out,
                        unsigned *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] > threshold)
    out[atomicAdd(count, 1u)] = in[i];
}

__global__ void twice(int *values, const unsigned *count) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < *count)
    values[i] *= 2;
}

__global__ void total(const float *weights, float *sum) {
  if (threadIdx.x == 0)
    atomicAdd(sum, weights[blockIdx.x]);
}

int main() {
  const int n = 1024, threads = 128, blocks = n / threads, threshold = 600;
  int in[n];
  for (int i = 0; i < n; ++i)
    in[i] = (i * 37) % 1000;
  float weights[blocks] = {1e8f, -1e8f, 1.0f};
  int *dIn, *dOut;
  unsigned *dCount;
  float *dWeights, *dSum;
  cudaMalloc(&dIn, n * sizeof(int));
  cudaMalloc(&dOut, n * sizeof(int));
  cudaMalloc(&dCount, sizeof(unsigned));
  cudaMalloc(&dWeights, sizeof weights);
  cudaMalloc(&dSum, sizeof(float));
  cudaMemcpy(dIn, in, sizeof in, cudaMemcpyHostToDevice);
  cudaMemcpy(dWeights, weights, sizeof weights, cudaMemcpyHostToDevice);
  cudaMemset(dOut, 0, n * sizeof(int));
  cudaMemset(dCount, 0, sizeof(unsigned));
  cudaMemset(dSum, 0, sizeof(float));
  compact<<<blocks, threads>>>(dIn, n, threshold, dOut, dCount);
  twice<<<blocks, threads>>>(dOut, dCount);
  total<<<blocks, threads>>>(dWeights, dSum);

  unsigned count = 0;
  int out[n];
  cudaMemcpy(&count, dCount, sizeof count, cudaMemcpyDeviceToHost);
  cudaMemcpy(out, dOut, sizeof out, cudaMemcpyDeviceToHost);
  long expectedSum = 0, sum = 0;
  unsigned expectedCount = 0;
  for (int i = 0; i < n; ++i)
    if (in[i] > threshold) {
      ++expectedCount;
      expectedSum += 2 * in[i];
    }
  for (unsigned i = 0; i < count; ++i)
    sum += out[i];
  printf("kept %u of %d, sum %ld\n", count, n, sum);
  printf("%s\n", count == expectedCount && sum == expectedSum ? "PASS" : "FAIL");
  cudaFree(dIn);
  cudaFree(dOut);
  cudaFree(dCount);
  cudaFree(dWeights);
  cudaFree(dSum);
  return 0;
}
