// Included from main.cu; includes its sibling by its path from the
// program's directory, which only the directory's search finds.
#pragma once
#include "cuda/kernel.cuh"

inline void clearAsync(float *p, int n, cudaStream_t stream = 0) {
  cudaMemsetAsync(p, 0, n * sizeof(float), stream);
}
