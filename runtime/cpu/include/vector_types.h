//===- vector_types.h - float4 and friends --------------------------------===//
#include "hipify_cpu/vector_types.h"
