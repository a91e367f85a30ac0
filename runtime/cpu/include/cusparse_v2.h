//===- cusparse_v2.h - cuSPARSE as older programs include it --------------===//
// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_cusparse_v2_h
#include "hipify_cpu/header_macros.h"
#include "cusparse.h"
