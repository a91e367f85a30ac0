#pragma once
double checksum(const float *values, int n);
