// A header with a guard.
#ifndef GUARDED_CUH
#define GUARDED_CUH
__device__ inline float twice(float v) { return 2 * v; }
#endif
