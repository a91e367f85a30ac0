//===- hip/hip_complex.h - HIP's complex numbers (hipCaddf, ...) ----------===//
#ifndef HIPIFY_CPU_HIP_COMPLEX_H
#define HIPIFY_CPU_HIP_COMPLEX_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_hip_hip_complex_h
#include "hipify_cpu/header_macros.h"
#include "hipify_cpu/complex.h"
HIPIFY_CPU_COMPLEX_API(hip)
#endif
