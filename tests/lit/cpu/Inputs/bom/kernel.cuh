__global__ void squares(int *d) {
  __shared__ int s[4];
  s[threadIdx.x] = threadIdx.x * threadIdx.x;
  __syncthreads();
  d[threadIdx.x] = s[3 - threadIdx.x];
}
inline void fill(int *d) { squares<<<1, 4>>>(d); }
