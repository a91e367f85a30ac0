//===- rocrand.h - rocRAND as older ROCm placed its header ----------------===//
#include "rocrand/rocrand.h"
