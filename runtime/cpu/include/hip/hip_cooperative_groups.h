//===- hip/hip_cooperative_groups.h - thread blocks and tiles -------------===//
#include "hipify_cpu/cg.h"
#include "hipify_cpu/cg_reduce.h"
