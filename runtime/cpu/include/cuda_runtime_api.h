//===- cuda_runtime_api.h - the CUDA runtime API --------------------------===//
#include "cuda_runtime.h"
