#include "vec.cuh"
float totalOfFloats() {
  float2 f[2] = {make_float2(1.0f, 2.0f), make_float2(3.0f, 4.0f)};
  float2 c = f[0];
  copyLow(c, f[1]);
  return total(f, 2) + c.x;
}
