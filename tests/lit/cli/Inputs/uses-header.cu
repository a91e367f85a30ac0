#include <cuda_runtime.h>
#include "project.h"
int main() {
  cudaStream_t s = PROJECT_STREAM;
  return s == nullptr ? 0 : 1;
}
