//===- device_launch_parameters.h - threadIdx, blockIdx... ----------------===//
// The macros that tell a program this header is included.
#define HIPIFY_CPU_HEADER_device_launch_parameters_h
#include "hipify_cpu/header_macros.h"
#include "hipify_cpu/exec.h"
