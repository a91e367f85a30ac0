//===- dim3.h - the built-in index types ----------------------------------===//
#ifndef HIPIFY_CPU_DIM3_H
#define HIPIFY_CPU_DIM3_H

#include "hipify_cpu/mode.h"

HIPIFY_CPU_BEGIN_DECLS

struct uint3 {
  unsigned int x, y, z;
};

struct dim3 {
  unsigned int x, y, z;
  constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  constexpr operator uint3() const { return uint3{x, y, z}; }
};

HIPIFY_CPU_END_DECLS

#endif
