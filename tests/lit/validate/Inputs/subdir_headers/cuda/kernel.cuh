#pragma once
#include <cuda.h>

__global__ void fillLanes(float *p) { p[threadIdx.x] += 0.5f * threadIdx.x; }
