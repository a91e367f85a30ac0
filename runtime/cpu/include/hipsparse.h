//===- hipsparse.h - hipSPARSE as older ROCm placed its header ------------===//
#include "hipsparse/hipsparse.h"
