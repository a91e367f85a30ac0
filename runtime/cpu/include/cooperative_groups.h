//===- cooperative_groups.h - thread blocks and tiles ---------------------===//
#include "hipify_cpu/cg.h"
