//===- cuComplex.h - CUDA's complex numbers (cuCaddf, ...) ----------------===//
#ifndef HIPIFY_CPU_CUCOMPLEX_H
#define HIPIFY_CPU_CUCOMPLEX_H
#include "hipify_cpu/complex.h"
HIPIFY_CPU_COMPLEX_API(cu)
#endif
