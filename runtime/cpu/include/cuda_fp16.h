//===- cuda_fp16.h - __half and __half2 -----------------------------------===//
#include "hipify_cpu/half.h"
