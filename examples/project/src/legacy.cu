// Written for CUDA before 10: uses APIs that CUDA 13 removed.
#include "helper_cuda.h"

int runLegacy() {
  cudaThreadSynchronize();
  cudaThreadExit();
  return deviceCount() > 0 ? 0 : 1;
}
