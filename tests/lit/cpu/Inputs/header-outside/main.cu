// Its launch is in a header outside its directory.
#include "../header-launch/launch.cuh"
int main() {
  int *p;
  cudaMalloc(&p, 128);
  launchK(p);
}
