// Its launch is in a header.
#include "launch.cuh"
int main() {
  int *p;
  cudaMalloc(&p, 128);
  launchK(p);
}
