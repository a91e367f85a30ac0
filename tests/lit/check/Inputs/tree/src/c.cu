#include "shared.cuh"
#include "helper_math.h"
#include "window.h"
__global__ void k_c(int *p) { p[my_lane()] = threadIdx.x; }
