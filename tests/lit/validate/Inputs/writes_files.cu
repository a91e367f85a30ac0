// A program that reads an input by a relative path and writes its results
// beside it and into a directory of its own, as samples and benchmarks do.
#include <cstdio>
#include <sys/stat.h>

__global__ void twice(int *v) { v[threadIdx.x] *= 2; }

int main() {
  FILE *in = fopen("data/n.txt", "r");
  int n = 0;
  if (!in || fscanf(in, "%d", &n) != 1) {
    printf("cannot read data/n.txt\n");
    return 1;
  }
  fclose(in);
  int host[32];
  for (int i = 0; i < 32; ++i)
    host[i] = n + i;
  int *d;
  cudaMalloc(&d, sizeof host);
  cudaMemcpy(d, host, sizeof host, cudaMemcpyHostToDevice);
  twice<<<1, 32>>>(d);
  cudaMemcpy(host, d, sizeof host, cudaMemcpyDeviceToHost);
  FILE *out = fopen("result.txt", "w");
  fprintf(out, "%d\n", host[31]);
  fclose(out);
  FILE *beside = fopen("data/result.txt", "w");
  fprintf(beside, "%d\n", host[0]);
  fclose(beside);
  mkdir("outputs", 0777);
  FILE *deeper = fopen("outputs/all.txt", "w");
  fprintf(deeper, "%d\n", host[1]);
  fclose(deeper);
  printf("last %d\n", host[31]);
  return 0;
}
