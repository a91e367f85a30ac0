#pragma once
__device__ int twice(int v) { return 2 * v; }
