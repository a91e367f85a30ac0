#include <cstdio>
#include "vec.cuh"
float totalOfFloats();
int main() {
  __half2 h[2] = {__floats2half2_rn(1.5f, -2.25f), __floats2half2_rn(0.5f, 8.0f)};
  __half2 c = h[0];
  copyLow(c, h[1]);
  printf("half2 %g float2 %g\n", total(h, 2), totalOfFloats());
  return 0;
}
