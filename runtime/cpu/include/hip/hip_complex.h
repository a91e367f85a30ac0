//===- hip/hip_complex.h - HIP's complex numbers (hipCaddf, ...) ----------===//
#ifndef HIPIFY_CPU_HIP_COMPLEX_H
#define HIPIFY_CPU_HIP_COMPLEX_H
#include "hipify_cpu/complex.h"
HIPIFY_CPU_COMPLEX_API(hip)
#endif
