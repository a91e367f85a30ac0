//===- rocblas.h - rocBLAS as ROCm before 6.0 placed its header -----------===//
#include "rocblas/rocblas.h"
