//===- hip/hip_runtime_api.h - the HIP runtime API ------------------------===//
#include "hip/hip_runtime.h"
