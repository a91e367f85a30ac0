//===- device_launch_parameters.h - threadIdx, blockIdx... ----------------===//
#include "hipify_cpu/exec.h"
