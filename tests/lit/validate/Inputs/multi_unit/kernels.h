#pragma once
// Scales every element by the factor in constant memory.
void scaleAndSum(float *data, int n, float factor);
