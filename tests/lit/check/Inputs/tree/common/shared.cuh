#pragma once
__device__ inline int my_lane() { return threadIdx.x & 31; }
__device__ inline int broken() { return undeclared_name; }
