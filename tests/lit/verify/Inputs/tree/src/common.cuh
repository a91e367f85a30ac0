#include <cuda_runtime.h>

// Included by two units: its build error is reported once.
__device__ float notInHipShared(float x) { return x; }
