#include <cuda_runtime.h>
#include "not-there.h"

int main() {
  undeclared_function();
  return cudaDeviceSynchronize();
}
