//===- hip/hip_cooperative_groups.h - thread blocks and tiles -------------===//
// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_hip_hip_cooperative_groups_h
#include "hipify_cpu/header_macros.h"
#include "hipify_cpu/cg.h"
#include "hipify_cpu/cg_reduce.h"
