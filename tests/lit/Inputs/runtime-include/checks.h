// A helper header that names CUDA API and relies on its includer.
#include <cstdio>
inline void check(cudaError_t e) {
  if (e != cudaSuccess)
    printf("%s\n", cudaGetErrorString(e));
}
