//===- hipblas.h - hipBLAS as ROCm before 6.0 placed its header -----------===//
#include "hipblas/hipblas.h"
