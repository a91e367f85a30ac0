//===- cuComplex.h - CUDA's complex numbers (cuCaddf, ...) ----------------===//
#ifndef HIPIFY_CPU_CUCOMPLEX_H
#define HIPIFY_CPU_CUCOMPLEX_H

// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_cuComplex_h
#include "hipify_cpu/header_macros.h"
#include "hipify_cpu/complex.h"
HIPIFY_CPU_COMPLEX_API(cu)
#endif
