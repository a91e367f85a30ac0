//===- cooperative_groups/reduce.h - cooperative_groups::reduce -----------===//
#include "hipify_cpu/cg_reduce.h"
