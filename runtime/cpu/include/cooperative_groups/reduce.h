//===- cooperative_groups/reduce.h - cooperative_groups::reduce -----------===//
// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_cooperative_groups_reduce_h
#include "hipify_cpu/header_macros.h"
#include "hipify_cpu/cg_reduce.h"
