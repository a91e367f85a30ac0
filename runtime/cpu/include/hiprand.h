//===- hiprand.h - hipRAND as older ROCm placed its header ----------------===//
#include "hiprand/hiprand.h"
