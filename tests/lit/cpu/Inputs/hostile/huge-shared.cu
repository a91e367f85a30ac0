// 1 GiB of static shared memory: no GPU block holds it, nvcc and hipcc
// refuse it; the runner would give it to every worker thread.
__global__ void big(float *out) {
  __shared__ float s[1 << 28];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s[(threadIdx.x + 1) % blockDim.x];
}
// 32 KiB each: fits.
__global__ void fits(float *out) {
  __shared__ float a[8192];
  a[threadIdx.x] = 1;
  out[threadIdx.x] = a[threadIdx.x];
}
int main() {
  float *d;
  cudaMalloc(&d, 64 * sizeof(float));
  big<<<2, 64>>>(d);
  fits<<<1, 64>>>(d);
  cudaDeviceSynchronize();
}
