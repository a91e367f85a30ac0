#include <cuda_runtime.h>

int synchronize(void) { return cudaDeviceSynchronize() != cudaSuccess; }
