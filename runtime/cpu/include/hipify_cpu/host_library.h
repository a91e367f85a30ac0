//===- host_library.h - the standard library as kernels see it ------------===//
//
// Kernels call the C library (printf, memcpy, sqrtf, abs, malloc, assert)
// and a few constexpr-less C++ helpers (std::swap). On the GPU those have
// device versions; in prepare mode clang would reject such calls from device
// code, so these headers are read as __host__ __device__ here, before the
// user's source includes them. In run mode this is just a list of includes.
//
// Headers that redeclare what others declared first (<algorithm>, <new>)
// stay outside the forced region, and are included before <cmath>, which
// pulls them in, so that every declaration of a function agrees on its
// target.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_HOST_LIBRARY_H
#define HIPIFY_CPU_HOST_LIBRARY_H

// clang's CUDA wrappers of <algorithm> and <new> spell out the qualifiers.
#include "hipify_cpu/qualifiers.h"

#include "hipify_cpu/mode.h"

HIPIFY_CPU_BEGIN_DECLS
#include <cassert>
#include <cfloat>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tuple>
#include <type_traits>
#include <utility>
HIPIFY_CPU_END_DECLS

#include <algorithm>
#include <limits>
#include <new>

HIPIFY_CPU_BEGIN_DECLS
#include <cmath>
#include <math.h>
HIPIFY_CPU_END_DECLS

#endif
