#pragma once
// Scales every element by the factor in constant memory.
void scaleAndSum(float *data, int n, float factor);
// Rotates each block of 64 elements by one (defined in kernels.cu).
__global__ void rotateBlocks(float *data);
