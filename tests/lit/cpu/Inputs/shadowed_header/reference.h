// The host reference loops over "blocks" with a variable named blockIdx,
// and has a parameter named blockDim; the kernel's launch is here too.
inline void reference(int *out, int blocks, int blockDim) {
  for (int blockIdx = 0; blockIdx < blocks; ++blockIdx)
    for (int t = 0; t < blockDim; ++t)
      out[blockIdx * blockDim + t] = blockIdx * 100 + t;
}

__global__ void label(int *out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = blockIdx.x * 100 + threadIdx.x;
}

inline void launchLabel(int *out, int blocks, int threads) {
  label<<<blocks, threads>>>(out);
}
